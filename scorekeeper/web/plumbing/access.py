"""Who may do what: every route of the app, and the kinds of link that may read it (GET) and
change something through it (POST), in one table checked once before each request.

A link's key is the only credential the app knows. Its kind comes from the URL alone (the
game's token, a group's or an event's key, a table's token; none for the app's open pages, which
act only on this phone's own cookie), so a page can never grant more than the link it was opened
with. Views do not check access themselves; templates ask `may(endpoint)` before they offer a
link or a button, so a page shows nothing its link would be refused.

docs/playing.md has this table in words for a club; tests/web/app/test_access_matrix.py tries every
route with every kind of key and fails for a route without an entry here. The two polls a
following phone sends every few seconds are answered from this table too, before Flask
(quick_polls.py), while their entries let every key of their kind read them."""

from dataclasses import dataclass
from datetime import timedelta
from typing import Callable

from flask import abort, current_app, g, request

from scorekeeper.storage import link_keys
from scorekeeper.storage.event_store.evening_close import Closing
from scorekeeper.storage.link_keys import (
    CLOSED_DIRECTOR,
    DIRECTOR,
    GAME,
    GAME_VIEW,
    GROUP,
    GROUP_VIEW,
    PAST_TABLE_GAME,
    ROOM,
    TABLE,
    TABLE_GAME,
)
from scorekeeper.web.plumbing.database import get_db

NOBODY = "none"  # no key in the link: the app's open pages and this phone's own memory
EVERY_GAME = (GAME, TABLE_GAME, PAST_TABLE_GAME)
KINDS = (NOBODY, GAME, TABLE_GAME, PAST_TABLE_GAME, GAME_VIEW, GROUP, GROUP_VIEW)
KINDS += (DIRECTOR, CLOSED_DIRECTOR, ROOM, TABLE)


@dataclass(frozen=True)
class Entry:
    read: frozenset = frozenset()
    change: frozenset = frozenset()


def reads(*kinds) -> Entry:
    return Entry(read=frozenset(kinds))


def changes(*kinds) -> Entry:
    return Entry(change=frozenset(kinds))


def both(*kinds) -> Entry:
    """A page that shows a form (GET) and takes it (POST)."""
    return Entry(read=frozenset(kinds), change=frozenset(kinds))


ACCESS = {
    # Open to anyone: what a phone does with no key, on its own cookie (its groups, language).
    "static": reads(NOBODY),
    "bundle": reads(NOBODY),
    "games.index": reads(NOBODY),
    "games.choose": reads(NOBODY),
    # ?group= needs that group's recording key to start in it
    "games.new": both(NOBODY),
    "games.import_game": both(NOBODY),
    "groups.new": both(NOBODY),
    "group_files.import_group_file": both(NOBODY),
    "players.index": reads(NOBODY),
    "sharing.export_all": reads(NOBODY),
    "exports.all_hands": reads(NOBODY),
    "sharing.club": both(NOBODY),  # the club passphrase is its own check (throttled)
    "sharing.leave_club": changes(NOBODY),
    "sheets.index": reads(NOBODY),
    "sheets.blank_pdf": reads(NOBODY),
    "installable.manifest": reads(NOBODY),
    "installable.service_worker": reads(NOBODY),
    "installable.reachable": reads(NOBODY),
    "languages.choose": changes(NOBODY),
    # A game's link. The game of an event table records its round's hands and nothing else.
    "games.show": reads(*EVERY_GAME),
    "live.version": reads(*EVERY_GAME),
    "games.export": reads(*EVERY_GAME),
    "exports.game_hands": reads(*EVERY_GAME),
    "sheets.game_pdf": reads(*EVERY_GAME),
    "hands.new": both(GAME, TABLE_GAME),
    "hands.edit": both(GAME, TABLE_GAME),
    "hands.preview": changes(GAME, TABLE_GAME),
    "hand_removal.delete": both(GAME, TABLE_GAME),
    "hand_removal.undo": changes(GAME, TABLE_GAME),
    # The other side's OK or dispute of a hand, at an event table that asks for it.
    "event_confirm.answer": changes(TABLE_GAME),
    "sharing.share": reads(GAME),
    "sharing.keep": changes(GAME),
    "sharing.replace_link": changes(GAME),
    "sharing.stop_following": changes(GAME),
    "game_setup.edit": both(GAME),
    "game_setup.rematch": changes(GAME),
    "games.delete": both(GAME),
    "view_only.game": reads(GAME_VIEW),
    # A group's links: the recording one changes the group, the view-only one only shows it.
    "groups.home": reads(GROUP, GROUP_VIEW),
    "groups.share": reads(GROUP, GROUP_VIEW),
    # this phone forgets it; the server keeps all
    "groups.leave": changes(GROUP, GROUP_VIEW),
    "roster.players": reads(GROUP, GROUP_VIEW),
    "roster.player": reads(GROUP, GROUP_VIEW),
    "group_files.export_group": reads(GROUP, GROUP_VIEW),
    "group_files.group_hands": reads(GROUP, GROUP_VIEW),
    "groups.rename": changes(GROUP),
    # The greater key replaces either link; the view-only link replaces nothing.
    "group_links.replace": changes(GROUP),
    "roster.rename": changes(GROUP),
    "roster.merge": changes(GROUP),
    "roster.unmerge": changes(GROUP),
    "events.new": both(GROUP),
    # Seasons: anyone with the group's link sees the ladders; only its recording link makes a
    # season or turns the club's handicaps on and off.
    "seasons.index": Entry(
        read=frozenset((GROUP, GROUP_VIEW)), change=frozenset((GROUP,))
    ),
    "seasons.ladder": reads(GROUP, GROUP_VIEW),
    "seasons.ladder_pdf": reads(GROUP, GROUP_VIEW),
    "seasons.ladder_file": reads(GROUP, GROUP_VIEW),
    "seasons.handicaps": changes(GROUP),
    # An event's director's key manages it; the room's key shows the standings and results.
    "events.director": reads(DIRECTOR),
    "events.start_round": changes(DIRECTOR),
    "events.paper": changes(DIRECTOR),
    "events.swap": changes(DIRECTOR),
    "events.call_time": changes(DIRECTOR),
    "events.late": changes(DIRECTOR),
    "events.withdraw": changes(DIRECTOR),
    "event_console.adjusted": changes(DIRECTOR),
    "event_console.undo": changes(DIRECTOR),
    "event_console.new_key": changes(DIRECTOR),
    "event_console.new_table_key": changes(DIRECTOR),
    "event_console.close": changes(DIRECTOR),
    # The director upholds a hand waiting or disputed (to correct it, the table's game).
    "event_confirm.settle": changes(DIRECTOR),
    "event_paper.table_cards": reads(DIRECTOR),
    "event_paper.sheets": reads(DIRECTOR),
    "event_paper.results_pdf": reads(DIRECTOR, ROOM),
    "event_paper.guide_cards": reads(DIRECTOR, ROOM),  # no links on them
    "event_room.nights": reads(DIRECTOR, ROOM),
    "event_room.night": reads(DIRECTOR, ROOM),
    "event_paper.results_csv": reads(DIRECTOR, ROOM),
    "event_room.standings": reads(DIRECTOR, ROOM),
    "event_room.standings_version": reads(DIRECTOR, ROOM),
    # A table's link, the same all evening: it leads to its own table's game and nowhere else.
    "event_room.table": reads(TABLE),
}
# A closed evening's director's link past its window (storage/event_store/evening_close.py)
# reads all the director reads and changes nothing.
ACCESS = {
    endpoint: Entry(entry.read | {CLOSED_DIRECTOR}, entry.change)
    if DIRECTOR in entry.read
    else entry
    for endpoint, entry in ACCESS.items()
}


