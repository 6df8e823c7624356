"""Melds: their card points, what kind of canasta (if any) they make, and what a side holds."""

from scorekeeper.rules.cards import CARD_POINTS, plural
from scorekeeper.rules.errors import Reason
from scorekeeper.rules.hands import Meld, SideResult
from scorekeeper.rules.runs import RUN_ORDER, run_ranks
from scorekeeper.rules.variant import Variant

# Runs live in runs.py; these two stay importable here, where the form and the checks look for them.
__all__ = ["RUN_ORDER", "run_ranks"]


def meld_points(meld: Meld) -> int:
    """Card points of a meld: naturals at their rank's value, deuces 20, jokers 50 (in a dirty run
    too: a wild card counts its own value, not the card it stands for). A run whose lowest card is
    not chosen yet is incomplete and scores nothing, not even its wild cards (the form's preview)."""
    if meld.rank == "run" and not meld.low:
        return 0
    if meld.rank == "run":
        naturals = sum(CARD_POINTS[rank] for rank in run_ranks(meld))
    else:
        naturals = (
            0
            if meld.rank == "wild"
            else meld.natural * CARD_POINTS["3b" if meld.rank == "3" else meld.rank]
        )
    return naturals + meld.twos * CARD_POINTS["2"] + meld.jokers * CARD_POINTS["joker"]


def canasta_kind(variant: Variant, meld: Meld) -> str | None:
    """The canasta a meld makes, or None: seven or more cards; natural without wild cards;
    then each rule set's own kinds (a samba or escalera, a wild-card canasta, sevens, aces…)."""
    if meld.size < variant.canasta_size or meld.rank == "3":
        return None
    if meld.rank == "run":
        if not meld.low:
            return None  # incomplete until its lowest card is chosen
        return variant.dirty_run_canasta if meld.wild else variant.run_canasta
    if meld.rank == "wild":
        for kind, twos, jokers in variant.wild_canasta_kinds:
            if twos in (None, meld.twos) and jokers in (None, meld.jokers):
                return kind
        return variant.wild_canasta
    if meld.wild == 0:
        return variant.special_canastas.get(meld.rank, "natural")
    # Italian aces make their own mixed kind; Mexicana's sevens are sevens "miste o naturali".
    return variant.special_mixed_canastas.get(meld.rank, "mixed")


def unfinished_kind(variant: Variant, meld: Meld) -> str | None:
    """The special canasta an incomplete meld was on its way to (sevens, natural aces, wild cards)."""
    if canasta_kind(variant, meld):
        return None
    if meld.rank == "wild":
        return variant.wild_canasta
    special = variant.special_canastas.get(meld.rank)
    if special and (
        meld.wild == 0 or variant.special_mixed_canastas.get(meld.rank) == special
    ):
        return special  # wild cards spoil it, unless its mixed canasta is the same kind
    if meld.rank == "run" and meld.low and meld.size <= variant.short_run_max:
        return "short_run"  # Brazilian: a sequence of five cards or fewer left on the table
    return None


def side_canastas(variant: Variant, side: SideResult) -> dict:
    """Completed canastas of a side by kind, from its melds or as counted."""
    return _by_kind(side, side.canastas, lambda meld: canasta_kind(variant, meld))


def side_unfinished(variant: Variant, side: SideResult) -> dict:
    """Unfinished special melds of a side by the kind they were meant to become."""
    return _by_kind(side, side.unfinished, lambda meld: unfinished_kind(variant, meld))


def _by_kind(side: SideResult, counted: dict, kind_of) -> dict:
    """How many of a side's melds are of each kind: tallied from its melds, or as the table counted them."""
    if side.counted:
        return {kind: n for kind, n in counted.items() if n}
    kinds: dict = {}
    for meld in side.melds:
        kind = kind_of(meld)
        if kind:
            kinds[kind] = kinds.get(kind, 0) + 1
    return kinds


