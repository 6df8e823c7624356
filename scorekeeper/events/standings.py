"""Standings across an event's rounds, from each table's final totals (pure, exact: no floats).

Three ways to rank, each with its stated tie-break:
- "points": total points, then total margin, then wins;
- "wins": wins (a drawn table is half a win each), then total margin, then total points;
- "victory_points": each table's margin turned into victory points by an editable scale, then total
  margin, then head to head (the victory points scored against the others so tied), then total
  points.
Entrants still equal on every count share the place (1, 2, 2, 4).

A bye (sitting out a round) scores by a stated rule: "average" (the default) gives the entrant its own
average of the rounds it played, in every count; "nothing" gives it nothing. In an individual event
each player of a partnership scores the partnership's totals.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

# (from margin, winner's VPs, loser's VPs): the app's own 20-VP scale (no Canasta source gives one);
# a margin under 100 counts as a draw. Events pass their own.
DEFAULT_VP_SCALE = (
    (0, 10, 10),
    (100, 11, 9),
    (300, 12, 8),
    (500, 13, 7),
    (800, 14, 6),
    (1100, 15, 5),
    (1500, 16, 4),
    (2000, 17, 3),
    (2500, 18, 2),
    (3000, 19, 1),
    (4000, 20, 0),
)

METHODS = ("points", "wins", "victory_points")
BYE_RULES = ("average", "nothing")
RANKED_BY = {
    "points": ("points", "margin", "wins"),
    "wins": ("wins", "margin", "points"),
    "victory_points": ("victory_points", "margin", "points"),
}


@dataclass(frozen=True)
class TableResult:
    """One table of one round: who sat North-South and East-West, and each side's final total."""

    round: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_total: int
    ew_total: int
    # a table that could not finish, adjusted by the director: {"rule": "average"} (each side
    # scores its own average, as for a bye) or {"rule": "split", "ns": 40, "ew": 60} (each
    # side that share, in percent, of the scale's top victory points; points and margin as
    # the table stood; the side with more victory points wins)
    adjusted: dict | None = None


@dataclass(frozen=True)
class Standing:
    entrant: int
    place: int
    played: int
    byes: int
    points: Fraction
    wins: Fraction
    margin: Fraction
    victory_points: Fraction


def victory_points(margin: int, scale: Sequence = DEFAULT_VP_SCALE) -> tuple[int, int]:
    """(winner's, loser's) victory points for a table won by `margin`: the last row starting at or below it."""
    row = scale[0]
    for candidate in scale:
        if abs(margin) >= candidate[0]:
            row = candidate
    return row[1], row[2]


def check_scale(scale: Sequence) -> None:
    """An editable scale must start at margin 0 and go up, with the winner never below the loser."""
    starts = [row[0] for row in scale]
    if (
        not scale
        or starts[0] != 0
        or starts != sorted(set(starts))
        or any(w < lo for _, w, lo in scale)
    ):
        raise ValueError(
            "a victory-point scale starts at margin 0, goes up, and never gives the loser more"
        )


def standings(
    results: Iterable[TableResult],
    entrants: int,
    byes: Iterable[int] = (),
    method: str = "points",
    scale: Sequence = DEFAULT_VP_SCALE,
    bye_rule: str = "average",
) -> list[Standing]:
    """Every entrant 1…entrants ranked by `method`; `byes` lists an entrant once for each round it sat out."""
    if method not in METHODS or bye_rule not in BYE_RULES:
        raise ValueError(f"method is one of {METHODS} and bye_rule one of {BYE_RULES}")
    check_scale(scale)
    rows, averaged = _rounds_by_entrant(results, entrants, scale)
    sat_out = {e: 0 for e in rows}
    for entrant in byes:
        sat_out[entrant] += 1
    counted = [_count(e, rows[e], sat_out[e], bye_rule, averaged[e]) for e in rows]
    keys = {
        s.entrant: tuple(getattr(s, name) for name in RANKED_BY[method])
        for s in counted
    }
    if method == "victory_points":
        keys = _with_head_to_head(keys, list(results), scale)
    ranked = sorted(
        counted, key=lambda s: (tuple(-k for k in keys[s.entrant]), s.entrant)
    )
    # An entrant's place is one more than how many rank above it: in the sorted order, where
    # its equals begin (counting them pair by pair was 640,000 comparisons at 800 pairs, most
    # of a 400-table board's 0.6 s).
    placed, place, before = [], 0, None
    for index, s in enumerate(ranked):
        if keys[s.entrant] != before:
            place, before = index + 1, keys[s.entrant]
        placed.append(_placed(s, place))
    return placed


