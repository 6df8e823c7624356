"""Refusals for Burraco, Buraco and Biriba (the relatives reference, relatives.md): one wild card per
meld, runs of one suit from the ace to the ace, sets only of the ranks the rule set allows, and the
closing conditions (the pile taken, a canasta, or a clean one, and no wild card as the last discard).
A hand nobody closed says how it ended. The phone's mirror is static/scorer_piles.js."""

from scorekeeper.rules.cards import RANK_NAMES, plural
from scorekeeper.rules.errors import Problem, Reason
from scorekeeper.rules.hands import Hand, Meld, SideResult
from scorekeeper.rules.partnerships import lone_hand_problems, scoring_units
from scorekeeper.rules.pile_melds import RUN, SETS_ALLOWED, pile_canastas, run_span
from scorekeeper.rules.pile_scoring import pair_of
from scorekeeper.rules.runs import SUITS
from scorekeeper.rules.validation.counted import check_count_entry, check_counts
from scorekeeper.rules.validation.going_out import (
    check_declarations,
    check_threes_laid,
)
from scorekeeper.rules.validation.hand_end import check_hand_end
from scorekeeper.rules.validation.meld_checks import meld_key, rank_meld_problem
from scorekeeper.rules.variant import Variant

WILD_CARDS = ("joker", "2")


def pile_run_problem(variant: Variant, meld: Meld) -> Reason | None:
    """A run: one suit, from a card A to Q, at least 3 cards, not past the high ace, one wild card
    at most, and where it sits said."""
    m = meld_key(meld)
    if meld.suit not in SUITS:
        return Reason("run.bad_suit", f"{meld.suit!r} is not a suit", suit=meld.suit)
    if meld.low not in RUN[:-1]:
        return Reason(
            "pile.run_start",
            f"a run starts at a card from A to Q, not {meld.low}",
            low=meld.low,
        )
    if meld.size < 3:
        return Reason(
            "meld.too_small",
            f"{meld.name} has only {meld.size} cards; a meld needs at least 3",
            meld=m,
            size=meld.size,
        )
    if RUN.index(meld.low) + meld.size > len(RUN):
        return Reason(
            "run.past_ace",
            f"a run of {meld.size} from {meld.low} would go past the ace",
            size=meld.size,
            low=meld.low,
        )
    if meld.wild > variant.max_wild_cards:
        return _too_many_wilds(variant, meld)
    span = run_span(meld)
    if meld.wild and (
        len(meld.wild_ranks) != meld.wild or meld.wild_ranks[0] not in span
    ):
        return Reason(
            "run.wild_ranks",
            f"{meld.name} has {plural(meld.wild, 'wild card')}: say which of its cards "
            f"({', '.join(span)}) each stands for, a different one each",
            meld=m,
            wilds=meld.wild,
            cards=", ".join(span),
        )
    return None


def _too_many_wilds(variant: Variant, meld: Meld) -> Reason:
    return Reason(
        "meld.too_many_wilds",
        f"{meld.name} has {plural(meld.wild, 'wild card')}; a meld may hold at most "
        f"{plural(variant.max_wild_cards, 'wild card')}",
        meld=meld_key(meld),
        wilds=meld.wild,
        most_wilds=variant.max_wild_cards,
    )


def pile_set_problem(variant: Variant, meld: Meld) -> Reason | None:
    """A set: a rank the rule set lays sets of, enough naturals, one wild card, no more than the packs hold."""
    if meld.rank not in SETS_ALLOWED[variant.sets]:
        return Reason(
            "pile.set_not_played",
            f"{variant.name} lays no sets of {RANK_NAMES.get(meld.rank, meld.rank)}",
            variant=variant.id,
            rank=meld.rank,
        )
    most = 4 * variant.decks + variant.max_wild_cards
    if meld.size > most:
        return Reason(
            "meld.too_big",
            f"{meld.name} has {meld.size} cards; a meld may hold at most {most}",
            meld=meld_key(meld),
            size=meld.size,
            most=most,
        )
    return rank_meld_problem(variant, meld)


