"""An event's results as the paper prints them (events/results.py): the ranking, each round's
tables and each entrant's rounds, from the standings and table states alone.

The events are tests/event_games.py's, worked out by hand there; here the tables' states are
written out as the board would hold them."""

from fractions import Fraction

from event_games import PLAYERS
from factories import PAIRS

from scorekeeper.events.movements import mitchell
from scorekeeper.events.progressive import progressive
from scorekeeper.events.results import results
from scorekeeper.events.round_results import TableState
from scorekeeper.events.standings import TableResult, standings

PAIR_STATES = [
    TableState(1, 1, "finished", 3, (450, 300)),
    TableState(1, 2, "finished", 3, (250, 600)),
    TableState(2, 1, "finished", 3, (600, 600)),
    TableState(2, 2, "paper", 1, (900, 1200)),
]


def ranked(states, movement, method="points", byes=()):
    counted = [
        TableResult(s.round, s.table, seat.ns, seat.ew, *s.totals)
        for s in states
        if s.state in ("finished", "paper")
        for seat in [movement.rounds[s.round - 1].tables[s.table - 1]]
    ]
    return standings(counted, movement.entrants, byes, method=method)


def test_the_ranking_carries_names_players_and_exact_figures():
    movement = mitchell(2, 2)
    table = results(ranked(PAIR_STATES, movement, "wins"), PAIR_STATES, movement, PAIRS)
    assert [
        (r.place, r.name, r.players, r.wins, r.margin, r.points) for r in table.ranking
    ] == [
        (1, "Pair 4", ("P4a", "P4b"), Fraction(3, 2), 350, 1200),
        (2, "Pair 1", ("P1a", "P1b"), Fraction(3, 2), 150, 1050),
        (3, "Pair 3", ("P3a", "P3b"), 1, 150, 1500),
        (4, "Pair 2", ("P2a", "P2b"), 0, -650, 1150),
    ]


def test_each_round_lists_its_tables_with_their_state():
    movement = mitchell(2, 2)
    table = results(ranked(PAIR_STATES, movement), PAIR_STATES, movement, PAIRS)
    assert [
        (t.round, t.table, t.ns, t.ns_total, t.ew, t.ew_total, t.state)
        for t in table.tables
    ] == [
        (1, 1, "Pair 1", 450, "Pair 3", 300, "finished"),
        (1, 2, "Pair 2", 250, "Pair 4", 600, "finished"),
        (2, 1, "Pair 1", 600, "Pair 4", 600, "finished"),
        (2, 2, "Pair 2", 900, "Pair 3", 1200, "paper"),
    ]


def test_each_entrant_round_by_round_says_seat_opponents_and_outcome():
    movement = mitchell(2, 2)
    table = results(ranked(PAIR_STATES, movement), PAIR_STATES, movement, PAIRS)
    fourth = [r for r in table.rounds if r.number == 4]
    assert [
        (r.round, r.table, r.seat, r.opponents, r.own, r.against, r.result)
        for r in fourth
    ] == [
        (1, 2, "ew", "Pair 2", 600, 250, "won"),
        (2, 1, "ew", "Pair 1", 600, 600, "drawn"),
    ]
    third = [r.result for r in table.rounds if r.number == 3]
    assert third == ["lost", "won"]  # 300 v 450, then 1200 v 900 from paper


def test_a_progressive_names_partners_and_byes():
    movement = progressive(1, 2, 5)
    states = [
        TableState(1, 1, "finished", 3, (450, 300)),
        TableState(2, 1, "playing", 1, (100, 200)),
    ]
    table = results(ranked(states, movement, byes=[1]), states, movement, PLAYERS)
    assert [(t.ns, t.ew) for t in table.tables] == [
        ("Bea & Cy", "Dot & Eve"),
        ("Al & Eve", "Cy & Dot"),
    ]
    al = [(r.round, r.seat, r.partner, r.opponents, r.result) for r in table.rounds[:2]]
    assert al == [
        (1, "bye", None, "", "bye"),
        (
            2,
            "ns",
            "Eve",
            "Cy & Dot",
            "playing",
        ),  # round 2 still playing: counts nothing yet
    ]
    # Al played no counted round: his bye averages nothing, so he ranks last with 0.
    assert [(r.name, r.points) for r in table.ranking][-1] == ("Al", 0)


def test_a_started_round_without_results_lists_no_outcome_yet():
    movement = mitchell(2, 2)
    states = [
        TableState(1, 1, "waiting", 0, (0, 0)),
        TableState(1, 2, "playing", 2, (250, 90)),
    ]
    table = results(ranked(states, movement), states, movement, PAIRS)
    assert {r.result for r in table.rounds} == {"waiting", "playing"}
    assert [r.place for r in table.ranking] == [
        1,
        1,
        1,
        1,
    ]  # nothing counted: all share first
