"""The one write of a hand change: a new hand saved, a past one corrected or deleted, the last
one undone. Every page that changes a game's hands comes through `write`.

The page hands over the change already played by the engine (record/changes.py: the record as it
would stand, scored once, so whether it finishes the game is known before the write lock is taken
and written with the change). `write` stores it at the version the page was drawn at, once per
form nonce, and turns whatever the store refuses into one `Refused`: a game another phone changed
first (`stale`, decided by `is_stale` alone), a hand no longer there (`missing`), a database that
cannot write (`cannot_write`). Each page says it in its own words (pages/hand_pages.py,
pages/hand_removal.py), as the director's pages share one path (event_entry/event_answers.py)."""

from scorekeeper import storage
from scorekeeper.record.changes import Change, same_hand

STALE, MISSING, CANNOT_WRITE = "stale", "missing", "cannot_write"


class Refused(Exception):
    """A change the store did not make: `why` is STALE, MISSING or CANNOT_WRITE; `current` is the
    game as it is now (a stale page is drawn again from it); `error` the store's own."""

    def __init__(self, why: str, current: dict | None = None, error=None):
        super().__init__(why)
        self.why, self.current, self.error = why, current, error


def side_names(game: dict) -> list[str]:
    return [side["name"] for side in game["sides"]]


def unchanged(game: dict, change: Change) -> bool:
    """A correction that says what the stored hand says already: nothing to write."""
    if change.kind != "edit" or change.position > len(game["hands"]):
        return False
    stored = game["hands"][change.position - 1]["record"]
    return same_hand(stored, change.hand, side_names(game))


def write(db, game: dict, change: Change, *, version: int, nonce: str | None) -> str:
    """Write the change at the page's `version`, with whether it finishes the game; what was
    done: "add", "edit", "delete", or "same" for a correction that changes nothing (not written).
    Raises Refused."""
    if unchanged(game, change):
        return "same"
    try:
        _store(db, game["id"], change, version, nonce or None)
    except storage.StaleGame:
        current = storage.get_game(db, game["id"])
        if current is None:
            raise Refused(MISSING) from None
        if not is_stale(current, change):
            return change.kind
        raise Refused(STALE, current) from None
    except storage.NotFound:
        raise Refused(MISSING) from None
    except storage.CannotWrite as error:
        raise Refused(CANNOT_WRITE, error=error) from None
    return change.kind


def is_stale(current: dict, change: Change) -> bool:
    """Whether a change the store refused for its version stands refused, given the game as it is
    now: yes, unless the game already holds it (a correction sent twice, the first one saved).

    The one place that decides "someone saved first": a rule that lets a change through at a newer
    version goes here (and plays it again on `current`, so "finished" holds for the game as it is)."""
    return not unchanged(current, change)


def _store(db, game_id: str, change: Change, version: int, nonce: str | None):
    finished = change.finished
    if change.kind == "add":
        storage.add_hand(
            db,
            game_id,
            change.hand,
            expected_version=version,
            nonce=nonce,
            finished=finished,
        )
    elif change.kind == "edit":
        storage.update_hand(
            db,
            game_id,
            change.position,
            change.hand,
            expected_version=version,
            finished=finished,
            nonce=nonce,
        )
    else:
        storage.delete_hand(
            db,
            game_id,
            change.position,
            expected_version=version,
            finished=finished,
            nonce=nonce,
        )
