"""Hand entry for the web form: what to ask for a rule set, how the form's plain data becomes a
record hand (and back), and which engine problems a new or edited hand would cause.

Every rule stays in `rules`; this module only reshapes data and asks the engine. It imports no
Flask itself, but the problems it returns are worded by words/problem_speech.py in the request's
language, so it is used inside a request.
"""

from dataclasses import replace

from scorekeeper.record.game_record import parse_hand, parse_record
from scorekeeper.rules import InvalidGame, Problem, play
from scorekeeper.rules.card_counts import VALUES, cards_of_value, counts_allowed
from scorekeeper.rules.cards import HAND_KEYS, NATURAL_RANKS, RANK_NAMES
from scorekeeper.rules.entry import SPECIAL_HAND_LABELS, entry_for, kind_label
from scorekeeper.rules.melds import RUN_ORDER
from scorekeeper.rules.validation import SUITS
from scorekeeper.translations import N_
from scorekeeper.translations.problem_texts import FIELD_WORDS
from scorekeeper.web.entry.run_rows import run_record, run_row
from scorekeeper.web.words.problem_speech import problem_said

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
        "meld_ranks": [(rank, RANK_LABELS.get(rank, rank)) for rank in ranks],
        "meld_names": {
            rank: MELD_NAMES.get(rank, RANK_NAMES.get(rank, rank).capitalize())
            for rank in ranks
        },
        "canasta_kinds": list(asks.canasta_kinds),
        # a Bolivia house's dirty escalera: a run's wild cards, and the cards of a run they may stand for
        "run_wild_cards": asks.run_wild_cards,
        "run_ranks": list(RUN_ORDER),
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
        "hand_words": " and ".join(
            variant.piles
        ),  # "hand", or Hand and Foot's "hand and foot"
        "runs": "run" in asks.meld_kinds,
        "run_lows": list(
            RUN_ORDER[:-2]
        ),  # a run has at least three cards, so it starts at Q at the highest
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


def _n(value) -> int:
    """A number typed in the form; an empty box counts as nothing."""
    return int(value or 0)


def hand_record(data: dict, spec: dict) -> tuple[dict, list[list[int]]]:
    """The record hand ({"results": [...], "note": ...}) from the hand form's data.

    Also returns, per side, the form row of each meld kept, so that an engine problem about
    "melds.2" can be shown beside the row the player typed it in (empty rows are dropped)."""
    went_out, acaba = data.get("went_out") or "", data.get("acaba") or ""
    special_side, _, special = (data.get("special_hand") or "").partition(":")
    results, rows = [], []
    for index, side in enumerate(data["sides"]):
        if special and special_side == str(index):
            # A special hand is the side's whole result: whatever else was typed for it is ignored.
            results.append({"special_hand": special})
            rows.append([])
            continue
        result, kept = _side_result(side, side.get("mode") or "melds", spec)
        if went_out.rstrip("c") == str(index):
            result["went_out"] = True
            if went_out.endswith("c"):
                result["concealed"] = True
        if acaba == str(index):
            result["acaba"] = True
        results.append(result)
        rows.append(kept)
    hand = {"results": results}
    if spec.get("lone_hand"):
        # Asked first in cutthroat: who took the pile (empty: nobody did, everyone scored alone).
        lone = data.get("lone_hand") or ""
        hand["lone_hand"] = int(lone) if lone.isdigit() else None
    if (data.get("note") or "").strip():
        hand["note"] = data["note"].strip()
    return hand, rows


def _side_result(side: dict, mode: str, spec: dict) -> tuple[dict, list[int]]:
    result, kept = {}, []
    if mode in ("count", "cards"):
        if mode == "cards":
            # Stored as counted, not as their sum: a correction starts from the piles the table counted.
            result["meld_cards"] = _by_value(side.get("meld_cards"))
        else:
            result["meld_points"] = _n(side.get("meld_points"))
        result["canastas"] = {
            k: _n(v) for k, v in (side.get("canastas") or {}).items() if _n(v)
        }
        if _n(side.get("concealed_canastas")):
            result["concealed_canastas"] = _n(side["concealed_canastas"])
        for key in ("unfinished", "players_holding"):
            numbers = {k: _n(v) for k, v in (side.get(key) or {}).items() if _n(v)}
            if numbers:
                result[key] = numbers
    else:
        melds = []
        for row, meld in enumerate(side.get("melds") or []):
            entry = {"rank": meld["rank"]}
            for key in ("natural", "twos", "jokers"):
                if _n(meld.get(key)):
                    entry[key] = _n(meld[key])
            if len(entry) == 1:
                continue  # a row left at nothing is no meld
            if meld.get("concealed"):
                entry["concealed"] = True
            if meld.get("low"):
                entry["low"] = meld["low"]
            if meld.get("suit"):
                entry["suit"] = meld["suit"]
            if entry["rank"] == "run":
                entry = run_record(meld, entry)
            melds.append(entry)
            kept.append(row)
        result["melds"] = melds
    if spec["red_threes"] or _n(side.get("red_threes")):
        result["red_threes"] = _n(side.get("red_threes"))
    if _n(side.get("black_threes")):
        result["black_threes"] = _n(side["black_threes"])
    result.update(_left_by_value(side) if mode == "cards" else _left_in_hand(side))
    if _n(side.get("adjustment")):
        result["adjustment"] = _n(side["adjustment"])
    return result, kept


