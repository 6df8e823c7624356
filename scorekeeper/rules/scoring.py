"""A hand's score per side, item by item, so a player can see why (reference §1.1)."""

from dataclasses import dataclass

from scorekeeper.rules.cards import CARD_POINTS
from scorekeeper.rules.hand_counts import HAND_COUNTS
from scorekeeper.rules.hands import Hand, SideResult
from scorekeeper.rules.honours import canastas_going_out_bonus, honours
from scorekeeper.rules.melds import (
    classes_shortfall,
    concealed_canastas,
    going_out_shortfall,
    has_melded,
    held,
    players_hands,
    side_canastas,
    side_meld_points,
    side_unfinished,
)
from scorekeeper.rules.partnerships import results_as_scored
from scorekeeper.rules.variant import Variant

SEVEN_CANASTAS = 7
SEVEN_CANASTAS_BONUS = 5000
# A Brazilian short run is no special meld: its own line
UNFINISHED_ITEMS = {"short_run": "short_runs"}


@dataclass(frozen=True)
class SideScore:
    """One side's score for a hand: the breakdown items (name -> points) and its canastas by kind."""

    items: dict
    canastas: dict

    @property
    def total(self) -> int:
        return sum(self.items.values())


def red_three_value(variant: Variant, count: int) -> int:
    """Value of a side's threes of one colour: each, special values for some counts, and all of them."""
    if count <= 0:
        return 0
    if count >= variant.red_threes_in_pack:
        return variant.red_three_all
    return variant.red_three_table.get(count, count * variant.red_three_each)


# The sign of a side's threes: +1 plus, 0 not scored, -1 minus. One small named rule per reading
# (reference §22 #3): any meld, a canasta, the going-out requirement, two canastas, Modern American's 0/1/2.
THREES_SIGN = {
    "no_meld": lambda v, side, canastas: 1 if has_melded(side) else -1,
    "no_canasta": lambda v, side, canastas: 1 if canastas else -1,
    "short_of_going_out": lambda v, side, canastas: (
        -1 if going_out_shortfall(v, canastas) else 1
    ),
    "fewer_than_two_canastas": lambda v, side, canastas: (
        1 if sum(canastas.values()) >= 2 else -1
    ),
    "canasta_count": lambda v, side, canastas: (-1, 0, 1)[
        min(sum(canastas.values()), 2)
    ],
}


def _held_threes(side: SideResult) -> int:
    return held(side, "3r") + held(side, "3b")


def _threes(variant: Variant, side: SideResult, canastas: dict) -> tuple[int, int]:
    """Points for the threes a side laid, and what it must hand to the opponents instead (a house rule).

    The sign comes from the rule set's condition; a side that fails it pays (by default: not melded)."""
    laid = red_three_value(variant, side.red_threes) + _laid_black_threes(
        variant, side.black_threes
    )
    if not laid and not _held_threes(side):
        return 0, 0
    if variant.honours_mode:
        return honours(variant, laid, canastas)  # Canastone: by the kinds of canastas
    sign = THREES_SIGN[variant.red_three_penalty_if](variant, side, canastas)
    if sign >= 0:
        return laid * sign, 0
    if variant.threes_in_hand == "as_laid":
        # [EN]: for the penalty, threes in a player's hand count as though they were on the table
        laid = red_three_value(
            variant, side.red_threes + held(side, "3r")
        ) + _laid_black_threes(variant, side.black_threes + held(side, "3b"))
    if variant.red_three_penalty == "minus":
        return -laid, 0
    if variant.red_three_penalty == "to_opponents":
        return 0, laid
    if variant.red_three_penalty == "zero":
        return 0, 0  # Cuban by [EN]: "threes are scored only if canastas are made"
    return laid, 0  # "plus": the penalty does not apply


def _laid_black_threes(variant: Variant, count: int) -> int:
    """Black threes laid face up score like red ones (Modern American); captured ones score apart."""
    return red_three_value(variant, count) if variant.black_threes_laid else 0


def captured_black_threes(variant: Variant, count: int) -> int:
    """Cuban: black threes set aside from taken piles score 5 each, and 100 for all of the pack's four."""
    if count <= 0 or not variant.captured_black_three:
        return 0
    if count >= 2 * variant.decks:
        return variant.captured_black_threes_all
    return count * variant.captured_black_three


def going_out_bonus(variant: Variant, side: SideResult) -> int:
    """Going out 100; concealed 200 in all; Viennese hand canasta (own canasta from the hand) 1000."""
    if not side.went_out:
        return 0
    if not side.concealed:
        return variant.going_out
    if variant.hand_canasta_going_out and concealed_canastas(variant, side):
        return variant.hand_canasta_going_out
    return variant.concealed_going_out


def _held_penalty(variant: Variant, side: SideResult) -> int:
    """Modern American: each player left holding three or more sevens (or aces) costs 1500."""
    total = 0
    for rank, (threshold, penalty) in variant.held_penalty.items():
        threshold = variant.held_penalty_threshold or threshold
        if side.counted:  # a counted entry says how many players held them
            players = side.players_holding.get(rank, 0)
        else:
            players = sum(
                1 for hand in players_hands(side) if hand.get(rank, 0) >= threshold
            )
        total += players * penalty
    return total


