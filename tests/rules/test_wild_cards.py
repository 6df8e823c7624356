"""The wild cards a meld may hold (rules reference §4), one rule for melds of a rank and dirty runs
alike (rules/wild_cards.py): at most the rule set's limit, at least its natural cards, and in
Canastone never more wild cards than natural ones. Each caller asks in its own order, and the
first check that fails is the one reported."""

from dataclasses import replace

from scorekeeper.rules import VARIANTS, Meld
from scorekeeper.rules.runs import run_problem
from scorekeeper.rules.validation.meld_checks import rank_meld_problem
from scorekeeper.rules.wild_cards import (
    MORE_WILDS,
    TOO_FEW,
    TOO_MANY,
    wild_card_problem,
)

CLASSIC = VARIANTS["classic"]  # at most 3 wild cards, at least 2 naturals
KEY = ("K", "", "")


def code(reason):
    return reason.code if reason else None


def test_classic_allows_three_wild_cards_and_refuses_a_fourth():
    # K K + 3 wild cards: 3 is the limit; K K K + 4 wild cards: one too many
    assert wild_card_problem(CLASSIC, Meld("K", 2, 3), KEY) is None
    refused = wild_card_problem(CLASSIC, Meld("K", 3, 4), KEY)
    assert code(refused) == "meld.too_many_wilds"
    assert refused.params == {"meld": KEY, "wilds": 4, "most_wilds": 3}


def test_a_meld_needs_two_natural_cards():
    # K + 2 wild cards: one natural, the rule asks 2
    refused = wild_card_problem(CLASSIC, Meld("K", 1, 2), KEY)
    assert code(refused) == "meld.too_few_naturals"
    assert refused.params["least"] == 2 and refused.params["naturals"] == 1


def test_more_wild_cards_than_naturals_only_where_the_rule_set_forbids_it():
    # K K K + 3 wild cards would be fine anywhere; K K + 3 only where wild cards may not outnumber
    assert wild_card_problem(CLASSIC, Meld("K", 2, 3), KEY) is None
    strict = replace(CLASSIC, wilds_not_more_than_naturals=True)
    assert code(wild_card_problem(strict, Meld("K", 2, 3), KEY)) == (
        "meld.more_wilds_than_naturals"
    )
    assert wild_card_problem(strict, Meld("K", 3, 3), KEY) is None


def test_the_caller_names_the_checks_and_their_order():
    # K + 4 wild cards breaks both limits: the first named check answers
    meld = Meld("K", 1, 4)
    assert code(wild_card_problem(CLASSIC, meld, KEY, (TOO_MANY, TOO_FEW))) == (
        "meld.too_many_wilds"
    )
    assert code(wild_card_problem(CLASSIC, meld, KEY, (TOO_FEW, TOO_MANY))) == (
        "meld.too_few_naturals"
    )
    assert wild_card_problem(CLASSIC, meld, KEY, (MORE_WILDS,)) is None


def test_a_rank_meld_counts_its_naturals_first_and_a_dirty_run_its_wild_cards_first():
    """The two orders kept from before the rule had one home: K + 4 wild cards is 'too few
    naturals' as a meld of kings; a Bolivia run of 1 natural and 4 wild cards (limit 2, dirty runs
    on) is 'too many wild cards'."""
    assert code(rank_meld_problem(CLASSIC, Meld("K", 1, 4))) == "meld.too_few_naturals"
    bolivia = replace(VARIANTS["bolivia"], dirty_runs=True)
    run = Meld("run", 1, 2, 2, low="5", suit="hearts", wild_ranks=("6", "7", "8", "9"))
    assert code(run_problem(bolivia, run)) == "meld.too_many_wilds"
