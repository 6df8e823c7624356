"""A timed round's clock (issue 24, round format (c)): playing, the warning, then time called, when
the hand in play is finished and the round ends after it. The engine needs only that hand's number
(`RoundFormat.rules(variant, called_after=…)`); this module says which it is, from the times."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class RoundClock:
    started: datetime
    minutes: int
    warning_minutes: int = 0

    @property
    def ends(self) -> datetime:
        return self.started + timedelta(minutes=self.minutes)

    def phase(self, now: datetime) -> str:
        """'playing', 'warning' (the last warning_minutes) or 'time' (finish the hand in play)."""
        if now >= self.ends:
            return "time"
        if now >= self.ends - timedelta(minutes=self.warning_minutes):
            return "warning"
        return "playing"

    def remaining(self, now: datetime) -> timedelta:
        return max(self.ends - now, timedelta(0))

    def ends_after_hand(
        self, hands_saved_at: Sequence[datetime], now: datetime
    ) -> int | None:
        """The hand the round ends after: the one in play when time ran out, that is one more than the
        hands saved by then (a new hand is in play as soon as the last was saved). None before time."""
        if self.phase(now) != "time":
            return None
        return sum(1 for saved in hands_saved_at if saved <= self.ends) + 1
