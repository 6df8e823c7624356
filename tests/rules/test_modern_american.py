"""Modern American Canasta and its tournament preset (rules reference §14, W16)."""

import pytest

from rules.builders import game, meld, problems, rules, score, side
from scorekeeper.rules import minimum_meld


def w16_a():
    # natural K x7 (70), mixed Q x5 + 2 + 2 (90), wild canasta JK x4 + 2 x3 (260, all four jokers -> 2500);
    # threes laid: red 2 (300), black 1 (100); partner holds 8, 4 (15)
    return side(
        meld("K", 7),
        meld("Q", 5, twos=2),
        meld("wild", 0, twos=3, jokers=4),
        red_threes=2,
        black_threes=1,
        went_out=True,
        in_hand={"8": 1, "4": 1},
    )


def w16_b(jack_canasta=True):
    # J x7 (70) or J x5 (50); unfinished sevens 7 x5 (25); one player holds 7, 7, 7, Q; the other 9, 2
    return side(
        meld("J", 7 if jack_canasta else 5),
        meld("7", 5),
        red_threes=2,
        black_threes=2,
        in_hand=[{"7": 3, "Q": 1}, {"9": 1, "2": 1}],
    )


def test_w16_wild_canasta_with_all_four_jokers_and_threes_by_colour():
    # A: 70 + 90 + 260 - 15 + 500 + 300 + 2500 + 400 + 100 = 4205
    assert score("modern-american", w16_a(), w16_b())[0] == 4205


def test_w16_one_canasta_ignores_threes_and_unfinished_sevens_and_held_sevens_are_penalised():
    # B: 70 + 25 - 25 - 30 + 500 - 2500 (unfinished sevens) - 1500 (three sevens held) + 0 threes = -3460
    assert score("modern-american", w16_a(), w16_b())[1] == -3460


def test_w16_a_side_without_a_canasta_pays_for_its_melds_and_its_threes():
    # melded -(50 + 25), hands -55, threes -300 red -300 black, penalties -2500 -1500 = -4730
    assert score("modern-american", w16_a(), w16_b(jack_canasta=False))[1] == -4730


@pytest.mark.parametrize(
    "wild, bonus",
    [
        (meld("wild", 0, twos=7), 3000),  # seven deuces
        (meld("wild", 0, twos=3, jokers=4), 2500),  # all four jokers
        (meld("wild", 0, twos=5, jokers=2), 2000),  # any other mix
    ],
)
def test_wild_card_canastas_by_make_up(wild, bonus):
    # one canasta only, so no threes; the melded cards count plus
    from scorekeeper.rules.melds import meld_points

    assert score("modern-american", side(wild), side())[0] == meld_points(wild) + bonus


def test_sevens_and_natural_aces_canastas_are_worth_2500():
    assert score("modern-american", side(meld("7", 7)), side())[0] == 35 + 2500
    assert score("modern-american", side(meld("A", 7)), side())[0] == 140 + 2500


def test_aces_with_wild_cards_are_an_ordinary_mixed_canasta():
    assert score("modern-american", side(meld("A", 5, twos=2)), side())[0] == 140 + 300


def test_unfinished_natural_aces_cost_2500_but_aces_with_wild_cards_do_not():
    assert (
        score("modern-american", side(meld("K", 7), meld("A", 4)), side())[0]
        == 70 + 80 + 500 - 2500
    )
    assert (
        score("modern-american", side(meld("K", 7), meld("A", 4, twos=1)), side())[0]
        == 70 + 100 + 500
    )


def test_an_unfinished_wild_meld_costs_2000_and_forbids_going_out():
    hand = side(meld("K", 7), meld("Q", 7), meld("wild", 0, twos=3), went_out=True)
    assert score("modern-american", hand, side())[0] == 70 + 70 + 60 + 1000 - 2000 + 100
    assert problems("modern-american", hand, side(), requirements=[125, 125]) == [
        "hand 1, A: a side may not go out while its meld of wild cards is unfinished"
    ]


def test_three_aces_in_one_players_hand_cost_1500_two_each_in_two_hands_do_not():
    assert (
        score("modern-american", side(meld("K", 7), in_hand=[{"A": 3}, {}]), side())[0]
        == 570 - 60 - 1500
    )
    assert (
        score(
            "modern-american", side(meld("K", 7), in_hand=[{"A": 2}, {"A": 1}]), side()
        )[0]
        == 570 - 60
    )


def test_threes_held_cost_100_each():
    assert (
        score(
            "modern-american", side(meld("K", 7), in_hand={"3r": 1, "3b": 1}), side()
        )[0]
        == 570 - 200
    )


