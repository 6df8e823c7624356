"""Samba and Bolivia: three packs, runs, wild-card canastas (rules reference §15, §16, W12, W13)."""

import pytest

from rules.builders import meld, problems, rules, run, score, side
from scorekeeper.rules import minimum_meld


def w12_a(with_queens=True):
    # samba 5-6-7-8-9-10-J of hearts (15 + 40 = 55), Q x7 (70), A-A-A-2 (80); partner holds K, 4, JK (65)
    melds = [run("5", 7), meld("A", 3, twos=1)] + (
        [meld("Q", 7)] if with_queens else []
    )
    return side(
        *melds, red_threes=3, went_out=True, in_hand={"K": 1, "4": 1, "joker": 1}
    )


def w12_b():
    # mixed 8 x6 + 2 (80), 9-9-9 (30); hands Q, Q, 7 (25) and A, 2, black three (45)
    return side(
        meld("8", 6, twos=1),
        meld("9", 3),
        red_threes=2,
        in_hand={"Q": 2, "7": 1, "A": 1, "2": 1, "3b": 1},
    )


def test_w12_a_samba_is_worth_1500_and_going_out_200():
    # A: 55 + 70 + 80 - 65 + 1500 + 500 + 200 + 300 (two canastas: red threes plus) = 2640
    assert score("samba", w12_a(), w12_b())[0] == 2640


def test_w12_red_threes_count_minus_until_the_side_can_go_out():
    # B has one canasta of the two it needs: 80 + 30 - 25 - 45 + 300 - 200 = 140
    assert score("samba", w12_a(), w12_b())[1] == 140


def test_w12_a_samba_alone_is_one_canasta_of_the_two_needed_to_go_out():
    assert problems("samba", w12_a(with_queens=False), w12_b()) == [
        "hand 1, A: going out needs 2 canastas, but this side has 1"
    ]


def test_samba_all_six_red_threes_are_worth_1000():
    two_canastas = side(meld("K", 7), meld("Q", 7), red_threes=6)
    assert score("samba", two_canastas, side())[0] == 70 + 70 + 1000 + 1000
    assert (
        score("samba", side(meld("K", 7), red_threes=6), side())[0] == 70 + 500 - 1000
    )


def test_samba_pagat_switch_any_red_three_held_costs_750_once():
    holding = side(meld("K", 3), in_hand={"3r": 2})
    assert score("samba", holding, side())[0] == 30
    assert score("samba", holding, side(), red_three_held_flat=750)[0] == 30 - 750


def test_samba_has_no_extra_for_going_out_concealed():
    out = side(meld("K", 7), meld("Q", 7), went_out=True, concealed=True)
    assert score("samba", out, side())[0] == 140 + 1000 + 200


@pytest.mark.parametrize(
    "total, minimum", [(-5, 15), (1495, 50), (2995, 90), (6995, 120), (7000, 150)]
)
def test_samba_minimum_meld_rises_to_150_at_7000(total, minimum):
    assert minimum_meld(rules("samba"), total) == minimum


def test_samba_hoyle_160_is_the_meld_table_house_rule():
    table = [[None, 15], [0, 50], [1500, 90], [3000, 120], [7000, 160]]
    assert minimum_meld(rules("samba", meld_table=table), 7000) == 160


@pytest.mark.parametrize(
    "bad, message",
    [
        (
            meld("K", 3, twos=2, jokers=1),
            "the meld of kings has 3 wild cards; a meld may hold at most 2 wild cards",
        ),
        (run("5", 8), "a run has 3 to 7 cards, not 8"),
        (run("Q", 4), "a run of 4 from Q would go past the ace"),
        (run("3", 3), "a run starts at a card from 4 to Q, not 3"),
    ],
)
def test_samba_melds_are_checked(bad, message):
    assert problems("samba", side(bad), side()) == [f"hand 1, A: {message}"]


def test_three_packs_hold_six_jokers_and_six_red_threes():
    assert (
        problems(
            "samba",
            side(meld("K", 4, jokers=2), red_threes=6),
            side(in_hand={"joker": 4}),
        )
        == []
    )
    assert problems("samba", side(red_threes=4), side(red_threes=3)) == [
        "hand 1: 7 red threes are recorded (both sides together), but 3 packs hold only 6"
    ]


def test_runs_are_refused_outside_the_samba_family():
    assert problems("classic", side(run("5", 3)), side()) == [
        "hand 1, A: runs (sequences) are not played in Classic Canasta"
    ]


def w13_a(with_escalera=True):
    # escalera 7-8-9-10-J-Q-K of spades (5 + 60 = 65), bolivia JK x2 + 2 x5 (200), mixed A x5 + JK + 2 (170);
    # partner holds a black three and a 9
    melds = [meld("wild", 0, twos=5, jokers=2), meld("A", 5, twos=1, jokers=1)]
    melds += [run("7", 7, "spades")] if with_escalera else [meld("K", 7)]
    return side(*melds, red_threes=2, went_out=True, in_hand={"3b": 1, "9": 1})


def w13_b():
    # natural 6 x7 (35), unfinished wild meld JK x2 + 2 x2 (140); holds 3b, 3b, Q
    return side(
        meld("6", 7),
        meld("wild", 0, twos=2, jokers=2),
        red_threes=1,
        in_hand={"3b": 2, "Q": 1},
    )


def test_w13_bolivia_2500_escalera_1500_and_black_threes_held_cost_100():
    # A: 65 + 200 + 170 - 10 - 100 + 1500 + 2500 + 300 + 200 + 200 = 5025
    # B: 35 + 140 - 10 - 200 + 500 - 100 (one canasta: red three minus) = 365
    assert score("bolivia", w13_a(), w13_b()) == [5025, 365]


def test_w13_going_out_in_bolivia_needs_an_escalera():
    assert problems("bolivia", w13_a(with_escalera=False), w13_b()) == [
        "hand 1, A: going out needs 1 escalera canasta, but this side has 0"
    ]


def test_bolivia_red_threes_switch_to_the_full_going_out_requirement():
    two_without_escalera = side(meld("K", 7), meld("Q", 7), red_threes=1)
    assert score("bolivia", two_without_escalera, side())[0] == 140 + 1000 + 100
    assert (
        score(
            "bolivia",
            two_without_escalera,
            side(),
            red_three_penalty_if="short_of_going_out",
        )[0]
        == 140 + 1000 - 100
    )


def test_bolivia_plays_to_15000():
    assert rules("bolivia").target == 15000 and rules("samba").target == 10000


def test_a_bolivia_holds_at_most_seven_wild_cards():
    assert problems("bolivia", side(meld("wild", 0, twos=6, jokers=2)), side()) == [
        "hand 1, A: a meld of wild cards has 3 to 7 cards, not 8"
    ]
