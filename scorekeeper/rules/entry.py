"""What a hand entry must ask for under a rule set: derived from its data, so the web form and the
blank score pad show exactly the entries that rule set scores, and nothing it does not."""

from dataclasses import dataclass

from scorekeeper.rules.hand_counts import PER_PLAYER
from scorekeeper.rules.variant import Variant

KIND_LABELS = {
    "natural": "natural",
    "mixed": "mixed",
    "samba": "samba",
    "escalera": "escalera",
    "bolivia": "bolivia",
    "dirty_samba": "dirty samba",
    "dirty_escalera": "dirty escalera",
    "sevens": "sevens",
    "aces": "aces",
    "wild": "wild cards",
    "wild_twos": "wild, all deuces",
    "wild_jokers": "wild, all four jokers",
    "natural_aces": "natural aces",
    "mixed_aces": "mixed aces",
    "wild_six_jokers": "wild, six jokers and a deuce",
}

SPECIAL_HAND_LABELS = {
    "straight": "Straight (A to K with a three, and a joker)",
    "seven_pairs": "Seven pairs, no wild cards",
    "seven_pairs_wild": "Seven pairs with deuces, sevens and aces",
    "garbage": "Garbage (two fours and two threes of a kind)",
}


def kind_label(kind: str, variant: Variant | None = None) -> str:
    """A canasta kind in words: the rule set's own name for it (Mini's "pure"), else the common one."""
    if variant and kind in variant.kind_names:
        return variant.kind_names[kind]
    return KIND_LABELS.get(kind, kind.replace("_", " "))


def ordered_kinds(canastas: dict) -> list[tuple[str, int]]:
    """The kinds made (count above 0) in the engine's order of kinds, then any other by name, so every
    line and sheet lists them the same way round whatever order a record stored them in."""
    known = [(kind, canastas[kind]) for kind in KIND_LABELS if canastas.get(kind)]
    others = sorted(
        (kind, n) for kind, n in canastas.items() if n and kind not in KIND_LABELS
    )
    return known + others


@dataclass(frozen=True)
class Entry:
    # "group", and "run", "wild", "black_threes" where played
    meld_kinds: tuple[str, ...]
    canasta_kinds: tuple[str, ...]  # what a counted entry asks the number of
    # Special melds whose unfinished state costs points
    unfinished_kinds: tuple[str, ...]
    # Ranks a player is penalised for holding three or more of
    held_ranks: tuple[str, ...]
    red_threes_laid: bool
    black_threes_laid: bool
    concealed: bool  # going out concealed scores differently from plain going out
    from_hand_canastas: bool  # a canasta laid complete from the hand scores differently
    acaba: bool
    special_hands: tuple[str, ...]
    per_player_hands: bool  # cards left must be entered player by player
    # Threes held that a counted entry must give apart ("3r", "3b")
    held_threes: tuple[str, ...]
    # Cutthroat: who took the pile first, asked before anything else
    lone_hand: bool = False
    # Melded cards score (not in Mini), so a counted entry asks for them
    melded_points: bool = True
    point_step: int = 5  # card counts come in steps of this
    # Cuban: black threes set aside from taken piles score apart
    black_threes_captured: bool = False
    # Wild cards a run may hold (a Bolivia house's dirty escalera); 0: none
    run_wild_cards: int = 0


def entry_for(variant: Variant) -> Entry:
    """The entries one side's result needs in this rule set."""
    melds = ["group"]
    if variant.sequences:
        melds.append("run")
    if variant.wild_melds:
        melds.append("wild")
    if variant.black_three_melds:
        melds.append("black_threes")
    return Entry(
        meld_kinds=tuple(melds),
        canasta_kinds=variant.canasta_kinds,
        unfinished_kinds=tuple(variant.incomplete_penalty),
        held_ranks=tuple(variant.held_penalty),
        red_threes_laid=variant.red_threes_laid,
        black_threes_laid=variant.black_threes_laid,
        concealed=variant.concealed_going_out != variant.going_out
        or bool(variant.hand_canasta_going_out),
        from_hand_canastas=bool(
            variant.concealed_canasta_bonus or variant.hand_canasta_going_out
        ),
        acaba=variant.acaba,
        special_hands=tuple(variant.special_hands),
        per_player_hands=bool(variant.held_penalty) or variant.hand_count in PER_PLAYER,
        held_threes=_priced_threes(variant),
        lone_hand=variant.lone_hands,
        melded_points=variant.melded_cards_score,
        point_step=variant.point_step,
        black_threes_captured=bool(variant.captured_black_three),
        # Burraco, Buraco, Biriba: one wild card in any run, where the form says it sits
        run_wild_cards=variant.max_wild_cards
        if variant.sequences and (variant.dirty_runs or variant.second_pile)
        else 0,
    )


def _priced_threes(variant: Variant) -> tuple[str, ...]:
    """Threes left in hand that cost more than a card's 5 points, so a counted total cannot hold them."""
    threes = []
    if variant.red_three_in_hand or variant.red_three_held_flat:
        threes.append("3r")
    if variant.black_three_in_hand not in (0, 5) or variant.threes_in_hand == "as_laid":
        threes.append("3b")
    return tuple(threes)
