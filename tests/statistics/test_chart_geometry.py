"""The running-total chart's numbers: where each side's totals, the axes, the target and the initial-meld
bands fall in the drawing. Every coordinate is worked out here by hand from the frame's size.

(No __init__.py in this folder: as a package it would be called `statistics` and hide Python's own.)
"""

import pytest

from scorekeeper.statistics.chart_geometry import (
    PHONE,
    Frame,
    hand_bands,
    hand_labels,
    running_total_chart,
    ticks,
)
from scorekeeper.statistics.chart_marks import DASHES, MARKERS, marker_path

CLASSIC_TABLE = [[None, 15], [0, 50], [1500, 90], [3000, 120]]


def game(
    totals_by_side,
    target=5000,
    table=CLASSIC_TABLE,
    basis="score",
    hands_in_game=0,
    names=("Us", "Them"),
):
    """A summary as `summary.summarise` gives it, with only what the chart reads: the totals after each hand."""
    hands = [
        {"number": n, "sides": [{"total": side[n - 1]} for side in totals_by_side]}
        for n in range(1, len(totals_by_side[0]) + 1)
    ]
    return {
        "sides": [{"name": name} for name in names[: len(totals_by_side)]],
        "hands": hands,
        "target": target,
        "hands_in_game": hands_in_game,
        "variant": {"meld_table": table, "meld_basis": basis},
    }


# Classic, the first three hands of tests/sheet_games.py: Us 1290, 1110, 3115; Them 185, 1400, 1365.
THREE_HANDS = game([[1290, 1110, 3115], [185, 1400, 1365]])


@pytest.fixture
def chart():
    return running_total_chart(THREE_HANDS, PHONE)


def test_the_y_axis_runs_from_zero_to_the_target_in_steps_of_1000(chart):
    # Values 0 … 3115 and the target 5000: steps of 500 would need 10 intervals (more than 6), 1000 needs 5.
    assert [t["value"] for t in chart["y_ticks"]] == [0, 1000, 2000, 3000, 4000, 5000]


def test_the_plot_leaves_room_for_the_widest_label_and_the_hand_numbers(chart):
    # "5000" may be written "5.000" (German): 4 digits of 0.64 em and a grouping mark of 0.32 em,
    # 2.88 em at 11 units: 31.68, plus 6 of gap = 37.68, rounded to 38.
    # Right: 340 − 11 = 329. Top: one line (11). Bottom: 210 − 2 × 11 − 6 = 182.
    assert (chart["left"], chart["right"], chart["top"], chart["bottom"]) == (
        38,
        329,
        11,
        182,
    )


def test_each_hand_is_a_third_of_the_width_further_right(chart):
    # (329 − 38) / 3 hands = 97 units per hand, from x = 38 at the start.
    assert [t["x"] for t in chart["x_ticks"]] == [135, 232, 329]
    assert [t["hand"] for t in chart["x_ticks"]] == [1, 2, 3]


def y(points):
    """The three-hand chart's y for a total: 182 at 0, 11 at 5000, so 171 / 5000 = 0.0342 units a point."""
    return 182 - points * 0.0342


@pytest.mark.parametrize(
    "side, totals", [(0, [0, 1290, 1110, 3115]), (1, [0, 185, 1400, 1365])]
)
def test_each_sides_line_starts_at_zero_and_passes_through_its_totals(
    chart, side, totals
):
    expected = [(38 + 97 * k, y(total)) for k, total in enumerate(totals)]
    # Us: 182 − 44.118 = 137.882, 182 − 37.962 = 144.038, 182 − 106.533 = 75.467;
    # Them: 182 − 6.327 = 175.673, 182 − 47.88 = 134.12, 182 − 46.683 = 135.317.
    points = chart["series"][side]["points"]
    assert points == [
        (pytest.approx(px, abs=0.01), pytest.approx(py, abs=0.01))
        for px, py in expected
    ]
    assert chart["series"][side]["polyline"].split()[1] == (
        "135,137.88" if side == 0 else "135,175.67"
    )


def test_the_target_line_runs_along_the_top_and_is_labelled_beneath_it(chart):
    # 5000 is the axis's top (y 11): a label above it would leave the drawing, so it goes below, 11 + 11 + 1.
    assert chart["target"] == {"value": 5000, "y": 11, "label_y": 23}


def test_the_meld_bands_follow_the_classic_table(chart):
    # Below 0 (15) does not show on an axis from 0. 0–1500: 50, from y 182 up to 182 − 51.3 = 130.7;
    # 1500–3000: 90, up to 182 − 102.6 = 79.4; 3000 and over: 120, up to the top (11).
    bands = [(b["minimum"], b["y"], b["height"]) for b in chart["bands"]]
    # Across the whole plot
    assert all((b["x"], b["width"]) == (38, 329 - 38) for b in chart["bands"])
    assert bands == [
        (50, pytest.approx(130.7), pytest.approx(51.3)),
        (90, pytest.approx(79.4), pytest.approx(51.3)),
        (120, 11, pytest.approx(68.4)),
    ]
    assert [b["shade"] for b in chart["bands"]] == [1, 0, 1]  # neighbours shaded apart


