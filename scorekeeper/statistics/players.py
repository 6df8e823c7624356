"""Players across games: games played and won, win rate, points and canastas per hand, and the best
partner, for every person named in a set of game records. Records in, a table out.

Who is a player: each name in a side's `players`, or the side's name where it lists none. Names are
one player when they match ignoring case and spaces at the ends (and runs of spaces inside);
`merges` joins spellings that differ further ("Ana" and "Anna"). A game is won by the side that
finished first; a shared first place (the `shared` tie rule) is a win for every side that shares it.
"""

from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction

from scorekeeper.record.game_record import parse_record
from scorekeeper.record.names import name_key
from scorekeeper.rules import InvalidGame, play

MIN_PARTNER_GAMES = 2  # fewer games together say nothing about a partnership
SORTS = ("win_rate", "games", "won", "points_per_hand", "canastas_per_hand", "name")
PERIODS = ("all", "month", "year")


def merge_map(merges) -> dict[str, str]:
    """Each merged spelling's key -> the key its group is counted under (pairs chain: a=b, b=c)."""
    parent: dict[str, str] = {}

    def root(key):
        while parent.get(key, key) != key:
            key = parent[key]
        return key

    for first, second in merges:
        a, b = root(name_key(first)), root(name_key(second))
        if a != b:
            parent[max(a, b)] = min(a, b)
    return {key: root(key) for key in parent}


def ratio(part: int, whole: int) -> Fraction | None:
    return Fraction(part, whole) if whole else None


@dataclass(frozen=True)
class Filters:
    """Which games count: a rule set (None: all), a period of start dates (inclusive, UTC), and
    whether games still in play count (off: a game in play has no winner yet)."""

    rule_set: str | None = None
    since: date | None = None
    until: date | None = None
    include_unfinished: bool = False

    def admits(self, record: dict, finished: bool) -> bool:
        if not (finished or self.include_unfinished):
            return False
        if self.rule_set and record.get("variant") != self.rule_set:
            return False
        if self.since is None and self.until is None:
            return True
        day = start_day(record)
        return (
            day is not None
            and (self.since is None or day >= self.since)
            and (self.until is None or day <= self.until)
        )


def start_day(record: dict) -> date | None:
    try:
        return date.fromisoformat(str(record.get("created", ""))[:10])
    except ValueError:
        return None


def period_bounds(period: str, today: date) -> tuple[date | None, date | None]:
    """The dates of a named period: "month" and "year" are the calendar month or year of `today`."""
    if period == "month":
        return today.replace(day=1), today
    if period == "year":
        return today.replace(month=1, day=1), today
    return None, None


@dataclass
class Partner:
    name: str
    games: int
    won: int

    @property
    def win_rate(self) -> Fraction | None:
        return ratio(self.won, self.games)


@dataclass
class PlayerLine:
    """One player's figures over the games counted; the per-hand figures are that player's side's."""

    key: str
    games: int = 0
    won: int = 0
    hands: int = 0
    points: int = 0
    canastas: int = 0
    spellings: Counter = field(default_factory=Counter)
    together: dict = field(default_factory=dict)  # partner's key -> [games, won]
    best_partner: Partner | None = None

    @property
    def name(self) -> str:
        """The spelling used most often (the first seen of equally common ones)."""
        return self.spellings.most_common(1)[0][0]

    @property
    def win_rate(self) -> Fraction | None:
        return ratio(self.won, self.games)

    @property
    def points_per_hand(self) -> Fraction | None:
        return ratio(self.points, self.hands)

    @property
    def canastas_per_hand(self) -> Fraction | None:
        return ratio(self.canastas, self.hands)


@dataclass
class PlayerTable:
    lines: list[PlayerLine]
    games: int  # games counted
    unreadable: int  # records the engine could not read, left out


def player_table(
    records, filters: Filters = Filters(), merges=(), sort: str = "win_rate"
) -> PlayerTable:
    """The players of `records` that pass `filters`, ranked by `sort` (one of SORTS)."""
    merged = merge_map(merges)
    lines: dict[str, PlayerLine] = {}
    counted = unreadable = 0
    for record in records:
        try:
            game = parse_record(record)
        except InvalidGame:
            unreadable += 1
            continue
        result = play(game)
        if not filters.admits(record, result.finish.finished):
            continue
        counted += 1
        seen: set[str] = set()
        for index, side in enumerate(game.sides):
            won = result.finish.finished and (
                result.finish.winner == index or index in result.finish.tied
            )
            scores = [hand.scores[index] for hand in result.hands]
            keys = []
            for name in side.players or (side.name,):
                key = merged.get(name_key(name), name_key(name))
                # Two merged spellings in one game: count that player once
                if key in seen:
                    continue
                seen.add(key)
                keys.append(key)
                line = lines.setdefault(key, PlayerLine(key))
                line.spellings[" ".join(name.split())] += 1
                line.games += 1
                line.won += won
                line.hands += len(scores)
                line.points += sum(score.total for score in scores)
                line.canastas += sum(sum(score.canastas.values()) for score in scores)
            for key in keys:
                for partner in keys:
                    if partner != key:
                        tally = lines[key].together.setdefault(partner, [0, 0])
                        tally[0] += 1
                        tally[1] += won
    for line in lines.values():
        line.best_partner = _best_partner(line, lines)
    return PlayerTable(ranked(lines.values(), sort), counted, unreadable)


def _best_partner(line: PlayerLine, lines: dict) -> Partner | None:
    """The partner with the best win rate over at least MIN_PARTNER_GAMES games together; on equal
    rates, more games together, then the name."""
    partners = [
        Partner(lines[key].name, games, won)
        for key, (games, won) in line.together.items()
        if games >= MIN_PARTNER_GAMES
    ]
    if not partners:
        return None
    return min(partners, key=lambda p: (-p.win_rate, -p.games, p.name.casefold()))


def ranked(lines, sort: str = "win_rate") -> list[PlayerLine]:
    """Highest first by the column `sort` (by name: alphabetically); players without that figure
    (no hands) last; ties by more games, then by name."""
    if sort == "name":
        return sorted(lines, key=lambda line: line.name.casefold())
    sort = sort if sort in SORTS else "win_rate"

    def order(line):
        value = getattr(line, sort)
        return (value is None, -(value or 0), -line.games, line.name.casefold())

    return sorted(lines, key=order)
