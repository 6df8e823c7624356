"""One game in figures, per side: canastas by kind, red threes, going out, the best, average and
losing hands; and how long each hand took, from the times the hands were saved.

A side's "hand score" is its total for that hand (every item of the engine's breakdown added up).
Built from `summary.summarise`'s plain data and the save times passed in, never from storage.
"""

from datetime import datetime

from scorekeeper.rules.entry import KIND_LABELS, kind_label

ENTERED_TOGETHER_SECONDS = 5
"""Hands saved closer together than this were not played in between: an imported game's hands are
all stored at once, so their time is unknown rather than 0 minutes."""

BREAK_SECONDS = 3 * 3600
"""A longer gap between two saves is a break (a game resumed the next day), not one hand's play."""


def game_figures(
    summary: dict, started: str | None = None, saved: list[str | None] | None = None
) -> dict:
    """The figures of every side, and each hand's time in minutes (None where the saves cannot tell).

    `started` is when the game was created and `saved[n]` when hand n + 1 was first saved (a
    corrected hand keeps its first save time), as ISO 8601 timestamps."""
    hands = summary["hands"]
    kinds = _kinds_made(hands)
    names = summary["variant"].get("kind_names", {})
    sides = []
    for i, side in enumerate(summary["sides"]):
        results = [hand["sides"][i] for hand in hands]
        scores = [r["score"] for r in results]
        sides.append(
            {
                "name": side["name"],
                "canastas": [
                    sum(r["canastas"].get(kind, 0) for r in results) for kind in kinds
                ],
                "red_threes": sum(r["red_threes"] for r in results),
                "went_out": sum(1 for r in results if r["went_out"]),
                "went_out_concealed": sum(
                    1 for r in results if r["went_out"] and r["concealed"]
                ),
                "biggest": max(scores, default=None),
                "average": rounded_average(scores),
                "above_zero": sum(1 for s in scores if s > 0),
                "below_zero": sum(1 for s in scores if s < 0),
            }
        )
    minutes = hand_minutes(started, saved or [])
    known = [m for m in minutes if m is not None]
    return {
        "hands": len(hands),
        "kinds": [
            {"kind": kind, "label": names.get(kind) or kind_label(kind)}
            for kind in kinds
        ],
        "sides": sides,
        # a row of red threes only where the rules lay them (not Mini, not Hand and Foot)
        "red_threes": summary["variant"].get("red_threes_laid", True)
        or any(side["red_threes"] for side in sides),
        "minutes": [{"hand": n, "minutes": m} for n, m in enumerate(minutes, start=1)],
        "longest": max(known, default=None),
        "average_minutes": rounded_average(known),
    }


def _kinds_made(hands: list) -> list[str]:
    """The canasta kinds anyone made, in the engine's order of kinds (then any other, as first made)."""
    made = {
        kind
        for hand in hands
        for side in hand["sides"]
        for kind, n in side["canastas"].items()
        if n
    }
    ordered = [kind for kind in KIND_LABELS if kind in made]
    return ordered + sorted(made - set(ordered))


def rounded_average(values: list[int]) -> int | None:
    """The mean to the nearest whole number, halves away from zero (points are whole numbers)."""
    if not values:
        return None
    total, count = sum(values), len(values)
    whole = (2 * abs(total) + count) // (2 * count)
    return whole if total >= 0 else -whole


def hand_minutes(started: str | None, saved: list[str | None]) -> list[int | None]:
    """Minutes between each hand's first save and the one before (the first hand: since the game
    was created), to the nearest minute; None when a time is missing, the gap is too short to be
    play (an import) or long enough to be a break."""
    moments = [_moment(started)] + [_moment(at) for at in saved]
    minutes = []
    for before, after in zip(moments, moments[1:]):
        if before is None or after is None:
            minutes.append(None)
            continue
        seconds = (after - before).total_seconds()
        known = ENTERED_TOGETHER_SECONDS <= seconds <= BREAK_SECONDS
        minutes.append(int(seconds + 30) // 60 if known else None)
    return minutes


def _moment(at: str | None) -> datetime | None:
    if not at:
        return None
    try:
        moment = datetime.fromisoformat(at)
    except ValueError:
        return None
    # A naive time cannot be compared with the store's UTC
    return moment if moment.tzinfo else None
