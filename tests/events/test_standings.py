"""Standings of a 3-table, 3-round Mitchell (pairs 1-3 North-South, 4-6 East-West), every figure
worked out by hand from the table totals below."""

import re
from fractions import Fraction
from pathlib import Path

import pytest

from scorekeeper.events.movements import mitchell
from scorekeeper.events.progressive import progressive
from scorekeeper.events.standings import (
    DEFAULT_VP_SCALE,
    TableResult,
    standings,
    victory_points,
)

# (round, table, NS pair, EW pair, NS total, EW total), seated as mitchell(3, 3) seats them
TOTALS = [
    (1, 1, 1, 4, 1800, 1850),
    (1, 2, 2, 5, 2500, 1200),
    (1, 3, 3, 6, 2000, 2000),
    (2, 1, 1, 6, 3000, 1500),
    (2, 2, 2, 4, 1600, 2100),
    (2, 3, 3, 5, 2200, 1900),
    (3, 1, 1, 5, 1700, 2300),
    (3, 2, 2, 6, 2400, 2400),
    (3, 3, 3, 4, 2600, 1000),
]
RESULTS = [TableResult(r, t, (ns,), (ew,), a, b) for r, t, ns, ew, a, b in TOTALS]


def table(method, **options):
    return [
        (s.entrant, s.place) for s in standings(RESULTS, 6, method=method, **options)
    ]


def test_the_fixture_is_seated_as_the_mitchell_seats_it():
    seated = [
        (n, t.table, t.ns[0], t.ew[0])
        for n, r in enumerate(mitchell(3, 3).rounds, 1)
        for t in r.tables
    ]
    assert seated == [row[:4] for row in TOTALS]


def test_each_pairs_points_wins_and_margin_add_up_over_the_rounds():
    by_pair = {s.entrant: (s.points, s.wins, s.margin) for s in standings(RESULTS, 6)}
    # pair 1: 1800 + 3000 + 1700 = 6500; won round 2 only; margin -50 + 1500 - 600 = 850
    assert by_pair[1] == (6500, 1, 850)
    # pair 2: 2500 + 1600 + 2400 = 6500; won, lost, drew = 1.5; margin 1300 - 500 + 0 = 800
    assert by_pair[2] == (6500, Fraction(3, 2), 800)
    # pair 3: 2000 + 2200 + 2600 = 6800; drew, won, won = 2.5; margin 0 + 300 + 1600 = 1900
    assert by_pair[3] == (6800, Fraction(5, 2), 1900)
    # pair 4: 1850 + 2100 + 1000 = 4950; 2 wins; margin 50 + 500 - 1600 = -1050
    assert by_pair[4] == (4950, 2, -1050)
    # pair 5: 1200 + 1900 + 2300 = 5400; 1 win; margin -1300 - 300 + 600 = -1000
    assert by_pair[5] == (5400, 1, -1000)
    # pair 6: 2000 + 1500 + 2400 = 5900; two draws = 1; margin 0 - 1500 + 0 = -1500
    assert by_pair[6] == (5900, 1, -1500)


def test_by_total_points_pairs_level_on_points_are_parted_by_their_margin():
    # 3 (6800); 1 and 2 both 6500: 1's margin 850 beats 2's 800; then 6 (5900), 5 (5400), 4 (4950)
    assert table("points") == [(3, 1), (1, 2), (2, 3), (6, 4), (5, 5), (4, 6)]


def test_by_wins_the_margin_parts_pairs_with_as_many_wins():
    # 3 (2.5), 4 (2), 2 (1.5); 1, 5, 6 one win each, margins 850 > -1000 > -1500
    assert table("wins") == [(3, 1), (4, 2), (2, 3), (1, 4), (5, 5), (6, 6)]


def test_by_victory_points_each_margin_is_looked_up_in_the_scale():
    # Round 1: 50 -> 10/10 (1, 4), 1300 -> 15/5 (2, 5), draw -> 10/10 (3, 6)
    # Round 2: 1500 -> 16/4 (1, 6), 500 -> 13/7 (4, 2), 300 -> 12/8 (3, 5)
    # Round 3: 600 -> 13/7 (5, 1), draw -> 10/10 (2, 6), 1600 -> 16/4 (3, 4)
    vps = {
        s.entrant: s.victory_points
        for s in standings(RESULTS, 6, method="victory_points")
    }
    assert vps == {
        1: 10 + 16 + 7,
        2: 15 + 7 + 10,
        3: 10 + 12 + 16,
        4: 10 + 13 + 4,
        5: 5 + 8 + 13,
        6: 10 + 4 + 10,
    }
    assert table("victory_points") == [(3, 1), (1, 2), (2, 3), (4, 4), (5, 5), (6, 6)]


def test_an_edited_scale_changes_the_victory_points():
    scale = ((0, 1, 1), (1, 2, 0))  # a win is 2, a draw 1 each, a loss 0
    assert victory_points(50, scale) == (2, 0) and victory_points(0, scale) == (1, 1)
    vps = {
        s.entrant: s.victory_points
        for s in standings(RESULTS, 6, method="victory_points", scale=scale)
    }
    assert vps[3] == 1 + 2 + 2 and vps[6] == 1 + 0 + 1


