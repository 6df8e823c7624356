"""Hand and Foot: minimum by hand number, books to go out, threes held (rules reference §20, W18)."""

import pytest

from rules.builders import game, meld, problems, rules, side
from scorekeeper.rules import minimum_meld

# 15 + 30 + 70 = 115
W18_OPENING = side(meld("5", 3), meld("Q", 3), meld("K", 2, jokers=1))


@pytest.mark.parametrize("hand, minimum", [(1, 50), (2, 90), (3, 120), (4, 150)])
def test_minimum_meld_follows_the_hand_number_not_the_score(hand, minimum):
    variant = rules("hand-and-foot")
    assert (
        minimum_meld(variant, -500, hand)
        == minimum_meld(variant, 9000, hand)
        == minimum
    )


@pytest.mark.parametrize(
    "requirement, accepted", [(50, True), (90, True), (120, False), (150, False)]
)
def test_w18_an_opening_of_115_is_enough_in_hands_one_and_two_only(
    requirement, accepted
):
    assert (
        problems("hand-and-foot", W18_OPENING, side(), requirements=[requirement, 50])
        == []
    ) == accepted


def w18_a(mixed_books=4):
    naturals = [meld("K", 7), meld("9", 7), meld("5", 7)]  # 70 + 70 + 35 = 175
    mixed = [
        meld("Q", 6, jokers=1),
        meld("J", 5, twos=2),
        meld("A", 5, twos=1, jokers=1),
        meld("4", 6, twos=1),
    ][:mixed_books]  # 110 + 90 + 170 + 50 = 420
    return side(*naturals, *mixed, went_out=True, in_hand={"3r": 1, "3b": 1, "8": 1})


def w18_b():
    # 7 x7 (35), 10 x7 (70), mixed 6 x5 + 2 x2 (65), open J-J-J (30); one player holds JK, A, a red three,
    # the other never reached his foot: red 3, 4, 4, 5, 6, 8, 9, 10, Q, A, 2 (100 points)
    return side(
        meld("7", 7),
        meld("10", 7),
        meld("6", 5, twos=2),
        meld("J", 3),
        in_hand=[
            {"joker": 1, "A": 1, "3r": 1},
            {
                "3r": 1,
                "4": 2,
                "5": 1,
                "6": 1,
                "8": 1,
                "9": 1,
                "10": 1,
                "Q": 1,
                "A": 1,
                "2": 1,
            },
        ],
    )


def hand_and_foot(*sides, **house):
    from rules.builders import score

    return score("hand-and-foot", *sides, **house)


def test_w18_books_and_red_threes_held():
    # A: 175 + 420 - (5 + 10) - 300 + 3 x 500 + 4 x 300 + 100 = 3080
    # B: 35 + 70 + 65 + 30 - (70 + 100) - 2 x 300 + 2 x 500 + 300 = 730
    assert hand_and_foot(w18_a(), w18_b()) == [3080, 730]


def test_w18_pagat_whitnack_red_threes_held_cost_100():
    assert hand_and_foot(w18_a(), w18_b(), red_three_in_hand=100) == [3280, 1130]


def test_going_out_needs_three_natural_and_four_mixed_books():
    assert problems(
        "hand-and-foot", w18_a(mixed_books=3), side(), requirements=[15, 15]
    ) == ["hand 1, A: going out needs 4 mixed canastas, but this side has 3"]


def test_playing_alone_going_out_needs_one_natural_and_two_mixed():
    alone = side(
        meld("K", 7), meld("Q", 6, jokers=1), meld("J", 5, twos=2), went_out=True
    )
    assert (
        problems("hand-and-foot", alone, side(), requirements=[50, 50], players=1) == []
    )


def test_threes_are_never_melded_and_red_threes_are_not_laid():
    assert problems("hand-and-foot", side(meld("K", 7), red_threes=1), side()) == [
        "hand 1, A: red threes are not laid in Hand and Foot: count them among the cards left in hand"
    ]
    assert problems("hand-and-foot", side(meld("3", 3), went_out=True), side())[0] == (
        "hand 1, A: threes are never melded in Hand and Foot"
    )


def test_five_packs_hold_twenty_kings():
    assert (
        problems(
            "hand-and-foot", side(meld("K", 7)), side(meld("K", 7), in_hand={"K": 6})
        )
        == []
    )
    assert problems(
        "hand-and-foot", side(meld("K", 7)), side(meld("K", 7), in_hand={"K": 7})
    ) == [
        "hand 1: 21 kings are recorded (both sides together), but 5 packs hold only 20"
    ]


def test_three_and_four_teams_play_with_seven_packs():
    assert rules("hand-and-foot", sides=3, players=2).decks == 7
    assert rules("hand-and-foot", sides=4, players=2).decks == 7


def counted(points, red_threes_held=0):
    return side(
        meld_points=points, in_hand={"3r": red_threes_held} if red_threes_held else None
    )


def test_a_game_is_four_hands_and_the_highest_total_wins():
    hands = [(counted(200), counted(150))] * 3 + [
        (counted(200, red_threes_held=1), counted(180))
    ]
    result = game("hand-and-foot", *hands)
    # A 3 x 200 + (200 - 300) = 500; B 3 x 150 + 180 = 630
    assert result.totals == (500, 630)
    assert (
        result.finish.finished
        and result.finish.winner == 1
        and result.finish.margin == 130
    )


def test_three_teams_each_get_a_column():
    players = (("a1", "a2"), ("b1", "b2"), ("c1", "c2"))
    result = game(
        "hand-and-foot", (counted(100), counted(50), counted(0)), players=players
    )
    assert result.totals == (100, 50, 0)
    assert result.next_initial_meld == (90, 90, 90)
