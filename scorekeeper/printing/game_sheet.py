"""What a printed score sheet shows of a game, laid out as columns and rows.

It rearranges `summary.summarise` (which holds every number) into the sheet's table: the same
item columns for every side, one row per hand. No score is computed here.
"""

from datetime import datetime

SHORT_LABELS = {
    "melded_cards": "Melds", "canasta_bonus": "Canastas", "concealed_canastas": "From hand",
    "red_threes": "Red 3s", "opponents_red_threes": "Their red 3s", "red_three_in_hand": "Red 3 held",
    "black_threes_in_hand": "Black 3 held", "going_out": "Out", "in_hand": "In hand",
    "unfinished_melds": "Unfinished", "held_cards": "Held", "seven_canastas": "7 canastas",
    "acaba": "Acaba", "adjustment": "Adjust",
}

KIND_ABBREVIATIONS = {"natural": "nat", "mixed": "mix"}


def short_label(key: str, label: str) -> str:
    return SHORT_LABELS.get(key, label)


def canasta_detail(canastas: dict) -> list[str]:
    """['1 nat', '2 mix']: how many canastas of each kind, a line each in a narrow column."""
    return [f"{count} {KIND_ABBREVIATIONS.get(kind, kind.replace('_', ' '))}"
            for kind, count in canastas.items() if count]


def item_columns(hands: list) -> list[dict]:
    """Every scoring item that occurs in the game, in the engine's order of first appearance."""
    seen = {}
    for hand in hands:
        for side in hand["sides"]:
            for item in side["items"]:
                seen.setdefault(item["key"], {"key": item["key"], "label": item["label"],
                                              "short": short_label(item["key"], item["label"])})
    return list(seen.values())


def _detail(key: str, side: dict) -> list[str]:
    """The small print under an item: what kind of canastas, how many red threes, how one went out."""
    if key == "canasta_bonus":
        return canasta_detail(side["canastas"])
    if key == "red_threes" and side["red_threes"]:
        return [f"×{side['red_threes']}"]
    if key == "going_out" and side["went_out"] and side["concealed"]:
        return ["concealed"]
    return []


def _row(hand: dict, columns: list) -> dict:
    sides = []
    for side in hand["sides"]:
        points = {item["key"]: item["points"] for item in side["items"]}
        sides.append({
            "cells": [{"points": points.get(c["key"], 0), "detail": _detail(c["key"], side)} for c in columns],
            "score": side["score"], "total": side["total"], "initial_meld": side["initial_meld"],
        })
    return {"number": hand["number"], "dealer": hand["dealer"], "corrected": hand["corrected"],
            "note": hand["note"], "sides": sides}


def printed_date(created: str | None) -> str:
    """'21 November 2026' from the store's ISO timestamp; '' when unknown."""
    if not created:
        return ""
    try:
        moment = datetime.fromisoformat(created)
    except ValueError:
        return created
    return f"{moment.day} {moment:%B %Y}"


def game_sheet(summary: dict, *, name: str, created: str | None = None) -> dict:
    """Everything the score-sheet template prints, built on the game's summary."""
    columns = item_columns(summary["hands"])
    # A setting written into the record with its rule-book value is no house rule.
    settings = [{**s, "changed": s["changed"] and s["value"] != s["default"]} for s in summary["settings"]]
    width = 2 + len(summary["sides"]) * (len(columns) + 3)  # hand, dealer; per side: min, items, score, total
    return {
        **summary,
        "settings": settings,
        "name": name,
        "date": printed_date(created),
        "columns": columns,
        "rows": [_row(hand, columns) for hand in summary["hands"]],
        "any_corrected": any(hand["corrected"] for hand in summary["hands"]),
        "house_rules": [s for s in settings if s["changed"]],
        "landscape": len(summary["sides"]) > 2 or width > 18,
        "width": width,
    }


def corrected_hands(game: dict) -> set[int]:
    """Numbers of the hands whose change log shows an edit, from `store.get_game`'s dict."""
    return {hand["position"] for hand in game["hands"]
            if any(change["action"] == "edit" for change in hand["changes"])}
