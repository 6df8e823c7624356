"""Handicaps checked by hand. Past club nights (VP a table): Ana 9 and 10, Ben 8, Cleo 12 and 13,
Dan 14; Eve and Finn none. The field's average: (9 + 10 + 8 + 12 + 13 + 14) / 6 = 66 / 6 = 11.
    Ana & Ben: (9 + 10 + 8) / 3 = 9, handicap 11 − 9 = +2
    Cleo & Dan: (12 + 13 + 14) / 3 = 13, handicap 11 − 13 = −2
    Eve & Finn: no past, 0
Tonight, VP a table: Ana & Ben 10, Cleo & Dan 13, Eve & Finn 11 (actual: Cleo & Dan 1st,
Eve & Finn 2nd, Ana & Ben 3rd). Adjusted: 10 + 2 = 12, 13 − 2 = 11, 11 + 0 = 11: Ana & Ben 1st,
Cleo & Dan and Eve & Finn share 2nd."""

from fractions import Fraction as F

from scorekeeper.statistics.handicaps import (
    CAP,
    adjusted_ranking,
    field_average,
    handicap,
)

ANA, BEN, CLEO, DAN, EVE, FINN = range(1, 7)
PAST = {ANA: [F(9), F(10)], BEN: [F(8)], CLEO: [F(12), F(13)], DAN: [F(14)]}


def test_each_pairs_handicap_is_the_field_average_less_its_own():
    field = field_average(PAST)
    assert field == 11
    assert handicap((ANA, BEN), PAST, field) == 2
    assert handicap((CLEO, DAN), PAST, field) == -2
    assert handicap((EVE, FINN), PAST, field) == 0


def test_a_handicap_is_capped_at_three_vp_a_table():
    """A player who averaged 20 where the field averaged 11: 11 − 20 = −9, capped at −3."""
    assert CAP == 3
    assert handicap((EVE,), {EVE: [F(20)]}, F(11)) == -3
    assert handicap((EVE,), {EVE: [F(2)]}, F(11)) == 3
    assert handicap((EVE,), {EVE: [F(2)]}, None) == 0  # no field yet


def test_the_adjusted_ranking_beside_the_actual_one():
    pairs = {1: (ANA, BEN), 2: (CLEO, DAN), 3: (EVE, FINN)}
    field = field_average(PAST)
    handicaps = {e: handicap(p, PAST, field) for e, p in pairs.items()}
    tonight = {1: F(10), 2: F(13), 3: F(11)}
    assert adjusted_ranking(tonight, handicaps) == [
        (1, 1, F(12), F(2)),
        (2, 2, F(11), F(-2)),
        (3, 2, F(11), F(0)),
    ]
