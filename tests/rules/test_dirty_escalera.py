"""Bolivia's dirty escalera (rules reference §16): [IT], after Farina and Lamberto p. 82, "In alcuni tavoli,
è inoltre concesso che l'escalera sia sporca (nel qual caso vale 300 punti anziché 1500)". A house rule,
off by default; with it on, a run may hold wild cards up to the meld limit (Bolivia: 2)."""

import pytest

from rules.builders import meld, problems, rules, run, score, side
from scorekeeper.rules import VARIANTS, Meld, RuleError, meld_points

DIRTY = {"dirty_runs": True}


def dirty_run(low, length=7, twos=0, jokers=0, stands_for=(), suit="hearts"):
    """A run of `length` cards of one suit from `low`, some of them wild cards standing for `stands_for`."""
    return Meld(
        "run",
        length - twos - jokers,
        twos,
        jokers,
        low=low,
        suit=suit,
        wild_ranks=tuple(stands_for),
    )


# ♥5-6-7-joker-9-10-J, the joker standing for the 8: naturals 5, 6, 7 (15) and 9, 10, J (30), the joker 50 = 95.
HEARTS = dirty_run("5", jokers=1, stands_for=["8"])


def going_out(escalera=HEARTS):
    # a natural canasta K x7 (70) beside it; 2 red threes; the partner holds 4, 4 (10)
    return side(escalera, meld("K", 7), red_threes=2, went_out=True, in_hand={"4": 2})


def test_a_wild_card_in_a_run_counts_its_own_value_not_the_card_it_stands_for():
    # 5 + 5 + 5 + 10 + 10 + 10 = 45 naturals; the joker 50, not the 8's 10
    assert meld_points(HEARTS) == 95
    # ♠4 to 10 with a deuce for the 10: 4, 5, 6, 7 (20), 8, 9 (20), deuce 20 = 60
    assert meld_points(dirty_run("4", twos=1, stands_for=["10"], suit="spades")) == 60


def test_with_the_switch_off_a_run_takes_no_wild_cards():
    assert problems("bolivia", side(HEARTS), side()) == [
        "hand 1, A: a run takes no wild cards"
    ]
    assert problems("bolivia", side(run("5", 7)), side()) == []


def test_a_dirty_escalera_scores_300_and_its_cards_with_the_wild_card_at_its_value():
    # 95 + 70 - 10 + 300 (dirty escalera) + 500 (natural) + 200 (going out) + 200 (2 red threes, two canastas)
    assert problems("bolivia", going_out(), side(), **DIRTY) == []
    assert score("bolivia", going_out(), side(), **DIRTY)[0] == 1355


def test_the_same_side_with_a_clean_escalera_scores_1500():
    # ♥5 to J natural: 15 + 40 = 55; 55 + 70 - 10 + 1500 + 500 + 200 + 200 = 2515
    assert score("bolivia", going_out(run("5", 7)), side(), **DIRTY)[0] == 2515


def test_the_dirty_escalera_bonus_is_a_setting():
    # 1355 with 500 for the dirty escalera instead of 300
    assert (
        score("bolivia", going_out(), side(), dirty_run_bonus=500, **DIRTY)[0] == 1555
    )


def test_by_default_a_dirty_escalera_is_the_escalera_going_out_needs():
    # [IT]: going out needs "almeno una samba (escalera)", and "l'escalera" may be dirty at those tables
    assert rules("bolivia", dirty_runs=True).dirty_run_goes_out is True
    assert problems("bolivia", going_out(), side(), **DIRTY) == []


def test_a_table_that_wants_a_clean_escalera_to_go_out_refuses_a_dirty_one():
    # bright.net: "A seven card sequence without any wilds cards is called an Escalera"
    assert problems(
        "bolivia", going_out(), side(), dirty_run_goes_out=False, **DIRTY
    ) == ["hand 1, A: going out needs 1 escalera canasta, but this side has 0"]
    assert (
        problems(
            "bolivia", going_out(run("5", 7)), side(), dirty_run_goes_out=False, **DIRTY
        )
        == []
    )


def test_going_out_without_any_escalera_is_refused_with_the_switch_on():
    two_groups = side(meld("K", 7), meld("Q", 7), went_out=True)
    assert problems("bolivia", two_groups, side(), **DIRTY) == [
        "hand 1, A: going out needs 1 escalera canasta, but this side has 0"
    ]


