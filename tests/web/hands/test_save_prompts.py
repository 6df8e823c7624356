"""Before saving, an empty hand and a hand identical to the one before ask for confirmation."""

import pytest

from scorekeeper.web.entry.save_prompts import is_empty, question

NAMES = ["Us", "Them"]
HAND = {
    "results": [
        {
            "meld_points": 130,
            "canastas": {"mixed": 1},
            "went_out": True,
            "red_threes": 0,
        },
        {"meld_points": 120, "hand_points": 20},
    ]
}


@pytest.mark.parametrize(
    "hand, empty",
    [
        (
            {
                "results": [
                    {"melds": [], "red_threes": 0, "hand_points": 0},
                    {"melds": [], "red_threes": 0},
                ]
            },
            True,
        ),
        ({"results": [{"meld_points": 0, "canastas": {}}, {"hand_points": 0}]}, True),
        ({"results": [{"melds": [], "went_out": True}, {}]}, False),
        ({"results": [{}, {"hand_points": 5}]}, False),
        (HAND, False),
    ],
)
def test_a_hand_is_empty_when_nothing_was_typed_for_any_side(hand, empty):
    assert is_empty(hand) is empty


def test_an_empty_hand_asks_first():
    assert question([HAND], {"results": [{}, {}]}, NAMES).startswith("Hand 2 is empty")


def test_the_same_hand_twice_in_a_row_asks_first():
    # The count typed as points in the form's other shape ({"points": 20}) is still the same hand.
    again = {
        "results": [HAND["results"][0], {"meld_points": 120, "in_hand": {"points": 20}}]
    }
    assert question([HAND], again, NAMES) == (
        "Hand 2 is exactly the same as hand 1. Was it saved already (the browser's Back button)? "
        "Save it again anyway?"
    )


def test_a_different_hand_saves_at_once():
    other = {"results": [HAND["results"][0], {"meld_points": 120, "hand_points": 25}]}
    assert question([HAND], other, NAMES) is None
    assert question([], HAND, NAMES) is None
