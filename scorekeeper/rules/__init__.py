"""The scoring engine: pure Python, no web framework or database (the rules and their sources: docs/rules.md).

Rule sets are data (`Variant`), house rules are `Setting`s that override them, and scoring is a set of
pure functions from what was recorded to an itemised score.

- The rule sets: variant.py (a `Variant`), catalogue.py (every rule set, declared as data),
  families/ (those declared on the classic ones), settings/ (house rules), round_format.py (an
  event's round), partnerships.py (cutthroat's one-hand partners).
- What a hand holds: cards.py, hands.py, melds.py, runs.py, wild_cards.py (the wild cards a meld may
  hold, for melds and runs alike), card_counts.py (cards counted by value),
  pack_limits.py (what the packs can hold), entry.py (what a form must ask for).
- Scoring: scoring.py item by item, hand_counts.py (cards left in hand), honours.py (Canastone),
  canasta_requirement.py (Brazilian's canasta to open), game.py (totals, deal, finish).
- Refusing: validation/ checks each hand, errors.py names what is wrong.
- as_data.py gives the engine's inputs as JSON for the phone's own scorer.
"""

from scorekeeper.rules.catalogue import VARIANTS
from scorekeeper.rules.errors import InvalidGame, Problem, RuleError
from scorekeeper.rules.game import (
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
from scorekeeper.rules.hands import Hand, Meld, SideResult
from scorekeeper.rules.melds import canasta_kind, meld_points
from scorekeeper.rules.round_format import RoundFormat
from scorekeeper.rules.scoring import SideScore, red_three_value, score_hand
from scorekeeper.rules.settings import (
    SETTINGS,
    Setting,
    describe_meld_table,
    describe_requirement,
)
from scorekeeper.rules.validation import check_hand
from scorekeeper.rules.variant import Layout, Variant

__all__ = [
    "VARIANTS",
    "InvalidGame",
    "Problem",
    "RuleError",
    "Finish",
    "Game",
    "GameResult",
    "HandResult",
    "Side",
    "dealer_of",
    "minimum_meld",
    "play",
    "seats",
    "Hand",
    "Meld",
    "SideResult",
    "canasta_kind",
    "meld_points",
    "SideScore",
    "red_three_value",
    "score_hand",
    "SETTINGS",
    "Setting",
    "describe_meld_table",
    "describe_requirement",
    "check_hand",
    "Layout",
    "Variant",
    "RoundFormat",
]
