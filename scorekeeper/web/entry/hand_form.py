"""The hand form's data and the record's hand, both ways: what a side's boxes say becomes the
record's result (docs/record-format.md), and a stored hand becomes the form an edit starts from.

Only reshaping: what the form asks is hand_spec.py's, what a hand does to the game is
record/changes.py's, where its problems show is hand_checks.py's. No Flask."""

from scorekeeper.web.entry.run_rows import run_record, run_row


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
    if spec.get("pile"):
        # Burraco, Buraco, Biriba: how a hand nobody closed ended, and Biriba's trump suit
        if not went_out or went_out == "time":
            hand["ended"] = went_out or "stock"
        if spec.get("trump") and data.get("trump"):
            hand["trump"] = data["trump"]
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
    if spec.get("pile") and side.get("pile") in ("not_taken", "taken_unplayed"):
        result["pile"] = side["pile"]
        if side["pile"] == "taken_unplayed":
            result["pile_points"] = _n(side.get("pile_points"))
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
    results = hand.get("results", [])
    went_out = acaba = special = ""
    for index, result in enumerate(results):
        if result.get("went_out"):
            went_out = f"{index}c" if result.get("concealed") else str(index)
        if result.get("acaba"):
            acaba = str(index)
        if result.get("special_hand"):
            special = f"{index}:{result['special_hand']}"
    lone = hand.get("lone_hand")
    if hand.get("ended") == "time":
        went_out = "time"
    return {
        "trump": hand.get("trump", ""),
        "went_out": went_out,
        "acaba": acaba,
        "special_hand": special,
        "note": hand.get("note", ""),
        "lone_hand": "" if lone is None else str(lone),
        "sides": [_side_data(result, spec) for result in results],
    }


def _side_data(result: dict, spec: dict) -> dict:
    """One side's boxes for its stored result: every box the form has, filled where it was typed."""
    counted = "meld_points" in result or "canastas" in result
    mode = "cards" if "meld_cards" in result else "count" if counted else "melds"
    return {
        "mode": mode,
        "meld_cards": _values_shown(result.get("meld_cards"), spec["meld_values"]),
        "hand_cards": _values_shown(result.get("hand_cards"), spec["hand_values"]),
        "melds": [_meld_row(m) for m in result.get("melds", [])],
        "meld_points": result.get("meld_points"),
        "canastas": _keyed(result, "canastas", spec["canasta_kinds"]),
        "concealed_canastas": result.get("concealed_canastas"),
        "unfinished": _keyed(result, "unfinished", _kinds(spec["unfinished_kinds"])),
        "players_holding": _keyed(
            result, "players_holding", _kinds(spec["held_ranks"])
        ),
        "red_threes": result.get("red_threes", 0),
        "black_threes": result.get("black_threes"),
        **_left_data(result, spec),
        "adjustment": result.get("adjustment"),
        "pile": result.get("pile", "taken"),
        "pile_points": result.get("pile_points"),
    }


def _meld_row(meld: dict) -> dict:
    return {
        "rank": meld.get("rank"),
        "natural": meld.get("natural", 0),
        "twos": meld.get("twos", 0),
        "jokers": meld.get("jokers", 0),
        "concealed": meld.get("concealed", False),
        "low": meld.get("low", ""),
        "suit": meld.get("suit", ""),
        "wild_ranks": [],
        **(run_row(meld) if meld.get("rank") == "run" else {}),
    }


def _keyed(result: dict, key: str, kinds: list[str]) -> dict:
    """A box per kind the form asks, filled from the record's counts of them."""
    return {kind: result.get(key, {}).get(kind) for kind in kinds}


def _kinds(pairs: list[tuple[str, str]]) -> list[str]:
    return [kind for kind, _label in pairs]


def _left_data(result: dict, spec: dict) -> dict:
    """The side's cards left as the form asks them: counted points, threes held, cards one by one
    for the side or player by player."""
    raw = result.get("in_hand") or {}
    players = raw if isinstance(raw, list) else []
    in_hand = {} if players else dict(raw)
    points = result.get("hand_points", in_hand.pop("points", None))
    # Threes held beside counted points go back to their own boxes; cards listed one by one stay cards.
    threes = (
        {card: in_hand.pop(card) for card, _ in spec["held_threes"] if card in in_hand}
        if "points" in raw or "hand_cards" in result
        else {}
    )
    return {
        "hand_points": points,
        "in_hand": {card: in_hand.get(card) for card, _ in spec["hand_cards"]},
        "threes": {card: threes.get(card) for card, _ in spec["held_threes"]},
        "players": [
            {card: cards.get(card) for card, _ in spec["hand_cards"]}
            for cards in players
        ],
    }


def _values_shown(counts: dict | None, piles: list) -> dict:
    return {value: (counts or {}).get(value) for value, _ in piles}
