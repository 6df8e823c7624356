"""A table that could not finish, adjusted by the director (the club's choice): each side its own
average (as for a round sat out), or a fixed split of the scale's top victory points.

Four pairs, two rounds, ranked by victory points on the app's 20-point scale:
    round 1  table 1: pair 1 1000 v pair 3 600, margin 400: 12 VP to 8
             table 2: pair 2 500 v pair 4 500, drawn: 10 VP each, half a win each
    round 2  table 1: pair 1 v pair 4 could not finish: each its own average
             table 2: pair 2 300 v pair 3 200 stopped; split 40/60: 8 VP to 12 (40% and 60% of 20),
                      points and margin as they stood, pair 3 wins on VPs
  pair 1: 1000 + 1000 (average) = 2000 points, margin 400 + 400 = 800, wins 2, VP 12 + 12 = 24
  pair 4: 500 + 500 = 1000, margin 0, wins 1/2 + 1/2 = 1, VP 10 + 10 = 20
  pair 3: 600 + 200 = 800, margin -400 - 100 = -500, wins 0 + 1 = 1, VP 8 + 12 = 20
  pair 2: 500 + 300 = 800, margin 0 + 100 = 100, wins 1/2 + 0 = 1/2, VP 10 + 8 = 18
  ranked by VP, then margin: 1 pair 1 (24), 2 pair 4 (20, margin 0), 3 pair 3 (20, -500), 4 pair 2
"""

from fractions import Fraction

from scorekeeper.events.standings import TableResult, standings

RESULTS = [
    TableResult(1, 1, (1,), (3,), 1000, 600),
    TableResult(1, 2, (2,), (4,), 500, 500),
    TableResult(2, 1, (1,), (4,), 0, 0, adjusted={"rule": "average"}),
    TableResult(2, 2, (2,), (3,), 300, 200, {"rule": "split", "ns": 40, "ew": 60}),
]


def test_an_adjusted_table_scores_the_average_or_the_split_it_was_given():
    ranked = standings(RESULTS, 4, method="victory_points")
    assert [
        (s.entrant, s.place, s.points, s.margin, s.wins, s.victory_points, s.played)
        for s in ranked
    ] == [
        (1, 1, 2000, 800, 2, 24, 2),
        (4, 2, 1000, 0, 1, 20, 2),
        (3, 3, 800, -500, 1, 20, 2),
        (2, 4, 800, 100, Fraction(1, 2), 18, 2),
    ]


def test_an_average_adjustment_is_an_average_even_when_a_bye_scores_nothing():
    by_entrant = {
        s.entrant: s
        for s in standings(RESULTS, 4, method="victory_points", bye_rule="nothing")
    }
    assert by_entrant[1].victory_points == 24 and by_entrant[1].byes == 0
