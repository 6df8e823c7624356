"""Named errors of the rules engine: what a player did wrong, in words a player understands.

Every problem also carries a stable code and its parameters (hand, side, rank keys, counts), so the
web pages and the command line can say it in the player's language without parsing the English."""

import dataclasses
from dataclasses import dataclass


class RuleError(ValueError):
    """A record or a setting the rules cannot accept (unknown variant, bad house rule…)."""


class Reason(str):
    """An English sentence that also knows its stable code and parameters. It is a str, so every
    place that passes a message along keeps working; translators look up `code` instead."""

    code: str
    params: dict

    def __new__(cls, code: str, english: str, **params):
        reason = super().__new__(cls, english)
        reason.code, reason.params = code, params
        return reason


@dataclass(frozen=True)
class Problem:
    """One broken rule in one hand: which hand, which side, which entry, and why."""

    hand: int | None  # 1-based hand number, None for the game as a whole
    side: str | None  # side name, None when the problem spans sides
    message: str  # today's English sentence (a Reason when the engine made it)
    # The entry at fault: "melds.0", "red_threes", "went_out", "in_hand.K"…
    field: str = ""
    side_index: int | None = None
    code: str = ""  # stable, e.g. "meld.too_few_naturals"; "" for record-shape problems
    params: dict = dataclasses.field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self):
        if not self.code and isinstance(self.message, Reason):
            object.__setattr__(self, "code", self.message.code)
            object.__setattr__(self, "params", dict(self.message.params))

    def __str__(self) -> str:
        where = []
        if self.hand is not None:
            where.append(f"hand {self.hand}")
        if self.side:
            where.append(self.side)
        return f"{', '.join(where)}: {self.message}" if where else self.message


class InvalidGame(ValueError):
    """A game record that breaks the rules; carries every problem found."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
