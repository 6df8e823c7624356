"""What the hand form asks under a rule set: the engine's `entry_for` in the form's terms (the
modes a side may be scored in, the meld rows, canasta kinds, piles of cards by value, threes,
special hands), with English labels marked for the catalogs. spoken_spec.py says them in the
page's language; hand_fields.py builds the form's fields from them. No Flask."""

from scorekeeper.rules.card_counts import VALUES, cards_of_value, counts_allowed
from scorekeeper.rules.cards import HAND_KEYS, NATURAL_RANKS, RANK_NAMES
from scorekeeper.rules.entry import SPECIAL_HAND_LABELS, entry_for, kind_label
from scorekeeper.rules.melds import RUN_ORDER
from scorekeeper.rules.pile_melds import RUN, SET_RANKS, SETS_ALLOWED
from scorekeeper.rules.validation import SUITS
from scorekeeper.translations import N_

RANK_LABELS = {"3": "3♠", "wild": N_("Wild"), "run": N_("Run")}  # 3♠: a black three
MELD_NAMES = {"wild": N_("Wild cards"), "run": N_("A run")}
CARD_LABELS = {"3b": N_("Black 3s"), "3r": N_("Red 3s")}
HELD_THREE_LABELS = {"3r": N_("Red threes held"), "3b": N_("Black threes held")}
SUIT_LABELS = {
    "hearts": N_("♥ hearts"),
    "diamonds": N_("♦ diamonds"),
    "clubs": N_("♣ clubs"),
    "spades": N_("♠ spades"),
}
MODES = (
    ("melds", N_("Meld by meld")),
    ("cards", N_("Count cards")),
    ("count", N_("Count points")),
)
# The piles a count by value asks for, named by the cards each holds (card_counts.cards_of_value).
VALUE_LABELS = {
    ("joker",): N_("Jokers"),
    ("2", "A"): N_("2s and aces"),
    ("K", "Q", "J", "10", "9", "8"): N_("K to 8"),
    ("7", "6", "5", "4"): N_("7 to 4"),
    ("7", "6", "5", "4", "3b"): N_("7 to 4, black 3s"),
}
PILE_STATES = (
    ("taken", N_("Taken")),
    ("not_taken", N_("Not taken")),
    ("taken_unplayed", N_("Taken, not played")),
)
"""A side's second pile (Burraco's pozzetto, Buraco's morto, Biriba's biribaki), record-format.md."""
PILE_NAMES = {
    "pozzetto": N_("Pozzetto"),
    "morto": N_("Morto"),
    "biribaki": N_("Biribaki"),
}
PILE_WORDS = (
    N_("hand"),
    N_("foot"),
    N_("Points for cards left"),
    N_("Black threes captured"),
    N_("Black threes laid"),
)


def entry_spec(variant) -> dict:
    """What the hand form asks under these rules: the engine's `entry_for` in the form's terms."""
    asks = entry_for(variant)
    ranks = list(NATURAL_RANKS) if "group" in asks.meld_kinds else []
    ranks += [
        kind for kind in ("black_threes", "wild", "run") if kind in asks.meld_kinds
    ]
    ranks = ["3" if rank == "black_threes" else rank for rank in ranks]
    if variant.second_pile:
        # sets of the ranks the rule set allows (a three is an ordinary card), and runs from the ace
        ranks = [r for r in SET_RANKS if r in SETS_ALLOWED[variant.sets]] + ["run"]
    return {
        "modes": [
            (mode, label)
            for mode, label in MODES
            if mode != "cards" or counts_allowed(variant)
        ],
        # Count cards: the piles melded (black threes where the one going out may meld them) and left
        # (black threes apart where the rule set prices them apart), as (value, label).
        "meld_values": _value_piles(variant.black_three_melds),
        "hand_values": _value_piles("3b" not in asks.held_threes),
        "meld_ranks": [
            (
                rank,
                rank
                if variant.second_pile and rank == "3"
                else RANK_LABELS.get(rank, rank),
            )
            for rank in ranks
        ],
        "rank_names": {"3": N_("threes")} if variant.second_pile else {},
        "meld_names": {
            rank: MELD_NAMES.get(rank, RANK_NAMES.get(rank, rank).capitalize())
            for rank in ranks
        },
        "canasta_kinds": list(asks.canasta_kinds),
        # a Bolivia house's dirty escalera: a run's wild cards, and the cards of a run they may stand for
        "run_wild_cards": asks.run_wild_cards,
        "run_ranks": list(RUN[:-1] if variant.second_pile else RUN_ORDER),
        "kind_labels": {kind: kind_label(kind, variant) for kind in asks.canasta_kinds},
        "acaba": asks.acaba,
        "concealed": asks.concealed,
        "concealed_marks": asks.from_hand_canastas,
        "red_threes": asks.red_threes_laid,
        "black_threes": asks.black_threes_laid or asks.black_threes_captured,
        "black_threes_label": "Black threes captured"
        if asks.black_threes_captured
        else "Black threes laid",
        "special_hands": [
            (hand, SPECIAL_HAND_LABELS.get(hand, hand)) for hand in asks.special_hands
        ],
        "unfinished_kinds": [
            (kind, _unfinished_label(variant, kind)) for kind in asks.unfinished_kinds
        ],
        "held_ranks": [
            (
                rank,
                f"Players holding {_held_threshold(variant, rank)}+ {RANK_NAMES[rank]}",
            )
            for rank in asks.held_ranks
        ],
        "held_threes": [(card, HELD_THREE_LABELS[card]) for card in asks.held_threes],
        "per_player_hands": asks.per_player_hands,
        "hand_cards": [
            (
                card,
                CARD_LABELS.get(card, RANK_NAMES[card].capitalize())
                + " in "
                + " and ".join(variant.piles),
            )
            for card in HAND_KEYS
        ],
        # "hand", or Hand and Foot's "hand and foot"
        "hand_words": " and ".join(variant.piles),
        "runs": "run" in asks.meld_kinds,
        # a run has at least three cards, so it starts at Q at the highest
        "run_lows": list(RUN[:-2] if variant.second_pile else RUN_ORDER[:-2]),
        # the side's second pile, and the hand's trump suit (Biriba)
        "pile": PILE_NAMES.get(variant.second_pile, ""),
        "pile_states": list(PILE_STATES) if variant.second_pile else [],
        "trump": any(kind.startswith("trump_") for kind in variant.canasta_bonus),
        "suits": [(suit, SUIT_LABELS[suit]) for suit in SUITS]
        if "run" in asks.meld_kinds
        else [],
        "lone_hand": asks.lone_hand,
        "melded_points": asks.melded_points,
        "point_step": asks.point_step,
        "hand_points_label": (
            f"Points left in {' and '.join(variant.piles)}"
            if asks.melded_points
            else "Points for cards left"
        ),
    }


def _value_piles(with_black_threes: bool) -> list[tuple[str, str]]:
    piles = []
    for value in VALUES:
        cards = cards_of_value(value)
        if not with_black_threes:
            cards = tuple(card for card in cards if card != "3b")
        piles.append((str(value), VALUE_LABELS.get(cards, " ".join(cards))))
    return piles


def _unfinished_label(variant, kind: str) -> str:
    if (
        kind == "short_run"
    ):  # Brazilian: a run left short on the table, not a special meld
        return f"Runs of {variant.short_run_max} cards or fewer"
    return f"Unfinished melds of {kind_label(kind)}"


def _held_threshold(variant, rank: str) -> int:
    return variant.held_penalty_threshold or variant.held_penalty[rank][0]
