"""What a change of hands does to a game record, played once (record/changes.py): the hand it
breaks is named, problems the game already had are not blamed on it, and it says whether the
game is over."""

from scorekeeper.record import changes

US_THEM = [{"name": "Us"}, {"name": "Them"}]
# Us 100 melded + 500 (a natural canasta) + 100 (going out) = 700; Them 50: both under 1500, so
# each needs 50 to open the next hand.
OPENING = {
    "results": [
        {"meld_points": 100, "canastas": {"natural": 1}, "went_out": True},
        {"meld_points": 50},
    ]
}
# Us open with three aces (3 × 20 = 60 ≥ 50); Them 50 + 300 (a mixed canasta) + 100 (out).
SECOND = {
    "results": [
        {"melds": [{"rank": "A", "natural": 3}], "hand_points": 0},
        {"meld_points": 50, "canastas": {"mixed": 1}, "went_out": True},
    ]
}
# Us 1000 + 500 + 100 = 1600: from 1500 a side needs 90 to open, and hand 2's aces make 60.
BIG_OPENING = {
    "results": [
        {"meld_points": 1000, "canastas": {"natural": 1}, "went_out": True},
        {"meld_points": 50},
    ]
}
SHORT_MELD = {"results": [{"melds": [{"rank": "K", "natural": 1}]}, {}]}


def game(*hands, rules=None):
    return {
        "format": 1,
        "variant": "classic",
        "rules": rules or {},
        "sides": US_THEM,
        "hands": list(hands),
    }


def test_a_correction_that_lowers_a_later_hands_opening_below_its_minimum_blames_that_hand():
    change = changes.play_change(game(OPENING, SECOND), BIG_OPENING, 1)
    assert change.kind == "edit" and change.number == 1 and change.own == []
    assert [(p.hand, p.code, p.params) for p in change.others] == [
        (2, "initial.short", {"melded": 60, "requirement": 90})
    ]


def test_a_problem_the_game_already_had_is_not_blamed_on_a_new_hand():
    change = changes.play_change(game(SHORT_MELD), OPENING, None)
    assert change.kind == "add" and change.number == 2
    assert change.own == [] and change.others == []


def test_the_game_as_it_was_is_played_only_when_the_change_shows_problems_elsewhere(
    monkeypatch,
):
    played = []
    real = changes.play
    monkeypatch.setattr(changes, "play", lambda g: played.append(g) or real(g))
    changes.play_change(game(OPENING), SECOND, None)
    # the changed game only: nothing outside hand 2 to tell apart
    assert len(played) == 1
    played.clear()
    changes.play_change(game(SHORT_MELD), OPENING, None)
    assert len(played) == 2  # hand 1's problem: was it there before? (yes)


def test_a_hand_reaching_the_target_finishes_the_game_and_deleting_it_does_not():
    """Target 500: Us 700 after the opening hand."""
    change = changes.play_change(game(rules={"target": 500}), OPENING, None)
    assert change.finished and change.own == []
    taken_back = changes.play_change(change.record, None, 1)
    assert taken_back.kind == "delete" and not taken_back.finished
    assert taken_back.record["hands"] == []


def test_an_unreadable_change_is_not_over_and_says_why():
    change = changes.play_change(game(), {"results": "none"}, None)
    assert change.game is None and not change.finished and change.own


def test_counted_points_said_two_ways_are_the_same_hand():
    a = {"results": [{"meld_points": 90, "in_hand": {"points": 35}}, {}]}
    b = {"results": [{"meld_points": 90, "hand_points": 35}, {}]}
    assert changes.same_hand(a, b, ["Us", "Them"])
    assert not changes.same_hand(a, OPENING, ["Us", "Them"])