def _by_value(numbers: dict | None) -> dict:
    """Boxes of cards by value ({"50": "1", "10": ""}) as the record keeps them: {"50": 1}."""
    return {value: _n(n) for value, n in (numbers or {}).items() if _n(n)}


def _left_by_value(side: dict) -> dict:
    """Cards left counted by value, with threes priced apart beside them; cards typed one by one
    (the side's fold) replace the piles, as they replace counted points."""
    plain = {**side, "hand_points": 0}
    cards = _by_value(side.get("hand_cards"))
    typed = [side.get("in_hand") or {}, *(side.get("players") or [])]
    if not cards or any(_n(n) for box in typed for n in box.values()):
        return _left_in_hand(plain)
    threes = {k: _n(v) for k, v in (side.get("threes") or {}).items() if _n(v)}
    return {"hand_cards": cards, **({"in_hand": threes} if threes else {})}


def _left_in_hand(side: dict) -> dict:
    """The side's cards left in hand: card by card (one dict per player when the form asks player by
    player), or as counted points with the threes held beside them ({"points": 45, "3r": 1})."""
    threes = {k: _n(v) for k, v in (side.get("threes") or {}).items() if _n(v)}
    players = [
        {k: _n(v) for k, v in (cards or {}).items() if _n(v)}
        for cards in side.get("players") or []
    ]
    cards = {k: _n(v) for k, v in (side.get("in_hand") or {}).items() if _n(v)}
    if any(players):
        # Cards typed for the side as a whole, and threes typed beside the points, go with the first
        # player's: the engine sums them for the side either way.
        for card, n in [*cards.items(), *threes.items()]:
            players[0][card] = players[0].get(card, 0) + n
        return {"in_hand": players}
    if cards:
        for card, n in threes.items():
            cards[card] = cards.get(card, 0) + n
        return {"in_hand": cards}
    if threes:
        return {"in_hand": {"points": _n(side.get("hand_points")), **threes}}
    return {"hand_points": _n(side.get("hand_points"))}


def form_data(hand: dict, spec: dict) -> dict:
    """The hand form's data for a stored record hand: what an edit starts from."""
    sides, went_out, acaba, special = [], "", "", ""
    for index, result in enumerate(hand.get("results", [])):
        counted = "meld_points" in result or "canastas" in result
        raw = result.get("in_hand") or {}
        players = raw if isinstance(raw, list) else []
        in_hand = {} if players else dict(raw)
        points = result.get("hand_points", in_hand.pop("points", None))
        # Threes held beside counted points go back to their own boxes; cards listed one by one stay cards.
        threes = (
            {
                card: in_hand.pop(card)
                for card, _ in spec["held_threes"]
                if card in in_hand
            }
            if "points" in raw or "hand_cards" in result
            else {}
        )
        mode = "cards" if "meld_cards" in result else "count" if counted else "melds"
        sides.append(
            {
                "mode": mode,
                "meld_cards": _values_shown(
                    result.get("meld_cards"), spec["meld_values"]
                ),
                "hand_cards": _values_shown(
                    result.get("hand_cards"), spec["hand_values"]
                ),
                "melds": [
                    {
                        "rank": m.get("rank"),
                        "natural": m.get("natural", 0),
                        "twos": m.get("twos", 0),
                        "jokers": m.get("jokers", 0),
                        "concealed": m.get("concealed", False),
                        "low": m.get("low", ""),
                        "suit": m.get("suit", ""),
                        "wild_ranks": [],
                        **(run_row(m) if m.get("rank") == "run" else {}),
                    }
                    for m in result.get("melds", [])
                ],
                "meld_points": result.get("meld_points"),
                "canastas": {
                    kind: result.get("canastas", {}).get(kind)
                    for kind in spec["canasta_kinds"]
                },
                "concealed_canastas": result.get("concealed_canastas"),
                "unfinished": {
                    kind: result.get("unfinished", {}).get(kind)
                    for kind, _ in spec["unfinished_kinds"]
                },
                "players_holding": {
                    rank: result.get("players_holding", {}).get(rank)
                    for rank, _ in spec["held_ranks"]
                },
                "red_threes": result.get("red_threes", 0),
                "black_threes": result.get("black_threes"),
                "hand_points": points,
                "in_hand": {card: in_hand.get(card) for card, _ in spec["hand_cards"]},
                "threes": {card: threes.get(card) for card, _ in spec["held_threes"]},
                "players": [
                    {card: cards.get(card) for card, _ in spec["hand_cards"]}
                    for cards in players
                ],
                "adjustment": result.get("adjustment"),
            }
        )
        if result.get("went_out"):
            went_out = f"{index}c" if result.get("concealed") else str(index)
        if result.get("acaba"):
            acaba = str(index)
        if result.get("special_hand"):
            special = f"{index}:{result['special_hand']}"
    lone = hand.get("lone_hand")
    return {
        "went_out": went_out,
        "acaba": acaba,
        "special_hand": special,
        "note": hand.get("note", ""),
        "lone_hand": "" if lone is None else str(lone),
        "sides": sides,
    }


