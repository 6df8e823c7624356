"""What the director's page shows, gathered in one place so the page stays a blueprint: the
board (cached summaries), the seating by names, the forms (a refused one keeps what was typed,
on the event's current version), the log and the links to share with their QR codes."""

from functools import lru_cache

import segno
from flask import (
    current_app,
    get_template_attribute,
    render_template,
    request,
    url_for,
)
from flask_babel import get_locale
from markupsafe import Markup

from scorekeeper import storage
from scorekeeper.storage.event_store import evening_close
from scorekeeper.web.boards import round_view, table_window
from scorekeeper.web.boards.kept_event_board import page_board
from scorekeeper.web.entry.event_entry.event_director_forms import (
    AdjustForm,
    KeyForm,
    LateForm,
    PaperForm,
    RoundForm,
    SettleForm,
    SwapForm,
    UndoForm,
    WithdrawForm,
)
from scorekeeper.web.entry.forms import EmptyForm
from scorekeeper.web.pages.event_views import director_cards
from scorekeeper.web.plumbing import access
from scorekeeper.web.plumbing.phone_address import phone_link, reach
from scorekeeper.web.words.event_words import FIGURE_NAMES, KIND_NAMES, change_words


@lru_cache(maxsize=512)
def qr(link: str) -> str:
    """The link's QR code as inline SVG, kept per link (a table's link is the same all evening,
    and drawing 30 codes took most of a 30-table director's page)."""
    # The QR code encodes the link in its modules; the SVG holds no text of ours.
    return segno.make(link, error="m").svg_inline(
        scale=4, omitsize=True, dark="#000", light="#fff"
    )


def links(db, event, shown: table_window.Window) -> dict:
    """The room's standings link and the window's tables', as a phone on the Wi-Fi reaches them."""
    room = phone_link(url_for("event_room.standings", key=event["view_token"]))
    tables = [
        (t["number"], link, qr(link))
        for t in storage.table_links(db, event["pk"], shown.first, shown.last)
        for link in [phone_link(url_for("event_room.table", token=t["token"]))]
    ]
    return {"room": (room, qr(room)), "tables": tables, **reach(room)}


LOG_PAGE = 50  # the log's lines a page: a table's disputes could make it thousands


