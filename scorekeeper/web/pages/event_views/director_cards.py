"""The director's page's table cards kept drawn (web/delivery/rendered_once.py): a card is the
same at every draw until its table, the event or the minute of its last save changes, and 40
cards were half of a 400-table director's page's CPU, drawn on full cores as the round's last
hands came in. Each card is kept with a stand-in for the request's CSRF token, which every draw
puts back (the paper form's token is the one part of a card that is the request's own)."""

from flask_babel import get_locale
from flask_wtf.csrf import generate_csrf
from markupsafe import escape

CSRF_STAND_IN = "\ue000csrf\ue001"


def card_keys(now, shown: dict, late: set, since, typed: dict, amend):
    """A function of a table's state to its card's key, or None where the card is drawn for this
    request only (its paper result refused and typed again, or its adjusted result being edited:
    the round amended is the one in play)."""
    event = now.event
    current = event["current_round"]
    paper = typed.get("paper")
    seats = shown["seat_of"]
    page = shown["window"].page
    common = (str(get_locale()), event["key"], event["version"], current, page, amend)

    def key(t):
        if amend == current or (paper and paper[:2] == (current, t.table)):
            return None
        seat = seats[t.table]
        return (
            "director-card",
            *common,
            repr(t),  # every field of the table's state
            t.table in late,
            since(t.last_saved),
            now.called.get((current, t.table)),
            seat["ns"],
            seat["ew"],
            now.games[(current, t.table)],
        )

    return key


def csrf_swap() -> dict:
    """The request's CSRF token for the kept cards' stand-in."""
    return {CSRF_STAND_IN: str(escape(generate_csrf()))}
