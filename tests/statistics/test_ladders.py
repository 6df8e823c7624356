"""A season's ladder of six club nights, best 4 evenings of at least 3, checked by hand; the
evening's score by victory points a table and by the share of the field beaten; the most
improved and the attendance.

VP a table at nights 1…6 (– absent):
    Ana   12  9 15 10  8 14   best 4: 15 + 14 + 12 + 10 = 51, / 4 = 12.75
    Ben   13 11 12  –  –  –   3 evenings (fewer than 4): 36 / 3 = 12
    Cleo  10 16 11  9 13  –   best 4: 16 + 13 + 11 + 10 = 50, / 4 = 12.5
    Dan    –  –  –  – 18 17   2 evenings: fewer than 3, not yet on the ladder
    Eve    –  – 12 13 14 12   51 / 4 = 12.75
Ladder: Ana and Eve share 1st (12.75; Ana first by more evenings), Cleo 3rd, Ben 4th, then Dan.
Most improved (later half less earlier half, at least 3 evenings):
    Eve  (14 + 12)/2 − (12 + 13)/2 = 13 − 12.5 = +½     Ben  12 − 13 = −1 (middle 11 left out)
    Ana  (10 + 8 + 14)/3 − (12 + 9 + 15)/3 = 32/3 − 12 = −4/3
    Cleo (9 + 13)/2 − (10 + 16)/2 = 11 − 13 = −2 (middle 11 left out)
Attendance of 6 evenings: Ana 6, Cleo 5, Eve 4, Ben 3, Dan 2."""

from fractions import Fraction as F

from scorekeeper.statistics.ladders import (
    EntrantNight,
    Evening,
    LadderLine,
    attendance,
    evening_score,
    evenings_of,
    ladder,
    most_improved,
)

ANA, BEN, CLEO, DAN, EVE = 1, 2, 3, 4, 5
TABLE = {
    ANA: [12, 9, 15, 10, 8, 14],
    BEN: [13, 11, 12, None, None, None],
    CLEO: [10, 16, 11, 9, 13, None],
    DAN: [None, None, None, None, 18, 17],
    EVE: [None, None, 12, 13, 14, 12],
}
SEASON = [
    Evening((f"2026-0{night + 1}-01", night), person, F(score))
    for person, scores in TABLE.items()
    for night, score in enumerate(scores)
    if score is not None
]


def test_six_evenings_best_four_of_at_least_three():
    lines = ladder(SEASON, best=4, at_least=3)
    assert [(line.person, line.place, line.score) for line in lines] == [
        (ANA, 1, F(51, 4)),
        (EVE, 1, F(51, 4)),
        (CLEO, 3, F(25, 2)),
        (BEN, 4, F(12)),
        (DAN, None, None),
    ]
    assert lines[0].counted == (15, 14, 12, 10) and lines[0].played == 6
    assert lines[-1] == LadderLine(DAN, None, None, 2, ())


def test_most_improved_compares_the_later_half_with_the_earlier():
    assert most_improved(SEASON, at_least=3) == [
        (EVE, F(1, 2)),
        (BEN, F(-1)),
        (ANA, F(-4, 3)),
        (CLEO, F(-2)),
    ]


def test_attendance_counts_evenings_of_those_held():
    assert attendance(SEASON, held=6) == [
        (ANA, 6, F(1)),
        (CLEO, 5, F(5, 6)),
        (EVE, 4, F(2, 3)),
        (BEN, 3, F(1, 2)),
        (DAN, 2, F(1, 3)),
    ]


def test_an_evening_by_vp_a_table_and_by_the_share_of_the_field_beaten():
    """33 VP over 3 tables = 11 a table. In a field of 5, second place shared by two: beaten
    5 − 2 − 1 = 2, tied with 1: 100 × (2 + ½) / 4 = 62.5 %. Alone first: 100 × 4/4 = 100 %."""
    pair = EntrantNight((ANA, BEN), 2, 2, 3, F(2400), F(33))
    assert evening_score(pair, 5, "vp") == 11
    assert evening_score(pair, 5, "points") == 800
    assert evening_score(pair, 5, "percent") == F(125, 2)
    assert (
        evening_score(EntrantNight((CLEO,), 1, 1, 3, F(0), F(0)), 5, "percent") == 100
    )


def test_both_players_of_a_pair_get_its_evening_and_a_pair_with_no_table_none():
    night = ("2026-01-01", 1)
    got = evenings_of(
        night,
        [
            EntrantNight((ANA, BEN), 1, 1, 2, F(1000), F(26)),
            EntrantNight((CLEO, DAN), 2, 1, 2, F(800), F(14)),
            EntrantNight((EVE,), 3, 1, 0, F(0), F(0)),  # withdrew before playing
        ],
        "vp",
    )
    assert got == [
        Evening(night, ANA, F(13)),
        Evening(night, BEN, F(13)),
        Evening(night, CLEO, F(7)),
        Evening(night, DAN, F(7)),
    ]
