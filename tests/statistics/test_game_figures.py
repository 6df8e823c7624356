"""One game in figures, read like the score pad: each figure counted here by hand from the hands."""

import pytest
from sheet_games import classic_record

from scorekeeper.statistics.game_figures import (
    game_figures,
    hand_minutes,
    rounded_average,
)
from scorekeeper.statistics.summary import summarise


@pytest.fixture(scope="module")
def classic():
    """The five scripted Classic hands of tests/sheet_games.py, scored by the engine."""
    return game_figures(summarise(classic_record()))


def side(figures, name):
    return next(s for s in figures["sides"] if s["name"] == name)


def test_canastas_are_counted_by_kind_in_the_engines_order(classic):
    # Us: natural K (hand 1), A (3), Q (4), 6 (5) = 4; mixed Q+2 deuces (1), 10+joker (3), J+2 deuces and
    # K+joker (4) = 4. Them: natural nines (2) = 1; mixed J+joker+2 deuces (2) = 1.
    assert [k["label"] for k in classic["kinds"]] == ["natural", "mixed"]
    assert side(classic, "Us")["canastas"] == [4, 4]
    assert side(classic, "Them")["canastas"] == [1, 1]


def test_red_threes_are_added_up_over_the_hands(classic):
    # Us 2 + 1 + 4 + 1 + 0 = 8; Them 1 + 0 + 0 + 2 + 1 = 4.
    assert (side(classic, "Us")["red_threes"], side(classic, "Them")["red_threes"]) == (
        8,
        4,
    )


def test_going_out_counts_each_time_and_the_concealed_times_apart(classic):
    # Us went out in hands 1, 3, 4 and 5, never concealed; Them once, concealed, in hand 2.
    assert (
        side(classic, "Us")["went_out"],
        side(classic, "Us")["went_out_concealed"],
    ) == (4, 0)
    assert (
        side(classic, "Them")["went_out"],
        side(classic, "Them")["went_out_concealed"],
    ) == (1, 1)


def test_biggest_and_average_hand_are_the_sides_hand_totals(classic):
    # Us: 1290, −180, 2005, 1570, 735: biggest 2005; 5420 / 5 = 1084.
    # Them: 185, 1215, −35, 220, 160: biggest 1215; 1745 / 5 = 349.
    assert (side(classic, "Us")["biggest"], side(classic, "Us")["average"]) == (
        2005,
        1084,
    )
    assert (side(classic, "Them")["biggest"], side(classic, "Them")["average"]) == (
        1215,
        349,
    )


def test_hands_above_and_below_zero(classic):
    # Us below zero in hand 2 only (−180); Them in hand 3 only (−35).
    assert (side(classic, "Us")["above_zero"], side(classic, "Us")["below_zero"]) == (
        4,
        1,
    )
    assert (
        side(classic, "Them")["above_zero"],
        side(classic, "Them")["below_zero"],
    ) == (4, 1)


def counted(score, canastas=None, went_out=False, concealed=False, red_threes=0):
    """One side's hand as the summary gives it, built by hand."""
    return {
        "score": score,
        "canastas": canastas or {},
        "went_out": went_out,
        "concealed": concealed,
        "red_threes": red_threes,
    }


def test_a_hand_of_exactly_zero_is_neither_above_nor_below_and_the_rule_sets_names_label_the_kinds():
    summary = {
        "sides": [{"name": "Ada"}, {"name": "Bo"}],
        "variant": {"kind_names": {"natural": "pure"}},
        "hands": [
            {"sides": [counted(0, {"natural": 1}), counted(-5)]},
            {"sides": [counted(10, {"wild": 1}), counted(0)]},
        ],
    }
    figures = game_figures(summary)
    # Mini's name; the engine's label
    assert [k["label"] for k in figures["kinds"]] == ["pure", "wild cards"]
    ada, bo = figures["sides"]
    assert (
        ada["above_zero"],
        ada["below_zero"],
        bo["above_zero"],
        bo["below_zero"],
    ) == (1, 0, 0, 1)
    # (0 + 10) / 2 = 5; (−5 + 0) / 2 = −2.5, away from zero
    assert (ada["average"], bo["average"]) == (5, -3)


def test_a_game_without_hands_has_no_biggest_or_average():
    figures = game_figures({"sides": [{"name": "Ada"}], "variant": {}, "hands": []})
    assert (
        figures["hands"] == 0
        and figures["sides"][0]["biggest"] is None
        and figures["sides"][0]["average"] is None
    )


@pytest.mark.parametrize(
    "values, average",
    [
        ([5, 10], 8),  # 7.5 rounds up
        ([-5, -10], -8),  # −7.5 rounds away from zero
        ([1, 2, 2], 2),  # 5 / 3 = 1.67
        ([1, 1, 2], 1),  # 4 / 3 = 1.33
        ([], None),
    ],
)
def test_averages_are_whole_numbers(values, average):
    assert rounded_average(values) == average


STARTED = "2026-11-20T19:30:00+00:00"


def test_each_hand_takes_the_time_since_the_save_before_it_to_the_nearest_minute():
    saved = [
        "2026-11-20T19:42:10+00:00",  # 12 min 10 s after the game was created: 12
        "2026-11-20T19:55:40+00:00",  # 13 min 30 s: 14 (half a minute rounds up)
        "2026-11-20T20:07:00+00:00",  # 11 min 20 s: 11
        "2026-11-20T20:07:02+00:00",  # 2 s: saved together with the one before (an import), unknown
        "2026-11-20T23:30:00+00:00",  # 3 h 23 min: a break, not a hand
        "2026-11-20T23:39:31.5+00:00",  # 9 min 31.5 s: 10
    ]
    assert hand_minutes(STARTED, saved) == [12, 14, 11, None, None, 10]


def test_the_figures_give_the_average_and_longest_known_hand_time():
    summary = {
        "sides": [{"name": "Ada"}],
        "variant": {},
        "hands": [
            {"sides": [counted(100)]},
            {"sides": [counted(50)]},
            {"sides": [counted(75)]},
        ],
    }
    figures = game_figures(
        summary,
        STARTED,
        ["2026-11-20T19:42:00+00:00", "2026-11-20T19:56:00+00:00", None],
    )
    # 12 and 14 minutes known, the third hand's save time missing: average 13, longest 14.
    assert figures["minutes"] == [
        {"hand": 1, "minutes": 12},
        {"hand": 2, "minutes": 14},
        {"hand": 3, "minutes": None},
    ]
    assert (figures["average_minutes"], figures["longest"]) == (13, 14)


# Missing, unreadable, no zone
@pytest.mark.parametrize("started", [None, "", "yesterday", "2026-11-20T19:30:00"])
def test_a_game_start_that_cannot_be_compared_leaves_the_first_hand_unknown(started):
    assert hand_minutes(
        started, ["2026-11-20T19:42:00+00:00", "2026-11-20T19:50:00+00:00"]
    ) == [None, 8]