def test_negative_totals_take_the_axis_below_zero_with_the_below_zero_band():
    chart = running_total_chart(game([[-180, 1110], [185, 1400]]), PHONE)
    # −180 needs one step below 0: −1000 … 5000 is 6 steps of 1000.
    assert [t["value"] for t in chart["y_ticks"]] == [
        -1000,
        0,
        1000,
        2000,
        3000,
        4000,
        5000,
    ]
    # "−1.000": a minus sign (0.84 em), 4 digits (2.56 em) and a grouping mark (0.32 em) = 3.72 em,
    # 40.92 units, plus 6 = 46.92, rounded to 47. 171 units over 6000 points: 0 sits at 182 − 28.5 = 153.5.
    assert chart["left"] == 47
    assert chart["zero"] == pytest.approx(153.5)
    below = chart["bands"][0]
    assert (below["minimum"], below["y"], below["height"]) == (
        15,
        pytest.approx(153.5),
        pytest.approx(28.5),
    )
    # −180 is 820 above −1000
    assert chart["series"][0]["points"][1][1] == pytest.approx(182 - 820 * 0.0285)


def test_a_game_by_hand_number_has_a_column_of_band_per_hand_and_room_for_all_its_hands():
    # Hand and Foot: four hands, the meld by hand number (50, 90, 120, 150), no target. After one hand of 1235
    # and 800: 0 … 1235 in steps of 500 is 3 intervals (200s would be 7); "1500" may be "1.500", so left 38
    # (as "5000" above), right 329: (329 − 38) / 4 = 72.75 a hand.
    chart = running_total_chart(
        game(
            [[1235], [800]],
            target=0,
            table=[[None, 50], [2, 90], [3, 120], [4, 150]],
            basis="hand_number",
            hands_in_game=4,
        ),
        PHONE,
    )
    assert chart["target"] is None and chart["meld_by_hand"]
    assert [t["hand"] for t in chart["x_ticks"]] == [1, 2, 3, 4]
    assert chart["series"][0]["points"][1][0] == pytest.approx(38 + 72.75)
    # Each band is one hand wide and the plot's height (11 to 182 = 171), labelled at its top right,
    # 8 units in (clear of the last hand's marker on its edge).
    columns = [
        (b["minimum"], b["x"], b["width"], b["y"], b["height"], b["shade"])
        for b in chart["bands"]
    ]
    assert columns == [
        (50, 38, 72.75, 11, 171, 0),
        (90, 110.75, 72.75, 11, 171, 1),
        (120, 183.5, 72.75, 11, 171, 0),
        (150, 256.25, 72.75, 11, 171, 1),
    ]
    assert chart["bands"][0]["label"] == {"x": 38 + 72.75 - 8, "y": 11 + 11}


def test_rows_by_hand_number_cover_the_hands_up_to_the_next_row():
    # Hand 1: 125; hand 2: 155; hands 3 and on: 180 (the three-hand tournament table), over five hands.
    assert hand_bands([[None, 125], [2, 155], [3, 180]], 5) == [
        (1, 1, 125, 0),
        (2, 2, 155, 1),
        (3, 5, 180, 2),
    ]
    # Later rows not reached
    assert hand_bands([[None, 125], [2, 155], [3, 180]], 1) == [(1, 1, 125, 0)]


def test_a_game_without_hands_has_no_chart():
    assert running_total_chart(game([[], []])) is None


def test_every_side_has_its_own_dash_and_marker_so_the_chart_reads_without_colour():
    chart = running_total_chart(
        game([[100], [200], [300], [400]], names=("A", "B", "C", "D")), PHONE
    )
    looks = [(s["dash"], s["marker"]) for s in chart["series"]]
    assert len(set(d for d, _ in looks)) == len(set(m for _, m in looks)) == 4
    assert len(DASHES) == len(MARKERS) == 6  # the most sides any seating has


@pytest.mark.parametrize(
    "low, high, expected",
    [
        (0, 0, [0, 20, 40, 60, 80, 100]),  # nothing scored yet: a 0–100 axis
        (0, 1290, [0, 500, 1000, 1500]),  # 200s would be 7 intervals
        # A small minus still gets its step
        (-40, 5000, [-1000, 0, 1000, 2000, 3000, 4000, 5000]),
        (-1234, 800, [-1500, -1000, -500, 0, 500, 1000]),
        (0, 15000, [0, 5000, 10000, 15000]),  # 2000s would be 8
    ],
)
def test_ticks_are_round_and_at_most_six_intervals(low, high, expected):
    assert ticks(low, high) == expected


@pytest.mark.parametrize(
    "hands, labels",
    [
        (3, [1, 2, 3]),
        (10, list(range(1, 11))),
        (11, [2, 4, 6, 8, 10]),
        (40, [5, 10, 15, 20, 25, 30, 35, 40]),
    ],
)
def test_hand_numbers_are_written_at_most_ten_times(hands, labels):
    assert hand_labels(hands) == labels


def test_a_paper_frame_scales_the_same_game_wider():
    chart = running_total_chart(THREE_HANDS, Frame(620, 130, 9))
    # "5.000": 2.88 em × 9 + 6 = 31.92 → 32; right 620 − 9 = 611; 579 / 3 = 193 a hand.
    assert chart["series"][0]["points"][3][0] == 611
    assert chart["series"][0]["points"][1][0] == pytest.approx(32 + 193, abs=0.01)


@pytest.mark.parametrize(
    "shape, path",
    [
        # Two half arcs of radius 3 about (10, 20)
        ("circle", "M7,20a3,3 0 1,0 6,0a3,3 0 1,0 -6,0Z"),
        ("square", "M7.3,17.3L12.7,17.3L12.7,22.7L7.3,22.7Z"),  # ±0.9 × 3 = ±2.7
        ("diamond", "M10,16.1L13.9,20L10,23.9L6.1,20Z"),  # ±1.3 × 3 = ±3.9
    ],
)
def test_markers_are_path_data_about_their_point(shape, path):
    assert marker_path(shape, 10, 20, 3) == path
