"""What the game pages share: loading a game, its scoreboard data, and whether a change finishes it."""

from flask import abort

from . import hand_form, hand_words
from .. import storage
from ..rules import InvalidGame
from ..statistics.chart_geometry import PHONE, running_total_chart
from ..statistics.game_figures import game_figures
from ..summary import summarise
from . import devices
from .database import get_db
from .problem_speech import summary_problems


def game_or_404(game_id) -> dict:
    """The game behind a link; having the link adds it to this device's list."""
    game = storage.get_game(get_db(), game_id)
    if game is None:
        abort(404)
    devices.remember(game["id"])
    return game


def corrected_hands(game) -> set[int]:
    """Numbers of the hands that were edited after they were first saved."""
    return {hand["position"] for hand in game["hands"] if any(c["action"] == "edit" for c in hand["changes"])}


def scoreboard(game: dict) -> dict:
    """The scoreboard's data: the engine's summary, each hand's change log in words, deleted hands."""
    summary = summarise(storage.record_of(game), corrected_hands(game))
    summary["problems"] = summary_problems(summary)
    names = [side["name"] for side in summary["sides"]]
    history = {}
    for hand in game["hands"]:
        history[hand["position"]] = [
            {"action": c["action"], "at": c["at"], "lines": hand_form.describe_change(c["before"], c["after"], names)}
            for c in hand["changes"]]
    deleted = [c for c in game["changes"] if c["action"] == "delete"]
    typed = {hand["position"]: [hand_words.typed(result) for result in hand["record"].get("results", [])]
             for hand in game["hands"]}
    return {"summary": summary, "history": history, "deleted": deleted, "typed": typed,
            "chart": running_total_chart(summary, PHONE), "figures": game_figures(summary, *save_times(game))}


def save_times(game: dict) -> tuple[str, list[str]]:
    """When the game began and when each hand was first saved (a correction keeps that time)."""
    return game["created"], [hand["created"] for hand in game["hands"]]


def finished_after(record: dict, hand: dict | None, position: int | None) -> bool:
    """Whether the game is over once this change is made (scored before the write lock is taken;
    the store writes it with the change, so no page ever writes while it is drawn)."""
    try:
        return summarise(hand_form.candidate(record, hand, position))["finished"]
    except InvalidGame:
        return False
