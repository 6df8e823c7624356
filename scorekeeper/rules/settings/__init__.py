"""House-rule settings: the documented knobs a table may turn on a rule set.

Each setting names one field of `Variant`. A game stores only the settings it overrides,
so the defaults of its rule set stay visible and a finished game keeps its own rules.
The knobs themselves are listed by family: classic_knobs (target, opening, canastas, going out),
shape_knobs (decks, hands, what going out needs), regional_knobs (Cuban to Chilean) and pile_knobs
(Burraco, Buraco, Biriba); how a
value is read and said is settings/values.py; here is the one table of them all and when a knob
is in use.
"""

from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.settings.classic_knobs import CLASSIC_KNOBS
from scorekeeper.rules.settings.pile_knobs import PILE_KNOBS
from scorekeeper.rules.settings.regional_knobs import REGIONAL_KNOBS
from scorekeeper.rules.settings.shape_knobs import SHAPE_KNOBS
from scorekeeper.rules.settings.values import (
    Setting,
    describe_meld_table,
    describe_requirement,
)

__all__ = ["SETTINGS", "Setting", "describe_meld_table", "describe_requirement"]

SETTINGS = {
    s.key: s for s in (*CLASSIC_KNOBS, *SHAPE_KNOBS, *REGIONAL_KNOBS, *PILE_KNOBS)
}


# A setting that means nothing unless another rule is on: laid red threes' values where red threes are never
# laid (Hand and Foot keeps them in hand), a dirty escalera's where runs take no wild cards. Listing them
# would have a table look for rules it does not play.
IN_USE_ONLY_WITH = {
    key: "red_threes_laid"
    for key in (
        "red_three_each",
        "red_three_all",
        "red_three_table",
        "red_three_penalty_if",
        "red_three_penalty",
    )
}
IN_USE_ONLY_WITH.update(
    {"dirty_run_bonus": "dirty_runs", "dirty_run_goes_out": "dirty_runs"}
)
IN_USE_ONLY_WITH.update(acaba_award="acaba", acaba_mode="acaba")

IN_USE_WITHOUT = {
    "target": ("hands_in_game",),  # a game of so many hands has no target
    "both_over_target": ("hands_in_game",),
    # the kinds needed say it (Hand and Foot, Mini)
    "canastas_to_go_out": ("go_out_kinds", "go_out_classes"),
}

NOT_PLAYED_WHEN_OFF = (
    "wilds_not_more_than_naturals",
    "concealed_canasta_bonus",
    "hand_canasta_going_out",
    "red_three_in_hand",
    "red_three_held_flat",
    "red_three_table",
    "seven_canastas_win",
    "acaba",
    "wild_melds",
    "red_threes_laid",
)
"""Settings whose off or 0 means the rule is not played: a rule set that leaves them so (Samba's
Acaba, Classic's seven canastas) has nothing to say about them."""


def in_use(key: str, variant) -> bool:
    """Whether a setting changes anything under these rules (see IN_USE_ONLY_WITH, IN_USE_WITHOUT)."""
    if key in IN_USE_ONLY_WITH and not getattr(variant, IN_USE_ONLY_WITH[key]):
        return False
    if any(getattr(variant, other, None) for other in IN_USE_WITHOUT.get(key, ())):
        return key == "canastas_to_go_out" and bool(variant.canastas_to_go_out)
    return True


def worth_saying(key: str, value, changed: bool) -> bool:
    """Whether the rules fold and sheet list a setting in use: not one left off that means "not
    played" (see NOT_PLAYED_WHEN_OFF), unless the table turned it off as a house rule."""
    return changed or key not in NOT_PLAYED_WHEN_OFF or bool(value)


def coerce_rules(overrides: dict, allowed: tuple[str, ...]) -> dict:
    """Check a game's house-rule overrides: unknown keys are an error, not silently ignored."""
    if not isinstance(overrides, dict):
        raise RuleError("rules must be an object of house-rule settings")
    checked = {}
    for key, value in overrides.items():
        if key not in allowed:
            raise RuleError(
                f"unknown rule setting {key!r}; this rule set has: {', '.join(allowed)}"
            )
        checked[key] = SETTINGS[key].coerce(value)
    return checked
