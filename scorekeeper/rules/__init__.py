"""The scoring engine: pure Python, no web framework or database (rules reference in ../shared/rules).

Rule sets are data (`Variant`), house rules are `Setting`s that override them, and scoring is a set of
pure functions from what was recorded to an itemised score.
"""

from .catalogue import VARIANTS
from .errors import InvalidGame, Problem, RuleError
from .game import (
    Finish,
    Game,
    GameResult,
    HandResult,
    Side,
    dealer_of,
    minimum_meld,
    play,
    seats,
)
from .hands import Hand, Meld, SideResult
from .melds import canasta_kind, meld_points
from .scoring import SideScore, red_three_value, score_hand
from .settings import SETTINGS, Setting, describe_meld_table, describe_requirement
from .validation import check_hand
from .variant import Layout, Variant

__all__ = [
    "VARIANTS", "InvalidGame", "Problem", "RuleError", "Finish", "Game", "GameResult", "HandResult", "Side",
    "dealer_of", "minimum_meld", "play", "seats", "Hand", "Meld", "SideResult", "canasta_kind", "meld_points",
    "SideScore", "red_three_value", "score_hand", "SETTINGS", "Setting", "describe_meld_table",
    "describe_requirement", "check_hand", "Layout", "Variant",
]
