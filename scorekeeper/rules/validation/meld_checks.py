"""Checks of a side entered meld by meld: each meld possible under the rule set (naturals, wild
cards, runs), and no rank melded twice where the rules forbid it."""

from scorekeeper.rules.cards import NATURAL_RANKS, RANK_NAMES
from scorekeeper.rules.errors import Reason
from scorekeeper.rules.hands import Meld, SideResult
from scorekeeper.rules.melds import canasta_kind
from scorekeeper.rules.runs import run_problem
from scorekeeper.rules.variant import Variant
from scorekeeper.rules.wild_cards import (
    MORE_WILDS,
    TOO_FEW,
    TOO_MANY,
    wild_card_problem,
)


def check_melds(variant: Variant, side: SideResult, problem) -> None:
    seen = set()
    for i, meld in enumerate(side.melds):
        field = f"melds.{i}"
        if meld.rank in seen and meld.rank not in ("wild", "run"):
            problem(
                Reason(
                    "meld.twice",
                    f"two melds of {RANK_NAMES[meld.rank]}: a side keeps one meld of each rank",
                    rank=meld.rank,
                ),
                field,
            )
        seen.add(meld.rank)
        message = meld_problem(variant, side, meld)
        if message:
            problem(message, field)
        elif meld.concealed and not canasta_kind(variant, meld):
            problem(
                Reason(
                    "meld.from_hand_not_canasta",
                    f"{meld.name} is not a complete canasta, so it cannot be marked as laid from the hand",
                    meld=meld_key(meld),
                ),
                field,
            )


def meld_key(meld: Meld) -> tuple[str, str, str]:
    """How a message names a meld, as data: (rank, lowest card of a run, suit)."""
    return (meld.rank, meld.low, meld.suit)


def meld_problem(variant: Variant, side: SideResult, meld: Meld) -> str | None:
    """What is wrong with one meld's make-up, or None: the size limit first (it holds for every
    meld), then the rules of its kind (a run, wild cards only, black threes, or one rank)."""
    if variant.max_meld_size and meld.size > variant.max_meld_size:
        return Reason(
            "meld.too_big",
            f"{meld.name} has {meld.size} cards; a meld may hold at most {variant.max_meld_size}",
            meld=meld_key(meld),
            size=meld.size,
            most=variant.max_meld_size,
        )
    if meld.rank == "run":
        return run_problem(variant, meld)
    if meld.rank == "wild":
        return wild_meld_problem(variant, meld)
    if meld.rank == "3":
        return black_threes_problem(variant, side, meld)
    if meld.rank not in NATURAL_RANKS:
        return Reason(
            "meld.no_such_rank",
            f"there are no melds of {RANK_NAMES.get(meld.rank, repr(meld.rank))}; threes are not melded",
            rank=meld.rank,
        )
    return rank_meld_problem(variant, meld)


def wild_meld_problem(variant: Variant, meld: Meld) -> str | None:
    """A meld of deuces and jokers only, where the rules allow one: 3 cards up to a canasta."""
    if not variant.wild_melds:
        return Reason(
            "meld.wild_not_played",
            f"melds of wild cards only are not played in {variant.name}",
            variant=variant.id,
        )
    if meld.natural:
        return Reason(
            "meld.wild_with_naturals",
            "a meld of wild cards holds only deuces and jokers",
        )
    if not 3 <= meld.size <= variant.canasta_size:
        return Reason(
            "meld.wild_size",
            f"a meld of wild cards has 3 to {variant.canasta_size} cards, not {meld.size}",
            most=variant.canasta_size,
            size=meld.size,
        )
    return None


def black_threes_problem(variant: Variant, side: SideResult, meld: Meld) -> str | None:
    """Black threes are melded only going out, three or more and with no wild card."""
    if not variant.black_three_melds:
        return Reason(
            "meld.threes_not_melded",
            f"threes are never melded in {variant.name}",
            variant=variant.id,
        )
    if not side.went_out:
        return Reason(
            "meld.black_threes_only_going_out",
            "black threes may be melded only by the side that goes out, in the going-out turn",
        )
    if meld.wild:
        return Reason(
            "meld.black_threes_wild",
            "a meld of black threes cannot hold wild cards",
        )
    if meld.natural < 3:
        return Reason(
            "meld.black_threes_few",
            f"a meld of black threes needs at least 3 cards, not {meld.natural}",
            size=meld.natural,
        )
    return None


def rank_meld_problem(variant: Variant, meld: Meld) -> str | None:
    """A meld of one natural rank: enough naturals, at least 3 cards, and no more wild cards
    than the rules allow (none at all in the ranks they keep natural)."""
    name, m = meld.name, meld_key(meld)
    naturals = wild_card_problem(variant, meld, m, (TOO_FEW,))
    if naturals:
        return naturals
    if meld.size < 3:
        return Reason(
            "meld.too_small",
            f"{name} has only {meld.size} cards; a meld needs at least 3",
            meld=m,
            size=meld.size,
        )
    if meld.wild and meld.rank in variant.no_wild_ranks:
        return Reason(
            "meld.no_wild_allowed",
            f"{name} may not hold wild cards in {variant.name}",
            meld=m,
            variant=variant.id,
        )
    return wild_card_problem(variant, meld, m, (TOO_MANY, MORE_WILDS))
