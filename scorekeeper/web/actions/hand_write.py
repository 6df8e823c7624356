"""The one write of a hand change: a new hand saved, a past one corrected or deleted, the last
one undone. Every page that changes a game's hands comes through `write`.

The page hands over the change already played by the engine (record/changes.py: the record as it
would stand, scored once, so whether it finishes the game is known before the write lock is taken
and written with the change). `write` stores it at the version the page was drawn at, once per
form nonce, and turns whatever the store refuses into one `Refused`: a game another phone changed
first (`stale`: which version a change must find is `version_to_check`'s alone), a hand no longer
there (`missing`), a database that cannot write (`cannot_write`). Each page says it in its own words (pages/hand_pages.py,
pages/hand_removal.py), as the director's pages share one path (pages/event_views/director_answers.py)."""

from scorekeeper import storage
from scorekeeper.record.changes import Change, same_hand
from scorekeeper.web.actions import queued_hands

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


def write(
    db,
    game: dict,
    change: Change,
    *,
    version: int,
    nonce: str | None,
    queued_after: str | None = None,
    saved_by: str | None = None,
) -> str:
    """Write the change over the page's `version`, with whether it finishes the game; what was
    done: "add", "edit", "delete", or "same" for a correction that changes nothing (not written).
    `queued_after`: the nonces of the saves (hands, corrections, deletions) the phone kept
    offline before this one; `saved_by`: the phone's mark, kept with a hand it saves or corrects
    (at a table that confirms hands, the other side gives the OK). Raises Refused."""
    if unchanged(game, change):
        return "same"
    expected = version_to_check(db, game, change, version, queued_after)
    try:
        _store(db, game["id"], change, expected, nonce or None, saved_by)
    except storage.StaleGame:
        current = storage.get_game(db, game["id"])
        if current is None:
            raise Refused(MISSING) from None
        if unchanged(current, change):
            return change.kind  # a correction sent twice: the first one saved it
        raise Refused(STALE, current) from None
    except storage.NotFound:
        raise Refused(MISSING) from None
    except storage.CannotWrite as error:
        raise Refused(CANNOT_WRITE, error=error) from None
    return change.kind


def version_to_check(
    db, game: dict, change: Change, page_version: int, queued_after: str | None
) -> int:
    """The version the game must still be at for the change to be written: the one place that
    decides "someone saved first". The page's own, except for a save a phone kept offline after
    other saves of its own: when only those were written since, it goes over the game as it
    stands (queued_hands.py), already played on it (the page loaded the game with them in)."""
    return queued_hands.version_to_write_over(
        db, game, page_version, queued_after, by_number=change.kind != "add"
    )


def _store(db, game_id: str, change: Change, version: int, nonce, saved_by):
    finished = change.finished
    if change.kind == "add":
        storage.add_hand(
            db,
            game_id,
            change.hand,
            expected_version=version,
            nonce=nonce,
            finished=finished,
            saved_by=saved_by,
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
            saved_by=saved_by,
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
