"""Each rule set's hand entry asks for what it scores, and only that."""

import pytest

from rules.builders import rules
from scorekeeper.rules.entry import entry_for


def test_classic_asks_for_groups_black_threes_red_threes_and_concealed_going_out():
    entry = entry_for(rules("classic"))
    assert entry.meld_kinds == ("group", "black_threes")
    assert entry.canasta_kinds == ("natural", "mixed")
    assert (
        entry.red_threes_laid
        and entry.concealed
        and not entry.acaba
        and not entry.special_hands
    )


def test_samba_asks_for_runs_and_sambas_but_no_concealed_going_out():
    entry = entry_for(rules("samba"))
    assert (
        "run" in entry.meld_kinds
        and "samba" in entry.canasta_kinds
        and not entry.concealed
    )


def test_bolivia_asks_for_wild_melds_and_escaleras():
    entry = entry_for(rules("bolivia"))
    assert entry.meld_kinds == ("group", "run", "wild", "black_threes")
    assert set(entry.canasta_kinds) == {"natural", "mixed", "escalera", "bolivia"}


def test_modern_american_asks_for_special_canastas_hands_black_threes_and_each_players_hand():
    entry = entry_for(rules("modern-american"))
    assert {"sevens", "aces", "wild_twos", "wild_jokers", "wild"} <= set(
        entry.canasta_kinds
    )
    assert entry.unfinished_kinds == (
        "sevens",
        "aces",
        "wild",
    ) and entry.held_ranks == ("7", "A")
    assert (
        entry.black_threes_laid
        and entry.per_player_hands
        and "black_threes" not in entry.meld_kinds
    )
    assert entry.special_hands == (
        "straight",
        "seven_pairs",
        "seven_pairs_wild",
        "garbage",
    )


def test_hand_and_foot_lays_no_threes():
    entry = entry_for(rules("hand-and-foot"))
    assert not entry.red_threes_laid and entry.meld_kinds == ("group",)


def test_british_asks_for_acaba_and_viennese_for_canastas_from_the_hand():
    assert entry_for(rules("british")).acaba
    assert entry_for(rules("viennese")).from_hand_canastas


@pytest.mark.parametrize(
    "variant_id, threes",
    [
        # A red three kept in hand costs 500; a black three is a 5-point card
        ("classic", ("3r",)),
        ("samba", ()),  # red threes are laid at once (Crawford); black threes cost 5
        ("bolivia", ("3b",)),  # black three held -100
        ("modern-american", ("3r", "3b")),
        ("hand-and-foot", ("3r",)),  # red three held -300
    ],
)
def test_a_counted_entry_asks_apart_for_the_threes_held_that_cost_more_than_5(
    variant_id, threes
):
    assert entry_for(rules(variant_id)).held_threes == threes
