"""An event's round played as fixed hands with fixed minimums, or against a clock (issue 24; rules
reference §14 for the American Canasta Society's 3 hands at 125, 155, 180)."""

import pytest

from rules.builders import side
from scorekeeper.rules import (
    VARIANTS,
    Game,
    Hand,
    RoundFormat,
    RuleError,
    Side,
    minimum_meld,
    play,
)

CLASSIC = VARIANTS["classic"].configure(2, 2)
THREE_HANDS = RoundFormat(minimums=(125, 155, 180), minutes=50, warning_minutes=10)
NS_EW = (Side("North-South", ("Ana", "Ben")), Side("East-West", ("Cleo", "Dan")))


def count(points, natural=0, mixed=0, red_threes=0, went_out=False, hand=0):
    return side(
        meld_points=points,
        canastas={"natural": natural, "mixed": mixed},
        red_threes=red_threes,
        went_out=went_out,
        hand_points=hand,
    )


# Hand 1: NS 300 + 500 (natural) + 100 (red three) + 100 (out) = 1000; EW 150 + 300 (mixed) - 40 = 410
# Hand 2: NS 200 - 50 = 150 (1150);  EW 400 + 2 x 500 + 100 (out) = 1500 (1910)
# Hand 3: NS 250 + 300 + 100 (out) = 650 (1800);  EW never melded: 0 - 60 = -60 (1850)
HANDS = (
    (count(300, natural=1, red_threes=1, went_out=True), count(150, mixed=1, hand=40)),
    (count(200, hand=50), count(400, natural=2, went_out=True)),
    (count(250, mixed=1, went_out=True), count(0, hand=60)),
)


def round_of(fmt, hands, called_after=None):
    rules = fmt.rules(CLASSIC, called_after)
    return play(Game(rules, NS_EW, tuple(Hand(h) for h in hands)))


def test_each_fixed_hand_has_its_own_minimum_whatever_the_totals():
    result = round_of(THREE_HANDS, HANDS)
    # Classic would ask 50 of both sides in hands 2 and 3 (totals 1000/410, then 1150/1910)
    assert [h.requirements for h in result.hands] == [
        (125, 125),
        (155, 155),
        (180, 180),
    ]
    assert [h.totals for h in result.hands] == [(1000, 410), (1150, 1910), (1800, 1850)]
    assert result.problems == ()


def test_a_side_below_zero_or_far_ahead_still_has_the_hands_minimum():
    rules = THREE_HANDS.rules(CLASSIC)
    assert minimum_meld(rules, -300, 2) == 155  # Classic: 15 below zero
    assert minimum_meld(rules, 3500, 1) == 125  # Classic: 120 from 3000
    assert minimum_meld(rules, 0, 3) == 180


def test_the_round_ends_after_its_last_fixed_hand_far_below_the_target():
    result = round_of(THREE_HANDS, HANDS)
    assert result.finish.finished and result.finish.winner == 1
    assert result.finish.margin == 1850 - 1800
    assert not round_of(THREE_HANDS, HANDS[:2]).finish.finished


def test_a_fourth_hand_in_a_three_hand_round_is_refused():
    result = round_of(THREE_HANDS, HANDS + ((count(0), count(0)),))
    assert [str(p) for p in result.problems] == [
        "hand 4: the game was already over after hand 3"
    ]


def test_a_round_of_fixed_hands_that_ends_level_is_a_drawn_table():
    # Hand 3: NS 360 + 500 (natural) + 100 (out) = 960 -> 1150 + 960 = 2110; EW 200 melded -> 1910 + 200 = 2110
    level = (count(360, natural=1, went_out=True), count(200))
    result = round_of(THREE_HANDS, HANDS[:2] + (level,))
    assert result.problems == () and result.totals == (2110, 2110)
    assert (
        result.finish.finished
        and result.finish.winner is None
        and result.finish.tied == (0, 1)
    )


def test_time_called_during_hand_two_ends_the_round_after_hand_two():
    clock_only = RoundFormat(minutes=50, warning_minutes=10)
    result = round_of(clock_only, HANDS[:2], called_after=2)
    assert (
        result.finish.finished
        and result.finish.winner == 1
        and result.finish.margin == 1910 - 1150
    )
    # Without the call, Classic plays on to 5000 with its own minimums (NS on 1150: 50; EW on 1910: 90)
    free = round_of(clock_only, HANDS[:2])
    assert not free.finish.finished and free.next_initial_meld == (50, 90)


