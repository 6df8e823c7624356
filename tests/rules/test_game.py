"""A game hand by hand: running totals, next minimum meld, the deal, the finish (reference §1.4, W7, W10)."""

from rules.builders import game, meld, side
from scorekeeper.rules import Side, seats


def count(points, natural=0, mixed=0, red_threes=0, went_out=False, hand=0):
    """A count-mode side: the table counted its card points itself."""
    return side(
        meld_points=points,
        canastas={"natural": natural, "mixed": mixed},
        red_threes=red_threes,
        went_out=went_out,
        hand_points=hand,
    )


# W7 set-up: A reaches 4800 (600 + 7 x 500 + 2 x 300 + 100), B 4950 (550 + 6 x 500 + 4 x 300 + 200).
OPENING = (
    count(600, natural=7, mixed=2, red_threes=1),
    count(550, natural=6, mixed=4, red_threes=2),
)


def test_totals_run_on_from_hand_to_hand():
    result = game("classic", OPENING, (count(200, red_threes=2), count(150)))
    assert [h.totals for h in result.hands] == [(4800, 4950), (4800 + 400, 4950 + 150)]
    assert result.totals == (5200, 5100)


def test_w7_the_higher_total_wins_when_both_sides_pass_the_target():
    result = game("classic", OPENING, (count(200, red_threes=2), count(150)))
    assert result.finish.finished
    assert result.finish.winner == 0
    assert result.finish.margin == 5200 - 5100


def test_w7_level_totals_over_the_target_mean_another_hand():
    # A +300 (200 + one red three) and B +150: both on 5100
    result = game("classic", OPENING, (count(200, red_threes=1), count(150)))
    assert result.totals == (5100, 5100)
    assert not result.finish.finished
    assert result.next_dealer is not None


def test_tie_rule_shared_ends_the_game_without_a_winner():
    result = game(
        "classic", OPENING, (count(200, red_threes=1), count(150)), tie_rule="shared"
    )
    assert result.finish.finished and result.finish.winner is None
    assert result.finish.tied == (0, 1)


def test_the_side_that_went_out_wins_under_the_older_rule():
    # B goes out: 130 + 300 (mixed) + 100 - 300 held by partner = +230 -> 5180; A +400 -> 5200
    hand = (count(200, red_threes=2), count(130, mixed=1, went_out=True, hand=300))
    assert game("classic", OPENING, hand).finish.winner == 0
    assert (
        game("classic", OPENING, hand, both_over_target="went_out_wins").finish.winner
        == 1
    )


def test_a_hand_after_the_end_of_the_game_is_refused():
    result = game(
        "classic", OPENING, (count(200, red_threes=2), count(150)), (count(0), count(0))
    )
    assert [str(p) for p in result.problems] == [
        "hand 3: the game was already over after hand 2"
    ]


def test_the_target_is_a_house_rule():
    assert game("classic", OPENING, target=4800).finish.winner == 1


def test_seven_canastas_end_the_game_at_once():
    canastas = [meld(rank, 7) for rank in ("A", "K", "Q", "J", "10", "9", "8")]
    result = game(
        "classic", (side(*canastas, went_out=True), side()), seven_canastas_win=True
    )
    # 140 + 6 x 70 + 7 x 500 + 100 + 5000 = 9160, and the game is over
    assert result.totals == (9160, 0)
    assert result.finish.finished and result.finish.winner == 0


def test_next_minimum_meld_follows_each_sides_total():
    # W2 totals after the hand: A 2590 -> 90, B -190 -> 15
    hand = (count(1590, natural=1, mixed=1), count(0, red_threes=1, hand=90))
    result = game("classic", (count(900, natural=1), count(250, red_threes=0)), hand)
    assert result.totals == (900 + 500 + 1590 + 500 + 300, 250 - 100 - 90)
    assert result.totals == (3790, 60)
    assert result.next_initial_meld == (120, 50)


def test_the_minimum_that_applied_is_kept_for_each_hand():
    result = game("classic", OPENING, (count(200, red_threes=2), count(150)))
    assert result.hands[0].requirements == (50, 50)
    assert result.hands[1].requirements == (120, 120)


def test_seating_alternates_the_sides_players():
    sides = (Side("Us", ("Ana", "Ben")), Side("Them", ("Cleo", "Dan")))
    assert seats(sides) == ["Ana", "Cleo", "Ben", "Dan"]


def test_the_deal_passes_to_the_dealers_left_every_hand():
    hands = [(count(50), count(50))] * 5
    result = game("classic", *hands, first_dealer="Ben")
    assert [h.dealer for h in result.hands] == ["Ben", "Dan", "Ana", "Cleo", "Ben"]
    assert result.next_dealer == "Dan"


def test_two_players_deal_in_turn():
    result = game(
        "classic-2p",
        (count(50), count(50)),
        players=(("Ana",), ("Cleo",)),
        first_dealer="Cleo",
    )
    assert result.hands[0].dealer == "Cleo" and result.next_dealer == "Ana"


def test_six_players_in_two_teams_of_three_go_round_the_table():
    players = (("A1", "A2", "A3"), ("B1", "B2", "B3"))
    hands = [(count(50), count(50))] * 6
    result = game("classic-6p", *hands, players=players)
    assert [h.dealer for h in result.hands] == ["A1", "B1", "A2", "B2", "A3", "B3"]
    assert result.next_dealer == "A1"


def test_six_players_in_two_teams_of_three_play_to_10000():
    players = (("A1", "A2", "A3"), ("B1", "B2", "B3"))
    result = game(
        "classic-6p", (count(600, natural=7, mixed=2), count(50)), players=players
    )
    # 600 + 3500 + 600 = 4700, far from 10000
    assert result.totals == (4700, 50) and not result.finish.finished


def test_three_players_each_keep_their_own_total_and_minimum():
    players = (("Ana",), ("Ben",), ("Cleo",))
    hand = (
        count(100, natural=1, went_out=True),
        count(60),
        count(0, red_threes=1, hand=40),
    )
    result = game("classic-3p", hand, players=players)
    # Ana 100 + 500 + 100 = 700; Ben 60; Cleo never melded: -100 - 40 = -140
    assert result.totals == (700, 60, -140)
    assert result.next_initial_meld == (50, 50, 15)
