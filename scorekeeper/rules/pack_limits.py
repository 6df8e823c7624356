"""What the packs can hold in card points: a count no pack could produce is a typing slip, refused.

Two standard packs hold 1,180 card points (black threes included; red threes have no card value), so
99,995 melded or 5,000 left in hand is an extra zero, not a hand. The limit follows the rule set's
number of packs (a seating may change it) and jokers per pack."""

from scorekeeper.rules.cards import CARD_POINTS, copies_in_pack
from scorekeeper.rules.errors import Problem, Reason
from scorekeeper.rules.hands import Hand, SideResult
from scorekeeper.rules.melds import hand_points as points_left
from scorekeeper.rules.melds import held, players_hands, side_meld_points
from scorekeeper.rules.variant import Variant


def pack_card_points(decks: int, jokers_per_deck: int = 2) -> int:
    """Card points of every card in `decks` packs: per standard pack with two jokers,
    100 + 80 (deuces) + 80 (aces) + 240 (K-8) + 80 (7-4) + 10 (black threes) = 590."""
    return sum(
        points * copies_in_pack(card, decks, jokers_per_deck)
        for card, points in CARD_POINTS.items()
    )


def card_points_of(side: SideResult) -> tuple[int, int]:
    """The side's card points (melded, left in hand), black threes at their card value."""
    melded = side_meld_points(side) + side.black_threes * CARD_POINTS["3b"]
    return melded, points_left(side) + held(side, "3b") * CARD_POINTS["3b"]


def check_card_points(
    variant: Variant, hand: Hand, number: int, names: list[str]
) -> list[Problem]:
    """Refuse card points the packs cannot hold: one side's melds or hand alone, or every side together."""
    limit = pack_card_points(variant.decks, variant.jokers_per_deck)
    packs = f"{variant.decks} packs hold only {limit:,} card points"
    problems, total = [], 0
    for index, (side, name) in enumerate(zip(hand.results, names)):
        if side.special_hand:
            continue
        melded, left = card_points_of(side)
        total += melded + left
        if melded > limit:
            problems.append(
                Problem(
                    number,
                    name,
                    Reason(
                        "pack.melded_too_many",
                        f"{melded:,} card points melded is "
                        f"more than the packs hold: {packs}",
                        points=melded,
                        decks=variant.decks,
                        limit=limit,
                    ),
                    "meld_points" if side.counted else "melds",
                    index,
                )
            )
        if left > limit:
            field = "in_hand" if players_hands(side) else "hand_points"
            problems.append(
                Problem(
                    number,
                    name,
                    Reason(
                        "pack.left_too_many",
                        f"{left:,} card points left in hand "
                        f"is more than the packs hold: {packs}",
                        points=left,
                        decks=variant.decks,
                        limit=limit,
                    ),
                    field,
                    index,
                )
            )
    if not problems and total > limit:
        who = "both sides" if len(hand.results) == 2 else "all sides"
        problems.append(
            Problem(
                number,
                None,
                Reason(
                    "pack.total_too_many",
                    f"{total:,} card points are recorded "
                    f"({who} together, melded and left in hand), but {packs}",
                    points=total,
                    sides=len(hand.results),
                    decks=variant.decks,
                    limit=limit,
                ),
                "meld_points",
            )
        )
    return problems