def score_side(variant: Variant, side: SideResult) -> tuple[SideScore, int]:
    """Score one side; also return red-three points it must hand to the opponents (a house rule)."""
    canastas = side_canastas(variant, side)
    melded = side_meld_points(side)
    if variant.melds_count_minus_without_canasta and not canastas:
        # Modern American: a side with no canasta pays for what it melded
        melded = -melded
    threes, given_away = _threes(variant, side, canastas)
    items = {
        "melded_cards": melded,
        "canasta_bonus": _canasta_bonus(variant, canastas),
        "red_threes": threes,
        "going_out": going_out_bonus(variant, side),
        "in_hand": -HAND_COUNTS[variant.hand_count](side),
    }
    if not variant.melded_cards_score:
        del items["melded_cards"]  # Mini: only completed canastas score
    if not (variant.going_out or variant.concealed_going_out):
        del items["going_out"]  # Mini: going out earns nothing itself
    if not (variant.red_threes_laid or variant.black_threes_laid):
        # Hand and Foot: threes are never laid, only priced in hand
        del items["red_threes"]
    black_held = 0 if variant.threes_in_hand == "as_laid" else held(side, "3b")
    if variant.black_three_in_hand == CARD_POINTS["3b"]:
        items["in_hand"] -= black_held * CARD_POINTS["3b"]
    elif black_held and variant.black_three_in_hand:
        items["black_threes_in_hand"] = -variant.black_three_in_hand * black_held
    _penalties(variant, side, canastas, items)
    return SideScore(items, canastas), given_away


def _canasta_bonus(variant: Variant, canastas: dict) -> int:
    """Each completed canasta's bonus by kind; in Mini only for a side that has both kinds it needs."""
    if classes_shortfall(
        variant, canastas, variant.canastas_score_if_classes, "scoring canastas"
    ):
        return 0
    return sum(variant.bonus_for(kind) * n for kind, n in canastas.items())


def _penalties(variant: Variant, side: SideResult, canastas: dict, items: dict) -> None:
    """The optional items: only present when they score, so a breakdown stays short."""
    from_hand = (
        concealed_canastas(variant, side) if variant.concealed_canasta_bonus else 0
    )
    if from_hand:
        items["concealed_canastas"] = variant.concealed_canasta_bonus * from_hand
    red_held = 0 if variant.threes_in_hand == "as_laid" else held(side, "3r")
    if red_held and variant.red_three_in_hand:
        items["red_three_in_hand"] = -variant.red_three_in_hand * red_held
    if red_held and variant.red_three_held_flat:
        items["red_three_in_hand"] = (
            items.get("red_three_in_hand", 0) - variant.red_three_held_flat
        )
    if variant.incomplete_penalty:
        for kind, n in side_unfinished(variant, side).items():
            penalty = variant.incomplete_penalty.get(kind, 0) * _charged(
                variant, kind, n
            )
            if penalty:
                item = UNFINISHED_ITEMS.get(kind, "unfinished_melds")
                items[item] = items.get(item, 0) - penalty
    captured = captured_black_threes(variant, side.black_threes)
    if captured:
        items["captured_black_threes"] = captured
    held_penalty = _held_penalty(variant, side) if variant.held_penalty else 0
    if held_penalty:
        items["held_cards"] = -held_penalty
    if side.went_out and variant.going_out_canasta_bonuses:
        bonus = canastas_going_out_bonus(variant, canastas)
        if bonus:
            items["going_out_canastas"] = bonus
    if variant.seven_canastas_win and sum(canastas.values()) >= SEVEN_CANASTAS:
        items["seven_canastas"] = SEVEN_CANASTAS_BONUS
    if side.adjustment:
        items["adjustment"] = side.adjustment


def _charged(variant: Variant, kind: str, count: int) -> int:
    """How many unfinished melds of a kind pay: each, or Brazilian short runs once a side as a house rule."""
    return (
        min(count, 1)
        if kind == "short_run" and variant.short_run_charge == "once"
        else count
    )


def score_hand(variant: Variant, hand: Hand) -> tuple[SideScore, ...]:
    """Every side's score for one hand, in seating order."""
    if variant.second_pile:
        # Burraco, Buraco, Biriba score by their own items (imported here: pile_scoring uses SideScore)
        from scorekeeper.rules.pile_scoring import score_pile_hand

        return score_pile_hand(variant, hand)
    scored = [score_side(variant, side) for side in results_as_scored(variant, hand)]
    scores = [s for s, _ in scored]
    for giver, (_, amount) in enumerate(scored):
        if amount:
            for i, score in enumerate(scores):
                if i != giver:
                    score.items["opponents_red_threes"] = (
                        score.items.get("opponents_red_threes", 0) + amount
                    )
    if any(side.acaba for side in hand.results):
        scores = [
            _acaba(variant, side, score) for side, score in zip(hand.results, scores)
        ]
    if any(side.special_hand for side in hand.results):
        scores = [
            _special_hand(variant, side, score)
            for side, score in zip(hand.results, scores)
        ]
    return tuple(scores)


def _acaba(variant: Variant, side: SideResult, score: SideScore) -> SideScore:
    """British 'Acaba': the declaring side scores 0, the opponents the award (alone, or on top of their count)."""
    if side.acaba:
        return SideScore({"acaba": 0}, score.canastas)
    if variant.acaba_mode == "plus_table":
        return SideScore({**score.items, "acaba": variant.acaba_award}, score.canastas)
    return SideScore({"acaba": variant.acaba_award}, score.canastas)


def _special_hand(variant: Variant, side: SideResult, score: SideScore) -> SideScore:
    """Modern American special hand: the declaring side scores only the hand; opponents count as usual."""
    if side.special_hand:
        return SideScore(
            {"special_hand": variant.special_hands.get(side.special_hand, 0)}, {}
        )
    if variant.special_hand_opponents == "zero":
        return SideScore({"special_hand": 0}, score.canastas)
    return score
