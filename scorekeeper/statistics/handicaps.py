"""Handicaps for a club night, pure and exact: a pair's handicap from its players' past club
nights, and the evening's ranking adjusted by it, printed beside the actual one.

The currency is victory points a table (the evening's VP over the tables it played, from the
event's own scale, whatever the event ranks by). A pair's past is its two players' last RECENT
evenings each in the group before this one, pooled; the field's is every player's evening
before this one. Handicap = the field's average less the pair's, capped at ±CAP: a pair that
has averaged 8 VP a table where the field averaged 10 gets +2; one that averaged 14 gets −3
(capped). A pair with no past gets 0. Adjusted = its evening's VP a table + its handicap."""

from fractions import Fraction

CAP = Fraction(3)
RECENT = 10


def field_average(past: dict[int, list[Fraction]]) -> Fraction | None:
    """The average of every past evening of everyone (None before any club night)."""
    scores = [score for mine in past.values() for score in mine]
    return sum(scores) / len(scores) if scores else None


def handicap(persons, past: dict[int, list[Fraction]], field: Fraction | None):
    """The pair's (or player's) handicap: field average less its players' recent average,
    capped at ±CAP; 0 with no past (its own, or the field's)."""
    scores = [s for person in persons for s in past.get(person, [])[-RECENT:]]
    if not scores or field is None:
        return Fraction(0)
    return max(-CAP, min(CAP, field - sum(scores) / len(scores)))


def adjusted_ranking(actual: dict[int, Fraction], handicaps: dict[int, Fraction]):
    """Each entrant as (entrant, place, adjusted score, handicap), best first: `actual` its evening's
    VP a table; equal adjusted scores share the place."""
    adjusted = {e: score + handicaps.get(e, Fraction(0)) for e, score in actual.items()}
    order = sorted(adjusted, key=lambda e: (-adjusted[e], e))
    return [
        (
            e,
            1 + sum(1 for other in adjusted.values() if other > adjusted[e]),
            adjusted[e],
            handicaps.get(e, Fraction(0)),
        )
        for e in order
    ]
