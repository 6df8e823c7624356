"""A season's ladder of club nights, pure and exact (fractions, no floats): each person's evening
score, the ladder of her best evenings, the most improved and the attendance.

An evening's score, by the season's measure, for a person of an entrant (a pair's two players
both get the pair's):
- "vp": victory points a table: the evening's victory points over the tables they count for;
- "points": points a table, the same way;
- "percent": the share of the field beaten, 100 × (beaten + ½ · tied with) / (field − 1), from the
  evening's places, so evenings of any size and any ranking weigh the same.
The ladder: the average of a person's best `best` evenings, counted once she played at least
`at_least` (with fewer than `best` evenings, the average of those she has). Qualified people rank
by it (equal averages share the place); the others follow, unranked, by evenings played.
Most improved: the average of the later half of her evenings less that of the earlier half (an
odd middle evening counts in neither), for people with at least max(2, `at_least`) evenings.
Attendance: evenings played of the season's evenings held."""

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

MEASURES = ("vp", "percent", "points")


@dataclass(frozen=True)
class EntrantNight:
    """One entrant's evening as its standings say: its persons, place, how many entrants shared
    that place, the tables its totals are over, and its points and victory points in all."""

    persons: tuple[int, ...]
    place: int
    sharing: int
    tables: int
    points: Fraction
    victory_points: Fraction


@dataclass(frozen=True)
class Evening:
    """One person's score at one club night (`night` orders the evenings: day, then event)."""

    night: tuple
    person: int
    score: Fraction


@dataclass(frozen=True)
class LadderLine:
    person: int
    place: int | None  # None: not yet qualified
    score: Fraction | None  # the average of the best evenings, once qualified
    played: int
    counted: tuple[Fraction, ...]  # the evenings the average is of, best first


def evening_score(entrant: EntrantNight, field: int, measure: str) -> Fraction | None:
    """The evening's score by `measure`, or None for an entrant with no table counted."""
    if entrant.tables <= 0:
        return None
    if measure == "vp":
        return Fraction(entrant.victory_points) / entrant.tables
    if measure == "points":
        return Fraction(entrant.points) / entrant.tables
    if measure != "percent":
        raise ValueError(f"measure is one of {MEASURES}")
    if field < 2:
        return Fraction(100)
    beaten = field - entrant.place - (entrant.sharing - 1)
    return 100 * (beaten + Fraction(entrant.sharing - 1, 2)) / (field - 1)


def evenings_of(night, entrants: list[EntrantNight], measure: str) -> list[Evening]:
    """Every person's score at one club night."""
    field = sum(1 for e in entrants if e.tables > 0)
    found = []
    for entrant in entrants:
        score = evening_score(entrant, field, measure)
        if score is not None:
            found += [Evening(night, person, score) for person in entrant.persons]
    return found


def _by_person(evenings) -> dict[int, list[Evening]]:
    mine = defaultdict(list)
    for evening in sorted(evenings, key=lambda e: e.night):
        mine[evening.person].append(evening)
    return mine


def ladder(evenings, best: int, at_least: int) -> list[LadderLine]:
    """The ladder: qualified people by the average of their best evenings, then the others."""
    lines = []
    for person, mine in _by_person(evenings).items():
        scores = sorted((e.score for e in mine), reverse=True)
        if len(scores) >= at_least:
            top = tuple(scores[:best])
            lines.append(LadderLine(person, 0, sum(top) / len(top), len(scores), top))
        else:
            lines.append(LadderLine(person, None, None, len(scores), ()))
    qualified = sorted(
        (line for line in lines if line.place is not None),
        key=lambda line: (-line.score, -line.played, line.person),
    )
    placed = [
        LadderLine(
            line.person,
            1 + sum(1 for other in qualified if other.score > line.score),
            line.score,
            line.played,
            line.counted,
        )
        for line in qualified
    ]
    waiting = sorted(
        (line for line in lines if line.place is None),
        key=lambda line: (-line.played, line.person),
    )
    return placed + waiting


def most_improved(evenings, at_least: int) -> list[tuple[int, Fraction]]:
    """(person, later half's average less earlier half's), most improved first."""
    found = []
    for person, mine in _by_person(evenings).items():
        if len(mine) < max(2, at_least):
            continue
        half = len(mine) // 2
        early = [e.score for e in mine[:half]]
        late = [e.score for e in mine[-half:]]
        found.append((person, sum(late) / half - sum(early) / half))
    return sorted(found, key=lambda pair: (-pair[1], pair[0]))


def attendance(evenings, held: int) -> list[tuple[int, int, Fraction]]:
    """(person, evenings played, share of the evenings held), most evenings first."""
    counts = defaultdict(set)
    for evening in evenings:
        counts[evening.person].add(evening.night)
    return sorted(
        (
            (person, len(nights), Fraction(len(nights), held) if held else Fraction(0))
            for person, nights in counts.items()
        ),
        key=lambda row: (-row[1], row[0]),
    )
