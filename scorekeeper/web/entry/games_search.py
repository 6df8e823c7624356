"""What a group's list shows, for its own page and for a phone's games list (its home group's):
one page of its games and the games it keeps, newest first, searched by player, rule set and
dates, from the summary cache, so its cost never grows with the group's other games' hands."""

from flask import request

from scorekeeper import storage
from scorekeeper.record.names import name_key
from scorekeeper.rules import VARIANTS
from scorekeeper.storage.game_summaries import PAGE
from scorekeeper.web.boards.summary_cache import filled
from scorekeeper.web.entry.player_forms import GroupSearchForm


def person_ids(db, group, typed) -> list[int]:
    """The roster ids a typed name finds: the person of that name (with her merged spellings),
    else everyone whose name holds it ("an" finds Ana and Dan), any case."""
    entries = storage.roster(db, group["pk"])
    people = storage.people_of(entries)
    key = name_key(typed)
    found = {people[e["id"]] for e in entries if name_key(e["name"]) == key} or {
        people[e["id"]] for e in entries if key in name_key(e["name"])
    }
    return [rid for rid, person in people.items() if person in found]


# names a name box offers as you type: a club's regulars, never a whole roster
SUGGESTED_NAMES = 500


def suggested_names(db, group) -> list[str]:
    """The names a search or a new game's name box offers (the group's people, not merged into
    another), at most SUGGESTED_NAMES: a roster of 50,000 names would make every page huge."""
    names = (
        e["name"] for e in storage.roster(db, group["pk"]) if e["merged_into"] is None
    )
    return [name for name, _ in zip(names, range(SUGGESTED_NAMES))]


def games_listing(db, group) -> dict:
    """The template's values for one page of the group's list (?page=, ?player=, ?rules=,
    ?since=, ?until=)."""
    form = GroupSearchForm(request.args)
    form.validate()
    typed = (form.player.data or "").strip()
    page = max(request.args.get("page", 1, type=int), 1)
    rows, total = storage.games_page(
        db,
        group["pk"],
        roster_ids=person_ids(db, group, typed) if typed else None,
        variant=form.rules.data if form.rules.data in VARIANTS else None,
        since=form.since.data,
        until=form.until.data,
        page=page,
    )
    return {
        "group": group,
        "games": filled(db, rows),
        "total": total,
        "page": page,
        "pages": max((total + PAGE - 1) // PAGE, 1),
        "query": {k: v for k, v in request.args.items() if k != "page" and v},
        "form": form,
        "roster": suggested_names(db, group),
    }
