"""A new hand's form drawn once for every table of an evening, not once per table: the kept copy
(web/delivery/rendered_once.py) is drawn with stand-ins for the side and player names, and each
page puts its own names, escaped as the template escapes them, in their place.

A championship's 400 tables have 400 pairs of names: drawing each table's form the first time
cost 26 ms of CPU against 8 ms from a kept copy, and the round's last minute asks for 400 of them
at once (py-spy, issue 41). The template only prints names (in text and attributes, escaped) and
compares them with each other, so stand-ins are used only while the real names are all
different and hold no stand-in's marks; otherwise the form is kept per table as before."""

import json
from dataclasses import dataclass

from flask_babel import get_locale
from markupsafe import escape

from scorekeeper.web.entry.hand_checks import form_class

MARKS = (
    "\ue000",
    "\ue001",
)  # Unicode's private use: no name has them, or it has no stand-in


@dataclass(frozen=True)
class StandIns:
    names: list[str]  # a stand-in for each side's name
    players: list[list[str]]  # for each player's, side by side
    swaps: dict  # stand-in -> the real name, escaped for HTML


def _stand_in(what: str) -> str:
    return f"{MARKS[0]}{what}{MARKS[1]}"


def stand_ins(names: list[str], players: list[list[str]]) -> StandIns | None:
    """Stand-ins for these names, or None where the form must be drawn with the names."""
    every = [*names, *(name for side in players for name in side)]
    if len(set(names)) != len(names) or any(
        mark in name for name in every for mark in MARKS
    ):
        return None
    sides = [_stand_in(f"s{s}") for s in range(len(names))]
    seats = [
        [_stand_in(f"p{s}.{p}") for p in range(len(side))]
        for s, side in enumerate(players)
    ]
    swaps = {stand_in: str(escape(name)) for stand_in, name in zip(sides, names)}
    for side, real in zip(seats, players):
        swaps.update(
            (stand_in, str(escape(name))) for stand_in, name in zip(side, real)
        )
    return StandIns(sides, seats, swaps)


def with_stand_ins(stand_in: StandIns) -> list[dict]:
    """The sides as the kept copy's key names them: what the form prints of them (their names
    and players) by their stand-ins, not which entrants they are."""
    return [
        {"name": name, "players": seats}
        for name, seats in zip(stand_in.names, stand_in.players)
    ]


def shared_form(game, spec, names: list[str], start: dict):
    """(stand-ins, the form with them as a callable) for a new hand's form, or (None, None):
    the form with stand-ins is made only when the kept copy is drawn."""
    players = [side.get("players") or [] for side in game["sides"]]
    found = stand_ins(names, players)
    if found is None:
        return None, None
    form = form_class(game, spec, found.names)
    return found, lambda: form(data={**start, "version": game["version"]})


# Drawn afresh at every request, so never part of a kept copy (web/delivery/rendered_once.py).
ONE_TIME_FIELDS = ("csrf_token", "nonce", "version")


def kept_copy_key(game, form, asks, stand_in=None) -> str:
    """What the unchanging part of a form drawn on a GET depends on: the page's language, the rule
    set, the sides (names, players: their stand-ins when it is drawn with them), what the form
    starts with (the modes the last hand left) and whether it asks for a lone hand (not once
    everybody plays alone)."""
    start = {k: v for k, v in form.data.items() if k not in ONE_TIME_FIELDS}
    return json.dumps(
        [
            "hand-form",
            str(get_locale()),
            game["variant"],
            game["rules"],
            with_stand_ins(stand_in) if stand_in else game["sides"],
            start,
            asks.get("everyone_alone"),
        ],
        sort_keys=True,
        default=str,
    )
