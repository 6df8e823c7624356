"""How many wild cards a meld may hold, written once for melds of a rank (validation/meld_checks.py)
and dirty runs (runs.py): at most the rule set's `max_wild_cards`, at least its `min_naturals`
natural cards, and, where `wilds_not_more_than_naturals`, never more wild cards than natural ones
(rules reference §4). The phone's mirror is wildCardProblem in static/scorer/scorer_side_checks.js.

The two callers ask in different orders (a rank meld's naturals come before its size, a run's
wild cards first), so each names the checks it wants, in its order; the first that fails answers.
"""

from scorekeeper.rules.cards import plural
from scorekeeper.rules.errors import Reason
from scorekeeper.rules.hands import Meld
from scorekeeper.rules.variant import Variant

TOO_MANY = "too_many_wilds"
TOO_FEW = "too_few_naturals"
MORE_WILDS = "more_wilds_than_naturals"
ALL_CHECKS = (TOO_MANY, TOO_FEW, MORE_WILDS)


def _too_many_wilds(variant: Variant, meld: Meld, key) -> Reason | None:
    if meld.wild <= variant.max_wild_cards:
        return None
    return Reason(
        "meld.too_many_wilds",
        f"{meld.name} has {plural(meld.wild, 'wild card')}; "
        f"a meld may hold at most {plural(variant.max_wild_cards, 'wild card')}",
        meld=key,
        wilds=meld.wild,
        most_wilds=variant.max_wild_cards,
    )


def _too_few_naturals(variant: Variant, meld: Meld, key) -> Reason | None:
    if meld.natural >= variant.min_naturals:
        return None
    return Reason(
        "meld.too_few_naturals",
        f"{meld.name} has {plural(meld.natural, 'natural card')} and {plural(meld.wild, 'wild card')}; "
        f"a meld needs at least {variant.min_naturals} natural cards",
        meld=key,
        naturals=meld.natural,
        wilds=meld.wild,
        least=variant.min_naturals,
    )


def _more_wilds_than_naturals(variant: Variant, meld: Meld, key) -> Reason | None:
    if not (variant.wilds_not_more_than_naturals and meld.wild > meld.natural):
        return None
    return Reason(
        "meld.more_wilds_than_naturals",
        f"{meld.name} has {plural(meld.wild, 'wild card')} and {plural(meld.natural, 'natural card')}; "
        "a meld may never hold more wild cards than natural cards",
        meld=key,
        wilds=meld.wild,
        naturals=meld.natural,
    )


_CHECKS = {
    TOO_MANY: _too_many_wilds,
    TOO_FEW: _too_few_naturals,
    MORE_WILDS: _more_wilds_than_naturals,
}


def wild_card_problem(
    variant: Variant, meld: Meld, key, checks: tuple[str, ...] = ALL_CHECKS
) -> Reason | None:
    """The first of `checks` (in their order) the meld fails, named by `key` (rank, low, suit)."""
    for check in checks:
        problem = _CHECKS[check](variant, meld, key)
        if problem:
            return problem
    return None
