"""Cards and melds of Canasta's relatives (Burraco, Buraco, Biriba; the relatives reference, relatives.md).

They differ from Canasta's in three ways that are data here: each rule set prices the cards itself (a
three is an ordinary card); a run goes from the ace up to the king or on to the ace again (A-2-…-K-A),
and a deuce in its own place in a run of its suit is a natural card, not a wild one; and a canasta's
kind looks at where its one wild card sits (a semipulito), at a run's span (A-K, A-A) or at the hand's
trump suit. The phone's mirror is static/scorer_piles.js.
"""

from scorekeeper.rules.hands import Meld
from scorekeeper.rules.melds import players_hands
from scorekeeper.rules.variant import Variant

RUN = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""A run's cards in order: the ace low (A-2-3) or high (Q-K-A), never round the corner."""

SET_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3")
"""Ranks that make sets (never deuces); a rule set may allow fewer (`sets`)."""

SETS_ALLOWED = {
    "any": SET_RANKS,
    "none": (),
    "A_K_3": ("A", "K", "3"),
    "A_3": ("A", "3"),
}


def card_value(variant: Variant, card: str) -> int:
    """What one card counts under this rule set: its table, a house's joker; threes held are threes."""
    if card == "joker" and variant.joker_value:
        return variant.joker_value
    card = "3" if card in ("3b", "3r") else card
    return variant.card_values.get(card, 0)


def run_span(meld: Meld) -> tuple[str, ...]:
    """Every card of a run from its lowest card, for as many cards as it holds (cut at the high ace)."""
    if meld.low not in RUN[:-1]:
        return ()
    start = RUN.index(meld.low)
    return RUN[start : start + meld.size]


def wild_places(meld: Meld) -> list[int]:
    """Where in a run its wild cards sit (indexes into its span): as said, else at its top."""
    span, places = run_span(meld), []
    for rank in meld.wild_ranks[: meld.wild]:
        free = [i for i, r in enumerate(span) if r == rank and i not in places]
        if free:
            places.append(free[0])
    top = len(span) - 1
    while len(places) < min(meld.wild, len(span)):
        while top in places:
            top -= 1
        places.append(top)
    return sorted(places)


def pile_meld_points(variant: Variant, meld: Meld) -> int:
    """A meld's card points: its natural cards at their values, each wild card at its own."""
    wild = meld.twos * card_value(variant, "2") + meld.jokers * card_value(
        variant, "joker"
    )
    if meld.rank != "run":
        return meld.natural * card_value(variant, meld.rank) + wild
    places = wild_places(meld)
    span = run_span(meld)
    return (
        sum(card_value(variant, r) for i, r in enumerate(span) if i not in places)
        + wild
    )


def _semi_clean(meld: Meld) -> bool:
    """Burraco's semipulito: the wild card before or after 7 naturals in a row; a set of 8 with it."""
    if meld.rank != "run":
        return meld.size >= 8
    places = wild_places(meld)
    if not places:  # a run with no lowest card holds no cards to sit beside
        return False
    return max(places[0], meld.size - 1 - places[0]) >= 7


def _long_kind(variant: Variant, meld: Meld) -> str:
    """A run's kind by its span (Buraco's A-K 500, Biriba's whole run), a set's by its naturals."""
    clean = meld.wild == 0
    if meld.rank == "run":
        for low, least, clean_kind, dirty_kind in variant.long_runs:
            if meld.size >= least and low in ("", meld.low):
                kind = clean_kind if clean else dirty_kind
                if kind:
                    return kind
        return ""
    for least, clean_kind, dirty_kind in variant.long_sets:
        if meld.natural >= least:
            return clean_kind if clean else dirty_kind
    return ""


def pile_canasta_kind(variant: Variant, meld: Meld, trump: str = "") -> str | None:
    """The kind of canasta a meld is (None below seven cards), decided at the count as the codes say."""
    if meld.size < variant.canasta_size:
        return None
    kind = _long_kind(variant, meld)
    if not kind:
        if not meld.wild:
            kind = "clean"
        elif variant.semipulito and _semi_clean(meld):
            kind = "semi_clean"
        else:
            kind = "dirty"
    trumped = f"trump_{kind}"
    if meld.rank == "run" and trump and meld.suit == trump:
        # Biriba: the hand's trump suit makes its own kind (doubled, unless the house says not)
        kind = trumped if trumped in variant.canasta_bonus else kind
    return kind


def pile_canastas(variant: Variant, side, trump: str = "") -> dict:
    """A side's canastas by kind: as counted, or from its melds."""
    if side.melds is None:
        return {kind: n for kind, n in side.canastas.items() if n}
    kinds: dict = {}
    for meld in side.melds:
        kind = pile_canasta_kind(variant, meld, trump)
        if kind:
            kinds[kind] = kinds.get(kind, 0) + 1
    return kinds


def canasta_bonus(variant: Variant, kind: str) -> int:
    """A canasta's bonus: a semipulito where none is played scores as sporco; a trump canasta where
    trumps are not doubled as its plain kind."""
    if kind == "semi_clean" and not variant.semipulito:
        kind = "dirty"
    if kind.startswith("trump_") and not variant.trump_double:
        kind = kind[len("trump_") :]
    return variant.canasta_bonus.get(kind, 0)


def pile_hand_points(variant: Variant, side) -> int:
    """Card points left in the side's hands: counted, plus any cards listed at this rule set's values."""
    return side.hand_points + sum(
        card_value(variant, card) * n
        for hand in players_hands(side)
        for card, n in hand.items()
    )


def pile_side_meld_points(variant: Variant, side) -> int:
    """The card points a side melded: as counted, or meld by meld."""
    if side.melds is None:
        return side.meld_points
    return sum(pile_meld_points(variant, meld) for meld in side.melds)
