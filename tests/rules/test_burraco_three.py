"""Burraco for three (relatives.md §1.1 "a 3", table row 5, point 7): the first to use up his hand
takes the pozzetto of 18 and plays alone, the other two are a pair for the hand and score half; once
any player reaches 1000, three pozzetti of 11 are cut and everybody plays alone, from the next hand on.
A pulito scores 200, a sporco 100, closing 100; the numbers below are worked from those values."""

from rules.pile_builders import counted, rules
from scorekeeper.rules import Game, Hand, Side, play

PLAYERS = (Side("Anna"), Side("Bruno"), Side("Carla"))


def first_hand(**hand):
    """Anna closes: melded cards 300 (e.g. three puliti 4-10 of 5×4 + 10×3 = 50, plus 250 more
    laid) + three puliti 3 × 200 = 600 + closing 100 = 1000. Bruno melded 100 with a sporco (100):
    200; Carla holds a Jolly (30). The pair made 200 − 30 = 170, halved: 85 each."""
    return Hand(
        (
            counted(meld_points=300, canastas={"clean": 3}, went_out=True),
            counted(meld_points=100, canastas={"dirty": 1}),
            counted(hand_points=30),
        ),
        **hand,
    )


def second_hand(**hand):
    """Bruno closes: 150 melded + a pulito 200 + closing 100 = 450. Anna melded 50 and holds a 2 (20):
    30. Carla melded 60 and holds an ace (15): 45. Each alone, so each scores it in full."""
    return Hand(
        (
            counted(meld_points=50, hand_points=20),
            counted(meld_points=150, canastas={"clean": 1}, went_out=True),
            counted(meld_points=60, hand_points=15),
        ),
        **hand,
    )


def test_before_1000_the_lone_hand_plays_alone_and_the_pair_halves():
    game = play(Game(rules("burraco-3p", 3, 1), PLAYERS, (first_hand(lone_hand=0),)))
    assert game.valid
    assert game.totals == (1000, 85, 85)


def test_after_a_player_reaches_1000_a_lone_hand_is_refused():
    hands = (first_hand(lone_hand=0), second_hand(lone_hand=1))
    game = play(Game(rules("burraco-3p", 3, 1), PLAYERS, hands))
    assert [(p.hand, p.code, p.field) for p in game.problems] == [
        (2, "lone.everyone_alone", "lone_hand")
    ]
    assert game.problems[0].params == {"total": 1000}


def test_after_1000_everybody_plays_alone_and_scores_in_full():
    """Anna 1000 + 30 = 1030, Bruno 85 + 450 = 535 (not halved), Carla 85 + 45 = 130."""
    game = play(Game(rules("burraco-3p", 3, 1), PLAYERS, (first_hand(lone_hand=0),)))
    assert game.next_everyone_alone
    game = play(
        Game(
            rules("burraco-3p", 3, 1), PLAYERS, (first_hand(lone_hand=0), second_hand())
        )
    )
    assert game.valid, game.problems
    assert game.totals == (1030, 535, 130)
    assert game.next_everyone_alone


def test_below_1000_the_next_hand_still_names_the_lone_hand():
    """Anna 999 would not switch: a hand after 995 (melded 295) still needs its lone hand."""
    short = Hand(
        (
            counted(meld_points=295, canastas={"clean": 3}, went_out=True),
            counted(meld_points=100, canastas={"dirty": 1}),
            counted(hand_points=30),
        ),
        lone_hand=0,
    )
    game = play(Game(rules("burraco-3p", 3, 1), PLAYERS, (short, second_hand())))
    assert game.hands[0].totals == (995, 85, 85)
    assert [(p.hand, p.code) for p in game.problems] == [(2, "lone.missing")]
    assert not play(
        Game(rules("burraco-3p", 3, 1), PLAYERS, (short,))
    ).next_everyone_alone


def test_three_pozzetti_of_11_play_alone_throughout_as_before():
    """3x11: no lone hand ever; the first hand scores in full: Anna 1000, Bruno 200, Carla −30."""
    alone = rules("burraco-3p", 3, 1, three_player_mode="3x11")
    game = play(Game(alone, PLAYERS, (first_hand(),)))
    assert game.valid
    assert game.totals == (1000, 200, -30)
    game = play(Game(alone, PLAYERS, (first_hand(), second_hand(lone_hand=1))))
    assert [(p.hand, p.code) for p in game.problems] == [(2, "lone.not_played")]
    assert not game.next_everyone_alone
