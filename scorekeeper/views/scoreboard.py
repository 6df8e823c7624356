"""What the game pages share: loading a game, its scoreboard data, and keeping 'finished' in step."""

from flask import abort

from .. import entry, hand_words, store
from ..summary import summarise


def game_or_404(game_id) -> dict:
    game = store.get_game(store.get_db(), game_id)
    if game is None:
        abort(404)
    return game


def corrected_hands(game) -> set[int]:
    """Numbers of the hands that were edited after they were first saved."""
    return {hand["position"] for hand in game["hands"] if any(c["action"] == "edit" for c in hand["changes"])}


def scoreboard(game: dict) -> dict:
    """The scoreboard's data: the engine's summary, each hand's change log in words, deleted hands."""
    summary = summarise(store.record_of(game), corrected_hands(game))
    names = [side["name"] for side in summary["sides"]]
    history = {}
    for hand in game["hands"]:
        history[hand["position"]] = [
            {"action": c["action"], "at": c["at"], "lines": entry.describe_change(c["before"], c["after"], names)}
            for c in hand["changes"]]
    deleted = [c for c in game["changes"] if c["action"] == "delete"]
    typed = {hand["position"]: [hand_words.typed(result) for result in hand["record"].get("results", [])]
             for hand in game["hands"]}
    return {"summary": summary, "history": history, "deleted": deleted, "typed": typed}


def sync_finished(db, game_id) -> None:
    """Mark the game finished (or in play again, after a correction) as its scores now say."""
    game = store.get_game(db, game_id)
    finished = summarise(store.record_of(game))["finished"]
    if finished != game["finished"]:
        store.set_finished(db, game_id, finished)
