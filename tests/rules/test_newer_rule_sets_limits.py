"""Packs and wild-card limits of Cuban, Mexicana, the sevens, Brazilian and Chilean (rules reference §11-§18):
what each accepts at the limit and refuses one card past it, naming hand, side and rule."""

import dataclasses

import pytest

from rules.builders import meld, problems, side
from scorekeeper.rules import VARIANTS


@pytest.mark.parametrize(
    "variant_id, most_wild",
    [
        ("cuban", 3),
        ("mexicana", 3),
        ("sevens", 3),  # Classic: at most three wild cards
        ("brazilian", 2),
        ("chilean", 2),  # Bolivia, from Samba: at most two
    ],
)
def test_a_meld_holds_at_most_the_rule_sets_wild_cards(variant_id, most_wild):
    assert problems(variant_id, side(meld("K", 3, twos=most_wild)), side()) == []
    assert problems(variant_id, side(meld("K", 3, twos=most_wild + 1)), side()) == [
        f"hand 1, A: the meld of kings has {most_wild + 1} wild cards; "
        f"a meld may hold at most {most_wild} wild cards"
    ]


@pytest.mark.parametrize(
    "variant_id, packs",
    [("cuban", 2), ("mexicana", 3), ("sevens", 2), ("brazilian", 3), ("chilean", 3)],
)
def test_no_more_kings_than_the_packs_hold(variant_id, packs):
    kings = 4 * packs
    assert (
        problems(variant_id, side(meld("K", 7)), side(in_hand={"K": kings - 7})) == []
    )
    assert problems(variant_id, side(meld("K", 7)), side(in_hand={"K": kings - 6})) == [
        f"hand 1: {kings + 1} kings are recorded (both sides together), but {packs} packs hold only {kings}"
    ]


@pytest.mark.parametrize("variant_id", ["mexicana", "sevens"])
def test_a_meld_of_sevens_still_needs_two_natural_sevens(variant_id):
    assert problems(variant_id, side(meld("7", 1, twos=2)), side()) == [
        "hand 1, A: the meld of sevens has 1 natural card and 2 wild cards; a meld needs at least 2 natural cards"
    ]


def test_cuban_wild_melds_hold_three_to_seven_wild_cards():
    assert problems("cuban", side(meld("wild", 0, twos=2)), side()) == [
        "hand 1, A: a meld of wild cards has 3 to 7 cards, not 2"
    ]
    assert problems("sevens", side(meld("wild", 0, twos=3)), side()) == [
        "hand 1, A: melds of wild cards only are not played in Canasta ai sette"
    ]


@pytest.mark.parametrize(
    "variant_id, needed",
    [("cuban", 1), ("sevens", 1), ("brazilian", 2), ("chilean", 2)],
)
def test_going_out_needs_the_rule_sets_canastas(variant_id, needed):
    assert problems(variant_id, side(meld("K", 6), went_out=True), side()) == [
        f"hand 1, A: going out needs {needed} canasta{'s' if needed > 1 else ''}, but this side has 0"
    ]


@pytest.mark.parametrize(
    "variant_id", ["cuban", "mexicana", "sevens", "brazilian", "chilean"]
)
def test_what_a_setting_implies_is_triggered_by_one_of_the_rule_sets_settings(
    variant_id,
):
    variant = VARIANTS[variant_id]
    fields = {f.name for f in dataclasses.fields(variant)}
    for (key, _), changes in variant.implies.items():
        assert key in variant.settings and set(changes) <= fields
    assert set(variant.unverified) <= set(variant.settings)
