"""Short ways to write hands of Burraco, Buraco and Biriba in tests (the relatives reference)."""

from scorekeeper.rules import VARIANTS, Hand, Meld, SideResult, check_hand, score_hand


def run(low, size, suit, twos=0, jokers=0, wild_at=()):
    """A run of one suit up from `low`: `size` cards, its wild cards standing for `wild_at`."""
    return Meld(
        "run",
        size - twos - jokers,
        twos,
        jokers,
        low=low,
        suit=suit,
        wild_ranks=tuple(wild_at),
    )


def cards(rank, natural, twos=0, jokers=0):
    """A set of one rank."""
    return Meld(rank, natural, twos, jokers)


def side(*melds, in_hand=(), **more):
    """A side meld by meld; `in_hand` one dict of cards per player."""
    return SideResult(melds=tuple(melds), in_hand=tuple(in_hand) or {}, **more)


def counted(**more):
    return SideResult(**more)


def rules(variant_id, sides=2, players=None, **house):
    return VARIANTS[variant_id].configure(sides, players, house)


def hand_totals(variant, *results, **hand):
    return [s.total for s in score_hand(variant, Hand(tuple(results), **hand))]


def hand_items(variant, *results, **hand):
    return [dict(s.items) for s in score_hand(variant, Hand(tuple(results), **hand))]


def problems(variant, *results, names=("NS", "EW"), **hand):
    found = check_hand(
        variant, Hand(tuple(results), **hand), 1, list(names), [0] * len(results), 2
    )
    return [(p.side, p.code) for p in found]
