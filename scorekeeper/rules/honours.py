"""Canastone's honours and going-out bonuses: both depend on the kinds of canastas a side completed
(rules reference §19, [IT] Spinelli/Bono and Farina-Lamberto)."""

from scorekeeper.rules.melds import canasta_classes
from scorekeeper.rules.variant import Variant

# Red threes by the side's canastas, in halves of their value: (own share, opponents' share).
# Spinelli and Bono: plus with both kinds, paid with only mixed, not scored with only natural, paid twice
# with none. Farina-Lamberto: only mixed, the value is split with the opponents; none, it all goes to them.
HONOURS = {
    "spinelli": {
        "both": (2, 0),
        "mixed_only": (-2, 0),
        "natural_only": (0, 0),
        "none": (-4, 0),
    },
    "farina": {
        "both": (2, 0),
        "mixed_only": (1, 1),
        "natural_only": (0, 0),
        "none": (0, 2),
    },
}


def honours_case(variant: Variant, canastas: dict) -> str:
    """Which line of the honours table a side's completed canastas put it on."""
    classes = canasta_classes(variant, canastas)
    natural, mixed = classes["natural"] > 0, classes["mixed"] > 0
    return {
        (True, True): "both",
        (False, True): "mixed_only",
        (True, False): "natural_only",
        (False, False): "none",
    }[(natural, mixed)]


def honours(variant: Variant, value: int, canastas: dict) -> tuple[int, int]:
    """The side's points for red threes worth `value`, and what the opponents receive of them."""
    own, opponents = HONOURS[variant.honours_mode][honours_case(variant, canastas)]
    return value * own // 2, value * opponents // 2


def canastas_going_out_bonus(variant: Variant, canastas: dict) -> int:
    """Canastone: going out with five canastas (one natural) 1000, with five natural and a mixed 2000.
    The rows are not cumulative by default: the 2000 condition includes the 1000 one."""
    classes = canasta_classes(variant, canastas)
    total = sum(canastas.values())
    earned = [
        points
        for needed, natural, mixed, points in variant.going_out_canasta_bonuses
        if total >= needed
        and classes["natural"] >= natural
        and classes["mixed"] >= mixed
    ]
    if not earned:
        return 0
    return sum(earned) if variant.going_out_canasta_bonus_cumulative else max(earned)
