"""A hand of Burraco, Buraco or Biriba scored item by item (the relatives reference, relatives.md).

A side scores its melded cards, its canastas by kind, 100 for closing, minus the cards left in hand,
and its second pile (pozzetto, morto, biribaki): not taken costs 100; taken but not played costs its
own cards (Italy) or counts as not taken (Brazil). A hand that nobody closed (the stock ran out, time
was called) gives no closing bonus. In Burraco for three the pair formed for the hand shares its score
in halves. The phone's mirror is static/scorer_piles.js.
"""

from scorekeeper.rules.hands import Hand, SideResult
from scorekeeper.rules.partnerships import scoring_units
from scorekeeper.rules.pile_melds import (
    canasta_bonus,
    pile_canastas,
    pile_hand_points,
    pile_side_meld_points,
)
from scorekeeper.rules.scoring import SideScore
from scorekeeper.rules.variant import Variant

PILE_STATES = ("taken", "not_taken", "taken_unplayed")


def pair_of(results: list[SideResult]) -> SideResult:
    """Partners for one hand as one side: their melds (or counts) together, either closing, and
    their pile: taken by one of them, or by neither."""
    if len(results) == 1:
        return results[0]
    states = [r.pile for r in results]
    pile = "taken_unplayed" if "taken_unplayed" in states else "taken"
    if all(state == "not_taken" for state in states):
        pile = "not_taken"
    shared = dict(
        went_out=any(r.went_out for r in results),
        pile=pile,
        pile_points=sum(r.pile_points for r in results),
        closing_discard=next((r.closing_discard for r in results if r.went_out), ""),
        hand_points=sum(r.hand_points for r in results),
        in_hand=tuple(h for r in results for h in _hands(r)) or None,
        adjustment=sum(r.adjustment for r in results),
    )
    if all(r.melds is not None for r in results):
        return SideResult(melds=tuple(m for r in results for m in r.melds), **shared)
    canastas: dict = {}
    for result in results:
        for kind, n in result.canastas.items():
            canastas[kind] = canastas.get(kind, 0) + n
    return SideResult(
        meld_points=sum(r.meld_points for r in results if r.melds is None),
        canastas=canastas,
        **shared,
    )


def _hands(result: SideResult) -> tuple:
    if result.in_hand is None:
        return ()
    return result.in_hand if isinstance(result.in_hand, tuple) else (result.in_hand,)


def no_closing(hand: Hand) -> bool:
    """Nobody closed: the stock ran out or time was called."""
    return not any(side.went_out for side in hand.results)


def pile_item(variant: Variant, side: SideResult, hand: Hand, others) -> int:
    """What the side's second pile does to its score (relatives.md §1, §2, §3; switches #3, #4, #12)."""
    untaken = side.pile == "not_taken" or (
        side.pile == "taken_unplayed" and variant.unplayed_pile == "penalty"
    )
    if side.pile == "taken_unplayed" and not untaken:
        return (
            -side.pile_points
        )  # Italy: the pozzetto's own cards count against the pair
    if variant.pile_penalty_mode == "swing":
        # [CODE-Bi Java]: ±100, and only while the stock lasted
        if hand.ended == "stock":
            return 0
        if untaken:
            return -variant.pile_penalty
        return variant.pile_penalty if any(o.pile == "not_taken" for o in others) else 0
    if untaken and no_closing(hand) and not variant.pozzetto_penalty_on_timeout:
        return 0
    return -variant.pile_penalty if untaken else 0


def score_pile_side(
    variant: Variant, side: SideResult, hand: Hand, others=()
) -> SideScore:
    """One side's (or one hand's pair's) score, item by item."""
    canastas = pile_canastas(variant, side, hand.trump)
    melded = pile_side_meld_points(variant, side)
    if variant.no_clean_negative and not any(
        k in variant.clean_kinds for k in canastas
    ):
        melded = (
            -melded
        )  # [PTW]: a side without a clean canastra pays for what it melded
    items = {
        "melded_cards": melded,
        "canasta_bonus": sum(
            canasta_bonus(variant, k) * n for k, n in canastas.items()
        ),
        "going_out": variant.going_out if side.went_out else 0,
        "in_hand": -pile_hand_points(variant, side),
    }
    pile = pile_item(variant, side, hand, others)
    if pile:
        items["pile"] = pile
    if side.adjustment:
        items["adjustment"] = side.adjustment
    return SideScore(items, canastas)


def half(points: int, rounding: str) -> int:
    """A pair's score split in two: rounded up ([BISKA] "per eccesso") or cut toward zero ([M97])."""
    if rounding == "truncate":
        return int(points / 2)
    return -((-points) // 2)


def score_pile_hand(variant: Variant, hand: Hand) -> tuple[SideScore, ...]:
    """Every side's score for one hand, in seating order."""
    units = scoring_units(hand)
    sides = {u: pair_of([hand.results[i] for i in u]) for u in units}
    scores: dict = {}
    for unit, side in sides.items():
        others = [s for u, s in sides.items() if u != unit]
        score = score_pile_side(variant, side, hand, others)
        if len(unit) > 1 and variant.pair_share == "half":
            share = half(score.total, variant.half_rounding)
            score = SideScore(
                {**score.items, "pair_half": share - score.total}, score.canastas
            )
        for i in unit:
            scores[i] = score
    return tuple(scores[i] for i in range(len(hand.results)))
