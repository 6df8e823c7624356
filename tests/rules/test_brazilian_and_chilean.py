"""Brazilian and Chilean canasta (rules reference §17, §18, W14): numbers worked out by hand from the rules."""

import pytest

from rules.builders import items, meld, problems, rules, run, score, side
from scorekeeper.rules import minimum_meld


def w14_b(red_threes=5):
    # natural canasta 8 x7 (70); a 5-card run 9-10-J-Q-K of clubs (50) on the table; holds 3b and K
    return side(
        meld("8", 7),
        run("9", 5, "clubs"),
        red_threes=red_threes,
        in_hand={"3b": 1, "K": 1},
    )


def test_w14_brazilian_five_red_threes_1000_and_a_short_run_minus_1000():
    # [EN]: 70 + 50 - 100 (black three held) - 10 + 500 - 1000 (short run) + 1000 (five red threes) = 510
    assert score("brazilian", side(), w14_b())[1] == 510
    assert items("brazilian", side(), w14_b())[1]["short_runs"] == -1000


def test_w14_rummy_games_reading_spares_a_five_card_run():
    # [RG]: runs of fewer than five cards only: 70 + 50 - 100 - 10 + 500 + 1000 = 1510
    assert score("brazilian", side(), w14_b(), short_run_max=4)[1] == 1510


@pytest.mark.parametrize(
    "red_threes, value", [(1, 100), (4, 400), (5, 1000), (6, 1200)]
)
def test_brazilian_red_threes_100_each_five_1000_six_1200_with_a_canasta(
    red_threes, value
):
    assert (
        score("brazilian", side(meld("K", 7), red_threes=red_threes), side())[0]
        == 70 + 500 + value
    )
    assert (
        score("brazilian", side(meld("K", 6), red_threes=red_threes), side())[0]
        == 60 - value
    )


def test_brazilian_wild_canasta_is_2000():
    # JK x3 + 2 x4 = 150 + 80 = 230
    wild = side(meld("wild", 0, twos=4, jokers=3))
    assert score("brazilian", wild, side())[0] == 230 + 2000
    assert items("brazilian", wild, side())[0]["canasta_bonus"] == 2000


def test_each_short_run_costs_1000_or_once_per_side_as_a_house_rule():
    two_short = side(run("4", 3), run("9", 4, "spades"))  # 4-5-6 (15) and 9-10-J-Q (40)
    assert score("brazilian", two_short, side())[0] == 15 + 40 - 2000
    assert (
        score("brazilian", two_short, side(), short_run_charge="once")[0]
        == 15 + 40 - 1000
    )


def test_a_six_card_run_is_never_short():
    # 4-5-6-7-8-9 = 5 + 5 + 5 + 5 + 10 + 10 = 40
    assert score("brazilian", side(run("4", 6)), side())[0] == 40


def test_brazilian_counted_short_runs():
    counted = side(
        meld_points=120,
        canastas={"natural": 1},
        unfinished={"short_run": 2},
        hand_points=20,
    )
    # 120 - 20 + 500 - 2 x 1000 = -1400
    assert score("brazilian", counted, side())[0] == -1400


@pytest.mark.parametrize(
    "total, minimum",
    [
        (-5, 15),
        (1495, 50),
        (2995, 90),
        (4995, 120),
        (5000, 150),
        (6995, 150),
        (7000, {"canasta": "any"}),
        (7995, {"canasta": "any"}),
        (8000, 200),
        (8995, 200),
        (9000, {"canasta": "natural"}),
        (9995, {"canasta": "natural"}),
    ],
)
def test_w14_brazilian_minimum_from_7000_is_a_canasta_and_from_9000_a_natural_one(
    total, minimum
):
    assert minimum_meld(rules("brazilian"), total) == minimum


@pytest.mark.parametrize(
    "total, minimum",
    [
        (6995, 120),
        (7000, {"canasta": "any"}),
        (8000, {"canasta": "any", "points": 200}),
    ],
)
def test_brazilian_rummy_games_table_is_a_house_rule(total, minimum):
    assert minimum_meld(rules("brazilian", meld_table_reading="rg"), total) == minimum


