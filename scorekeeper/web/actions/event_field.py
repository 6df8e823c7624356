"""A late pair and a withdrawal, from the director's page: the seating of the rounds not started
yet is changed by the pure events.entrant_changes, checked, stored and logged by storage."""

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.events.entrant_changes import seat_late, withdraw
from scorekeeper.events.manual_seating import check_seating
from scorekeeper.events.seating import SeatingError
from scorekeeper.web.actions.event_rounds import Refused
from scorekeeper.web.boards.event_board import movement_of
from scorekeeper.web.entry.event_entry.event_forms import entrants_of
from scorekeeper.web.entry.event_entry.event_terms import EventProblem


def _checked(movement) -> dict:
    problems = check_seating(movement)
    if problems:
        raise Refused(
            gettext("This seating cannot be made: each entrant must sit once a round.")
        )
    return movement.as_json()


def late_pair(db, event: dict, typed: str, version: int) -> str:
    """Seat a late pair from the next round on; returns its name."""
    entrants = storage.entrants(db, event["pk"])
    try:
        found = entrants_of(typed, 1)
    except EventProblem as error:
        raise Refused(str(error)) from None
    taken = {p.casefold() for e in entrants for p in e["players"]}
    if event["per_side"] != 1 or len(found) != 1:
        raise Refused(gettext("A late pair joins a pair event, typed as “Ana & Ben”."))
    if any(p.casefold() in taken for p in found[0]["players"]):
        raise Refused(gettext("Every player needs a different name."))
    try:
        moved = seat_late(movement_of(event, entrants), event["current_round"] + 1)
    except SeatingError:
        raise Refused(
            gettext(
                "A late pair can join only when one pair is missing in every round left."
            )
        ) from None
    storage.add_entrant(
        db, event["pk"], found[0], _checked(moved), expected_version=version
    )
    return found[0]["name"]


def withdraw_entrant(db, event: dict, number: int, version: int) -> str:
    """The entrant leaves after the round in play; returns its name."""
    entrants = storage.entrants(db, event["pk"])
    if (
        not isinstance(number, int)
        or not 1 <= number <= len(entrants)
        or entrants[number - 1]["withdrawn_after"] is not None
    ):
        raise Refused(gettext("Choose an entrant still playing."))
    moved = withdraw(movement_of(event, entrants), number, event["current_round"] + 1)
    storage.withdraw(
        db,
        event["pk"],
        number,
        event["current_round"],
        _checked(moved),
        expected_version=version,
    )
    return entrants[number - 1]["name"]
