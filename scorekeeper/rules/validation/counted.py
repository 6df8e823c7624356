"""Checks of a side entered as counts: canastas, red threes, and card points that only counts
can hold (a canasta is worth at least its fewest cards, points come in fives)."""

from scorekeeper.rules.cards import plural
from scorekeeper.rules.errors import Reason
from scorekeeper.rules.hands import SideResult
from scorekeeper.rules.melds import (
    players_hands,
)
from scorekeeper.rules.variant import Variant

# The fewest card points a canasta of each kind can hold: seven fours; six fives and a deuce; seven deuces;
# a run 4 to 10 (dirty: 4 to 9 and a deuce for the ten); four jokers and three deuces.
MIN_CANASTA_POINTS = {
    "natural": 35,
    "mixed": 50,
    "wild": 140,
    "samba": 50,
    "escalera": 50,
    "bolivia": 140,
    "dirty_samba": 60,
    "dirty_escalera": 60,
    "sevens": 35,
    "aces": 140,
    "wild_twos": 140,
    "wild_jokers": 260,
    "natural_aces": 140,
    "mixed_aces": 140,
    "wild_six_jokers": 320,
}


def check_counts(variant: Variant, side: SideResult, problem) -> None:
    numbers = [
        ("red_threes", side.red_threes),
        ("meld_points", side.meld_points),
        ("hand_points", side.hand_points),
        ("concealed_canastas", side.concealed_canastas),
    ]
    numbers += [(f"canastas.{k}", n) for k, n in side.canastas.items()]
    numbers += [("black_threes", side.black_threes)]
    numbers += [
        (f"in_hand.{k}", n) for hand in players_hands(side) for k, n in hand.items()
    ]
    numbers += [
        (f"melds.{i}", min(m.natural, m.twos, m.jokers))
        for i, m in enumerate(side.melds or ())
    ]
    for field, value in numbers:
        if value < 0:
            what = field.split(".")[0].replace("_", " ")
            problem(
                Reason(
                    "count.negative",
                    f"{what} cannot be negative ({value})",
                    what=field.split(".")[0],
                    value=value,
                ),
                field,
            )
    # Counted cards left in hand, in either way of entry
    if side.hand_points % variant.point_step:
        problem(not_fives(side.hand_points), "hand_points")


def check_count_entry(variant: Variant, side: SideResult, problem) -> None:
    for kind in side.canastas:
        if kind not in variant.canasta_kinds:
            problem(
                Reason(
                    "count.unknown_canasta_kind",
                    f"{variant.name} has no '{kind}' canastas (it has {', '.join(variant.canasta_kinds)})",
                    variant=variant.id,
                    kind=kind,
                    kinds=variant.canasta_kinds,
                ),
                f"canastas.{kind}",
            )
    for kind in side.unfinished:
        if kind not in variant.incomplete_penalty:
            charged = ", ".join(variant.incomplete_penalty) or "none"
            problem(
                Reason(
                    "count.unknown_unfinished_kind",
                    f"{variant.name} charges nothing for unfinished '{kind}' melds (it charges for: {charged})",
                    variant=variant.id,
                    kind=kind,
                    kinds=tuple(variant.incomplete_penalty),
                ),
                f"unfinished.{kind}",
            )
    if side.meld_points % variant.point_step:
        problem(not_fives(side.meld_points), "meld_points")
    if not variant.melded_cards_score:
        if side.meld_points:
            problem(
                Reason(
                    "count.melded_cards_score_nothing",
                    f"melded cards score nothing in {variant.name}: leave the card points melded empty",
                    variant=variant.id,
                ),
                "meld_points",
            )
        return
    least = sum(
        MIN_CANASTA_POINTS.get(kind, 0) * max(n, 0) for kind, n in side.canastas.items()
    )
    if side.meld_points < least:
        problem(
            Reason(
                "count.canastas_need_points",
                f"with {canasta_words(side.canastas)}, at least {least} card points "
                f"are melded, but only {side.meld_points} are recorded",
                canastas=dict(side.canastas),
                least=least,
                melded=side.meld_points,
            ),
            "meld_points",
        )
    if side.concealed_canastas > sum(side.canastas.values()):
        problem(
            Reason(
                "count.too_many_from_hand",
                "more canastas are marked as laid from the hand than the side has",
            ),
            "concealed_canastas",
        )


def not_fives(points: int) -> Reason:
    return Reason(
        "count.not_fives",
        f"card points always come in fives; {points} is not possible",
        points=points,
    )


def canasta_words(canastas: dict) -> str:
    return " and ".join(
        plural(n, f"{kind} canasta") for kind, n in canastas.items() if n
    )
