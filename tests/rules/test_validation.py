"""Impossible hands are refused with a message naming the hand, the side and the rule."""

import pytest

from rules.builders import meld, problems, side


def test_a_meld_needs_two_natural_cards():
    assert problems("classic", side(meld("K", 1, twos=2)), side()) == [
        "hand 1, A: the meld of kings has 1 natural card and 2 wild cards; a meld needs at least 2 natural cards"
    ]


def test_a_meld_holds_at_most_three_wild_cards():
    # 9-9-9-2-2-2-JK: four wild cards, illegal
    assert problems("classic", side(meld("9", 3, twos=3, jokers=1)), side()) == [
        "hand 1, A: the meld of nines has 4 wild cards; a meld may hold at most 3 wild cards"
    ]


@pytest.mark.parametrize(
    "legal", [meld("5", 2, twos=1), meld("9", 3, twos=1, jokers=1)]
)
def test_the_seeds_legal_melds_are_accepted(legal):
    # 5-5-2 (30) and 9-9-9-2-JK (100)
    assert problems("classic", side(legal), side()) == []


def test_house_rule_never_more_wild_cards_than_naturals():
    # [EN-old]: 9-9-9-2-2-JK legal, 9-9-2-2-2-JK illegal
    assert (
        problems(
            "classic",
            side(meld("9", 3, twos=2, jokers=1)),
            side(),
            wilds_not_more_than_naturals=True,
        )
        == []
    )
    assert problems(
        "classic",
        side(meld("9", 2, twos=3, jokers=1)),
        side(),
        wilds_not_more_than_naturals=True,
    ) == [
        "hand 1, A: the meld of nines has 4 wild cards; a meld may hold at most 3 wild cards"
    ]
    assert problems(
        "classic", side(meld("K", 2, twos=3)), side(), wilds_not_more_than_naturals=True
    ) == [
        "hand 1, A: the meld of kings has 3 wild cards and 2 natural cards; "
        "a meld may never hold more wild cards than natural cards"
    ]


def test_viennese_allows_one_wild_card_per_meld():
    assert problems("viennese", side(meld("K", 2, twos=2)), side()) == [
        "hand 1, A: the meld of kings has 2 wild cards; a meld may hold at most 1 wild card"
    ]


def test_a_meld_needs_three_cards():
    assert problems("classic", side(meld("K", 2)), side()) == [
        "hand 1, A: the meld of kings has only 2 cards; a meld needs at least 3"
    ]


def test_black_threes_are_melded_only_by_the_side_going_out():
    assert problems("classic", side(meld("3", 3)), side()) == [
        "hand 1, A: black threes may be melded only by the side that goes out, in the going-out turn"
    ]


def test_black_threes_take_no_wild_cards():
    out = side(meld("K", 7), meld("3", 3, twos=1), went_out=True)
    assert problems("classic", out, side()) == [
        "hand 1, A: a meld of black threes cannot hold wild cards"
    ]


def test_wild_card_melds_are_refused_where_the_rule_set_has_none():
    assert problems("classic", side(meld("wild", 0, twos=3)), side()) == [
        "hand 1, A: melds of wild cards only are not played in Classic Canasta"
    ]


def test_a_side_has_one_meld_of_each_rank():
    assert problems("classic", side(meld("K", 3), meld("K", 4)), side()) == [
        "hand 1, A: two melds of kings: a side keeps one meld of each rank"
    ]


def test_both_sides_may_meld_the_same_rank():
    assert problems("classic", side(meld("K", 4)), side(meld("K", 4))) == []


def test_nine_kings_are_more_than_two_packs_hold():
    assert problems("classic", side(meld("K", 7)), side(meld("K", 2, twos=1))) == [
        "hand 1: 9 kings are recorded (both sides together), but 2 packs hold only 8"
    ]


def test_a_fifth_red_three_is_refused_counting_both_sides_and_hands():
    assert problems(
        "classic",
        side(meld("K", 3), red_threes=3),
        side(red_threes=1, in_hand={"3r": 1}),
    ) == [
        "hand 1: 5 red threes are recorded (both sides together), but 2 packs hold only 4"
    ]


def test_five_jokers_are_refused():
    assert problems(
        "classic", side(meld("K", 4, jokers=3)), side(in_hand={"joker": 2})
    ) == [
        "hand 1: 5 jokers are recorded (both sides together), but 2 packs hold only 4"
    ]


