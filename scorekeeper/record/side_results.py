"""One side's result in a hand of the JSON game record: its melds (or counted points), canastas,
red threes, going out and the cards left in hand, read into the engine's SideResult."""

from scorekeeper.record.field_values import (
    RecordError,
    shown,
    text,
    whole_number,
    yes_or_no,
)
from scorekeeper.record.limits import MOST_MELDS
from scorekeeper.rules import (
    Meld,
    SideResult,
)
from scorekeeper.rules.card_counts import VALUES, points_of
from scorekeeper.rules.cards import HAND_KEYS, NATURAL_RANKS

SIDE_KEYS = {
    "melds",
    "red_threes",
    "went_out",
    "concealed",
    "in_hand",
    "meld_points",
    "canastas",
    "hand_points",
    "concealed_canastas",
    "acaba",
    "adjustment",
    "black_threes",
    "special_hand",
    "unfinished",
    "players_holding",
    "meld_cards",
    "hand_cards",
    "pile",
    "pile_points",
    "closing_discard",
}
PILE_STATES = ("taken", "not_taken", "taken_unplayed")
"""A side's second pile (Burraco's pozzetto, Buraco's morto, Biriba's biribaki), record-format.md."""
MELD_KEYS = {
    "rank",
    "natural",
    "twos",
    "jokers",
    "concealed",
    "low",
    "suit",
    "wild_ranks",
}
MELD_RANKS = (*NATURAL_RANKS, "3", "wild", "run")


def parse_side_result(raw) -> SideResult:
    """Read one SIDE_RESULT, meld by meld or as a card-point count."""
    if not isinstance(raw, dict):
        raise RecordError("a side's result is a JSON object")
    unknown = set(raw) - SIDE_KEYS
    if unknown:
        raise RecordError(f"unknown field(s) {', '.join(sorted(unknown))}")
    counted = "meld_points" in raw or "canastas" in raw or "meld_cards" in raw
    if "meld_points" in raw and "meld_cards" in raw:
        raise RecordError("give either meld_points or meld_cards, not both")
    if counted and "melds" in raw:
        raise RecordError("give either melds or meld_points and canastas, not both")
    if not counted and ("unfinished" in raw or "players_holding" in raw):
        raise RecordError(
            "unfinished and players_holding belong to a counted entry; melds and in_hand show them"
        )
    fields = {
        "red_threes": whole_number(raw, "red_threes"),
        "went_out": yes_or_no(raw, "went_out"),
        "concealed": yes_or_no(raw, "concealed"),
        "acaba": yes_or_no(raw, "acaba"),
        "adjustment": whole_number(raw, "adjustment"),
        "black_threes": whole_number(raw, "black_threes"),
        "special_hand": text(raw, "special_hand"),
        **_pile(raw),
    }
    fields.update(_in_hand(raw))
    if counted:
        meld_cards = _by_value(raw, "meld_cards")
        fields.update(
            meld_points=points_of(meld_cards)
            if meld_cards is not None
            else whole_number(raw, "meld_points"),
            meld_cards=meld_cards,
            concealed_canastas=whole_number(raw, "concealed_canastas"),
            canastas=_counts(raw, "canastas"),
            unfinished=_counts(raw, "unfinished"),
            players_holding=_counts(raw, "players_holding"),
        )
    else:
        melds = raw.get("melds", [])
        if not isinstance(melds, list):
            raise RecordError("melds must be a list")
        if len(melds) > MOST_MELDS:
            raise RecordError(f"a side lays at most {MOST_MELDS} melds")
        fields["melds"] = tuple(_meld(m) for m in melds)
    return SideResult(**fields)


def _pile(raw: dict) -> dict:
    """The second pile: taken (the default), not taken, or taken but not played with its points;
    and the card a side closed on, where a wild card may not close."""
    pile = raw.get("pile", "taken")
    if pile not in PILE_STATES:
        raise RecordError(
            f"pile must be one of {', '.join(PILE_STATES)}, not {shown(pile)}"
        )
    closing = text(raw, "closing_discard")
    if closing and closing not in HAND_KEYS:
        raise RecordError(
            f"closing_discard is a card ({', '.join(HAND_KEYS)}), not {shown(closing)}"
        )
    return {
        "pile": pile,
        "pile_points": whole_number(raw, "pile_points"),
        "closing_discard": closing,
    }


