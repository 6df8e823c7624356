"""How one round of an event is played, as data the rules read (issue 24).

A round is played (a) to the target as usual, (b) as a fixed number of hands, each with its own
minimum initial meld whatever the totals (the American Canasta Society's events: 3 hands at 125, 155,
180), (c) as a fixed number of deals under the rule set's own meld rules (a Burraco tournament's
round of 2, 3 or 4 deals, "smazzate"), or (d) against a clock: when time is called the hand in play
is finished and the round ends after it. (b) and (c) may take a clock too. None of this is a new rule: it sets the rule set's own `meld_basis`, `meld_table`,
`hands_in_game` and `target`, so a table of an event is scored by the same engine as any game.
"""

from dataclasses import dataclass, replace

from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.settings import SETTINGS
from scorekeeper.rules.variant import Variant


@dataclass(frozen=True)
class RoundFormat:
    minimums: tuple[
        int, ...
    ] = ()  # fixed hands: hand i's minimum initial meld; () = play to the target
    minutes: int = 0  # a round clock (0: none); the clock itself is events.clock's
    warning_minutes: int = 0  # the warning this long before time is called
    # A round ended by its hands or its clock may end level: a drawn table
    tie_rule: str = "shared"
    # fixed deals: the round ends after this many hands (0: not fixed this way), the rule set's
    # own initial meld kept (Burraco has none); not beside `minimums`, which fix the count too
    deals: int = 0

    def __post_init__(self):
        if any(
            isinstance(m, bool) or not isinstance(m, int) or m < 0
            for m in self.minimums
        ):
            raise RuleError(
                f"each hand's minimum must be a whole number of points, not {list(self.minimums)}"
            )
        if isinstance(self.deals, bool) or not isinstance(self.deals, int):
            raise RuleError(f"a round's deals are a whole number, not {self.deals!r}")
        if self.deals < 0 or self.deals and self.minimums:
            raise RuleError(
                "a round has either a fixed number of deals or each hand's minimum, not both"
            )
        if self.minutes < 0 or not 0 <= self.warning_minutes <= self.minutes:
            raise RuleError("the warning must come within the round's minutes")
        SETTINGS["tie_rule"].coerce(self.tie_rule)

    @property
    def kind(self) -> str:
        """'fixed_hands', 'fixed_deals', 'time_limit' (a fixed count may hold a clock too: then
        the hands or deals within the clock) or 'target'."""
        return (
            "fixed_hands"
            if self.minimums
            else "fixed_deals"
            if self.deals
            else "time_limit"
            if self.minutes
            else "target"
        )

    def rules(self, variant: Variant, called_after: int | None = None) -> Variant:
        """The rules a table plays this round by. `called_after`: time was called and the round ends
        after this hand (the one in play when the clock ran out), or earlier at the target."""
        changes = self.house_rules(called_after)
        return replace(
            variant, **{k: SETTINGS[k].coerce(v) for k, v in changes.items()}
        )

    def house_rules(self, called_after: int | None = None) -> dict:
        """The same changes as `rules`, as a game's house-rule overrides (the record's "rules"),
        so a table's game is stored, scored and shown like any other game."""
        rules = {}
        if self.minimums:
            rules.update(
                meld_basis="hand_number",
                meld_table=[
                    [None if i == 0 else i + 1, m] for i, m in enumerate(self.minimums)
                ],
                hands_in_game=len(self.minimums),
                target=0,
                tie_rule=self.tie_rule,
            )
        if self.deals:
            rules.update(hands_in_game=self.deals, target=0, tie_rule=self.tie_rule)
        if called_after is not None:
            if called_after < 1:
                raise RuleError("time can be called only after a hand has been played")
            planned = rules.get("hands_in_game") or called_after
            rules.update(
                hands_in_game=min(planned, called_after), tie_rule=self.tie_rule
            )
        return rules

    def as_data(self) -> dict:
        """The format as stored with an event (and read back by `from_data`)."""
        return {
            "minimums": list(self.minimums),
            "minutes": self.minutes,
            "warning_minutes": self.warning_minutes,
            "tie_rule": self.tie_rule,
            "deals": self.deals,
        }

    @classmethod
    def from_data(cls, data: dict) -> "RoundFormat":
        try:
            return cls(
                minimums=tuple(data.get("minimums", ())),
                minutes=int(data.get("minutes", 0)),
                warning_minutes=int(data.get("warning_minutes", 0)),
                tie_rule=data.get("tie_rule", "shared"),
                deals=int(data.get("deals", 0)),
            )
        except (TypeError, ValueError, AttributeError) as error:
            raise RuleError(f"not a round format: {error}") from None