def test_three_packs_hold_six_jokers():
    assert (
        problems(
            "classic-6p",
            side(meld("K", 4, jokers=3)),
            side(in_hand={"joker": 3}),
            side(),
        )
        == []
    )


def test_only_one_side_can_go_out():
    assert problems(
        "classic", side(meld("K", 7), went_out=True), side(meld("Q", 7), went_out=True)
    ) == ["hand 1: only one side can go out, but A and B both did"]


def test_going_out_needs_a_canasta():
    assert problems("classic", side(meld("K", 6), went_out=True), side()) == [
        "hand 1, A: going out needs 1 canasta, but this side has 0"
    ]


def test_two_players_need_two_canastas_to_go_out():
    # W9: with only the first canasta A could not have gone out
    assert problems(
        "classic-2p", side(meld("9", 7), went_out=True), side(), players=1
    ) == ["hand 1, A: going out needs 2 canastas, but this side has 1"]


def test_going_out_concealed_needs_a_canasta_among_the_melds():
    found = problems(
        "classic",
        side(meld("K", 5), went_out=True, concealed=True),
        side(),
        canastas_to_go_out=0,
    )
    assert found == [
        "hand 1, A: going out concealed needs a complete canasta among the melds"
    ]


def test_concealed_is_only_for_the_side_that_went_out():
    assert problems("classic", side(meld("K", 7), concealed=True), side()) == [
        "hand 1, A: 'concealed' is only for the side that went out"
    ]


def test_counts_cannot_be_negative():
    assert problems("classic", side(red_threes=-1), side()) == [
        "hand 1, A: red threes cannot be negative (-1)"
    ]
    assert (
        problems("classic", side(meld("K", 3, twos=-1)), side())[0]
        == "hand 1, A: melds cannot be negative (-1)"
    )


def test_a_player_alone_who_went_out_holds_no_cards():
    out = side(meld("9", 7), meld("K", 7), went_out=True, in_hand={"4": 1})
    assert problems("classic-2p", out, side(), players=1) == [
        "hand 1, A: a player who went out has no cards left in hand"
    ]


def test_acaba_is_refused_outside_british_rules():
    assert problems("classic", side(acaba=True), side()) == [
        "hand 1, A: 'Acaba' is not played in Classic Canasta"
    ]
    assert problems("british", side(acaba=True), side()) == []


def test_a_canasta_marked_from_the_hand_must_be_complete():
    assert problems("classic", side(meld("K", 5, concealed=True)), side()) == [
        "hand 1, A: the meld of kings is not a complete canasta, so it cannot be marked as laid from the hand"
    ]


def test_count_mode_card_points_come_in_fives():
    assert problems("classic", side(meld_points=62), side()) == [
        "hand 1, A: card points always come in fives; 62 is not possible"
    ]


def test_count_mode_canastas_need_their_card_points():
    # two natural canastas hold at least 2 x 35 = 70 points
    assert problems(
        "classic", side(meld_points=60, canastas={"natural": 2}), side()
    ) == [
        "hand 1, A: with 2 natural canastas, at least 70 card points are melded, but only 60 are recorded"
    ]


def test_count_mode_unknown_canasta_kinds_are_refused():
    assert problems("classic", side(meld_points=200, canastas={"wild": 1}), side())[
        0
    ] == ("hand 1, A: Classic Canasta has no 'wild' canastas (it has natural, mixed)")


def test_several_problems_are_all_reported():
    found = problems("classic", side(meld("K", 1), went_out=True), side(red_threes=5))
    assert found == [
        "hand 1, A: the meld of kings has 1 natural card and 0 wild cards; a meld needs at least 2 natural cards",
        "hand 1, A: going out needs 1 canasta, but this side has 0",
        "hand 1: 5 red threes are recorded (both sides together), but 2 packs hold only 4",
    ]


def test_counted_points_left_in_hand_come_in_fives_in_either_way_of_entry():
    message = "hand 1, A: card points always come in fives; 33 is not possible"
    assert problems("classic", side(meld_points=0, hand_points=33), side()) == [message]
    assert problems("classic", side(meld("K", 3), hand_points=33), side()) == [message]
