"""Count cards, not points: cards counted by value add up to the rule book's card points, and a
count no pack holds, or too few cards for the canastas counted, is refused (issue 22)."""

import pytest
from factories import SIDES

from scorekeeper.record.game_record import RecordError, parse_record, parse_side_result
from scorekeeper.rules import VARIANTS, play
from scorekeeper.rules.card_counts import (
    VALUES,
    cards_of_value,
    counts_allowed,
    in_pack,
    points_of,
)


def played(*results, variant="classic"):
    record = {"variant": variant, "sides": SIDES, "hands": [{"results": list(results)}]}
    return play(parse_record(record))


def test_the_values_group_the_cards_as_paper_players_sort_them():
    assert VALUES == (50, 20, 10, 5)
    assert cards_of_value(50) == ("joker",)
    assert cards_of_value(20) == ("2", "A")
    assert cards_of_value(10) == ("K", "Q", "J", "10", "9", "8")
    assert cards_of_value(5) == ("7", "6", "5", "4", "3b")


def test_counts_add_up_to_card_points():
    # a joker 50, 4 deuces or aces 80, 14 from king to eight 140, 3 from seven to four 15: 285
    assert points_of({50: 1, 20: 4, 10: 14, 5: 3}) == 285
    assert points_of({"10": 2, "5": 1}) == 25  # as a record writes them
    assert points_of(None) == 0


@pytest.mark.parametrize(
    "variant, jokers, twenties, tens, fives",
    [
        # two packs: 2 × 2 jokers; 2 × (4 deuces + 4 aces); 2 × 6 ranks × 4; 2 × (4 ranks × 4 + 2 black threes)
        ("classic", 4, 16, 48, 36),
        # Samba's three packs: 6, 24, 72, 54
        ("samba", 6, 24, 72, 54),
    ],
)
def test_the_packs_hold_so_many_cards_of_each_value(
    variant, jokers, twenties, tens, fives
):
    rules = VARIANTS[variant]
    assert [in_pack(v, rules) for v in VALUES] == [jokers, twenties, tens, fives]


def test_every_rule_set_but_mini_and_the_relatives_can_be_counted_card_by_value():
    refused = [key for key, rules in VARIANTS.items() if not counts_allowed(rules)]
    # Mini: melded cards score nothing, cards left cost by groups; Burraco, Buraco and Biriba price
    # their cards themselves (a joker 30 or 20, an ace 15), not in Canasta's classes of 50, 20, 10, 5
    assert refused == ["mini"] + [key for key in VARIANTS if VARIANTS[key].second_pile]
    assert len(refused) == 9


def test_a_classic_hand_counted_by_cards_scores_as_worked_by_hand():
    game = played(
        # 285 melded (above) + a natural canasta 500 + a red three 100 + going out 100 = 985
        {
            "meld_cards": {"50": 1, "20": 4, "10": 14, "5": 3},
            "canastas": {"natural": 1},
            "red_threes": 1,
            "went_out": True,
        },
        # 2 × 20 + 6 × 10 + 4 × 5 = 120 melded; left a joker, 2 kings, a six: 50 + 20 + 5 = 75; 45
        {
            "meld_cards": {"20": 2, "10": 6, "5": 4},
            "hand_cards": {"50": 1, "10": 2, "5": 1},
        },
    )
    assert not game.problems
    assert [score.total for score in game.hands[0].scores] == [985, 45]


def test_threes_priced_apart_stay_beside_cards_counted_by_value():
    # Classic: a red three still held costs 500; 2 kings left 20: 60 − 20 − 500 = −460
    game = played(
        {"meld_cards": {"10": 6}, "hand_cards": {"10": 2}, "in_hand": {"3r": 1}},
        {"meld_cards": {"10": 6}},
    )
    assert game.hands[0].scores[0].total == -460


def test_more_cards_of_a_value_than_the_packs_hold_are_refused_for_the_side():
    game = played({"meld_cards": {"50": 3}, "hand_cards": {"50": 2}}, {})
    assert [p.code for p in game.problems] == ["count.cards_over_pack"]
    assert game.problems[0].side == "Us"
    assert "5 cards worth 50 are counted for this side, but 2 packs hold only 4" in str(
        game.problems[0]
    )


def test_every_sides_cards_together_are_checked_against_the_packs():
    # 3 jokers counted for Us and 2 melded card by card by Them: 5, and two packs hold 4
    game = played(
        {"meld_cards": {"50": 3, "10": 4}},
        {"melds": [{"rank": "K", "natural": 4, "jokers": 2}]},
    )
    assert [p.code for p in game.problems] == ["count.cards_over_pack_all"]
    assert game.problems[0].side is None


def test_fewer_cards_than_the_canastas_counted_hold_are_refused():
    # two canastas hold at least 14 cards; 13 counted
    game = played(
        {"meld_cards": {"10": 13}, "canastas": {"natural": 1, "mixed": 1}}, {}
    )
    assert "count.cards_short_of_canastas" in [p.code for p in game.problems]


def test_a_record_gives_either_points_or_cards():
    with pytest.raises(RecordError, match="meld_points or meld_cards"):
        parse_side_result({"meld_points": 60, "meld_cards": {"10": 6}})
    with pytest.raises(RecordError, match="hand_cards or hand_points"):
        parse_side_result({"meld_cards": {}, "hand_points": 5, "hand_cards": {"5": 1}})
    with pytest.raises(RecordError, match="counted by value"):
        parse_side_result({"meld_cards": {"15": 1}})
    with pytest.raises(RecordError, match="only threes"):
        parse_side_result(
            {"meld_cards": {}, "hand_cards": {"5": 1}, "in_hand": {"K": 1}}
        )


def test_a_side_counted_by_cards_keeps_its_counts_and_their_points():
    side = parse_side_result({"meld_cards": {"20": 2, "5": 1}, "hand_cards": {"50": 1}})
    assert side.meld_cards == {20: 2, 5: 1} and side.meld_points == 45
    assert side.hand_cards == {50: 1} and side.hand_points == 50