def log_page(db, event) -> dict:
    """One page of the log, newest first (`?log=N`): the page's size stays the same however
    long the evening's log grew (101,652 lines drew 30.7 MB before issue 39)."""
    page = max(request.args.get("log", 1, type=int), 1)
    changes, total = storage.changes_page(db, event["pk"], page, LOG_PAGE)
    pages = max((total + LOG_PAGE - 1) // LOG_PAGE, 1)
    return {"changes": changes, "log_page": page, "log_pages": pages}


def _amending(typed: dict, current: int) -> int | None:
    """The round whose tables' correction forms are drawn in full (an earlier round's paper
    forms, any round's adjusted-result forms; one round at a time: drawing every table's forms
    made a 30-table evening's page slow): `?amend=N`, or the round of a refused correction."""
    for refused in (typed.get("paper"), typed.get("adjust")):
        if refused and (refused[0] < current or typed.get("adjust")):
            return refused[0]
    asked = request.args.get("amend", type=int)
    return asked if asked and 1 <= asked <= current else None


def _adjust_form(typed: dict, rnd: int, table: int, version: int) -> AdjustForm:
    """A table's adjusted-result form: as typed when it was refused, else fresh."""
    refused = typed.get("adjust")
    if refused and refused[:2] == (rnd, table):
        refused[2].version.data = version
        return refused[2]
    return AdjustForm(prefix=f"a{rnd}-{table}-", data={"version": version})


def standings_table(board) -> Markup:
    """The standings' table as HTML, drawn once per board and language (800 pairs' rows were
    most of the room's screen at 400 tables); the director's page and the room's read it."""

    def draw(now):
        keys, rows = now.derived("standings", round_view.standings_rows)
        return Markup(
            render_template(
                "events/_standings.html",
                figure_keys=keys,
                figure_names=FIGURE_NAMES,
                standing_rows=rows,
            )
        )

    return board.derived(("standings_html", str(get_locale())), draw)


def _window(db, now, typed: dict) -> table_window.Window:
    """The tables drawn (`?page=`, `?table=`); a refused table form's own window, or that of
    the table a question is about."""
    refused = typed.get("paper") or typed.get("adjust")
    asked = (typed.get("confirm") or {}).get("table")
    table = refused[1] if refused else asked or request.args.get("table", type=int)
    count = storage.table_count(db, now.event["pk"])
    return table_window.window(count, request.args.get("page", type=int), table)


def tables_shown(db, now, typed: dict, late: set) -> dict:
    """The round in play's tables needing attention, the window's, and the window itself."""
    shown = _window(db, now, typed)
    current = now.event["current_round"]
    playing = now.round_tables(current)
    attention, more = table_window.needing_attention(playing, late)
    seats = now.derived(("seats", current), lambda b: round_view.seats_of(b, current))
    return {
        "window": shown,
        "attention": attention,
        "more_attention": more,
        "window_tables": table_window.in_window(playing, shown, attention),
        "windowed": lambda rnd: table_window.in_window(now.round_tables(rnd), shown),
        "seat_of": {s["table"]: s for s in seats},
        "next_seats": [
            s for s in round_view.seats_of(now, current + 1) if shown.holds(s["table"])
        ],
    }


@lru_cache(maxsize=2048)
def fresh_paper_fields(table: int, version: int, locale: str) -> Markup:
    """A table's empty paper-result form but its CSRF input, kept per table, event version and
    language: the same on every draw of the page, and drawing 40 forms anew took most of it."""
    del locale  # in the key: the labels are drawn in it
    form = PaperForm(prefix=f"t{table}-", formdata=None, data={"version": version})
    render_field = get_template_attribute("_macros.html", "render_field")
    return Markup(form.version() + render_field(form.ns) + render_field(form.ew))


def director_page(db, event, typed: dict) -> dict:
    """The template's context. `typed`: forms refused, by name ("paper": (round, table, form),
    "swap", "late"), drawn again as typed."""
    now = page_board(db, event)
    current, version = now.event["current_round"], now.event["version"]
    for form in (
        typed.get("swap"),
        typed.get("late"),
        (typed.get("paper") or [0] * 3)[2],
    ):
        if form:  # what was typed stays, on the event as it is now
            form.version.data = version
    fresh = {"version": version}
    late = round_view.late_tables(now)
    shown = tables_shown(db, now, typed, late)
    undoable = storage.undoable(
        storage.changes(db, event["pk"], storage.SEATING), current
    )
    names = {e["number"]: e["name"] for e in now.entrants}
    amend = _amending(typed, current)
    return {
        "board": now,
        "event": now.event,
        "late": late,
        **shown,
        "sitting_out": round_view.resting_names(now, current),
        "next_sitting_out": round_view.resting_names(now, current + 1),
        "still_playing": typed.get("still_playing"),
        "kind_name": KIND_NAMES.get(now.event["movement"], now.event["movement"]),
        "start": RoundForm(data={**fresh, "round": current + 1}),
        "start_anyway": RoundForm(data={**fresh, "round": current + 1, "confirm": "1"}),
        "paper": typed.get("paper"),
        "paper_fields": lambda table: fresh_paper_fields(
            table, version, str(get_locale())
        ),
        "swap": (
            typed.get("swap") or SwapForm(data={**fresh, "round": current + 1})
        ).offer(now.event, now.entrants),
        "late_form": typed.get("late") or LateForm(data=fresh),
        "withdraw_form": WithdrawForm(data=fresh).offer(now.entrants),
        **log_page(db, event),
        "undoable": undoable,
        "undo_form": UndoForm(data={**fresh, "change": undoable["id"]})
        if undoable
        else None,
        "confirm": typed.get("confirm"),
        "adjust": typed.get("adjust"),
        "amend": amend,
        "disputes": [
            d
            for d in storage.disputes(db, event["pk"], current)
            if d["state"] == "disputed" or shown["window"].holds(d["table"])
        ]
        if now.event.get("confirm_hands") and current
        else [],
        "settle_form": SettleForm(data=fresh),
        "adjust_form": lambda rnd, table: _adjust_form(typed, rnd, table, version),
        "since": round_view.minutes_since,
        "card_key": director_cards.card_keys(
            now, shown, late, round_view.minutes_since, typed, amend
        ),
        "csrf_swap": director_cards.csrf_swap(),
        "csrf_stand_in": director_cards.CSRF_STAND_IN,
        "key_form": lambda which: KeyForm(data={**fresh, "which": which}),
        "change_words": lambda change: change_words(change, names),
        "clock": round_view.clock_now(now),
        "standings_table": standings_table(now),
        "paper_links": current_app.view_functions,
        "links": links(db, now.event, shown["window"]),
        "closing": closing_of(now.event),
        "close_form": EmptyForm(),
    }


def closing_of(event: dict) -> dict:
    """When the evening closes (or closed) and until when the director corrects it: {"at",
    "until", "closed", "final"}, or {} before its last round and not closed by hand."""
    settings = access.closing()
    at = evening_close.closed_at(
        event["closed_at"],
        event["current_round"],
        event["rounds"],
        event["round_started"],
        settings,
    )
    if at is None:
        return {}
    closed, final = evening_close.state(
        event["closed_at"],
        event["current_round"],
        event["rounds"],
        event["round_started"],
        settings,
    )
    return {
        "at": f"{at:%Y-%m-%d %H:%M} UTC",
        "until": f"{at + settings.corrects_for:%Y-%m-%d %H:%M} UTC",
        "closed": closed,
        "final": final,
    }