def test_a_side_that_must_open_with_a_canasta_cannot_meld_without_one():
    assert problems(
        "brazilian", side(meld("K", 5)), side(), requirements=[{"canasta": "any"}, 15]
    ) == ["hand 1, A: the minimum initial meld is a canasta, but there is no canasta"]
    assert (
        problems(
            "brazilian",
            side(meld("K", 5, twos=2)),
            side(),
            requirements=[{"canasta": "any"}, 15],
        )
        == []
    )
    # Nothing melded
    assert (
        problems("brazilian", side(), side(), requirements=[{"canasta": "any"}, 15])
        == []
    )


def test_from_9000_only_a_natural_canasta_opens():
    mixed = side(meld("K", 5, twos=2))
    assert problems(
        "brazilian", mixed, side(), requirements=[{"canasta": "natural"}, 15]
    ) == [
        "hand 1, A: the minimum initial meld is a natural canasta, but there is no natural canasta"
    ]
    assert (
        problems(
            "brazilian",
            side(meld("K", 7)),
            side(),
            requirements=[{"canasta": "natural"}, 15],
        )
        == []
    )


def test_rummy_games_8000_row_needs_a_canasta_and_200_points():
    assert problems(
        "brazilian",
        side(meld("K", 7)),
        side(),
        requirements=[{"canasta": "any", "points": 200}, 15],
    ) == [
        "hand 1, A: the minimum initial meld is a canasta and 200 points, but the melds total only 70 points"
    ]


def test_brazilian_going_out_needs_an_escalera_and_plays_to_10000():
    out = side(meld("K", 7), meld("Q", 7), went_out=True)
    assert problems("brazilian", out, side()) == [
        "hand 1, A: going out needs 1 escalera canasta, but this side has 0"
    ]
    assert rules("brazilian").target == 10000


def test_chilean_samba_1500_bolivia_2500_going_out_200():
    # samba 5-J of hearts (5 + 5 + 5 + 10 + 10 + 10 + 10 = 55), bolivia JK x2 + 2 x5 (100 + 100 = 200)
    out = side(run("5", 7), meld("wild", 0, twos=5, jokers=2), went_out=True)
    assert score("chilean", out, side())[0] == 55 + 200 + 1500 + 2500 + 200


def test_chilean_going_out_needs_a_samba_unless_the_table_plays_any_two_canastas():
    out = side(meld("K", 7), meld("Q", 7), went_out=True)
    assert problems("chilean", out, side()) == [
        "hand 1, A: going out needs 1 samba canasta, but this side has 0"
    ]
    assert problems("chilean", out, side(), go_out_kinds={"samba": 0}) == []


def test_chilean_with_four_packs_has_eight_jokers_and_eight_red_threes_at_100_each():
    two_canastas = [meld("K", 7), meld("Q", 7)]
    # All six
    assert (
        score("chilean", side(*two_canastas, red_threes=6), side())[0]
        == 140 + 1000 + 1000
    )
    assert (
        score("chilean", side(*two_canastas, red_threes=8), side(), decks=4)[0]
        == 140 + 1000 + 800
    )
    assert (
        score("chilean", side(*two_canastas, red_threes=6), side(), decks=4)[0]
        == 140 + 1000 + 600
    )
    assert (
        problems(
            "chilean", side(meld("K", 4, jokers=2)), side(in_hand={"joker": 6}), decks=4
        )
        == []
    )
    assert problems(
        "chilean", side(meld("K", 4, jokers=2)), side(in_hand={"joker": 5})
    ) == [
        "hand 1: 7 jokers are recorded (both sides together), but 3 packs hold only 6"
    ]


def test_a_meld_table_set_by_hand_wins_over_the_reading():
    table = [[None, 15], [0, 50], [1500, 90], [3000, 120], [7000, 160]]
    assert (
        minimum_meld(
            rules("brazilian", meld_table_reading="rg", meld_table=table), 8000
        )
        == 160
    )


def test_four_packs_keep_an_all_red_threes_bonus_the_table_sets():
    eight = side(meld("K", 7), meld("Q", 7), red_threes=8)
    assert (
        score("chilean", eight, side(), decks=4, red_three_all=1500)[0]
        == 140 + 1000 + 1500
    )
