"""Individual progressive: four players a table, partners changing every round.

The fixed rotation (4N players at N tables) pairs partners by the circle method: one player stays
put while the others turn one place a round, so nobody partners the same player twice in 4N-1
rounds; the round's partnerships sit two by two at tables 1…N (round 1: 1 & 2 against 3 & 4 at
table 1, 5 & 6 against 7 & 8 at table 2…). With one to three players more than the seats,
that many sit out each round in turn (a sliding window over the numbers: nobody sits out twice
before everyone has sat out once) and partners are found by search, never twice in 2N rounds (each
player then still has at least 2N possible new partners among the 4N playing: Dirac's theorem
promises a pairing).

"Winners move up" is a rule given results instead: see `winners_move_up`.
"""

from collections.abc import Sequence

from scorekeeper.events.seating import Movement, Round, SeatingError, Table, check_size


def progressive(tables: int, rounds: int, players: int | None = None) -> Movement:
    """Seat 4N players (or up to three more, sitting out in turn) at N tables for R rounds."""
    check_size(tables, rounds)
    seats = 4 * tables
    players = _field(tables, rounds, seats if players is None else players)
    used: set[frozenset] = set()
    played = []
    for r in range(rounds):
        out = _sitting_out(players, players - seats, r)
        if players == seats:
            pairs = _rotation(seats, r)
        else:
            pairs = _pairing([p for p in range(1, players + 1) if p not in out], used)
        used.update(frozenset(p) for p in pairs)
        tables_ = tuple(
            Table(k + 1, pairs[2 * k], pairs[2 * k + 1]) for k in range(tables)
        )
        played.append(Round(tables_, out))
    return Movement("progressive", tables, players, 2, tuple(played))


def _field(tables: int, rounds: int, players: int) -> int:
    """The players, if N tables seat them and the rounds keep partners new; else why not."""
    seats = 4 * tables
    if not seats <= players <= seats + 3:
        raise SeatingError(
            "movement.players",
            f"{tables} tables seat {seats} to {seats + 3} players, not {players}",
            tables=tables,
            players=players,
        )
    most = seats - 1 if players == seats else 2 * tables
    if rounds > most:
        raise SeatingError(
            "movement.too_many_rounds",
            f"a progressive of {tables} tables and {players} players "
            f"has at most {most} rounds before partners meet again, not {rounds}",
            kind="progressive",
            rounds=rounds,
            most=most,
            tables=tables,
        )
    return players


def _rotation(seats: int, r: int) -> list[tuple[int, int]]:
    """Round r's partnerships by the circle method (positions i and seats-1-i are partners),
    numbered so that round 1 seats 1 & 2 against 3 & 4 at table 1, 5 & 6 against 7 & 8 at table 2…"""
    turning = list(range(1, seats))
    first = [seats] + turning
    order = [p for i in range(seats // 2) for p in (first[i], first[seats - 1 - i])]
    number = {raw: n for n, raw in enumerate(order, 1)}
    ring = [number[p] for p in [seats] + turning[r:] + turning[:r]]
    return [tuple(sorted((ring[i], ring[seats - 1 - i]))) for i in range(seats // 2)]


def _sitting_out(players: int, count: int, r: int) -> tuple[int, ...]:
    """Round r's sit-outs: the next `count` numbers after the previous round's, wrapping round."""
    return tuple(sorted((r * count + k) % players + 1 for k in range(count)))


def _pairing(playing: list[int], used: set) -> list[tuple[int, int]]:
    """Partners for everyone playing, no pair already used: partner greedily, then mend each two left
    over (u, v) through a pairing (x, y) with u-x and v-y both new. Dirac's count promises one while
    everyone has at least half the players as possible new partners (at most 2N rounds)."""
    new = lambda a, b: frozenset((a, b)) not in used  # noqa: E731
    pairs, alone = [], []
    for player in playing:
        partner = next((q for q in alone if new(player, q)), None)
        if partner is None:
            alone.append(player)
        else:
            alone.remove(partner)
            pairs.append((partner, player))
    while alone:
        u, v = alone.pop(), alone.pop()
        if new(u, v):
            pairs.append((v, u))
            continue
        mend = next(
            (
                (i, x, y)
                for i, (a, b) in enumerate(pairs)
                for x, y in ((a, b), (b, a))
                if new(u, x) and new(v, y)
            ),
            None,
        )
        if mend is None:
            raise SeatingError(
                "movement.no_pairing", "no new partners left for everyone"
            )
        i, x, y = mend
        pairs[i : i + 1] = [tuple(sorted((u, x))), tuple(sorted((v, y)))]
    return sorted(pairs)


def winners_move_up(seating: Round, winners: Sequence[str]) -> Round:
    """The next round by "winners move up": at table 1 the winners stay and the losers go to the last
    table; at every other table the losers stay and the winners go up one table. At each table the two
    who stayed then split, each partnering one who arrived, so nobody keeps a partner two rounds
    running. `winners` names "ns" or "ew" for tables 1…N in order (a drawn table: the director says)."""
    tables = sorted(seating.tables, key=lambda t: t.table)
    if seating.sits_out or [t.table for t in tables] != list(range(1, len(tables) + 1)):
        raise SeatingError(
            "movement.winners_tables",
            "winners move up needs tables 1-N full and nobody out",
        )
    if len(winners) != len(tables) or any(w not in ("ns", "ew") for w in winners):
        raise SeatingError(
            "movement.winners",
            "name the winners (ns or ew) of every table",
            tables=len(tables),
        )
    last = len(tables)
    stay, arrive = {}, {}
    for t, won in zip(tables, winners):
        winner, loser = (t.ns, t.ew) if won == "ns" else (t.ew, t.ns)
        if t.table == 1:
            stay[1], arrive[last] = winner, loser
        else:
            stay[t.table], arrive[t.table - 1] = loser, winner
    return Round(
        tuple(
            Table(
                n,
                tuple(sorted((stay[n][0], arrive[n][0]))),
                tuple(sorted((stay[n][1], arrive[n][1]))),
            )
            for n in range(1, last + 1)
        )
    )