def check_pile_melds(variant: Variant, side: SideResult, problem) -> None:
    for i, meld in enumerate(side.melds):
        check = pile_run_problem if meld.rank == "run" else pile_set_problem
        found = check(variant, meld)
        if found:
            problem(found, f"melds.{i}")


def check_closing(variant: Variant, side: SideResult, canastas: dict, problem) -> None:
    """Closing needs the pile taken, a canasta (a clean one where the rules say) and, in Burraco,
    a last discard that is no wild card; taking the pile may itself need a canasta (Biriba)."""
    if variant.pile_needs_canasta and side.pile != "not_taken" and not canastas:
        problem(
            Reason(
                "pile.taken_needs_canasta",
                f"in {variant.name} a side takes its second pile only with a canasta on the table",
                variant=variant.id,
            ),
            "pile",
        )
    if not side.went_out:
        return
    if side.pile == "not_taken":
        problem(
            Reason(
                "pile.closing_needs_pile",
                f"in {variant.name} a side closes only after taking its second pile",
                variant=variant.id,
            ),
            "pile",
        )
    clean = [k for k in canastas if k in variant.clean_kinds]
    if not (clean if variant.go_out_needs == "clean" else canastas):
        problem(
            Reason("pile.closing_needs_clean", "closing needs a clean canasta")
            if variant.go_out_needs == "clean"
            else Reason("pile.closing_needs_any", "closing needs a canasta"),
            "went_out",
        )
    if side.closing_discard in WILD_CARDS and not variant.close_on_wild:
        problem(
            Reason(
                "pile.closing_on_wild",
                "the last card discarded to close may not be a wild card",
            ),
            "closing_discard",
        )


def negative(what: str, value: int) -> Reason:
    return Reason(
        "count.negative", f"{what} cannot be negative ({value})", what=what, value=value
    )


def check_how_it_ended(hand: Hand, number: int, problems: list) -> None:
    """A hand ends by a closing, or else by the stock running out or time being called: one of them."""
    closed = any(side.went_out for side in hand.results)
    if closed and hand.ended:
        reason = Reason(
            "pile.closed_and_ended",
            "a side closed, so the hand did not end by the stock or by time",
        )
    elif not closed and hand.ended not in ("stock", "time"):
        reason = Reason(
            "pile.end_unsaid",
            "nobody closed: say whether the stock ran out or time was called",
        )
    else:
        return
    problems.append(Problem(number, None, reason, "ended"))


def check_pile_hand(variant: Variant, hand: Hand, number: int, names: list[str]):
    """Every rule the hand breaks, side by side (a pair formed for the hand as one), then the hand."""
    problems = lone_hand_problems(variant, hand, number, names)
    for unit in scoring_units(hand):
        index = next((i for i in unit if hand.results[i].went_out), unit[0])
        name = " and ".join(names[i] for i in unit)

        def problem(message, field="", index=index, name=name):
            problems.append(Problem(number, name, message, field, index))

        for i in unit:
            own = lambda message, field="", i=i: problems.append(  # noqa: E731
                Problem(number, names[i], message, field, i)
            )
            result = hand.results[i]
            check_counts(variant, result, own)
            if result.pile_points < 0:
                own(negative("pile_points", result.pile_points), "pile_points")
            # threes and declarations are each player's own, so checked before the pair is joined
            check_threes_laid(variant, result, own)
            check_declarations(variant, result, own)
        side = pair_of([hand.results[i] for i in unit])
        if side.melds is None:
            check_count_entry(variant, side, problem)
        else:
            check_pile_melds(variant, side, problem)
        check_closing(variant, side, pile_canastas(variant, side, hand.trump), problem)
    check_hand_end(hand, number, names, problems)
    check_how_it_ended(hand, number, problems)
    return problems
