"""Taking a hand back out: a past hand deleted (unless a later hand then breaks a rule), or the
hand just saved undone. Both are played by the engine first and written by the one hand write
(hand_write.py), which raises its Refused for a game changed meanwhile or a database that
cannot write; a deletion kept from breaking a later hand is not written, and says why."""

from scorekeeper import storage
from scorekeeper.record.changes import play_change
from scorekeeper.web.actions.hand_write import write
from scorekeeper.web.words.problem_speech import problem_whole


def delete_hand(db, game: dict, number: int, version: int, nonce: str | None) -> list:
    """Delete hand `number`; the problems of the later hands that stop it (none: it is deleted)."""
    change = play_change(storage.record_of(game), None, number)
    problems = [problem_whole(p) for p in change.others]
    if not problems:
        write(db, game, change, version=version, nonce=nonce)
    return problems


def undo_hand(db, game: dict, number: int, version: int, nonce: str | None) -> None:
    """Undo hand `number`, the last: a deletion kept in the game's history."""
    change = play_change(storage.record_of(game), None, number)
    write(db, game, change, version=version, nonce=nonce)
