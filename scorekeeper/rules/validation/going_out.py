"""Checks of going out and opening: the canastas a side needs to go out, a partner who went out
with nothing left, and the minimum initial meld of a side that opened this hand."""

from scorekeeper.rules.errors import Reason
from scorekeeper.rules.hands import SideResult
from scorekeeper.rules.melds import (
    going_out_shortfall,
    has_melded,
    players_hands,
    red_threes_shortfall,
    side_meld_points,
    side_unfinished,
)
from scorekeeper.rules.variant import Variant


def check_going_out(
    variant: Variant, side: SideResult, kinds: dict, players_per_side: int, problem
) -> None:
    """Threes laid where the rules lay them, what a side declared (a special hand, concealed,
    Acaba) allowed under them, and, for the side that went out, what going out needs."""
    check_threes_laid(variant, side, problem)
    check_declarations(variant, side, problem)
    if side.went_out:
        check_went_out(variant, side, kinds, players_per_side, problem)


def check_threes_laid(variant: Variant, side: SideResult, problem) -> None:
    """Red threes are laid face up only where the rules say so; black threes only where they are
    laid or captured (otherwise both count among the cards left in hand)."""
    if side.red_threes and not variant.red_threes_laid:
        problem(
            Reason(
                "threes.red_not_laid",
                f"red threes are not laid in {variant.name}: count them among the cards left in hand",
                variant=variant.id,
            ),
            "red_threes",
        )
    if side.black_threes and not (
        variant.black_threes_laid or variant.captured_black_three
    ):
        problem(
            Reason(
                "threes.black_not_laid",
                f"black threes are not laid face up in {variant.name}",
                variant=variant.id,
            ),
            "black_threes",
        )


def check_declarations(variant: Variant, side: SideResult, problem) -> None:
    """A special hand of this rule set and alone, concealed only for the side that went out, and
    Acaba only where it is played."""
    if side.special_hand and side.special_hand not in variant.special_hands:
        known = ", ".join(variant.special_hands) or "none"
        problem(
            Reason(
                "special.unknown",
                f"{side.special_hand!r} is not a special hand of {variant.name} "
                f"(it has: {known})",
                special=side.special_hand,
                variant=variant.id,
                specials=tuple(variant.special_hands),
            ),
            "special_hand",
        )
    elif side.special_hand and (has_melded(side) or side.went_out):
        problem(
            Reason(
                "special.alone",
                "a special hand is the side's first and only meld: leave its melds and going out empty",
            ),
            "special_hand",
        )
    if side.concealed and not side.went_out:
        problem(
            Reason(
                "out.concealed_not_out",
                "'concealed' is only for the side that went out",
            ),
            "concealed",
        )
    if side.acaba and not variant.acaba:
        problem(
            Reason(
                "acaba.not_played",
                f"'Acaba' is not played in {variant.name}",
                variant=variant.id,
            ),
            "acaba",
        )


def check_went_out(
    variant: Variant, side: SideResult, kinds: dict, players_per_side: int, problem
) -> None:
    """Going out: not while saying Acaba, with the canastas (and red threes) the rules ask for,
    no unfinished meld that blocks it, a canasta if concealed, and, alone, no cards left."""
    canastas = sum(kinds.values())
    if side.acaba:
        problem(
            Reason("acaba.and_out", "a side cannot both go out and say 'Acaba'"),
            "acaba",
        )
    shortfall = going_out_shortfall(variant, kinds)
    shortfall = shortfall or (
        variant.go_out_red_threes_per_canasta
        and red_threes_shortfall(variant, side, kinds)
    )
    blocking = variant.incomplete_blocks_going_out and [
        k
        for k in side_unfinished(variant, side)
        if k in variant.incomplete_blocks_going_out
    ]
    if shortfall:
        problem(shortfall, "went_out")
    elif blocking:
        problem(
            Reason(
                "out.unfinished_blocks",
                f"a side may not go out while its meld of {blocking[0]} cards is "
                "unfinished",
                kind=blocking[0],
            ),
            "went_out",
        )
    elif side.concealed and not canastas:
        problem(
            Reason(
                "out.concealed_needs_canasta",
                "going out concealed needs a complete canasta among the melds",
            ),
            "concealed",
        )
    if players_per_side == 1:
        check_went_out_empty(side, problem)


def check_went_out_empty(side: SideResult, problem) -> None:
    """Alone at a side, the player who went out holds nothing: no points or cards in hand."""
    if side.hand_points or any(n for h in players_hands(side) for n in h.values()):
        problem(
            Reason("out.cards_left", "a player who went out has no cards left in hand"),
            "in_hand",
        )


def check_initial_meld(
    variant: Variant, side: SideResult, canastas: dict, requirement, problem
) -> None:
    """Every card a side melded counts towards its opening, so its melds can never total less than the minimum."""
    if not isinstance(requirement, int) or not has_melded(side):
        return
    if variant.natural_canasta_opens and variant.natural_kinds & set(canastas):
        return  # Modern American: a complete natural canasta meets any minimum
    melded = side_meld_points(side)
    if melded >= requirement:
        return
    if side.went_out and side.concealed:
        if not variant.concealed_waives_minimum:
            problem(
                Reason(
                    "initial.concealed_short",
                    f"going out concealed must still reach the minimum initial "
                    f"meld of {requirement} (only {melded} melded)",
                    requirement=requirement,
                    melded=melded,
                ),
                "concealed",
            )
        return
    problem(
        Reason(
            "initial.short",
            f"the melds total {melded} points, less than the minimum initial meld "
            f"of {requirement}",
            melded=melded,
            requirement=requirement,
        ),
        "meld_points" if side.counted else "melds",
    )
