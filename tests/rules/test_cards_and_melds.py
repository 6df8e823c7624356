"""Card values and canasta kinds (rules reference §1.2, §3)."""

import pytest

from rules.builders import meld, rules
from scorekeeper.rules import canasta_kind, meld_points


@pytest.mark.parametrize(
    "rank, each",
    [
        ("A", 20),
        ("K", 10),
        ("Q", 10),
        ("J", 10),
        ("10", 10),
        ("9", 10),
        ("8", 10),
        ("7", 5),
        ("6", 5),
        ("5", 5),
        ("4", 5),
        ("3", 5),
    ],
)
def test_each_natural_card_has_its_standard_value(rank, each):
    # three of a rank, no wild cards
    assert meld_points(meld(rank, 3)) == 3 * each


def test_deuces_count_20_and_jokers_50():
    # 9-9-9-2-JK = 3x10 + 20 + 50 = 100 (the seeds' legal example)
    assert meld_points(meld("9", 3, twos=1, jokers=1)) == 100


def test_a_meld_of_wild_cards_counts_its_deuces_and_jokers():
    # JK x2 + 2 x5 = 100 + 100 = 200
    assert meld_points(meld("wild", 0, twos=5, jokers=2)) == 200


def test_seven_naturals_make_a_natural_canasta():
    assert canasta_kind(rules(), meld("K", 7)) == "natural"


def test_seven_cards_with_wild_cards_make_a_mixed_canasta():
    assert canasta_kind(rules(), meld("8", 5, twos=1, jokers=1)) == "mixed"


def test_six_cards_are_not_yet_a_canasta():
    assert canasta_kind(rules(), meld("K", 6)) is None


def test_more_than_seven_cards_are_still_one_canasta():
    assert canasta_kind(rules(), meld("Q", 9)) == "natural"


def test_black_threes_never_make_a_canasta():
    assert canasta_kind(rules(), meld("3", 4)) is None


def test_seven_wild_cards_make_a_wild_canasta_in_uruguayan():
    assert canasta_kind(rules("uruguayan"), meld("wild", 0, twos=4, jokers=3)) == "wild"
