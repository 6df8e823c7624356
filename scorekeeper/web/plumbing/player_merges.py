"""Which spellings this device counts as one player on the players page ("Ana" and "Anna").

Kept in the signed session cookie beside the device's games: merges are private to this phone
(the app has no accounts), and bounded so the cookie stays under the 4 KB browsers keep.
"""

import json

from flask import session

from scorekeeper.statistics.players import name_key

MERGE_BYTES = 600  # the merges' share of the cookie; the oldest go first when a new one needs room


def merges() -> list[tuple[str, str]]:
    """The pairs of spellings joined on this device, oldest first."""
    return [(first, second) for first, second in session.get("merges", [])]


def add_merge(first: str, second: str) -> bool:
    """Count `first` and `second` as one player; False if they already are the same name."""
    if name_key(first) == name_key(second):
        return False
    pairs = [
        pair
        for pair in merges()
        if {name_key(n) for n in pair} != {name_key(first), name_key(second)}
    ]
    pairs.append((first, second))
    while len(json.dumps(pairs)) > MERGE_BYTES:
        pairs.pop(0)
    session["merges"] = [list(pair) for pair in pairs]
    return True


def remove_merge(index: int) -> None:
    """Undo one merge (the spellings count apart again)."""
    pairs = merges()
    if 0 <= index < len(pairs):
        del pairs[index]
        session["merges"] = [list(pair) for pair in pairs]