@dataclass(frozen=True)
class Slot:
    """Where a route carries its key (the URL argument), how it is looked up, what it can be."""

    arg: str
    find: Callable
    kinds: tuple


def closing() -> Closing:
    """The app's EVENING_CLOSES_AFTER_HOURS and DIRECTOR_CORRECTS_HOURS, read once."""
    if "closing" not in current_app.extensions:
        hours = current_app.config
        current_app.extensions["closing"] = Closing(
            timedelta(hours=hours["EVENING_CLOSES_AFTER_HOURS"]),
            timedelta(hours=hours["DIRECTOR_CORRECTS_HOURS"]),
        )
    return current_app.extensions["closing"]


def _game_key(db, key):
    return link_keys.game_key(db, key, closing())


def _event_key(db, key):
    return link_keys.event_key(db, key, closing())


GAME_SLOT = Slot("game_id", _game_key, EVERY_GAME)
_GAME_VIEW = Slot("view_token", link_keys.game_view_key, (GAME_VIEW,))
_TABLE = Slot("token", link_keys.table_key, (TABLE,))
_GROUP = Slot("key", link_keys.group_key, (GROUP, GROUP_VIEW))
EVENT_SLOT = Slot("key", _event_key, (DIRECTOR, CLOSED_DIRECTOR, ROOM))


def _slot() -> Slot | None:
    args = request.view_args or {}
    for slot in (GAME_SLOT, _GAME_VIEW, _TABLE):
        if slot.arg in args:
            return slot
    if "key" in args:
        return EVENT_SLOT if request.url_rule.rule.startswith("/e/") else _GROUP
    return None


def carries_key() -> bool:
    """Whether this request's URL holds a key (a page reached by a link)."""
    return request.url_rule is not None and _slot() is not None


def link_kind() -> str | None:
    """The kind of this request's link (NOBODY without a key), None for a key that opens
    nothing. Read once a request, only when something asks."""
    if "link_kind" not in g:
        slot = _slot()
        g.link_kind = (
            NOBODY if slot is None else slot.find(get_db(), request.view_args[slot.arg])
        )
    return g.link_kind


def allowed(entry: Entry) -> frozenset:
    return entry.read if request.method in ("GET", "HEAD", "OPTIONS") else entry.change


def check() -> None:
    """Before each request: 404 for a key that opens nothing, 403 for a link whose kind may not
    do this. A route every kind of its key may use (a phone's poll) is left to its view's own
    404, so the hot path reads the database once."""
    if request.endpoint is None:
        return  # no such route: the router's 404
    entry = ACCESS.get(request.endpoint)
    if entry is None:
        current_app.logger.error("no access entry for %s", request.endpoint)
        abort(403)
    permitted = allowed(entry)
    slot = _slot()
    if slot is not None and permitted >= set(slot.kinds):
        return
    kind = link_kind()
    if kind is None:
        abort(404)
    if kind not in permitted:
        abort(403)


def every_key_reads(endpoint: str, slot: Slot) -> bool:
    """Whether every kind of key `slot` finds may read `endpoint`: then a key that opens
    something is the whole check, and a poll can be answered before Flask (quick_polls.py)."""
    return ACCESS[endpoint].read >= set(slot.kinds)


def may(endpoint: str) -> bool:
    """Whether this page's link may use `endpoint` (read or change): what a template asks before
    it offers a link or a button under the same key."""
    entry = ACCESS[endpoint]
    kind = link_kind()
    return kind in entry.read or kind in entry.change


def init_app(app) -> None:
    app.before_request(check)
    app.jinja_env.globals["may"] = may
