"""Counts no pack could hold are refused: an extra zero typed must not end a game.

One standard pack with two jokers holds, in card points (rules reference §1.2):
2 jokers × 50 = 100, 4 deuces × 20 = 80, 4 aces × 20 = 80, 24 cards K to 8 × 10 = 240,
16 cards 7 to 4 × 5 = 80, 2 black threes × 5 = 10; 100 + 80 + 80 + 240 + 80 + 10 = 590.
Red threes have no card value. Two packs: 1,180; three: 1,770; four: 2,360; five: 2,950; seven: 4,130.
"""

import pytest

from rules.builders import meld, problems, side
from scorekeeper.rules.pack_limits import pack_card_points


@pytest.mark.parametrize(
    "decks, points", [(1, 590), (2, 1180), (3, 1770), (4, 2360), (5, 2950), (7, 4130)]
)
def test_packs_hold_590_card_points_each(decks, points):
    assert pack_card_points(decks) == points


def test_99995_melded_in_count_mode_is_refused():
    assert problems(
        "classic",
        side(meld_points=99995, canastas={"natural": 1}, went_out=True),
        side(meld_points=0),
    ) == [
        "hand 1, A: 99,995 card points melded is more than the packs hold: 2 packs hold only 1,180 card points"
    ]


def test_5000_left_in_hand_is_refused():
    assert problems(
        "classic",
        side(meld_points=120, canastas={"natural": 1}, went_out=True),
        side(meld_points=0, hand_points=5000),
    ) == [
        "hand 1, B: 5,000 card points left in hand is more than the packs hold: "
        "2 packs hold only 1,180 card points"
    ]


def test_both_sides_together_may_not_pass_what_the_packs_hold():
    # 700 melded by A and 400 melded + 100 left by B: 1,200 > 1,180, though each side alone fits.
    assert problems(
        "classic",
        side(meld_points=700, canastas={"natural": 1}, went_out=True),
        side(meld_points=400, canastas={"mixed": 1}, hand_points=100),
    ) == [
        "hand 1: 1,200 card points are recorded (both sides together, melded and left in hand), "
        "but 2 packs hold only 1,180 card points"
    ]


def test_every_card_of_two_packs_is_accepted():
    # 700 + 400 + 80 = 1,180: every card point of two packs, exactly.
    assert (
        problems(
            "classic",
            side(meld_points=700, canastas={"natural": 1}, went_out=True),
            side(meld_points=400, canastas={"mixed": 1}, hand_points=80),
        )
        == []
    )


@pytest.mark.parametrize(
    "variant, sides, players, accepted, refused, packs, limit",
    [
        ("samba", 2, 2, 1770, 1775, 3, "1,770"),  # three packs
        # Five packs for two partnerships
        ("hand-and-foot", 2, 2, 2950, 2955, 5, "2,950"),
        ("hand-and-foot", 3, 2, 4130, 4135, 7, "4,130"),  # seven for three partnerships
        ("hand-and-foot", 2, 1, 2360, 2365, 4, "2,360"),  # four when each plays alone
    ],
)
def test_the_limit_follows_the_number_of_packs(
    variant, sides, players, accepted, refused, packs, limit
):
    def hand(melded):
        return [side(meld_points=melded)] + [
            side(meld_points=0) for _ in range(sides - 1)
        ]

    assert problems(variant, *hand(accepted), players=players) == []
    assert problems(variant, *hand(refused), players=players) == [
        f"hand 1, A: {refused:,} card points melded is more than the packs hold: "
        f"{packs} packs hold only {limit} card points"
    ]


def test_melds_typed_one_by_one_count_too():
    # Four natural canastas K, Q, J, 10 of 7 cards: 4 × 7 × 10 = 280 melded by A.
    four = (meld("K", 7), meld("Q", 7), meld("J", 7), meld("10", 7))
    # 280 + 900 left by B = 1,180: exactly two packs, so no card-point problem.
    assert not any(
        "card points" in p
        for p in problems("classic", side(*four), side(hand_points=900))
    )
    # 280 + 905 = 1,185: five more than two packs hold.
    assert (
        "hand 1: 1,185 card points are recorded (both sides together, melded and left in hand), "
        "but 2 packs hold only 1,180 card points"
        in problems("classic", side(*four), side(hand_points=905))
    )