def _values_shown(counts: dict | None, piles: list) -> dict:
    return {value: (counts or {}).get(value) for value, _ in piles}


def candidate(record: dict, hand: dict | None, position: int | None) -> dict:
    """The game record with `hand` appended (position None), put in place of hand `position`,
    or (hand None) with hand `position` deleted."""
    hands = list(record.get("hands", []))
    if position is None:
        hands.append(hand)
    elif hand is None:
        del hands[position - 1]
    else:
        hands[position - 1] = hand
    return {**record, "hands": hands}


def problems_of(record: dict) -> list[Problem]:
    """Every problem the engine finds in a record, shape errors included."""
    try:
        return list(play(parse_record(record)).problems)
    except InvalidGame as error:
        return error.problems


def check_change(
    record: dict, hand: dict | None, position: int | None
) -> tuple[list, list]:
    """Problems a change would bring: (those of the new or edited hand, those it causes elsewhere).

    Problems the game already had before the change are not blamed on it."""
    before = {str(p) for p in problems_of(record)}
    changed = candidate(record, hand, position)
    number = len(changed["hands"]) if position is None else position
    own, others = [], []
    for problem in problems_of(changed):
        if hand is not None and problem.hand == number:
            own.append(problem)
        elif str(problem) not in before:
            others.append(problem)
    return own, others


def error_key(problem: Problem, meld_rows: list[list[int]] | None = None) -> str:
    """Where the hand form shows a problem: "s0.melds.2" (a form row), "s1.red_threes", "went_out",
    "hand"… The template looks each key up beside its input."""
    field, side = problem.field or "", problem.side_index
    head = field.split(".")[0]
    if head in ("went_out", "concealed"):
        return "went_out"
    if head in ("acaba", "special_hand", "lone_hand"):
        return head
    if side is None:
        return "hand"
    if head == "melds" and "." in field and meld_rows:
        kept = meld_rows[side]
        index = int(field.split(".")[1])
        return f"s{side}.melds.{kept[index]}" if index < len(kept) else f"s{side}.melds"
    if head in ("in_hand", "hand_points"):
        return f"s{side}.in_hand"
    if head == "meld_cards":
        return f"s{side}.meld_cards"
    if head in (
        "melds",
        "red_threes",
        "meld_points",
        "canastas",
        "concealed_canastas",
        "black_threes",
        "adjustment",
        "unfinished",
        "players_holding",
    ):
        return (
            f"s{side}.{field}"
            if head in ("canastas", "unfinished", "players_holding")
            else f"s{side}.{head}"
        )
    return f"s{side}"


def errors_by_key(problems, meld_rows=None, hand=None) -> dict[str, list[str]]:
    """Problems grouped by where they are shown, each led by its side's name ("Them: the melds
    total 70…"), in that side's box too: the summary at the top and a kept save's reason quote it.

    A side counted card by card shows its points' and hand's problems under its piles (`hand`, the
    record hand, says which sides are)."""
    by_cards = {
        index
        for index, result in enumerate((hand or {}).get("results", []))
        if "meld_cards" in result
    }
    grouped: dict[str, list[str]] = {}
    for problem in problems:
        key = error_key(problem, meld_rows)
        if problem.side_index in by_cards and key.split(".")[1:2] in (
            ["meld_points"],
            ["in_hand"],
        ):
            key = f"s{problem.side_index}.meld_cards"
        said = problem_said(problem)
        grouped.setdefault(key, []).append(
            f"{problem.side}: {said}" if problem.side else said
        )
    return grouped


