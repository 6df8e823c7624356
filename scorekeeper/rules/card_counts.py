"""Cards counted by value instead of points: how many jokers, twos and aces, kings to eights, sevens
to fours (and black threes) a side melded or kept, as paper players sort their cards into piles.

The value classes are whatever the card values (cards.CARD_POINTS) group into, so the arithmetic is
done here once, and the counts can be checked against what the packs hold, class by class. A count
of cards is stored as such (`meld_cards`, `hand_cards`), so a correction starts from the piles the
table counted, not from a sum."""

from scorekeeper.rules.cards import CARD_POINTS, copies_in_pack, plural
from scorekeeper.rules.errors import Problem, Reason
from scorekeeper.rules.hands import Hand, SideResult
from scorekeeper.rules.melds import players_hands, run_ranks
from scorekeeper.rules.variant import Variant

VALUES = tuple(sorted(set(CARD_POINTS.values()), reverse=True))
"""The card values, highest first: (50, 20, 10, 5) with the standard values."""


def cards_of_value(value: int) -> tuple[str, ...]:
    """The cards worth `value` points: (jokers), (deuces, aces), (K … 8), (7 … 4, black threes)."""
    return tuple(card for card, points in CARD_POINTS.items() if points == value)


def counts_allowed(variant: Variant) -> bool:
    """Whether a side can be entered by counting cards: only where cards score their points
    (not Mini, whose melded cards score nothing and whose cards left cost by groups), and by
    Canasta's values (not Burraco's, Buraco's or Biriba's own)."""
    return (
        variant.melded_cards_score
        and variant.hand_count == "card_points"
        and not variant.card_values
    )


def points_of(counts: dict | None) -> int:
    """Card points of cards counted by value: {50: 1, 10: 3} is 50 + 30 = 80."""
    return sum(int(value) * n for value, n in (counts or {}).items())


def in_pack(value: int, variant: Variant) -> int:
    """How many cards worth `value` the rule set's packs hold (two packs: 4 jokers, 16 deuces and
    aces, 48 kings to eights, 36 sevens to fours and black threes)."""
    return sum(
        copies_in_pack(card, variant.decks, variant.jokers_per_deck)
        for card in cards_of_value(value)
    )


def side_cards_by_value(side: SideResult) -> dict[int, int]:
    """Every card a side's result names, by value: counted piles, melds card by card and cards left
    one by one alike (a result counted in points names no card)."""
    counts: dict[int, int] = {}

    def add(value: int, n: int) -> None:
        if n:
            counts[value] = counts.get(value, 0) + n

    for pile in (side.meld_cards, side.hand_cards):
        for value, n in (pile or {}).items():
            add(int(value), n)
    for meld in side.melds or ():
        if meld.rank == "run":
            for rank in run_ranks(meld):
                add(CARD_POINTS[rank], 1)
        elif meld.rank != "wild":
            add(CARD_POINTS["3b" if meld.rank == "3" else meld.rank], meld.natural)
        add(CARD_POINTS["2"], meld.twos)
        add(CARD_POINTS["joker"], meld.jokers)
    add(CARD_POINTS["3b"], side.black_threes)
    for cards in players_hands(side):
        for card, n in cards.items():
            if card in CARD_POINTS:
                add(CARD_POINTS[card], n)
    return counts


def check_card_counts(
    variant: Variant, hand: Hand, number: int, names: list[str]
) -> list[Problem]:
    """Refuse counts no pack holds (one side's piles, or every side's cards together), and melded
    piles too small for the canastas counted (each canasta holds `canasta_size` cards)."""
    problems = []
    for index, (side, name) in enumerate(zip(hand.results, names)):
        if side.meld_cards is None or side.special_hand:
            continue
        melded = sum(side.meld_cards.values())
        canastas = sum(side.canastas.values())
        if melded < canastas * variant.canasta_size:
            reason = Reason(
                "count.cards_short_of_canastas",
                f"{plural(canastas, 'canasta')} hold at least "
                f"{canastas * variant.canasta_size} cards, but {melded} are counted melded",
                canasta_count=canastas,
                least_cards=canastas * variant.canasta_size,
                counted=melded,
            )
            problems.append(Problem(number, name, reason, "meld_cards", index))
    totals: dict[int, int] = {}
    for index, (side, name) in enumerate(zip(hand.results, names)):
        own = side_cards_by_value(side)
        for value, n in own.items():
            totals[value] = totals.get(value, 0) + n
        for value in VALUES:
            if own.get(value, 0) > in_pack(value, variant) and (
                side.meld_cards is not None or side.hand_cards is not None
            ):
                problems.append(
                    Problem(
                        number,
                        name,
                        _too_many(variant, value, own[value]),
                        "meld_cards",
                        index,
                    )
                )
    if not problems:
        for value in VALUES:
            if totals.get(value, 0) > in_pack(value, variant) and any(
                s.meld_cards is not None or s.hand_cards is not None
                for s in hand.results
            ):
                problems.append(
                    Problem(
                        number,
                        None,
                        _too_many(variant, value, totals[value], True),
                        "meld_cards",
                    )
                )
    return problems


def _too_many(variant: Variant, value: int, n: int, together: bool = False) -> Reason:
    where = "(all sides together)" if together else "for this side"
    return Reason(
        "count.cards_over_pack_all" if together else "count.cards_over_pack",
        f"{n} cards worth {value} are counted {where}, but {variant.decks} packs hold "
        f"only {in_pack(value, variant)}",
        cards=n,
        value=value,
        decks=variant.decks,
        limit=in_pack(value, variant),
    )
