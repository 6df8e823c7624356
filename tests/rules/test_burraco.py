"""Burraco (FIBUR's Italian code): the relatives reference's worked hands B1-B3 (relatives.md §1.3),
its presets and its refusals. Every number below is the reference's own arithmetic."""

from rules.pile_builders import (
    cards,
    counted,
    hand_items,
    hand_totals,
    problems,
    rules,
    run,
    side,
)
from scorekeeper.rules import Game, Hand, Side, play

BURRACO = rules("burraco")


def b1_sides():
    """B1: NS closes with its pozzetto taken; EW never took its pozzetto."""
    ns = side(
        run("4", 7, "hearts"),  # pulito 4-10: 5×4 + 10×3 = 50
        cards("K", 6, jokers=1),  # sporco: 60 + 30 = 90
        run("J", 4, "spades"),  # J-Q-K-A: 30 + 15 = 45
        in_hand=({}, {"7": 1, "2": 1}),  # the partner holds 7, 2: 25
        went_out=True,
        closing_discard="9",
    )
    ew = side(
        run(
            "3", 8, "clubs", jokers=1, wild_at=["10"]
        ),  # 3-9 + Jolly at the end: 25 + 20 + 30 = 75
        cards("A", 3),  # 45
        in_hand=({"Q": 2, "5": 1}, {"A": 1, "joker": 1, "3b": 1}),  # 25 and 50
        pile="not_taken",
    )
    return ns, ew


def test_b1_closing_with_a_pulito_and_a_sporco_against_a_semipulito_and_no_pozzetto():
    """NS = 50 + 90 + 45 + 200 + 100 + 100 − 25 = 560; EW = 75 + 45 + 150 − 25 − 50 − 100 = 95
    (relatives.md §1.3, B1)."""
    assert hand_totals(BURRACO, *b1_sides()) == [560, 95]
    ns, ew = hand_items(BURRACO, *b1_sides())
    assert ns == {
        "melded_cards": 185,
        "canasta_bonus": 300,
        "going_out": 100,
        "in_hand": -25,
    }
    assert ew["canasta_bonus"] == 150 and ew["pile"] == -100 and ew["in_hand"] == -75
    assert problems(BURRACO, *b1_sides()) == []


def test_b1_without_semipulito_the_semipulito_scores_as_sporco():
    """semipulito off: EW = 75 + 45 + 100 − 75 − 100 = 45; the MP difference with it on is 465."""
    assert hand_totals(rules("burraco", semipulito=False), *b1_sides()) == [560, 45]
    ns, ew = hand_totals(BURRACO, *b1_sides())
    assert ns - ew == 465


def test_b1_counted_gives_the_same_scores():
    """The count form (record-format.md): NS melds 185 with a pulito and a sporco, holds 25; EW
    melds 120 with a semipulito, holds 75, never took its pozzetto."""
    ns = counted(
        meld_points=185,
        canastas={"clean": 1, "dirty": 1},
        went_out=True,
        hand_points=25,
    )
    ew = counted(
        meld_points=120, canastas={"semi_clean": 1}, hand_points=75, pile="not_taken"
    )
    assert hand_totals(BURRACO, ns, ew) == [560, 95]


def b2_sides(ns_closes=True):
    ns = side(
        # ♣2 as the 8, then ♦9-A: 20 + 50 + 15 = 85, a sporco
        run("8", 7, "diamonds", twos=1, wild_at=["8"]),
        cards("6", 3),  # 15
        in_hand=({}, {"4": 2}),  # 10
        went_out=ns_closes,
    )
    ew = side(
        cards("8", 4),  # 40
        run("5", 3, "hearts"),  # 15
        in_hand=({}, {"10": 1, "3b": 1}),  # 15
        pile="taken_unplayed",
        pile_points=125,  # K Q J 9 7 6 4 3 A 2 Jolly
    )
    return ns, ew


def test_b2_a_pozzetto_taken_but_not_played_counts_its_own_cards():
    """NS = 85 + 15 + 100 + 100 − 10 = 290; EW = 40 + 15 − 15 − 125 = −85, no −100 (B2)."""
    assert hand_totals(BURRACO, *b2_sides()) == [290, -85]
    assert problems(BURRACO, *b2_sides()) == []


def test_b2_under_the_brazilian_morto_rule_the_unplayed_pile_counts_as_not_taken():
    """unplayed_pile = penalty: EW = 55 − 15 − 100 = −60 (B2)."""
    assert hand_totals(rules("burraco", unplayed_pile="penalty"), *b2_sides()) == [
        290,
        -60,
    ]


def test_b2_is_refused_under_internazionale_closing_needs_a_pulito_and_sets_only_aces_and_threes():
    found = problems(rules("burraco-international"), *b2_sides())
    assert ("NS", "pile.closing_needs_clean") in found
    assert ("NS", "pile.set_not_played") in found and (
        "EW",
        "pile.set_not_played",
    ) in found