def test_time_called_does_not_stretch_a_round_of_fixed_hands():
    assert THREE_HANDS.rules(CLASSIC, called_after=5).hands_in_game == 3
    assert THREE_HANDS.rules(CLASSIC, called_after=2).hands_in_game == 2


def test_a_round_to_the_target_changes_nothing():
    assert RoundFormat().rules(CLASSIC) == CLASSIC
    assert RoundFormat().kind == "target" and THREE_HANDS.kind == "fixed_hands"


def test_a_round_format_is_stored_as_plain_data_and_read_back():
    assert RoundFormat.from_data(THREE_HANDS.as_data()) == THREE_HANDS


@pytest.mark.parametrize(
    "bad",
    [
        {"minimums": [125, "x"]},
        {"minutes": 10, "warning_minutes": 20},
        {"tie_rule": "coin"},
        {"minutes": "soon"},
    ],
)
def test_a_round_format_that_makes_no_sense_is_refused(bad):
    with pytest.raises(RuleError):
        RoundFormat.from_data(bad)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_rule_sets_table_can_be_a_round_of_fixed_hands(variant):
    """A table of an event is an ordinary game whose house rules are the round's format, in any
    rule set: hand 2 asks 155 whatever the side's total."""
    rule_set = VARIANTS[variant]
    layout = rule_set.layouts[-1]
    rules = rule_set.configure(
        layout.sides, layout.players_per_side, THREE_HANDS.house_rules()
    )
    assert rules.hands_in_game == 3
    assert minimum_meld(rules, 4000, hand_number=2) == 155


def test_time_called_in_house_rules_ends_the_round_after_that_hand():
    assert THREE_HANDS.house_rules(called_after=2)["hands_in_game"] == 2
    assert RoundFormat(minutes=50).house_rules(called_after=4) == {
        "hands_in_game": 4,
        "tie_rule": "shared",
    }


# A Burraco tournament's round: a fixed number of deals (2, 3 or 4 "smazzate") on a clock
# (rules reference relatives.md §1, "game end, tournament"), the rule set's own meld rules kept.
THREE_DEALS = RoundFormat(deals=3, minutes=40, warning_minutes=5)


def test_a_round_of_three_deals_ends_after_its_third_deal_far_below_the_target():
    result = round_of(THREE_DEALS, HANDS)
    assert result.finish.finished and result.finish.winner == 1
    assert result.totals == (1800, 1850)
    assert not round_of(THREE_DEALS, HANDS[:2]).finish.finished
    assert THREE_DEALS.kind == "fixed_deals"


def test_a_round_of_deals_keeps_the_rule_sets_own_minimums():
    # Classic's table by the side's total: 0-1495 asks 50, 1500-2995 asks 90. Before hand 3
    # NS stand on 1150 (50) and EW on 1910 (90): nothing like fixed hands' 125/155/180.
    result = round_of(THREE_DEALS, HANDS)
    assert [h.requirements for h in result.hands] == [(50, 50), (50, 50), (50, 90)]


def test_a_fourth_deal_in_a_round_of_three_is_refused():
    result = round_of(THREE_DEALS, HANDS + ((count(0), count(0)),))
    assert [str(p) for p in result.problems] == [
        "hand 4: the game was already over after hand 3"
    ]


def test_time_called_in_a_round_of_deals_ends_it_after_the_hand_in_play():
    assert THREE_DEALS.rules(CLASSIC, called_after=2).hands_in_game == 2
    assert THREE_DEALS.rules(CLASSIC, called_after=7).hands_in_game == 3
    result = round_of(THREE_DEALS, HANDS[:2], called_after=2)
    assert result.finish.finished and result.finish.margin == 1910 - 1150


def test_a_round_of_deals_is_stored_and_read_back_and_old_formats_read_as_none():
    assert RoundFormat.from_data(THREE_DEALS.as_data()) == THREE_DEALS
    assert RoundFormat.from_data({"minimums": [125]}).deals == 0


@pytest.mark.parametrize(
    "bad", [{"deals": -1}, {"deals": 3, "minimums": [125, 155, 180]}, {"deals": "x"}]
)
def test_a_round_of_deals_that_makes_no_sense_is_refused(bad):
    with pytest.raises(RuleError):
        RoundFormat.from_data(bad)
