"""Mini canasta: five-card canastas worth 1, 2, 5 and 10, cards left counted by groups, a pure and an
impure canasta both to go out and to score at all, to 30 (rules reference §21, W19). No fives here."""

import pytest

from rules.builders import game, meld, problems, rules, score, side
from scorekeeper.rules import minimum_meld

PURE, IMPURE = meld("K", 5), meld("9", 4, jokers=1)


def test_w19_a_goes_out_with_pure_impure_and_five_deuces():
    a = side(
        PURE,
        IMPURE,
        meld("wild", 0, twos=5),
        went_out=True,
        in_hand=[{}, {"8": 2, "joker": 1}],
    )
    # 2 + 1 + 10 = 13; partner's 8, 8 one group -1 and a joker -3: 13 - 4 = 9
    assert score("mini", a, side())[0] == 2 + 1 + 10 - 1 - 3 == 9


def w19_b(*canastas):
    # hands: JK, 2 (-6), K, K (-1), 7 (-1) and 3, 3 (0), Q, Q, Q (-1); an unfinished meld of fives is thrown away
    return side(
        *canastas,
        meld("5", 3),
        in_hand=[{"joker": 1, "2": 1, "K": 2, "7": 1}, {"3b": 1, "3r": 1, "Q": 3}],
    )


def test_w19_b_counts_its_canastas_because_it_has_both_kinds():
    assert (
        score("mini", side(), w19_b(meld("Q", 5), meld("6", 3, twos=2)))[1]
        == 2 + 1 - 6 - 1 - 1 - 0 - 1
        == -6
    )


def test_w19_b_with_only_pure_canastas_scores_nothing_for_them():
    assert score("mini", side(), w19_b(meld("Q", 5), meld("6", 5)))[1] == 0 - 9


@pytest.mark.parametrize(
    "canasta, points",
    [
        (meld("J", 5), 2),  # pure: five equal naturals
        (meld("J", 4, twos=1), 1),  # impure: one wild card
        (meld("J", 3, twos=1, jokers=1), 1),  # impure: two wild cards
        (meld("wild", 0, twos=2, jokers=3), 5),  # jokers and deuces mixed
        (meld("wild", 0, twos=5), 10),  # five deuces
    ],
)
def test_five_card_canastas_score_small_numbers(canasta, points):
    # beside a pure 7 x5 (2) and an impure 4 x4 + JK (1), so the side has both kinds
    assert (
        score("mini", side(meld("7", 5), meld("4", 4, jokers=1), canasta), side())[0]
        == 2 + 1 + points
    )


def test_a_meld_of_four_is_no_canasta_and_scores_nothing():
    assert score("mini", side(PURE, IMPURE, meld("Q", 4)), side())[0] == 2 + 1


@pytest.mark.parametrize(
    "cards, cost",
    [
        ({"K": 1}, 1),
        ({"K": 3}, 1),
        ({"K": 4}, 2),
        ({"K": 6}, 2),
        ({"K": 7}, 3),
        ({"K": 2, "Q": 1}, 2),
        ({"2": 1}, 3),
        ({"joker": 2}, 6),
        ({"3b": 2, "3r": 1}, 0),
    ],
)
def test_cards_left_cost_one_per_group_of_up_to_three_and_three_per_wild_card(
    cards, cost
):
    assert score("mini", side(in_hand=cards), side())[0] == -cost


def test_groups_are_counted_in_each_players_hand():
    # K, K in one hand and K in the other: two groups, not one
    assert score("mini", side(in_hand=[{"K": 2}, {"K": 1}]), side())[0] == -1 - 1


def test_going_out_needs_a_pure_and_an_impure_canasta():
    assert problems("mini", side(PURE, meld("Q", 5), went_out=True), side()) == [
        "hand 1, A: going out needs 1 pure canasta and 1 impure canasta, but this side has 2 pure and 0 impure"
    ]


def test_going_out_earns_nothing_itself():
    assert score("mini", side(PURE, IMPURE, went_out=True), side())[0] == 2 + 1


def test_a_meld_holds_at_most_two_wild_cards_and_may_open_with_one_natural():
    assert problems("mini", side(meld("K", 1, twos=1, jokers=1)), side()) == []
    assert problems("mini", side(meld("K", 2, twos=2, jokers=1)), side()) == [
        "hand 1, A: the meld of kings has 3 wild cards; a meld may hold at most 2 wild cards"
    ]


def test_counted_entry_takes_points_that_are_not_fives():
    counted = side(canastas={"natural": 1, "mixed": 1}, hand_points=7)
    assert problems("mini", counted, side(hand_points=4), requirements=[0, 0]) == []
    assert score("mini", counted, side(hand_points=4)) == [2 + 1 - 7, -4]


def test_a_counted_entry_has_no_melded_card_points():
    assert problems("mini", side(meld_points=30, canastas={"natural": 1}), side()) == [
        "hand 1, A: melded cards score nothing in Mini canasta: leave the card points melded empty"
    ]


def test_there_is_no_minimum_initial_meld():
    assert minimum_meld(rules("mini"), 29) == 0


def ten_points():
    # pure 2 + impure 1 + five deuces 10 = 13, partner holds a king: 13 - 1 = 12
    return side(
        PURE, IMPURE, meld("wild", 0, twos=5), went_out=True, in_hand=[{}, {"K": 1}]
    )


def test_a_game_to_30_is_won_at_30():
    result = game(
        "mini", [ten_points(), side()], [ten_points(), side()], [ten_points(), side()]
    )
    assert result.totals == (3 * 12, 0)
    assert result.finish.winner == 0 and result.finish.margin == 36


def level_hand():
    # A goes out: pure 2 + impure 1 + jokers-and-deuces 5 = 8; B: pure 2 + impure 1 + another wild canasta 5 = 8
    return [
        side(PURE, IMPURE, meld("wild", 0, twos=2, jokers=3), went_out=True),
        side(meld("Q", 5), meld("8", 4, twos=1), meld("wild", 0, twos=4, jokers=1)),
    ]


def test_level_at_30_or_more_plays_on_until_one_side_is_ahead():
    level = game("mini", *[level_hand()] * 4)
    assert level.totals == (4 * 8, 4 * 8) == (32, 32)
    assert level.finish.finished is False
    # hand 5: A 8 again, B only a pure and an impure canasta: 2 + 1 = 3
    decided = game(
        "mini",
        *[level_hand()] * 4,
        [level_hand()[0], side(meld("Q", 5), meld("8", 4, twos=1))],
    )
    assert decided.totals == (32 + 8, 32 + 3)
    assert decided.finish.winner == 0 and decided.finish.margin == 40 - 35


def test_the_tie_switch_can_share_the_game_instead():
    shared = game("mini", *[level_hand()] * 4, tie_rule="shared")
    assert shared.totals == (32, 32)
    assert (
        shared.finish.finished is True
        and shared.finish.winner is None
        and shared.finish.tied == (0, 1)
    )
