"""The least a hand can cost to enter without sums in the head (a script, not a timed test):

    .venv/bin/python benchmarks/hand_entry_floor.py

Issue 33 asks the fastest honest way to enter a hand to take at most 15 s on the phone, by its model
(1.0 s a tap, 0.6 s a digit, 2 s a number added in the head) and for the six Classic hands of
tests/browser/hands/count_less_hands.py. The way that adds nothing in the head is *Count cards*
with the canastas tapped; what it must be told, side by side, is one fact each: every pile of loose
melded cards and of cards left (by value: 50, 20, 10, 5), every canasta (rank class and kind),
the wild cards in mixed canastas by kind (a 2 among aces is worth what an ace is), the red threes,
and, for the hand, who went out and Save. No input can take fewer facts than that: the score needs
each of them.

The script prints each hand's facts and two floors, below any form that could be built:
- *a tap a fact*: every count one tap, whatever it is (a row of number chips for every box);
- *keys only*: every count a key per digit on the phone's keyboard, the cursor moving on by itself
  through a fixed order of the side's 17 boxes (melded 50, 20, 10, 5; canastas natural and mixed of
  aces, K to 8, 7 to 4; jokers and 2s in them; left 50, 20, 10, 5; red threes), a run of empty
  boxes skipped by one tap or typed as zeros, whichever is cheaper; going out and Save a tap each;
- *best of both*: each count the cheaper of those two, box by box.
The median of each is above 15 s, so no form reaches the aim for these hands by this model; the
form as built (a pile of one a tap on +, a bigger one typed) is measured by
tests/browser/hands/test_count_less.py."""

import statistics
import sys
from pathlib import Path

sys.path.insert(
    0, str(Path(__file__).resolve().parents[1] / "tests" / "browser" / "hands")
)

from count_less_hands import HANDS, VALUE, meld_cards, piles  # noqa: E402

TAP, KEY = 1.0, 0.6
ORDER = (50, 20, 10, 5)


def side_facts(side) -> dict:
    """What one side's box must be told: loose piles, canastas, wild kinds, left piles, red threes."""
    canastas = [m for m in side.melds if sum(m[1:]) >= 7]
    loose = [card for m in side.melds if m not in canastas for card in meld_cards(m)]
    kinds, wild = {}, {}
    for rank, natural, twos, jokers in canastas:
        loose += [rank] * (natural + twos + jokers - 7)
        kind = ("natural" if twos + jokers == 0 else "mixed", VALUE[rank])
        kinds[kind] = kinds.get(kind, 0) + 1
        for card, n in (("joker", jokers), ("2", twos if VALUE[rank] != 20 else 0)):
            if n:
                wild[card] = wild.get(card, 0) + n
    return {
        "melded": piles(loose),
        "canastas": kinds,
        "wild": wild,
        "left": piles(side.left),
        "red threes": side.red_threes,
    }


def a_tap_a_fact(facts: dict) -> float:
    """One tap for each count that is not zero."""
    return TAP * sum(1 for n in counts(facts) if n)


def keys_only(facts: dict) -> float:
    """A tap to start, a key per digit, and the cheaper of zeros typed or a tap over each gap."""
    boxes = counts(facts)
    filled = [i for i, n in enumerate(boxes) if n]
    seconds = TAP if filled else 0.0
    for before, here in zip(filled, filled[1:]):
        seconds += min(KEY * (here - before - 1), TAP)
    return seconds + sum(KEY * len(str(boxes[i])) for i in filled)


def best_of_both(facts: dict) -> float:
    """Each count the cheaper of a chip tap and keys (reaching its box from the one before)."""
    boxes = counts(facts)
    filled = [i for i, n in enumerate(boxes) if n]
    reach = [TAP] + [min(KEY * (b - a - 1), TAP) for a, b in zip(filled, filled[1:])]
    return sum(
        min(TAP, way + KEY * len(str(boxes[i]))) for way, i in zip(reach, filled)
    )


def counts(facts: dict) -> list:
    """The side's counts in the order of its boxes: 17 of them, most of them zero in a hand."""
    boxes = [facts["melded"].get(v, 0) for v in ORDER]
    kinds = [("natural", v) for v in (20, 10, 5)] + [("mixed", v) for v in (20, 10, 5)]
    boxes += [facts["canastas"].get(kind, 0) for kind in kinds]
    boxes += [facts["wild"].get(card, 0) for card in ("joker", "2")]
    return boxes + [facts["left"].get(v, 0) for v in ORDER] + [facts["red threes"]]


def main() -> None:
    floors = {"a tap a fact": [], "keys only": [], "best of both": []}
    ways = (a_tap_a_fact, keys_only, best_of_both)
    for number, hand in enumerate(HANDS, 1):
        us, them = side_facts(hand.us), side_facts(hand.them)
        print(f"hand {number}: Us {us}\n        Them {them}")
        for name, floor in zip(floors, ways):
            floors[name].append(floor(us) + floor(them) + 2 * TAP)  # going out, Save
    for name, seconds in floors.items():
        shown = ", ".join(f"{s:.1f}" for s in seconds)
        print(
            f"{name}: {shown} s; median {statistics.median(seconds):.1f} s (aim: 15 s)"
        )


if __name__ == "__main__":
    main()
