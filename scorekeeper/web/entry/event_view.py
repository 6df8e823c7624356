"""What the director's page shows, gathered in one place so the page stays a blueprint: the
board (cached summaries), the seating by names, the forms (a refused one keeps what was typed,
on the event's current version), the log and the links to share with their QR codes."""

import segno
from flask import current_app, url_for

from scorekeeper import storage
from scorekeeper.web.entry import event_rounds
from scorekeeper.web.entry.event_director_forms import (
    LateForm,
    PaperForm,
    RoundForm,
    SwapForm,
    WithdrawForm,
)
from scorekeeper.web.plumbing.event_board import board
from scorekeeper.web.plumbing.phone_address import phone_link, reach
from scorekeeper.web.words.event_words import FIGURE_NAMES, change_words


def qr(link: str) -> str:
    # The QR code encodes the link in its modules; the SVG holds no text of ours.
    return segno.make(link, error="m").svg_inline(
        scale=4, omitsize=True, dark="#000", light="#fff"
    )


def links(db, event) -> dict:
    """The room's standings link and each table's, as a phone on the Wi-Fi reaches them."""
    room = phone_link(url_for("event_room.standings", key=event["view_token"]))
    tables = [
        (t["number"], link, qr(link))
        for t in storage.table_links(db, event["pk"])
        for link in [phone_link(url_for("event_room.table", token=t["token"]))]
    ]
    return {"room": (room, qr(room)), "tables": tables, **reach(room)}


def director_page(db, event, typed: dict) -> dict:
    """The template's context. `typed`: forms refused, by name ("paper": (round, table, form),
    "swap", "late"), drawn again as typed."""
    now = board(db, event)
    current, version = now.event["current_round"], now.event["version"]
    for form in (
        typed.get("swap"),
        typed.get("late"),
        (typed.get("paper") or [0] * 3)[2],
    ):
        if form:  # what was typed stays, on the event as it is now
            form.version.data = version
    keys, rows = event_rounds.standings_rows(now)
    fresh = {"version": version}
    names = {e["number"]: e["name"] for e in now.entrants}
    return {
        "board": now,
        "event": now.event,
        "late": event_rounds.late_tables(now),
        "seats": event_rounds.seats_of(now, current),
        "next_seats": event_rounds.seats_of(now, current + 1),
        "sitting_out": [
            now.name_of(n) for n in now.movement.rounds[current - 1].sits_out
        ]
        if current
        else [],
        "start": RoundForm(data={**fresh, "round": current + 1}),
        "paper": typed.get("paper"),
        "paper_form": lambda table: PaperForm(prefix=f"t{table}-", data=fresh),
        "swap": (
            typed.get("swap") or SwapForm(data={**fresh, "round": current + 1})
        ).offer(now.event, now.entrants),
        "late_form": typed.get("late") or LateForm(data=fresh),
        "withdraw_form": WithdrawForm(data=fresh).offer(now.entrants),
        "changes": storage.changes(db, event["pk"])[::-1],
        "change_words": lambda change: change_words(change, names),
        "clock": event_rounds.clock_now(now),
        "figure_keys": keys,
        "figure_names": FIGURE_NAMES,
        "standing_rows": rows,
        "paper_links": current_app.view_functions,
        "links": links(db, now.event),
    }
