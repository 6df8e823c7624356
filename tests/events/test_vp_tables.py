"""A Burraco round's match points turned into victory points by the table for its number of
deals (relatives.md §1 "Victory points", §1.3 B3), and a table a tournament publishes, typed as
bands, checked before it is used."""

import pytest

from scorekeeper.events.scales import (
    FIBUR_3_DEALS,
    FIBUR_4_DEALS,
    FIBUR_BY_DEALS,
    TableError,
    bands_of,
    check_bands,
    rows,
)
from scorekeeper.events.standings import (
    DEFAULT_VP_SCALE,
    TableResult,
    standings,
    victory_points,
)


def test_b3_a_round_of_three_deals_810_to_320_is_14_6_and_12_8_on_the_four_deal_table():
    """B3: NS 560 + 290 - 40 = 810, EW 95 - 85 + 310 = 320 over the round's three deals;
    difference 490, in the 3-deal band 355-500: 14-6; in the 4-deal band 305-500: 12-8."""
    ns, ew = 560 + 290 - 40, 95 - 85 + 310
    assert (ns, ew) == (810, 320)
    assert victory_points(ns - ew, rows(FIBUR_BY_DEALS[3])) == (14, 6)
    assert victory_points(ns - ew, rows(FIBUR_BY_DEALS[4])) == (12, 8)


@pytest.mark.parametrize(
    "difference, three, four",
    [
        # each band's edges, from the reference's two rows of difference bands
        (0, (10, 10), (10, 10)),
        (50, (10, 10), (10, 10)),
        (55, (11, 9), (10, 10)),
        (100, (11, 9), (10, 10)),
        (105, (11, 9), (11, 9)),
        (250, (12, 8), (11, 9)),
        (255, (13, 7), (11, 9)),
        (650, (15, 5), (13, 7)),
        (805, (17, 3), (14, 6)),
        (1250, (18, 2), (16, 4)),
        (1505, (20, 0), (18, 2)),
        (2000, (20, 0), (19, 1)),
        (2005, (20, 0), (20, 0)),
    ],
)
def test_both_tables_band_by_band(difference, three, four):
    assert victory_points(difference, rows(FIBUR_3_DEALS)) == three
    assert victory_points(-difference, rows(FIBUR_4_DEALS)) == four


def test_the_reference_gives_no_two_deal_table():
    assert sorted(FIBUR_BY_DEALS) == [3, 4]


def test_every_band_of_both_tables_shares_20_vp_and_the_tables_pass_their_own_check():
    for table in FIBUR_BY_DEALS.values():
        check_bands(table)
        assert {winner + loser for _, _, winner, loser in table} == {20}


def test_a_round_of_three_deals_ranks_by_the_three_deal_table():
    """Three pairs, two rounds of 3 deals, the 3-deal table, a bye scoring nothing:
        round 1: pair 1 810 v pair 2 320 (490, band 355-500: 14-6); pair 3 sits out
        round 2: pair 1 400 v pair 3 1500 (1100, band 1005-1250: 2-18); pair 2 sits out
    pair 3: 18; pair 1: 14 + 2 = 16; pair 2: 6."""
    results = [
        TableResult(1, 1, (1,), (2,), 810, 320),
        TableResult(2, 1, (1,), (3,), 400, 1500),
    ]
    ranked = standings(
        results,
        3,
        byes=[3, 2],
        method="victory_points",
        scale=rows(FIBUR_3_DEALS),
        bye_rule="nothing",
    )
    assert [(s.entrant, s.victory_points) for s in ranked] == [(3, 18), (1, 16), (2, 6)]


def test_a_scale_stored_as_rows_reads_as_bands_up_to_the_next_start():
    assert bands_of(DEFAULT_VP_SCALE)[:2] == ((0, 99, 10, 10), (100, 299, 11, 9))
    assert bands_of(DEFAULT_VP_SCALE)[-1] == (4000, None, 20, 0)


@pytest.mark.parametrize(
    "bands, code, band",
    [
        ((), "empty", 1),
        (((5, 50, 10, 10),), "start", 1),
        (((0, 50, 10, 10), (60, None, 11, 9)), "gap", 2),  # 55 falls in no band
        (((0, 50, 10, 10), (40, None, 11, 9)), "gap", 2),  # overlaps
        (((0, None, 10, 10), (55, None, 11, 9)), "open", 1),
        (((0, 50, 10, 10), (55, 40, 11, 9)), "order", 2),
        (((0, 50, 10, 10), (55, None, 8, 12)), "loser", 2),
        (((0, 50, 12, 8), (55, None, 11, 9)), "falls", 2),
    ],
)
def test_a_typed_table_that_cannot_be_used_is_refused_naming_its_band(
    bands, code, band
):
    with pytest.raises(TableError) as refused:
        check_bands(bands)
    assert (refused.value.code, refused.value.band) == (code, band)