def test_a_scale_that_does_not_start_at_zero_is_refused():
    with pytest.raises(ValueError):
        standings(RESULTS, 6, method="victory_points", scale=((100, 11, 9),))


def test_entrants_equal_on_every_count_share_their_place():
    level = [
        TableResult(1, 1, (1,), (2,), 2000, 2000),
        TableResult(1, 2, (3,), (4,), 2500, 1000),
    ]
    assert [(s.entrant, s.place) for s in standings(level, 4)] == [
        (3, 1),
        (1, 2),
        (2, 2),
        (4, 4),
    ]


def test_a_bye_scores_the_pairs_own_average_by_default_or_nothing():
    # Five pairs, pair 3 sits out round 1 and plays 2200 (won by 300) and 2600 (won by 1600)
    played = [r for r in RESULTS if r.round > 1 and 6 not in r.ew]
    with_average = {s.entrant: s for s in standings(played, 5, byes=[3])}[3]
    assert with_average.played == 2 and with_average.byes == 1
    assert with_average.points == 2200 + 2600 + (2200 + 2600) / 2 == 7200
    assert with_average.wins == 3 and with_average.margin == 1900 + 950
    nothing = {
        s.entrant: s for s in standings(played, 5, byes=[3], bye_rule="nothing")
    }[3]
    assert nothing.points == 4800 and nothing.wins == 2


def test_in_a_progressive_each_player_scores_the_partnerships_totals():
    results = [
        TableResult(1, 1, (1, 2), (3, 4), 2100, 1900),
        TableResult(2, 1, (1, 3), (2, 4), 1500, 2500),
    ]
    by_player = {s.entrant: (s.points, s.wins) for s in standings(results, 4)}
    # player 1: 2100 + 1500 = 3600, one win; player 2: 2100 + 2500 = 4600, two wins
    assert by_player == {
        1: (3600, 1),
        2: (4600, 2),
        3: (1900 + 1500, 0),
        4: (1900 + 2500, 1),
    }


def test_the_default_scale_in_events_md_is_the_one_the_standings_use():
    text = (Path(__file__).resolve().parents[2] / "docs" / "events.md").read_text()
    written = text.split("a margin under 100 is 10-10, ", 1)[1].split(".\n", 1)[0]
    rows = [
        tuple(map(int, re.match(r"(?:from )?(\d+) (\d+)-(\d+)", part).groups()))
        for part in written.replace("\n", " ").split(", ")
    ]
    assert ((0, 10, 10), *rows) == DEFAULT_VP_SCALE


# A progressive of 8 players over 3 rounds, seated as progressive(2, 3) seats them:
# (round, table, NS players, EW players, NS total, EW total)
PROGRESSIVE = [
    (1, 1, (1, 2), (3, 4), 2000, 1500),
    (1, 2, (5, 6), (7, 8), 1800, 1800),
    (2, 1, (1, 3), (2, 5), 1200, 2200),
    (2, 2, (4, 7), (6, 8), 2500, 1000),
    (3, 1, (1, 5), (3, 7), 3000, 2000),
    (3, 2, (2, 8), (4, 6), 1700, 1900),
]


def test_the_progressive_fixture_is_seated_as_the_rotation_seats_it():
    seated = [
        (n, t.table, t.ns, t.ew)
        for n, r in enumerate(progressive(2, 3).rounds, 1)
        for t in r.tables
    ]
    assert seated == [row[:4] for row in PROGRESSIVE]


def test_a_progressive_of_eight_players_ranks_each_player_by_her_partnerships_totals():
    results = [TableResult(*row) for row in PROGRESSIVE]
    by_player = {s.entrant: (s.points, s.wins, s.margin) for s in standings(results, 8)}
    assert by_player == {
        1: (2000 + 1200 + 3000, 2, 500 - 1000 + 1000),  # won, lost, won
        2: (2000 + 2200 + 1700, 2, 500 + 1000 - 200),  # won, won, lost
        3: (1500 + 1200 + 2000, 0, -500 - 1000 - 1000),
        4: (1500 + 2500 + 1900, 2, -500 + 1500 + 200),
        5: (1800 + 2200 + 3000, Fraction(5, 2), 0 + 1000 + 1000),  # drew, won, won
        6: (1800 + 1000 + 1900, Fraction(3, 2), 0 - 1500 + 200),
        7: (1800 + 2500 + 2000, Fraction(3, 2), 0 + 1500 - 1000),
        8: (1800 + 1000 + 1700, Fraction(1, 2), 0 - 1500 - 200),
    }
    # points: 5 (7000), 7 (6300), 1 (6200), 2 and 4 on 5900 (margin 1300 > 1200), 6 and 3 on 4700
    # (margin -1300 > -2500), 8 (4500)
    assert [s.entrant for s in standings(results, 8)] == [5, 7, 1, 2, 4, 6, 3, 8]
    # wins: 5 (2.5); 2, 4, 1 on two (margins 1300, 1200, 500); 7, 6 on 1.5 (500, -1300); 8; 3
    wins = standings(results, 8, method="wins")
    assert [s.entrant for s in wins] == [5, 2, 4, 1, 7, 6, 8, 3]
