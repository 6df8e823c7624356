"""Victory-point scales an event may take as published, and the order that breaks a tie in a
ranking by victory points: VP, then margin, then head to head, then points."""

import pytest

from scorekeeper.events.scales import FIBUR_3_DEALS, FIBUR_4_DEALS, rows
from scorekeeper.events.standings import (
    TableResult,
    check_scale,
    standings,
    victory_points,
)

FIBUR_3_HANDS, FIBUR_4_HANDS = rows(FIBUR_3_DEALS), rows(FIBUR_4_DEALS)


@pytest.mark.parametrize(
    "margin, figures",
    [
        # FIBUR, 3 hands (puntiburraco.it): 0-50 10-10, 55-150 11-9, 155-250 12-8,
        # 355-500 14-6, 1255-1500 19-1, over 1500 20-0
        (50, (10, 10)),
        (55, (11, 9)),
        (150, (11, 9)),
        (155, (12, 8)),
        (500, (14, 6)),
        (1500, (19, 1)),
        (1505, (20, 0)),
    ],
)
def test_the_italian_federations_three_hand_scale(margin, figures):
    assert victory_points(margin, FIBUR_3_HANDS) == figures


@pytest.mark.parametrize(
    "margin, figures",
    [
        # FIBUR, 4 hands: 0-100 10-10, 105-300 11-9, 905-1100 15-5, 1705-2000 19-1, over 2000 20-0
        (100, (10, 10)),
        (105, (11, 9)),
        (1100, (15, 5)),
        (2000, (19, 1)),
        (2005, (20, 0)),
    ],
)
def test_the_italian_federations_four_hand_scale(margin, figures):
    assert victory_points(-margin, FIBUR_4_HANDS) == figures  # either side's margin


def test_both_federation_scales_are_scales_the_standings_accept():
    check_scale(FIBUR_3_HANDS)
    check_scale(FIBUR_4_HANDS)


def test_pairs_equal_on_vp_and_margin_are_split_by_their_own_meeting():
    """On the app's scale (under 100 10-10, from 100 11-9, from 300 12-8):
        round 1: pair 1 600 v pair 2 400 (200: 11-9); pair 3 500 v pair 4 500 (10-10)
        round 2: pair 1 400 v pair 3 800 (400: 8-12); pair 2 2000 v pair 4 2000 (10-10)
    pair 1: 11 + 8 = 19 VP, margin +200 - 400 = -200, points 1000
    pair 2: 9 + 10 = 19 VP, margin -200 + 0 = -200, points 2400
    pair 3: 10 + 12 = 22; pair 4: 10 + 10 = 20.
    Pairs 1 and 2 are equal on VP and margin; head to head pair 1 scored 11 against pair 2's 9,
    so pair 1 ranks third although pair 2 has more points."""
    results = [
        TableResult(1, 1, (1,), (2,), 600, 400),
        TableResult(1, 2, (3,), (4,), 500, 500),
        TableResult(2, 1, (1,), (3,), 400, 800),
        TableResult(2, 2, (2,), (4,), 2000, 2000),
    ]
    ranked = standings(results, 4, method="victory_points")
    assert [(s.entrant, s.place, s.victory_points) for s in ranked] == [
        (3, 1, 22),
        (4, 2, 20),
        (1, 3, 19),
        (2, 4, 19),
    ]


def test_equal_on_every_count_still_share_the_place():
    """Pairs 1 and 2 never met, each won a table by 200 (11 VP) over pairs 3 and 4 with 600 to
    400: equal on VP, margin, head to head (0 each) and points, so both are first."""
    results = [
        TableResult(1, 1, (1,), (3,), 600, 400),
        TableResult(1, 2, (2,), (4,), 600, 400),
    ]
    ranked = standings(results, 4, method="victory_points")
    assert [(s.entrant, s.place) for s in ranked] == [(1, 1), (2, 1), (3, 3), (4, 3)]