def going_out_shortfall(variant: Variant, canastas: dict) -> str | None:
    """Why a side with these canastas may not go out yet, or None when it may."""
    have = sum(canastas.values())
    if have < variant.canastas_to_go_out:
        return Reason(
            "out.needs_canastas",
            f"going out needs {plural(variant.canastas_to_go_out, 'canasta')}, "
            f"but this side has {have}",
            needed=variant.canastas_to_go_out,
            have=have,
        )
    for kind, needed in variant.go_out_kinds.items():
        counted = sum(
            n for have_kind, n in canastas.items() if variant.counts_as(have_kind, kind)
        )
        if counted < needed:
            return Reason(
                "out.needs_kind",
                f"going out needs {plural(needed, kind + ' canasta')}, "
                f"but this side has {counted}",
                needed=needed,
                kind=kind,
                have=counted,
            )
    return classes_shortfall(variant, canastas, variant.go_out_classes, "going out")


def canasta_classes(variant: Variant, canastas: dict) -> dict:
    """How many of a side's canastas count as natural and as mixed (Canastone's and Mini's conditions)."""
    classes = {"natural": 0, "mixed": 0}
    for kind, n in canastas.items():
        classes[variant.class_of(kind)] += n
    return classes


def classes_shortfall(
    variant: Variant, canastas: dict, needed: dict, what: str
) -> str | None:
    """Why these canastas miss a condition such as "one natural and one mixed", or None."""
    if not needed:
        return None
    have = canasta_classes(variant, canastas)
    missing = [cls for cls, n in needed.items() if have.get(cls, 0) < n]
    if not missing:
        return None
    name = variant.kind_names.get
    wanted = " and ".join(
        plural(n, f"{name(cls, cls)} canasta") for cls, n in needed.items()
    )
    got = " and ".join(f"{have.get(cls, 0)} {name(cls, cls)}" for cls in needed)
    return Reason(
        f"{what.replace(' ', '_')}.needs_classes",
        f"{what} needs {wanted}, but this side has {got}",
        needed=dict(needed),
        having={cls: have.get(cls, 0) for cls in needed},
        variant=variant.id,
    )


def red_threes_shortfall(
    variant: Variant, side: SideResult, canastas: dict
) -> str | None:
    """Mexicana: going out also needs a red three laid for each canasta the side completed."""
    needed = variant.go_out_red_threes_per_canasta * sum(canastas.values())
    if side.red_threes >= needed:
        return None
    return Reason(
        "out.needs_red_threes",
        f"going out needs {plural(variant.go_out_red_threes_per_canasta, 'red three')} laid for each "
        f"canasta: {plural(needed, 'red three')} for {plural(sum(canastas.values()), 'canasta')}, "
        f"but this side laid {side.red_threes}",
        per_canasta=variant.go_out_red_threes_per_canasta,
        needed_threes=needed,
        canasta_count=sum(canastas.values()),
        laid=side.red_threes,
    )


def concealed_canastas(variant: Variant, side: SideResult) -> int:
    """Canastas the side laid down complete from the hand."""
    if side.counted:
        return side.concealed_canastas
    return sum(1 for m in side.melds if m.concealed and canasta_kind(variant, m))


def side_meld_points(side: SideResult) -> int:
    return side.meld_points if side.counted else sum(meld_points(m) for m in side.melds)


def has_melded(side: SideResult) -> bool:
    """Whether the side put anything on the table this hand."""
    if side.counted:
        return side.meld_points > 0 or any(side.canastas.values())
    return bool(side.melds)


def players_hands(side: SideResult) -> list[dict]:
    """Cards left in hand, one dict per player (a single dict when the table did not split them)."""
    if side.in_hand is None:
        return []
    return list(side.in_hand) if isinstance(side.in_hand, tuple) else [side.in_hand]


def held(side: SideResult, card: str) -> int:
    """How many of one card the side's players still hold."""
    return sum(hand.get(card, 0) for hand in players_hands(side))


def hand_points(side: SideResult) -> int:
    """Card points left in the side's hands (counted, plus any cards listed); threes are priced by
    the rule set, not here."""
    return side.hand_points + sum(
        CARD_POINTS[card] * n
        for hand in players_hands(side)
        for card, n in hand.items()
        if card not in ("3r", "3b")
    )


def red_threes_held(side: SideResult) -> int:
    return held(side, "3r")