def test_b3_a_round_of_three_deals_totals_810_against_320():
    """NS 560 + 290 − 40 = 810; EW 95 − 85 + 310 = 320; difference 490 (B3). The third deal: EW
    closes with 60 melded, a pulito and 50 left (60 + 200 + 100 − 50 = 310); NS melded 60 and
    holds 100 (−40)."""
    third = Hand(
        (
            counted(meld_points=60, hand_points=100),
            counted(
                meld_points=60, canastas={"clean": 1}, went_out=True, hand_points=50
            ),
        )
    )
    game = Game(
        BURRACO,
        (Side("NS", ("N", "S")), Side("EW", ("E", "W"))),
        (Hand(b1_sides()), Hand(b2_sides()), third),
    )
    result = play(game)
    assert result.problems == ()
    assert [h.totals for h in result.hands] == [(560, 95), (850, 10), (810, 320)]
    assert result.totals[0] - result.totals[1] == 490


def test_a_closing_needs_the_pozzetto_taken_and_a_burraco_and_no_wild_last_discard():
    ns = counted(
        meld_points=60, went_out=True, pile="not_taken", closing_discard="joker"
    )
    found = problems(BURRACO, ns, counted(hand_points=20))
    assert found == [
        ("NS", "pile.closing_needs_pile"),
        ("NS", "pile.closing_needs_any"),
        ("NS", "pile.closing_on_wild"),
    ]


def test_a_meld_holds_one_wild_card_and_a_natural_deuce_in_its_place_is_not_wild():
    """A-2-3 of hearts with a joker for the 4 holds one wild card: allowed (15 + 20 + 5 + 30 = 70);
    a set of kings with a joker and a deuce holds two: refused."""
    ok = side(run("A", 4, "hearts", jokers=1, wild_at=["4"]), went_out=True)
    assert problems(BURRACO, ok, counted(hand_points=0), ended="") == [
        ("NS", "pile.closing_needs_any")
    ]
    assert hand_items(BURRACO, ok, counted())[0]["melded_cards"] == 70
    two_wild = side(cards("K", 5, twos=1, jokers=1))
    assert ("NS", "meld.too_many_wilds") in problems(
        BURRACO, two_wild, counted(), ended="stock"
    )


def test_a_run_says_where_its_wild_card_sits_and_goes_no_further_than_the_ace():
    found = problems(
        BURRACO,
        side(run("Q", 4, "hearts")),  # Q-K-A and past it
        side(run("5", 4, "clubs", jokers=1)),  # the joker's place not said
        ended="stock",
    )
    assert found == [("NS", "run.past_ace"), ("EW", "run.wild_ranks")]


def test_a_hand_nobody_closed_gives_no_closing_bonus_and_says_how_it_ended():
    """The stock ran out: NS 60 − 10 = 50, EW never took its pozzetto 40 − 100 = −60; with the
    house switch off for such hands, EW keeps 40."""
    ns, ew = (
        counted(meld_points=60, hand_points=10),
        counted(meld_points=40, pile="not_taken"),
    )
    assert problems(BURRACO, ns, ew) == [(None, "pile.end_unsaid")]
    assert problems(BURRACO, ns, ew, ended="stock") == []
    assert hand_totals(BURRACO, ns, ew, ended="time") == [50, -60]
    relaxed = rules("burraco", pozzetto_penalty_on_timeout=False)
    assert hand_totals(relaxed, ns, ew, ended="time") == [50, 40]


def test_burraco_has_no_red_threes():
    assert problems(BURRACO, counted(red_threes=1), counted(), ended="stock") == [
        ("NS", "threes.red_not_laid")
    ]


def test_burraco_for_three_halves_the_pairs_score_rounded_up_or_cut():
    """The solo (index 0) took the 18 and closes: 200 melded + pulito 200 + 100 = 500. The pair
    melded 150 with a sporco (250) and holds 45: 205, halved 102.5 → 103 each (up), 102 (truncate)."""
    three = rules("burraco-3p", 3, 1)
    solo = counted(meld_points=200, canastas={"clean": 1}, went_out=True)
    first, second = (
        counted(meld_points=150, canastas={"dirty": 1}),
        counted(hand_points=45),
    )
    assert hand_totals(three, solo, first, second, lone_hand=0) == [500, 103, 103]
    cut = rules("burraco-3p", 3, 1, half_rounding="truncate")
    assert hand_totals(cut, solo, first, second, lone_hand=0) == [500, 102, 102]
    assert three.target == 1505


def test_royal_and_super_burrachi_are_a_house_switch():
    """FITAB (relatives.md §1.2): a clean A-K run (A 15 + 2 20 + 3-7 25 + 8-K 60 = 120 card points)
    is a royal burraco (300), a set of eight kings (80) a super burraco (250); plain Burraco scores
    both as pulito (200 + 200 = 400)."""
    royal = rules("burraco", royal_super=True)
    ns = side(run("A", 13, "spades"), cards("K", 8), went_out=True)
    assert hand_items(royal, ns, counted())[0] == {
        "melded_cards": 120 + 80,
        "canasta_bonus": 300 + 250,
        "going_out": 100,
        "in_hand": 0,
    }
    assert hand_items(BURRACO, ns, counted())[0]["canasta_bonus"] == 400
