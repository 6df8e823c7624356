"""Fills the gaps in a group's summary cache: a game whose summary is missing or older than the
game (a hand was saved since) is scored once here and stored back, by version, so the next page
reads it. Lists and statistics call this on the games they show; nothing else is scored."""

from scorekeeper import storage
from scorekeeper.statistics.summary_row import summary_row
from scorekeeper.storage.game_summaries import store_summaries


def filled(db, rows: list[dict]) -> list[dict]:
    """The rows (from storage.game_summaries) with every summary present and current."""
    fresh = []
    for row in rows:
        if row["summary"] is not None:
            continue
        game = storage.get_game(db, row["id"])
        if game is None:  # deleted meanwhile
            continue
        row["summary"] = summary_row(storage.record_of(game))
        row["version"] = game["version"]
        fresh.append((row["pk"], game["version"], row["summary"]))
    store_summaries(db, fresh)
    return [row for row in rows if row["summary"] is not None]
