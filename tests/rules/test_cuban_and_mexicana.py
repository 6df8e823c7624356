"""Cuban Canasta and Mexicana (rules reference §11, §12, W15): numbers worked out by hand from the rules."""

import pytest

from rules.builders import items, meld, problems, rules, score, side
from scorekeeper.rules import minimum_meld


def w15_a():
    # natural 10 x7 (70), wild JK x4 + 2 x3 (200 + 60 = 260); partner holds 6, 6; all four black threes captured
    return side(
        meld("10", 7),
        meld("wild", 0, twos=3, jokers=4),
        red_threes=3,
        black_threes=4,
        went_out=True,
        in_hand={"6": 2},
    )


def w15_b():
    # J x4 (40), 7-7-7 (15), no canasta; holds K, K, A, 5 (10 + 10 + 20 + 5 = 45)
    return side(
        meld("J", 4), meld("7", 3), red_threes=1, in_hand={"K": 2, "A": 1, "5": 1}
    )


def test_w15_cuban_wild_canasta_of_four_jokers_3000_three_red_threes_500_all_black_threes_100():
    # A: 70 + 260 - 10 + 500 + 3000 + 500 (three red threes) + 100 (going out) + 100 (black threes) = 4520
    # B: 40 + 15 - 45 - 100 (one red three, no canasta: minus) = -90
    assert score("cuban", w15_a(), w15_b()) == [4520, -90]


def test_w15_cuban_en_reading_red_threes_of_a_side_without_canasta_are_not_scored():
    # B: 40 + 15 - 45 = 10
    assert score("cuban", w15_a(), w15_b(), red_three_penalty="zero") == [4520, 10]


@pytest.mark.parametrize("red_threes, value", [(1, 100), (2, 300), (3, 500), (4, 1000)])
def test_cuban_red_threes_climb_100_300_500_1000(red_threes, value):
    # K x7 = 70 card points + 500 natural canasta
    assert (
        score("cuban", side(meld("K", 7), red_threes=red_threes), side())[0]
        == 70 + 500 + value
    )


@pytest.mark.parametrize(
    "twos, jokers, cards, bonus",
    [
        (7, 0, 7 * 20, 4000),  # seven deuces
        (3, 4, 3 * 20 + 4 * 50, 3000),  # four jokers and three deuces
        (5, 2, 5 * 20 + 2 * 50, 2000),  # any other make-up
        (4, 3, 4 * 20 + 3 * 50, 2000),
    ],
)
def test_cuban_wild_canastas_score_by_make_up(twos, jokers, cards, bonus):
    assert (
        score("cuban", side(meld("wild", 0, twos=twos, jokers=jokers)), side())[0]
        == cards + bonus
    )


@pytest.mark.parametrize("captured, points", [(1, 5), (2, 10), (3, 15), (4, 100)])
def test_cuban_black_threes_captured_score_5_each_and_100_for_all_four(
    captured, points
):
    # a side with only K-K-K (30): the captured threes count whatever its canastas
    scored = items("cuban", side(meld("K", 3), black_threes=captured), side())[0]
    assert scored["captured_black_threes"] == points
    assert (
        score("cuban", side(meld("K", 3), black_threes=captured), side())[0]
        == 30 + points
    )


def test_cuban_going_out_is_100_with_no_extra_for_concealed():
    out = side(meld("K", 7), went_out=True, concealed=True)
    assert score("cuban", out, side())[0] == 70 + 500 + 100


def test_cuban_melds_hold_at_most_seven_cards():
    assert problems("cuban", side(meld("K", 6, twos=2)), side()) == [
        "hand 1, A: the meld of kings has 8 cards; a meld may hold at most 7"
    ]


def test_cuban_two_packs_hold_four_black_threes():
    assert problems(
        "cuban", side(meld("K", 3), black_threes=4), side(in_hand={"3b": 1})
    ) == [
        "hand 1: 5 black threes are recorded (both sides together), but 2 packs hold only 4"
    ]


def test_black_threes_are_captured_only_in_cuban():
    assert problems("classic", side(meld("K", 3), black_threes=1), side()) == [
        "hand 1, A: black threes are not laid face up in Classic Canasta"
    ]