@pytest.mark.parametrize(
    "bad, message",
    [
        (
            meld("7", 5, twos=1),
            "the meld of sevens may not hold wild cards in Modern American Canasta",
        ),
        (
            meld("K", 4, twos=3),
            "the meld of kings has 3 wild cards; a meld may hold at most 2 wild cards",
        ),
        (meld("K", 8), "the meld of kings has 8 cards; a meld may hold at most 7"),
    ],
)
def test_modern_american_melds_are_checked(bad, message):
    assert problems("modern-american", side(bad), side(), requirements=[15, 15]) == [
        f"hand 1, A: {message}"
    ]


def test_going_out_needs_two_canastas():
    assert problems(
        "modern-american",
        side(meld("K", 7), went_out=True),
        side(),
        requirements=[15, 15],
    ) == ["hand 1, A: going out needs 2 canastas, but this side has 1"]


def test_no_extra_for_going_out_concealed():
    out = side(meld("K", 7), meld("Q", 7), went_out=True, concealed=True)
    assert score("modern-american", out, side())[0] == 140 + 1000 + 100


@pytest.mark.parametrize(
    "total, minimum", [(-5, 125), (2995, 125), (3000, 155), (4995, 155), (5000, 180)]
)
def test_minimum_meld_by_total(total, minimum):
    assert minimum_meld(rules("modern-american"), total) == minimum


def test_a_complete_natural_canasta_meets_any_minimum():
    assert (
        problems("modern-american", side(meld("K", 7)), side(), requirements=[180, 125])
        == []
    )
    assert problems(
        "modern-american", side(meld("K", 5, twos=2)), side(), requirements=[180, 125]
    ) == [
        "hand 1, A: the melds total 90 points, less than the minimum initial meld of 180"
    ]


def test_a_special_hand_scores_alone_and_the_opponents_count_as_usual():
    assert score(
        "modern-american", side(special_hand="straight"), side(meld("K", 7))
    ) == [3000, 570]
    assert score(
        "modern-american",
        side(special_hand="seven_pairs"),
        side(meld("K", 7)),
        special_hand_opponents="zero",
    ) == [2500, 0]


def test_an_unknown_special_hand_is_refused():
    assert problems("modern-american", side(special_hand="royal"), side())[
        0
    ].startswith("hand 1, A: 'royal' is not a special hand of Modern American Canasta")


def test_black_threes_laid_are_refused_where_they_are_not_laid():
    assert problems("classic", side(meld("K", 3), black_threes=1), side()) == [
        "hand 1, A: black threes are not laid face up in Classic Canasta"
    ]


def test_modern_american_plays_to_8500():
    assert rules("modern-american").target == 8500


def counted(points, natural=0):
    return side(meld_points=points, canastas={"natural": natural})


def test_tournament_minimum_is_by_hand_number_and_the_game_is_three_hands():
    hands = [(counted(200), counted(200))] * 3
    result = game("american-tournament", *hands)
    assert [h.requirements for h in result.hands] == [
        (125, 125),
        (155, 155),
        (180, 180),
    ]
    # Level after three hands: play on under the default tie rule
    assert not result.finish.finished
    # with a natural canasta each, melds count plus: A 300 + 500 against B 200 + 500 in the third hand
    with_canasta = (counted(200, natural=1), counted(200, natural=1))
    result = game(
        "american-tournament",
        with_canasta,
        with_canasta,
        (counted(300, natural=1), counted(200, natural=1)),
    )
    assert (
        result.finish.finished
        and result.finish.winner == 0
        and result.finish.margin == 100
    )


def test_a_special_hand_is_the_sides_only_meld():
    declared = side(meld("K", 7), special_hand="garbage")
    assert problems("modern-american", declared, side()) == [
        "hand 1, A: a special hand is the side's first and only meld: leave its melds and going out empty"
    ]


def test_threes_held_by_a_side_without_a_canasta_count_as_laid_under_the_en_reading():
    # no canasta: Q-Q-Q (30) counts minus; 1 red three laid + 1 held, 1 black three held
    no_canasta = side(meld("Q", 3), red_threes=1, in_hand={"3r": 1, "3b": 1})
    # default (Canasta Junction): red threes -100, each held three -100: -30 - 100 - 200 = -330
    assert score("modern-american", no_canasta, side())[0] == -330
    # [EN]: red 2 -> -300, black 1 -> -100, no separate price: -30 - 400 = -430
    assert (
        score("modern-american", no_canasta, side(), threes_in_hand="as_laid")[0]
        == -430
    )


def test_a_counted_entry_charges_players_holding_sevens_even_beside_threes_held():
    counted = side(
        meld_points=95,
        canastas={"natural": 1},
        unfinished={"aces": 1},
        red_threes=2,
        black_threes=2,
        players_holding={"7": 1},
        hand_points=55,
        in_hand={"3r": 1},
    )
    # 95 + 500 - 55 - 2500 (unfinished aces) - 1500 (a player holding sevens) - 100 (red three held);
    # one canasta: threes laid are not scored
    assert score("modern-american", counted, side()) == [
        95 + 500 - 55 - 2500 - 1500 - 100,
        0,
    ]
