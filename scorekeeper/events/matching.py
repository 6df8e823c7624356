"""Pairings with no rematch, found in polynomial time (issue 32).

A Swiss round pairs down the ranking, but the entrants who have already met one another can make
the straight pairing impossible anywhere below the top: when the bottom of the field has met all
of itself, someone near the top must float down to it. Trying pairings one by one finds that out
only after exponentially many attempts (a 51-pair evening whose ranking never changed ran out of
any budget by round 20). Instead, each step asks whether the entrants still unpaired can all be
paired with no rematch, which Edmonds' blossom algorithm answers exactly: a maximum matching of
the "may still meet" graph, grown one augmenting path at a time, with odd cycles (blossoms)
shrunk to one vertex while the path is searched. Pure: entrant numbers in, pairs out."""

from collections import deque
from collections.abc import Collection, Sequence


def first_pairing(
    ranking: Sequence[int], met: Collection[frozenset]
) -> list[tuple[int, int]] | None:
    """The pairing a top-down Swiss draw gives: the highest unpaired entrant takes the closest one
    below it that still leaves everyone else a partner they have not met (`met`: frozensets of
    two entrants); None if no pairing of the whole field avoids every rematch."""
    graph = _Graph(ranking, met)
    if graph.straight_down() or graph.fill():
        return graph.top_down(ranking)
    return None


class _Graph:
    """Entrants by ranking index, an edge where two may meet, and a perfect matching kept
    up to date as pairs are settled (settled entrants leave the graph)."""

    def __init__(self, ranking: Sequence[int], met: Collection[frozenset]):
        n = len(ranking)
        index = {entrant: i for i, entrant in enumerate(ranking)}
        barred = [set() for _ in range(n)]
        for pair in met:
            a, b = (index.get(e) for e in pair)
            if a is not None and b is not None:
                barred[a].add(b)
                barred[b].add(a)
        self.n = n
        self.edges = [
            [j for j in range(n) if j != i and j not in barred[i]] for i in range(n)
        ]
        self.mate = [-1] * n
        self.gone = [False] * n

    def straight_down(self) -> bool:
        """Pair each top entrant with the closest one below it not met: True if that pairs the
        whole field. Then it is the answer (no closer partner was allowed at any step); if not,
        it is a good start for `fill`."""
        mate = self.mate
        for v in range(self.n):
            if mate[v] == -1:
                other = next((o for o in self.edges[v] if o > v and mate[o] == -1), -1)
                if other != -1:
                    mate[v], mate[other] = other, v
        return -1 not in mate

    def top_down(self, ranking: Sequence[int]) -> list[tuple[int, int]]:
        """From a perfect matching, the pairing in ranking order: each top entrant takes the
        closest one it may meet whose pairing leaves the rest a perfect matching."""
        free = list(range(self.n))
        pairs = []
        while free:
            top = free.pop(0)
            adjacent = set(self.edges[top])
            other = next(o for o in free if o in adjacent and self.pair_off(top, o))
            free.remove(other)
            pairs.append((ranking[top], ranking[other]))
        return pairs

    def fill(self) -> bool:
        """Grow the matching to a perfect one; False if the graph has none."""
        for v in range(self.n):
            if self.mate[v] == -1 and not self.gone[v] and not self._augment(v):
                return False
        return True

    def pair_off(self, a: int, b: int) -> bool:
        """Settle a v b if the rest can still all be paired; leave things as they were if not.
        Settling a v b frees their old partners, which one augmenting path must rejoin."""
        before = list(self.mate)
        old_a, old_b = self.mate[a], self.mate[b]
        self.gone[a] = self.gone[b] = True
        if old_a == b or self._rejoin(old_a, old_b):
            return True
        self.mate = before
        self.gone[a] = self.gone[b] = False
        return False

    def _rejoin(self, x: int, y: int) -> bool:
        self.mate[x] = self.mate[y] = -1
        return self._augment(x)

    def _augment(self, root: int) -> bool:
        """One augmenting path from the unmatched `root` (Edmonds): breadth first over
        alternating paths; an edge closing an odd cycle shrinks that cycle into its base."""
        n, mate, gone = self.n, self.mate, self.gone
        parent = [-1] * n
        base = list(range(n))
        seen = [False] * n
        seen[root] = True
        queue = deque([root])
        while queue:
            v = queue.popleft()
            for to in self.edges[v]:
                if gone[to] or base[v] == base[to] or mate[v] == to:
                    continue
                if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                    for i in self._blossom(v, to, parent, base):
                        if not seen[i]:
                            seen[i] = True
                            queue.append(i)
                elif parent[to] == -1:
                    parent[to] = v
                    if mate[to] == -1:
                        self._flip(to, parent)
                        return True
                    seen[mate[to]] = True
                    queue.append(mate[to])
        return False

    def _blossom(self, v: int, to: int, parent: list, base: list) -> list[int]:
        """Shrink the odd cycle closed by v-to into its base; the vertices newly inside it."""
        stem = self._common_base(v, to, parent, base)
        inside = [False] * self.n
        self._mark(v, stem, to, parent, base, inside)
        self._mark(to, stem, v, parent, base, inside)
        moved = []
        for i in range(self.n):
            if inside[base[i]]:
                base[i] = stem
                moved.append(i)
        return moved

    def _common_base(self, a: int, b: int, parent: list, base: list) -> int:
        mate, on_path = self.mate, [False] * self.n
        while True:
            a = base[a]
            on_path[a] = True
            if mate[a] == -1:
                break
            a = parent[mate[a]]
        while True:
            b = base[b]
            if on_path[b]:
                return b
            b = parent[mate[b]]

    def _mark(self, v, stem, child, parent, base, inside) -> None:
        mate = self.mate
        while base[v] != stem:
            inside[base[v]] = inside[base[mate[v]]] = True
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    def _flip(self, end: int, parent: list) -> None:
        """Swap matched and unmatched edges along the path ending at `end`."""
        while end != -1:
            previous = parent[end]
            after = self.mate[previous]
            self.mate[end], self.mate[previous] = previous, end
            end = after
