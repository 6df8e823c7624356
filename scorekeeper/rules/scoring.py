"""A hand's score per side, item by item, so a player can see why (reference §1.1)."""

from dataclasses import dataclass

from .hands import Hand, SideResult
from .melds import concealed_canastas, has_melded, hand_points, red_threes_held, side_canastas, side_meld_points
from .variant import Variant

SEVEN_CANASTAS = 7
SEVEN_CANASTAS_BONUS = 5000


@dataclass(frozen=True)
class SideScore:
    """One side's score for a hand: the breakdown items (name -> points) and its canastas by kind."""

    items: dict
    canastas: dict

    @property
    def total(self) -> int:
        return sum(self.items.values())


def red_three_value(variant: Variant, count: int) -> int:
    """Value of a side's red threes: each, with special values for some counts and for all of them."""
    if count <= 0:
        return 0
    if count >= variant.red_threes_in_pack:
        return variant.red_three_all
    return variant.red_three_table.get(count, count * variant.red_three_each)


# When a side's red threes count against it: a small named rule per reading (reference §22 #3).
RED_THREE_PENALTY_IF = {
    "no_meld": lambda variant, side: not has_melded(side),
    "no_canasta": lambda variant, side: not side_canastas(variant, side),
}


def red_threes_count_against(variant: Variant, side: SideResult) -> bool:
    return RED_THREE_PENALTY_IF[variant.red_three_penalty_if](variant, side)


def going_out_bonus(variant: Variant, side: SideResult) -> int:
    """Going out 100; concealed 200 in all; Viennese hand canasta (own canasta from the hand) 1000."""
    if not side.went_out:
        return 0
    if not side.concealed:
        return variant.going_out
    if variant.hand_canasta_going_out and concealed_canastas(variant, side):
        return variant.hand_canasta_going_out
    return variant.concealed_going_out


def score_side(variant: Variant, side: SideResult) -> tuple[SideScore, int]:
    """Score one side; also return red-three points it must hand to the opponents (a house rule)."""
    canastas = side_canastas(variant, side)
    items = {
        "melded_cards": side_meld_points(side),
        "canasta_bonus": sum(variant.canasta_bonus.get(kind, 0) * n for kind, n in canastas.items()),
        "red_threes": red_three_value(variant, side.red_threes),
        "going_out": going_out_bonus(variant, side),
        "in_hand": -hand_points(side),
    }
    given_away = 0
    if items["red_threes"] and red_threes_count_against(variant, side):
        # A red three counts against a side that has not met its condition (by default: not melded).
        if variant.red_three_penalty == "minus":
            items["red_threes"] = -items["red_threes"]
        elif variant.red_three_penalty == "to_opponents":
            given_away, items["red_threes"] = items["red_threes"], 0
    if variant.concealed_canasta_bonus and concealed_canastas(variant, side):
        items["concealed_canastas"] = variant.concealed_canasta_bonus * concealed_canastas(variant, side)
    if red_threes_held(side) and variant.red_three_in_hand:
        items["red_three_in_hand"] = -variant.red_three_in_hand * red_threes_held(side)
    if variant.seven_canastas_win and sum(canastas.values()) >= SEVEN_CANASTAS:
        items["seven_canastas"] = SEVEN_CANASTAS_BONUS
    if side.adjustment:
        items["adjustment"] = side.adjustment
    return SideScore(items, canastas), given_away


def score_hand(variant: Variant, hand: Hand) -> tuple[SideScore, ...]:
    """Every side's score for one hand, in seating order."""
    scored = [score_side(variant, side) for side in hand.results]
    scores = [s for s, _ in scored]
    for giver, (_, amount) in enumerate(scored):
        if amount:
            for i, score in enumerate(scores):
                if i != giver:
                    score.items["opponents_red_threes"] = score.items.get("opponents_red_threes", 0) + amount
    if any(side.acaba for side in hand.results):
        scores = [_acaba(variant, side, score) for side, score in zip(hand.results, scores)]
    return tuple(scores)


def _acaba(variant: Variant, side: SideResult, score: SideScore) -> SideScore:
    """British 'Acaba': the declaring side scores 0, the opponents the award (alone, or on top of their count)."""
    if side.acaba:
        return SideScore({"acaba": 0}, score.canastas)
    if variant.acaba_mode == "plus_table":
        return SideScore({**score.items, "acaba": variant.acaba_award}, score.canastas)
    return SideScore({"acaba": variant.acaba_award}, score.canastas)