HISTORY_WORDS = {
    **FIELD_WORDS,
    "went_out": N_("went out"),
    "concealed": N_("concealed"),
    "adjustment": N_("adjustment"),
    "special_hand": N_("special hand"),
    "lone_hand": N_("lone hand"),
    "note": N_("note"),
}
"""What an edit's lines call a record's entries (translations/problem_texts.FIELD_WORDS and more)."""


def _same(text):
    return text


def describe_change(
    before: dict | None, after: dict | None, side_names: list[str], say=_same
) -> list[str]:
    """What an edit changed, one line per entry, e.g. "Them: red threes 1 → 2", its words put in
    the page's language by `say` (gettext; English as the record says it without)."""
    if before is None or after is None:
        return []
    lines = []
    old, new = before.get("results", []), after.get("results", [])
    for index, name in enumerate(side_names):
        a = _flat(old[index] if index < len(old) else {}, say)
        b = _flat(new[index] if index < len(new) else {}, say)
        for key in sorted(set(a) | set(b), key=lambda k: (k != say("melds"), k)):
            if a.get(key) != b.get(key):
                lines.append(
                    f"{name}: {key} {_show(a.get(key), say)} → {_show(b.get(key), say)}"
                )
    if before.get("lone_hand") != after.get("lone_hand"):
        lone = [
            side_names[i] if isinstance(i, int) and i < len(side_names) else None
            for i in (before.get("lone_hand"), after.get("lone_hand"))
        ]
        lines.append(
            f"{say(HISTORY_WORDS['lone_hand'])} {_show(lone[0], say)} → {_show(lone[1], say)}"
        )
    if before.get("note", "") != after.get("note", ""):
        lines.append(
            f"{say(HISTORY_WORDS['note'])} “{before.get('note', '')}” → “{after.get('note', '')}”"
        )
    return lines


def _word(key: str, say) -> str:
    return say(HISTORY_WORDS[key]) if key in HISTORY_WORDS else key.replace("_", " ")


def _inner(key: str, inner: str, say) -> str:
    """A kind of canasta or a card, as the page names it."""
    if key in ("canastas", "unfinished"):
        return say(kind_label(inner))
    if inner == "joker":
        return say("Joker")
    return {"3b": "3♠", "3r": "3♥"}.get(inner, inner)


def _flat(result: dict, say=_same) -> dict:
    flat = {}
    for key, value in result.items():
        if key == "melds":
            flat[say("melds")] = ", ".join(_meld_words(m, say) for m in value) or say(
                "none"
            )
        elif isinstance(value, dict):
            for inner, n in value.items():
                flat[f"{_word(key, say)} {_inner(key, inner, say)}"] = n
        elif isinstance(value, list):  # cards left, player by player
            for player, cards in enumerate(value, 1):
                for inner, n in cards.items():
                    who = say("player %(number)s") % {"number": player}
                    flat[f"{_word(key, say)} ({who}) {_inner(key, inner, say)}"] = n
        else:
            flat[_word(key, say)] = value
    return flat


def _meld_words(meld: dict, say=_same) -> str:
    parts = [f"{meld.get('natural', 0)}"]
    if meld.get("twos"):
        parts.append(f"{meld['twos']}×2")
    if meld.get("jokers"):
        parts.append(f"{meld['jokers']}×{say('Joker')}")
    return f"{meld.get('rank')} ({'+'.join(parts)})"


def _show(value, say=_same) -> str:
    if value is None:
        return "—"
    if value is True:
        return say("yes")
    if value is False:
        return say("no")
    return str(value)


def same_hand(a: dict, b: dict, side_names: list[str]) -> bool:
    """Whether two record hands say the same thing to the engine (an edit that changes nothing)."""

    def plain(hand):
        # {"points": 35} and "hand_points": 35 are the same count; no cards listed is no cards.
        parsed = parse_hand(hand, side_names, 1)
        return replace(
            parsed,
            results=tuple(
                replace(r, in_hand=r.in_hand or None) for r in parsed.results
            ),
        )

    try:
        return plain(a) == plain(b)
    except InvalidGame:
        return a == b
