"""Runs of one suit (Samba, Bolivia and their family, rules reference §15-§18): which cards a run
holds, and what makes one impossible.

A run goes up from its lowest card, 4 to the ace. It takes no wild cards, except where a Bolivia
table plays the *dirty escalera* ([IT]: "in alcuni tavoli, è inoltre concesso che l'escalera sia
sporca"): then its wild cards, at most the rule set's limit, each stand for one card of the run.
"""

from scorekeeper.rules.cards import plural
from scorekeeper.rules.errors import Reason
from scorekeeper.rules.hands import Meld
from scorekeeper.rules.variant import Variant
from scorekeeper.rules.wild_cards import wild_card_problem

RUN_ORDER = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Samba-family runs go from 4 up to the ace, in one suit."""

SUITS = ("hearts", "diamonds", "clubs", "spades")


def run_span(meld: Meld) -> tuple[str, ...]:
    """Every card of a run, wild or not: its length up from `low` (cut short if it would pass the ace).
    None before its lowest card is chosen: which cards it holds is not known yet."""
    if not meld.low:
        return ()
    start = RUN_ORDER.index(meld.low) if meld.low in RUN_ORDER else 0
    return RUN_ORDER[start : start + meld.size]


def run_ranks(meld: Meld) -> tuple[str, ...]:
    """The natural cards of a run: its span less the cards its wild cards stand for."""
    return tuple(rank for rank in run_span(meld) if rank not in meld.wild_ranks)[
        : meld.natural
    ]


def run_problem(variant: Variant, meld: Meld) -> Reason | None:
    """What is wrong with a run: 3 to 7 cards of one suit from 4 up to the ace; wild cards only in a
    dirty run, each standing for one of its cards."""
    if not variant.sequences:
        return Reason(
            "run.not_played",
            f"runs (sequences) are not played in {variant.name}",
            variant=variant.id,
        )
    if not meld.low:
        return Reason("run.no_start", "a run needs its lowest card, from 4 to Q")
    if meld.low not in RUN_ORDER:
        return Reason(
            "run.bad_start",
            f"a run starts at a card from 4 to Q, not {meld.low}",
            low=meld.low,
        )
    if meld.wild and not variant.dirty_runs:
        return Reason("run.wild", "a run takes no wild cards")
    if not 3 <= meld.size <= variant.canasta_size:
        return Reason(
            "run.size",
            f"a run has 3 to {variant.canasta_size} cards, not {meld.size}",
            most=variant.canasta_size,
            size=meld.size,
        )
    if len(run_span(meld)) < meld.size:
        return Reason(
            "run.past_ace",
            f"a run of {meld.size} from {meld.low} would go past the ace",
            size=meld.size,
            low=meld.low,
        )
    if meld.suit and meld.suit not in SUITS:
        return Reason(
            "run.bad_suit",
            f"{meld.suit!r} is not a suit ({', '.join(SUITS)})",
            suit=meld.suit,
        )
    return _dirty_run_problem(variant, meld) if meld.wild or meld.wild_ranks else None


def _dirty_run_problem(variant: Variant, meld: Meld) -> Reason | None:
    """A dirty run keeps the meld limits (at most `max_wild_cards`, at least `min_naturals`) and says
    which card each wild card stands for, so its natural cards' points are known."""
    key = (meld.rank, meld.low, meld.suit)
    limits = wild_card_problem(variant, meld, key)
    if limits:
        return limits
    span = run_span(meld)
    stands_for = set(meld.wild_ranks)
    if (
        len(stands_for) != meld.wild
        or len(meld.wild_ranks) != meld.wild
        or not stands_for <= set(span)
    ):
        return Reason(
            "run.wild_ranks",
            f"{meld.name} has {plural(meld.wild, 'wild card')}: say which of its "
            f"cards ({', '.join(span)}) each stands for, a different one each",
            meld=key,
            wilds=meld.wild,
            cards=", ".join(span),
        )
    return None
