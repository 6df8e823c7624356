"""Three-player cutthroat: who first takes the pile plays alone, the other two are partners for the hand;
each partner scores the partnership's total plus his own red threes (rules reference §6, W10)."""

import pytest

from rules.builders import meld, rules, side
from scorekeeper.rules import (
    Game,
    Hand,
    Side,
    check_hand,
    minimum_meld,
    play,
    score_hand,
)

NAMES = ["L", "P1", "P2"]


def scores(*results, lone_hand=None, **house):
    return [
        s.total
        for s in score_hand(
            rules("cutthroat-3p", 3, **house), Hand(tuple(results), lone_hand=lone_hand)
        )
    ]


def problems(
    *results, lone_hand=None, variant="cutthroat-3p", requirements=(15, 15, 15), **house
):
    hand = Hand(tuple(results), lone_hand=lone_hand)
    return [
        str(p)
        for p in check_hand(
            rules(variant, 3, **house), hand, 1, NAMES, list(requirements), 1
        )
    ]


def w10():
    lone = side(meld("J", 7), meld("K", 3), red_threes=1, in_hand={"4": 1, "5": 1})
    # The partnership's mixed sixes are written half on each partner's result: combined by rank.
    p1 = side(meld("6", 3, twos=1), meld("8", 7), red_threes=2, went_out=True)
    p2 = side(
        meld("6", 2, twos=1), meld("A", 3), red_threes=1, in_hand={"Q": 1, "3b": 1}
    )
    return lone, p1, p2


def test_w10_lone_hand_scores_his_own_melds():
    # L = 70 + 30 - 10 + 500 + 100 = 690
    assert scores(*w10(), lone_hand=0)[0] == 70 + 30 - 10 + 500 + 100 == 690


def test_w10_each_partner_scores_the_partnership_total_plus_his_own_red_threes():
    # partnership: 65 + 70 + 60 - 15 + 300 + 500 + 100 = 1080; P1 + 200, P2 + 100
    partnership = 65 + 70 + 60 - 15 + 300 + 500 + 100
    assert (
        scores(*w10(), lone_hand=0)[1:]
        == [partnership + 200, partnership + 100]
        == [1280, 1180]
    )


def test_w10_next_requirements_come_from_each_players_own_total():
    before = (1450, 2900, -50)
    after = (1450 + 690, 2900 + 1280, -50 + 1180)
    assert after == (2140, 4180, 1130)
    assert [minimum_meld(rules("cutthroat-3p", 3), t) for t in after] == [90, 120, 50]
    assert [minimum_meld(rules("cutthroat-3p", 3), t) for t in before] == [50, 90, 15]


def test_without_a_lone_hand_everyone_scores_alone():
    # the stock ran out before anyone took the pile: K x7 70 + 500; Q x3 30; 9 x3 30 - 10 (a king held)
    alone = [
        side(meld("K", 7)),
        side(meld("Q", 3)),
        side(meld("9", 3), in_hand={"K": 1}),
    ]
    assert scores(*alone) == [70 + 500, 30, 30 - 10]
    assert problems(*alone) == []


def test_partners_melds_of_one_rank_are_one_meld():
    # P1 K x4 and P2 K x3: one natural canasta of kings, 70 + 500 for both partners
    assert scores(side(), side(meld("K", 4)), side(meld("K", 3)), lone_hand=0) == [
        0,
        570,
        570,
    ]


def test_a_partnership_that_never_melded_pays_each_partners_red_threes_to_him_alone():
    # the partnership melded nothing: P1's two red threes -200, P2's none
    assert scores(side(meld("K", 3)), side(red_threes=2), side(), lone_hand=0) == [
        30,
        -200,
        0,
    ]


def test_a_red_three_kept_in_hand_costs_only_the_partner_holding_it():
    held = side(meld("Q", 3), in_hand={"3r": 1})
    # partnership Q x3 30; P1 also loses 500 for his red three kept in hand
    assert scores(side(), held, side(), lone_hand=0) == [0, 30 - 500, 30]


def test_partners_cards_left_count_against_both():
    assert scores(
        side(),
        side(meld("Q", 3), in_hand={"A": 1}),
        side(in_hand={"K": 1}),
        lone_hand=0,
    ) == [0, 30 - 20 - 10, 30 - 20 - 10]


def test_going_out_needs_one_canasta_or_two_by_switch():
    out = [side(), side(meld("K", 7), went_out=True), side(meld("Q", 3))]
    assert problems(*out, lone_hand=0) == []
    assert problems(*out, lone_hand=0, canastas_to_go_out=2) == [
        "hand 1, P1 and P2: going out needs 2 canastas, but this side has 1"
    ]


def test_a_player_going_out_before_anyone_took_the_pile_is_the_lone_hand():
    out = [side(meld("K", 7), went_out=True), side(meld("Q", 3)), side()]
    assert problems(*out) == [
        "hand 1, L: L went out, so the pile was taken or L plays alone: say who took the pile first"
    ]
    assert problems(*out, lone_hand=0) == []


def test_the_partner_who_opens_meets_his_own_minimum():
    opening = [side(), side(meld("Q", 3)), side(meld("K", 3))]
    # Q x3 + K x3 = 60: enough for P2's 50 (P2 opened), not for P1's 90 and P2's 90
    assert problems(*opening, lone_hand=0, requirements=(50, 90, 50)) == []
    assert problems(*opening, lone_hand=0, requirements=(50, 90, 90)) == [
        "hand 1, P1 and P2: the melds total 60 points, less than the minimum initial meld of 90"
    ]


def test_a_player_who_went_out_holds_no_cards_even_with_a_partner():
    out = [
        side(),
        side(meld("K", 7), went_out=True, in_hand={"Q": 1}),
        side(in_hand={"Q": 1}),
    ]
    assert problems(*out, lone_hand=0) == [
        "hand 1, P1: a player who went out has no cards left in hand"
    ]


@pytest.mark.parametrize(
    "lone, message",
    [
        (3, "hand 1: lone hand 3 is not a player of this game (0 to 2)"),
    ],
)
def test_the_lone_hand_is_one_of_the_players(lone, message):
    assert problems(side(), side(), side(), lone_hand=lone) == [message]


def test_three_players_each_alone_have_no_lone_hand():
    assert problems(side(), side(), side(), lone_hand=1, variant="classic-3p") == [
        "hand 1: Classic for three keeps its partnerships: no hand has a lone hand"
    ]


def test_the_game_goes_to_7500():
    variant = rules("cutthroat-3p", 3)
    sides = tuple(Side(n) for n in NAMES)
    five = [meld(r, 7) for r in ("K", "Q", "J", "10", "9")]
    hand = Hand((side(), side(*five[:3]), side(*five[3:])), lone_hand=0)
    # each partner: 3 x 70 + 2 x 70 = 350 melded + 5 x 500 = 2850 a hand; three hands 8550
    two = play(Game(variant, sides, (hand, hand)))
    assert two.totals == (0, 5700, 5700) and not two.finish.finished
    three = play(Game(variant, sides, (hand, hand, hand)))
    assert three.totals == (0, 8550, 8550)
    assert three.finish.finished is False  # the partners are level at the top: play on
    with_a_red_three = Hand(
        (side(), side(*five[:3], red_threes=1), side(*five[3:])), lone_hand=0
    )
    won = play(Game(variant, sides, (hand, hand, with_a_red_three)))
    assert won.totals == (0, 8550 + 100, 8550)
    assert won.finish.winner == 1 and won.finish.margin == 100