def _with_head_to_head(keys: dict, results: list, scale) -> dict:
    """Victory points, then margin, then head to head, then points: among entrants equal on
    victory points and margin, the victory points each scored at tables against the others
    (0 for one who never met them)."""
    groups: dict[tuple, set] = {}
    for entrant, key in keys.items():
        groups.setdefault(key[:2], set()).add(entrant)
    scored = {}
    for tied in groups.values():
        scored.update(head_to_head(results, tied, scale))
    return {e: (*key[:2], scored[e], *key[2:]) for e, key in keys.items()}


def head_to_head(results, tied: set[int], scale=DEFAULT_VP_SCALE) -> dict:
    """The victory points each of `tied` scored against the others of `tied` (an adjusted
    table counts nothing here: it was not played out)."""
    score = {e: Fraction(0) for e in tied}
    if len(tied) < 2:
        return score
    for r in results:
        if r.adjusted:
            continue
        for side, own, other, against in (
            (r.ns, r.ns_total, r.ew_total, r.ew),
            (r.ew, r.ew_total, r.ns_total, r.ns),
        ):
            if tied.isdisjoint(against):
                continue
            for entrant in tied.intersection(side):
                score[entrant] += table_figures(own, other, scale)[3]
    return score


def _count(
    entrant: int, played: list, byes: int, bye_rule: str, averaged: int = 0
) -> Standing:
    """Sums over the tables played; each bye (by the bye rule) and each table adjusted to
    "average" (always) adds the entrant's own average of them."""
    sums = [Fraction(sum(column)) for column in zip(*played)] or [Fraction(0)] * 4
    extra = (byes if bye_rule == "average" else 0) + averaged
    if played:
        sums = [total + total * extra / len(played) for total in sums]
    return Standing(entrant, 0, len(played) + averaged, byes, *sums)


def table_figures(own: int, other: int, scale: Sequence = DEFAULT_VP_SCALE) -> tuple:
    """One side's (points, win, margin, victory points) at a table that ended `own` to `other`:
    a drawn table is half a win and the scale's two figures shared."""
    winner_vp, loser_vp = victory_points(own - other, scale)
    if own == other:
        win, vp = Fraction(1, 2), Fraction(winner_vp + loser_vp, 2)
    else:
        win, vp = (1, winner_vp) if own > other else (0, loser_vp)
    return own, win, own - other, vp


def _rounds_by_entrant(results, entrants: int, scale) -> tuple[dict, dict]:
    """Each entrant's (points, win, margin, victory points) at every table it played, and how
    many tables adjusted to "average" it had (each counted as its own average, like a bye)."""
    rows = {e: [] for e in range(1, entrants + 1)}
    averaged = {e: 0 for e in rows}
    for r in results:
        rule = (r.adjusted or {}).get("rule")
        sides = ((r.ns, r.ns_total, r.ew_total), (r.ew, r.ew_total, r.ns_total))
        for index, (side, own, other) in enumerate(sides):
            for entrant in side:
                if rule == "average":
                    averaged[entrant] += 1
                elif rule == "split":
                    rows[entrant].append(
                        split_figures(r.adjusted, index, own, other, scale)
                    )
                else:
                    rows[entrant].append(table_figures(own, other, scale))
    return rows, averaged


def split_figures(adjusted: dict, index: int, own: int, other: int, scale) -> tuple:
    """A side's figures at a table adjusted to a fixed split of the scale's top VPs."""
    top = max(row[1] for row in scale)
    shares = (Fraction(adjusted["ns"]), Fraction(adjusted["ew"]))
    mine, theirs = shares[index], shares[1 - index]
    win = Fraction(1, 2) if mine == theirs else Fraction(int(mine > theirs))
    return own, win, own - other, top * mine / 100


def _placed(standing: Standing, place: int) -> Standing:
    return replace(standing, place=place)
