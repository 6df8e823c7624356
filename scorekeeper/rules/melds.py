"""Melds: their card points and what kind of canasta, if any, they make."""

from .cards import CARD_POINTS
from .hands import Meld, SideResult
from .variant import Variant


def meld_points(meld: Meld) -> int:
    """Card points of a meld: naturals at their rank's value, deuces 20, jokers 50."""
    natural_value = 0 if meld.rank == "wild" else CARD_POINTS["3b" if meld.rank == "3" else meld.rank]
    return meld.natural * natural_value + meld.twos * CARD_POINTS["2"] + meld.jokers * CARD_POINTS["joker"]


def canasta_kind(variant: Variant, meld: Meld) -> str | None:
    """The canasta a meld makes, or None: seven or more cards; natural without wild cards."""
    if meld.size < variant.canasta_size or meld.rank == "3":
        return None
    if meld.rank == "wild":
        return "wild"
    return "natural" if meld.wild == 0 else "mixed"


def side_canastas(variant: Variant, side: SideResult) -> dict:
    """Completed canastas of a side by kind, from its melds or as counted."""
    if side.counted:
        return {kind: n for kind, n in side.canastas.items() if n}
    kinds: dict = {}
    for meld in side.melds:
        kind = canasta_kind(variant, meld)
        if kind:
            kinds[kind] = kinds.get(kind, 0) + 1
    return kinds


def concealed_canastas(variant: Variant, side: SideResult) -> int:
    """Canastas the side laid down complete from the hand."""
    if side.counted:
        return side.concealed_canastas
    return sum(1 for m in side.melds if m.concealed and canasta_kind(variant, m))


def side_meld_points(side: SideResult) -> int:
    return side.meld_points if side.counted else sum(meld_points(m) for m in side.melds)


def has_melded(side: SideResult) -> bool:
    """Whether the side put anything on the table this hand."""
    if side.counted:
        return side.meld_points > 0 or any(side.canastas.values())
    return bool(side.melds)


def hand_points(side: SideResult) -> int:
    """Card points left in the side's hands (red threes held are priced separately)."""
    if side.in_hand is None:
        return side.hand_points
    return sum(CARD_POINTS[card] * n for card, n in side.in_hand.items() if card != "3r")


def red_threes_held(side: SideResult) -> int:
    return (side.in_hand or {}).get("3r", 0)
