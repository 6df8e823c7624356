"""The minimum initial meld for the next hand, from the side's total (rules reference §3, §23, W1)."""

import pytest

from rules.builders import meld, problems, rules, side
from scorekeeper.rules import minimum_meld


@pytest.mark.parametrize(
    "total, minimum",
    [
        (-5, 15),
        (0, 50),
        (1495, 50),
        (1500, 90),
        (2995, 90),
        (3000, 120),
        (4995, 120),
        (12000, 120),
    ],
)
def test_classic_minimum_by_total(total, minimum):
    assert minimum_meld(rules("classic"), total) == minimum


def test_a_manual_adjustment_off_the_fives_never_falls_into_a_gap():
    # thresholds are "< 1500", so 1497 still asks for 50 and 1502 for 90
    assert minimum_meld(rules("classic"), 1497) == 50
    assert minimum_meld(rules("classic"), 1502) == 90


@pytest.mark.parametrize("total, minimum", [(7495, 120), (7500, 150), (9995, 150)])
def test_six_players_in_two_teams_of_three_need_150_from_7500(total, minimum):
    assert minimum_meld(rules("classic-6p", sides=2, players=3), total) == minimum


def test_six_players_in_three_pairs_keep_the_classic_table():
    assert minimum_meld(rules("classic-6p", sides=3, players=2), 7500) == 120


def test_the_meld_table_is_a_house_rule():
    table = [[None, 15], [0, 50], [1500, 90], [3000, 120], [4000, 150]]
    assert minimum_meld(rules("classic", meld_table=table), 4000) == 150


# W1, the seeds' own example: a side on 1,600 needs 90.
def test_w1_a_side_on_1600_cannot_open_with_65_points():
    # 6-6-6 + K-K-K-2 = 15 + 30 + 20 = 65 < 90
    opening = side(meld("6", 3), meld("K", 3, twos=1))
    assert minimum_meld(rules("classic"), 1600) == 90
    assert problems("classic", opening, side(), requirements=[90, 50]) == [
        "hand 1, A: the melds total 65 points, less than the minimum initial meld of 90"
    ]


def test_w1_a_side_on_1600_can_open_with_95_points():
    # 6-6-6 + A-A-A-2 = 15 + 60 + 20 = 95 >= 90
    opening = side(meld("6", 3), meld("A", 3, twos=1))
    assert problems("classic", opening, side(), requirements=[90, 50]) == []


def test_w1_both_openings_are_enough_below_1500_and_neither_from_3000():
    weak, strong = (
        side(meld("6", 3), meld("K", 3, twos=1)),
        side(meld("6", 3), meld("A", 3, twos=1)),
    )
    assert problems("classic", weak, side(), requirements=[50, 50]) == []
    assert problems("classic", strong, side(), requirements=[50, 50]) == []
    assert problems("classic", weak, side(), requirements=[120, 50]) != []
    assert problems("classic", strong, side(), requirements=[120, 50]) != []


def w4_concealed_from_stock():
    # 7x7 (35) and 8-8-8-2 (50) = 85, below A's 120
    return side(
        meld("7", 7),
        meld("8", 3, twos=1),
        went_out=True,
        concealed=True,
        in_hand={"J": 1, "4": 2},
    )


def test_w4_official_laws_concealed_going_out_from_the_stock_needs_no_minimum():
    assert (
        problems("classic", w4_concealed_from_stock(), side(), requirements=[120, 50])
        == []
    )


def test_w4_with_the_en_reading_the_minimum_applies_to_concealed_going_out_too():
    found = problems(
        "classic",
        w4_concealed_from_stock(),
        side(),
        requirements=[120, 50],
        concealed_waives_minimum=False,
    )
    assert found == [
        "hand 1, A: going out concealed must still reach the minimum initial meld of 120 (only 85 melded)"
    ]