def _by_value(raw: dict, key: str) -> dict | None:
    """Cards counted by value ({"50": 1, "10": 4}), keyed by their value as a number; None if absent."""
    if key not in raw:
        return None
    value = raw[key]
    if not isinstance(value, dict):
        raise RecordError(
            f"{key} must be an object of card values and numbers of cards"
        )
    unknown = {str(k) for k in value} - {str(v) for v in VALUES}
    if unknown:
        raise RecordError(
            f"{key}: cards are counted by value ({', '.join(str(v) for v in VALUES)}), "
            f"not {', '.join(sorted(unknown))}"
        )
    return {int(k): whole_number(value, k, "cards_of_a_value") for k in value}


def _in_hand(raw) -> dict:
    if "hand_cards" in raw:
        # counted by value, with any threes priced apart listed beside it: {"3r": 1}
        if "hand_points" in raw:
            raise RecordError("give either hand_cards or hand_points, not both")
        threes = raw.get("in_hand") or {}
        if not isinstance(threes, dict) or set(threes) - {"3r", "3b"}:
            raise RecordError("beside hand_cards, in_hand lists only threes (3r, 3b)")
        cards = _by_value(raw, "hand_cards")
        return {
            "hand_points": points_of(cards),
            "hand_cards": cards,
            "in_hand": _cards(threes) if threes else None,
        }
    if "hand_points" in raw:
        if "in_hand" in raw:
            raise RecordError("give either in_hand or hand_points, not both")
        return {"hand_points": whole_number(raw, "hand_points")}
    in_hand = raw.get("in_hand")
    if in_hand is None:
        return {"in_hand": {}}
    if isinstance(in_hand, dict) and "points" in in_hand:
        # counted card points, with any threes still held listed beside them: {"points": 45, "3r": 1}
        threes = {k: v for k, v in in_hand.items() if k != "points"}
        if set(threes) - {"3r", "3b"}:
            raise RecordError(
                "beside counted points, in_hand lists only threes (3r, 3b)"
            )
        return {
            "hand_points": whole_number(in_hand, "points", "hand_points"),
            "in_hand": _cards(threes) if threes else None,
        }
    # One object per player, where a rule looks at each player's hand
    if isinstance(in_hand, list):
        return {"in_hand": tuple(_cards(player) for player in in_hand)}
    return {"in_hand": _cards(in_hand)}


def _cards(in_hand) -> dict:
    if not isinstance(in_hand, dict):
        raise RecordError(
            "in_hand must be an object of cards and numbers, a list of them (one per player), "
            'or {"points": N}'
        )
    unknown = set(in_hand) - set(HAND_KEYS)
    if unknown:
        raise RecordError(
            f"in_hand: unknown card(s) {', '.join(sorted(unknown))}; "
            f"cards are {', '.join(HAND_KEYS)}"
        )
    return {card: whole_number(in_hand, card) for card in in_hand}


def _counts(raw: dict, key: str) -> dict:
    value = raw.get(key, {})
    if not isinstance(value, dict):
        raise RecordError(f"{key} must be an object of kinds and numbers")
    return {str(k): whole_number(value, k, key) for k in value}


def _meld(raw) -> Meld:
    if not isinstance(raw, dict):
        raise RecordError("a meld is an object with a rank and card counts")
    unknown = set(raw) - MELD_KEYS
    if unknown:
        raise RecordError(f"meld: unknown field(s) {', '.join(sorted(unknown))}")
    rank = (
        str(raw.get("rank", "")).upper().replace("WILD", "wild").replace("RUN", "run")
    )
    if rank not in MELD_RANKS:
        raise RecordError(
            f"meld rank {raw.get('rank')!r} is not one of {', '.join(MELD_RANKS)}"
        )
    low = str(raw.get("low", "")).upper()
    return Meld(
        rank,
        whole_number(raw, "natural"),
        whole_number(raw, "twos"),
        whole_number(raw, "jokers"),
        yes_or_no(raw, "concealed"),
        low,
        text(raw, "suit").lower(),
        _wild_ranks(raw),
    )


def _wild_ranks(raw: dict) -> tuple[str, ...]:
    """A dirty run's cards that its wild cards stand for: a list of ranks."""
    ranks = raw.get("wild_ranks", [])
    if (
        not isinstance(ranks, list)
        or len(ranks) > len(NATURAL_RANKS)
        or not all(isinstance(r, str) for r in ranks)
    ):
        raise RecordError(
            'wild_ranks must be a list of the run\'s cards, for example ["8"]'
        )
    ranks = [rank.upper() for rank in ranks]
    # Canasta's runs go 4 to A; Burraco's, Buraco's and Biriba's from the ace (A-2-3) up
    if not set(ranks) <= {*NATURAL_RANKS, "3", "2"}:
        raise RecordError(
            f"wild_ranks holds a card that is not in a run (A to K): {', '.join(ranks)[:40]}"
        )
    return tuple(ranks)