@pytest.mark.parametrize(
    "total, minimum",
    [(-5, 15), (1495, 50), (2995, 90), (4995, 120), (5000, 150), (7495, 150)],
)
def test_cuban_minimum_is_150_from_5000(total, minimum):
    assert minimum_meld(rules("cuban"), total) == minimum


def test_cuban_plays_to_7500_with_thirteen_cards():
    assert (rules("cuban").target, rules("cuban").deal) == (7500, 13)


def test_mexicana_canasta_of_sevens_is_1000_natural_or_mixed():
    assert score("mexicana", side(meld("7", 7)), side())[0] == 7 * 5 + 1000
    assert (
        score("mexicana", side(meld("7", 5, twos=2)), side())[0]
        == 5 * 5 + 2 * 20 + 1000
    )


def test_mexicana_going_out_needs_two_canastas():
    out = side(meld("K", 7), red_threes=1, went_out=True)
    assert problems("mexicana", out, side()) == [
        "hand 1, A: going out needs 2 canastas, but this side has 1"
    ]


def test_mexicana_going_out_needs_a_red_three_laid_for_each_canasta():
    short = side(meld("K", 7), meld("Q", 7), red_threes=1, went_out=True)
    assert problems("mexicana", short, side()) == [
        "hand 1, A: going out needs 1 red three laid for each canasta: 2 red threes for 2 canastas, "
        "but this side laid 1"
    ]
    out = side(meld("K", 7), meld("Q", 7), red_threes=2, went_out=True)
    assert problems("mexicana", out, side()) == []
    # 70 + 70 + 500 + 500 + 200 (two red threes) + 100 (going out) = 1440
    assert score("mexicana", out, side())[0] == 1440


def test_mexicana_red_threes_are_100_each_even_all_six_unless_the_table_says_otherwise():
    six = side(meld("K", 3), red_threes=6)
    assert score("mexicana", six, side())[0] == 30 + 6 * 100
    assert (
        score("mexicana", six, side(), red_three_all=1200, red_three_table={5: 1000})[0]
        == 30 + 1200
    )
    assert score("mexicana", six, side(), red_three_scale="samba")[0] == 30 + 1000


@pytest.mark.parametrize(
    "red_threes, flat, six_player, samba",
    [(4, 400, 400, 400), (5, 500, 1000, 500), (6, 600, 1200, 1000)],
)
def test_mexicana_red_three_scales(red_threes, flat, six_player, samba):
    threes = side(meld("K", 3), red_threes=red_threes)  # K-K-K: 30 card points
    assert score("mexicana", threes, side())[0] == 30 + flat
    assert (
        score("mexicana", threes, side(), red_three_scale="six_player")[0]
        == 30 + six_player
    )
    assert score("mexicana", threes, side(), red_three_scale="samba")[0] == 30 + samba


def test_mexicana_three_packs_hold_six_jokers():
    assert (
        problems("mexicana", side(meld("K", 4, jokers=3)), side(in_hand={"joker": 3}))
        == []
    )
    assert problems(
        "mexicana", side(meld("K", 4, jokers=3)), side(in_hand={"joker": 4})
    ) == [
        "hand 1: 7 jokers are recorded (both sides together), but 3 packs hold only 6"
    ]


def test_mexicana_defaults_no_source_gives_are_marked_unverified():
    assert {"target", "meld_table"} <= set(rules("mexicana").unverified)
    assert (rules("mexicana").target, minimum_meld(rules("mexicana"), 3000)) == (
        5000,
        120,
    )


def test_cuban_counted_hand_names_its_wild_canastas_and_captured_threes():
    counted = side(
        meld_points=400,
        canastas={"natural": 1, "wild_twos": 1},
        black_threes=2,
        red_threes=2,
        hand_points=15,
    )
    # 400 - 15 + 500 + 4000 + 300 (two red threes) + 10 (two black threes captured) = 5195
    assert score("cuban", counted, side())[0] == 5195


def test_mexicana_counted_going_out_still_needs_a_red_three_per_canasta():
    counted = side(
        meld_points=200,
        canastas={"natural": 1, "sevens": 1},
        red_threes=1,
        went_out=True,
    )
    assert problems("mexicana", counted, side()) == [
        "hand 1, A: going out needs 1 red three laid for each canasta: 2 red threes for 2 canastas, "
        "but this side laid 1"
    ]
