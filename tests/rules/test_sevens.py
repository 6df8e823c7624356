"""Canasta ai sette (rules reference §13, W21): numbers worked out by hand from the rules."""

import pytest

from rules.builders import items, meld, problems, score, side


def w21_a():
    # K x7 (70, natural), Q x5 + 2 + JK (50 + 20 + 50 = 120, mixed); partner holds a 9
    return side(
        meld("K", 7), meld("Q", 5, twos=1, jokers=1), went_out=True, in_hand={"9": 1}
    )


def w21_b():
    # unfinished sevens 7 x4 (20), A-A-A (60); one player holds 7, 7, 7, J (25), the other 5, 6 (10)
    return side(
        meld("7", 4),
        meld("A", 3),
        red_threes=2,
        in_hand=[{"7": 3, "J": 1}, {"5": 1, "6": 1}],
    )


def test_w21_a_scores_as_classic():
    # 70 + 120 - 10 + 500 + 300 + 100 = 1080
    assert score("sevens", w21_a(), w21_b())[0] == 1080


def test_w21_b_pays_1500_for_unfinished_sevens_and_500_for_three_sevens_held():
    # 20 + 60 - 25 - 10 - 1500 - 500 + 200 = -1755
    assert score("sevens", w21_a(), w21_b())[1] == -1755
    assert items("sevens", w21_a(), w21_b())[1]["unfinished_melds"] == -1500
    assert items("sevens", w21_a(), w21_b())[1]["held_cards"] == -500


def test_w21_rummy_games_reading_needs_more_than_three_sevens_held():
    # 20 + 60 - 25 - 10 - 1500 + 200 = -1255
    assert score("sevens", w21_a(), w21_b(), held_penalty_threshold=4)[1] == -1255


@pytest.mark.parametrize(
    "sevens_canasta, card_points",
    [
        (meld("7", 7), 7 * 5),
        (meld("7", 5, twos=1, jokers=1), 5 * 5 + 20 + 50),
    ],
)
def test_a_canasta_of_sevens_natural_or_mixed_scores_2000(sevens_canasta, card_points):
    assert score("sevens", side(sevens_canasta), side())[0] == card_points + 2000


def test_an_unfinished_meld_of_sevens_costs_1500_even_with_wild_cards():
    # 7-7-7-2 = 15 + 20 = 35
    assert score("sevens", side(meld("7", 3, twos=1)), side())[0] == 35 - 1500


def test_each_player_holding_three_sevens_costs_500():
    hands = [{"7": 3}, {"7": 3}]  # 6 sevens held: 2 x 15 card points and 2 x 500
    assert (
        score("sevens", side(meld("K", 3), in_hand=hands), side())[0] == 30 - 30 - 1000
    )
    one_player_six = [{"7": 6}, {}]  # one player with six sevens pays once
    assert (
        score("sevens", side(meld("K", 3), in_hand=one_player_six), side())[0]
        == 30 - 30 - 500
    )


def test_count_mode_names_the_unfinished_sevens_and_the_players_holding_them():
    counted = side(
        meld_points=80,
        canastas={"natural": 1},
        unfinished={"sevens": 1},
        players_holding={"7": 2},
        hand_points=40,
    )
    # 80 - 40 + 500 - 1500 - 2 x 500 = -1960
    assert score("sevens", counted, side())[0] == -1960


def test_sevens_count_mode_refuses_an_unfinished_kind_the_rule_set_does_not_charge():
    counted = side(meld_points=80, canastas={"natural": 1}, unfinished={"aces": 1})
    assert problems("sevens", counted, side()) == [
        "hand 1, A: Canasta ai sette charges nothing for unfinished 'aces' melds (it charges for: sevens)"
    ]
