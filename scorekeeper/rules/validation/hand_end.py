"""Checks of the hand as a whole: exactly one way the hand ended, and no more cards than the packs hold."""

from scorekeeper.rules.cards import RANK_NAMES, copies_in_pack
from scorekeeper.rules.errors import Problem, Reason
from scorekeeper.rules.hands import Hand
from scorekeeper.rules.melds import (
    players_hands,
    run_ranks,
)
from scorekeeper.rules.variant import Variant


def check_hand_end(hand: Hand, number: int, names: list[str], problems: list) -> None:
    out = [names[i] for i, side in enumerate(hand.results) if side.went_out]
    if len(out) > 1:
        problems.append(
            Problem(
                number,
                None,
                Reason(
                    "out.twice",
                    f"only one side can go out, but {' and '.join(out)} both did",
                    sides=tuple(out),
                ),
                "went_out",
            )
        )
    acaba = [names[i] for i, side in enumerate(hand.results) if side.acaba]
    special = [names[i] for i, side in enumerate(hand.results) if side.special_hand]
    if len(acaba) + len(special) + len(out) > 1 and (acaba or special):
        problems.append(
            Problem(
                number,
                None,
                Reason(
                    "hand.ends_once",
                    "a hand ends once: by one going out, one "
                    "'Acaba' or one special hand",
                ),
                "acaba" if acaba else "special_hand",
            )
        )


def check_pack(variant: Variant, hand: Hand, number: int, problems: list) -> None:
    """No card may be recorded more often than the packs hold, counting every side together."""
    counts: dict = {}

    def add(card, n):
        counts[card] = counts.get(card, 0) + n

    for side in hand.results:
        add("3r", side.red_threes)
        add("3b", side.black_threes)
        for player in players_hands(side):
            for card, n in player.items():
                add(card, n)
        for meld in side.melds or ():
            if meld.rank == "run":
                for rank in run_ranks(meld):
                    add(rank, 1)
            else:
                add("3b" if meld.rank == "3" else meld.rank, meld.natural)
            add("2", meld.twos)
            add("joker", meld.jokers)
    who = "both sides" if len(hand.results) == 2 else "all sides"
    for card, held in counts.items():
        limit = copies_in_pack(card, variant.decks, variant.jokers_per_deck)
        if held > limit:
            problems.append(
                Problem(
                    number,
                    None,
                    Reason(
                        "pack.too_many_cards",
                        f"{held} {RANK_NAMES[card]} are recorded ({who} together), "
                        f"but {variant.decks} packs hold only {limit}",
                        count=held,
                        rank=card,
                        sides=len(hand.results),
                        decks=variant.decks,
                        limit=limit,
                    ),
                    "red_threes" if card == "3r" else "in_hand",
                )
            )
