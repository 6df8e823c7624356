"""Undoing a director's seating change until the next round starts: a swap or a withdrawal
logs the seating it replaced (event_rows.reseat, event_rows.withdraw), and the newest one not
undone yet can be put back, then the one before it, while the round in play is the same."""

import json

from scorekeeper.storage.event_store.event_rows import bump, changes, log_change
from scorekeeper.storage.transactions import NotFound, writing

UNDOABLE = ("swap", "withdraw")
# The log's lines that decide what may be undone (a table's disputes and the rest never do).
SEATING = ("undo", "start_round", "late_entrant", *UNDOABLE)


def undoable(changes: list[dict], current_round: int) -> dict | None:
    """The change the director may undo: the newest seating change not undone yet, if it is a
    swap or a withdrawal made while the round in play was already in play (the next round has
    not started since). Older ones come back in turn, newest first."""
    undone = {c["detail"].get("change") for c in changes if c["action"] == "undo"}
    for change in reversed(changes):
        if change["action"] == "undo" or change["id"] in undone:
            continue
        if change["action"] in UNDOABLE and "seating_before" in change["detail"]:
            return change if change["detail"]["in_round"] == current_round else None
        if change["action"] in ("start_round", "late_entrant", *UNDOABLE):
            return None
    return None


def undo(db, event_pk, change_id, *, expected_version) -> dict:
    """Undo a swap or a withdrawal (`undoable`'s): the seating it replaced comes back, and a
    withdrawn entrant plays on. Returns the change undone; NotFound if it cannot be undone."""
    with writing(db):
        event = db.execute(
            "SELECT current_round FROM events WHERE id = ?", [event_pk]
        ).fetchone()
        change = undoable(changes(db, event_pk, SEATING), event[0] if event else 0)
        if change is None or change["id"] != change_id:
            raise NotFound(f"change {change_id} cannot be undone")
        version = bump(db, event_pk, expected_version)
        db.execute(
            "UPDATE events SET seating_json = ? WHERE id = ?",
            [json.dumps(change["detail"]["seating_before"]), event_pk],
        )
        if change["action"] == "withdraw":
            db.execute(
                "UPDATE event_entrants SET withdrawn_after = NULL"
                " WHERE event_id = ? AND number = ?",
                [event_pk, change["detail"]["number"]],
            )
        log_change(db, event_pk, "undo", {"change": change_id, "what": change})
    return {**change, "version": version}