def test_a_dirty_escalera_alone_is_one_canasta_of_the_two_going_out_needs():
    assert problems("bolivia", side(HEARTS, went_out=True), side(), **DIRTY) == [
        "hand 1, A: going out needs 2 canastas, but this side has 1"
    ]


def test_a_dirty_escalera_is_a_canasta_for_the_red_threes():
    # Not going out: 95 + 70 + 300 + 500 + 200 (two canastas of any kind: red threes plus) = 1165
    staying = side(HEARTS, meld("K", 7), red_threes=2)
    assert score("bolivia", staying, side(), **DIRTY)[0] == 1165


def test_a_dirty_run_keeps_the_rule_sets_wild_card_limit():
    three_wild = dirty_run("5", twos=2, jokers=1, stands_for=["6", "8", "10"])
    assert problems("bolivia", side(three_wild), side(), **DIRTY) == [
        "hand 1, A: the run from 5 in hearts has 3 wild cards; a meld may hold at most 2 wild cards"
    ]


def test_a_dirty_run_needs_two_natural_cards():
    short = dirty_run("5", length=3, twos=2, stands_for=["6", "7"])
    assert problems("bolivia", side(short), side(), **DIRTY) == [
        "hand 1, A: the run from 5 in hearts has 1 natural card and 2 wild cards; "
        "a meld needs at least 2 natural cards"
    ]


@pytest.mark.parametrize("stands_for", [(), ("8", "8"), ("Q",)])
def test_a_dirty_run_says_which_of_its_cards_each_wild_card_stands_for(stands_for):
    unsaid = dirty_run("5", twos=1, stands_for=stands_for)
    assert problems("bolivia", side(unsaid), side(), **DIRTY) == [
        "hand 1, A: the run from 5 in hearts has 1 wild card: say which of its cards (5, 6, 7, 8, 9, 10, J) "
        "each stands for, a different one each"
    ]


def test_a_dirty_run_of_six_is_no_canasta_and_scores_its_cards():
    # ♥5 to 10 with a deuce for the 7: 5 + 5 + 10 + 10 + 10 = 40, deuce 20 = 60; no bonus
    six = dirty_run("5", length=6, twos=1, stands_for=["7"])
    assert score("bolivia", side(six), side(), **DIRTY)[0] == 60


def test_a_counted_dirty_escalera_scores_300_only_where_the_house_plays_it():
    counted = side(meld_points=95 + 70, canastas={"dirty_escalera": 1, "natural": 1})
    assert score("bolivia", counted, side(), **DIRTY)[0] == 165 + 300 + 500
    assert problems("bolivia", counted, side()) == [
        "hand 1, A: Bolivia has no 'dirty_escalera' canastas (it has natural, mixed, escalera, bolivia)"
    ]


def test_a_counted_dirty_escalera_holds_at_least_60_card_points():
    # the cheapest: 4 to 9 of one suit (40) and a deuce for the ten (20)
    counted = side(meld_points=55, canastas={"dirty_escalera": 1})
    assert problems("bolivia", counted, side(), **DIRTY) == [
        "hand 1, A: with 1 dirty_escalera canasta, at least 60 card points are melded, but only 55 are recorded"
    ]


def test_the_pack_check_counts_a_dirty_runs_natural_cards_only():
    # Three packs hold 12 eights, and B has them all (7 melded, 5 held). A's joker stands for the 8 of
    # its run, so A holds no eight: counting the run's every card would make 13.
    all_eights = side(meld("8", 7), in_hand={"8": 5})
    assert problems("bolivia", side(HEARTS), all_eights, **DIRTY) == []
    assert problems("bolivia", side(run("5", 7)), all_eights, **DIRTY) == [
        "hand 1: 13 eights are recorded (both sides together), but 3 packs hold only 12"
    ]


def test_chilean_plays_the_dirty_samba_as_the_same_house_rule():
    # [IT] names Bolivia "Canasta cilena" too. Chilean's run of seven is a samba: 95 + 300 = 395.
    assert score("chilean", side(HEARTS), side(), **DIRTY)[0] == 395


@pytest.mark.parametrize("variant_id", ["samba", "brazilian"])
def test_samba_and_brazilian_have_no_dirty_escalera(variant_id):
    # [IT]'s Samba runs "non possono avere matte"; no Brazilian source names a dirty escalera.
    assert "dirty_runs" not in VARIANTS[variant_id].settings
    with pytest.raises(RuleError):
        rules(variant_id, dirty_runs=True)
