"""Named errors of the rules engine: what a player did wrong, in words a player understands."""

from dataclasses import dataclass


class RuleError(ValueError):
    """A record or a setting the rules cannot accept (unknown variant, bad house rule…)."""


@dataclass(frozen=True)
class Problem:
    """One broken rule in one hand: which hand, which side, which entry, and why."""

    hand: int | None          # 1-based hand number, None for the game as a whole
    side: str | None          # side name, None when the problem spans sides
    message: str
    field: str = ""           # the entry at fault: "melds.0", "red_threes", "went_out", "in_hand.K"…
    side_index: int | None = None

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
