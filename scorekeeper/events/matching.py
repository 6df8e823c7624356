"""Pairings with no rematch, found in polynomial time (issue 32).

A Swiss round pairs down the ranking, but the entrants who have already met one another can make
the straight pairing impossible anywhere below the top: when the bottom of the field has met all
of itself, someone near the top must float down to it. Trying pairings one by one finds that out
only after exponentially many attempts (a 51-pair evening whose ranking never changed ran out of
any budget by round 20). Whether entrants can all be paired is whether the "may still meet" graph
has a perfect matching, and the pairing a top-down draw gives is its heaviest one when each
possible pair is weighted to favour the top (see `_weight`): networkx's maximum weight matching
(Edmonds' blossom algorithm, in Galil's weighted form) answers both, so no matching is written
here. It runs only where the straight draw gets stuck, and only on the foot of the field (see
`_floated`); networkx is imported only then, so the usual round costs no import.
Pure: entrant numbers in, pairs out."""

from collections.abc import Collection, Sequence


def first_pairing(
    ranking: Sequence[int], met: Collection[frozenset]
) -> list[tuple[int, int]] | None:
    """The pairing a top-down Swiss draw gives: the highest unpaired entrant takes the closest one
    below it that still leaves everyone else a partner they have not met (`met`: frozensets of
    two entrants); None if no pairing of the whole field avoids every rematch."""
    may_meet = _may_meet(ranking, met)
    straight = _straight_down(may_meet)
    pairs = (
        straight if 2 * len(straight) == len(ranking) else _floated(may_meet, straight)
    )
    if pairs is None:
        return None
    return [(ranking[a], ranking[b]) for a, b in pairs]


def _may_meet(ranking: Sequence[int], met: Collection[frozenset]) -> list[list[int]]:
    """For each ranking index, the indices below it (in ranking order) it has not met."""
    index = {entrant: i for i, entrant in enumerate(ranking)}
    barred = [set() for _ in ranking]
    for pair in met:
        a, b = (index.get(e) for e in pair)
        if a is not None and b is not None:
            barred[a].add(b)
            barred[b].add(a)
    n = len(ranking)
    return [[j for j in range(i + 1, n) if j not in barred[i]] for i in range(n)]


def _straight_down(may_meet: list[list[int]]) -> list[tuple[int, int]]:
    """Each top entrant paired with the closest one below it not met, until one finds nobody.
    If that pairs the whole field it is the top-down answer: no closer partner was allowed at
    any step, and everyone found one."""
    taken = [False] * len(may_meet)
    pairs = []
    for top, below in enumerate(may_meet):
        if taken[top]:
            continue
        other = next((o for o in below if not taken[o]), None)
        if other is None:
            break
        taken[top] = taken[other] = True
        pairs.append((top, other))
    return pairs


def _floated(
    may_meet: list[list[int]], straight: list[tuple[int, int]]
) -> list[tuple[int, int]] | None:
    """The top-down pairing when the straight one gets stuck; None if there is none.

    The top-down draw keeps the first k straight pairs whenever the entrants left after them can
    all be paired (each of those pairs was its top's closest partner, and it leaves the rest a
    pairing). So only the foot of the field goes to networkx, with as few straight pairs given
    back as it needs: the last 1, 2, 4, … until the rest can be paired (the matching costs about
    the cube of the entrants left, and a field of 200 would cost seconds with `_weight`'s large
    numbers). None once all are given back and the whole field still cannot be paired."""
    import networkx as nx

    back = 1
    while True:
        kept = straight[: max(len(straight) - back, 0)]
        rest = _rest(may_meet, kept)
        # Without "weight" every pair counts 1: the most entrants paired, a quick test.
        if nx.is_perfect_matching(rest, nx.max_weight_matching(rest, True)):
            top_down = nx.max_weight_matching(rest, True, weight="top_down")
            return kept + sorted(tuple(sorted(pair)) for pair in top_down)
        if not kept:
            return None
        back *= 2


def _rest(may_meet: list[list[int]], kept: list[tuple[int, int]]):
    """The "may meet" graph of the entrants not in `kept` (ranking indices), each possible pair
    carrying its `_weight` among them as "top_down"."""
    import networkx as nx

    settled = {e for pair in kept for e in pair}
    left = [e for e in range(len(may_meet)) if e not in settled]
    position = {e: i for i, e in enumerate(left)}
    n = len(left)
    shift = (n * n).bit_length()
    graph = nx.Graph()
    graph.add_nodes_from(left)
    graph.add_edges_from(
        (a, b, {"top_down": _weight(position[a], position[b], n, shift)})
        for a in left
        for b in may_meet[a]
        if b in position
    )
    return graph


def _weight(top: int, other: int, n: int, shift: int) -> int:
    """The weight of pairing position `top` with `other` below it, such that the heaviest
    pairing of everyone is the top-down one. A top-down draw settles the highest unpaired entrant
    first and prefers its closest partner: so a pair counts (n - other), the closer the more,
    scaled by 2 ** (shift * (n - 1 - top)), the higher its top the more. The scale makes one pair
    outweigh all pairs whose top is lower together: at most n / 2 pairs each under
    n * 2 ** (shift * (n - 2 - top)), less than 2 ** (shift * (n - 1 - top)) as 2 ** shift > n * n.
    Two pairings of everyone that agree on the pairs of the first k tops first differ at the
    next top (the highest entrant left, in both), and the one giving it the closer partner is
    heavier. Python's integers are exact at any size, and networkx keeps integer weights integer."""
    return (n - other) << (shift * (n - 1 - top))
