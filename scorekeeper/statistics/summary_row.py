"""A game as the one row a group's lists and statistics read (storage/game_summaries.py keeps it
by game and version): who played (names and roster ids), each side's total, points and canastas,
the winner, the number of hands, the biggest hand, the rule set and the start date.

Scored once per version of the game, so the players page of a group of a thousand games reads a
thousand small rows instead of scoring a thousand games."""

from scorekeeper.record.game_record import parse_record
from scorekeeper.record.names import side_people
from scorekeeper.rules import InvalidGame, play


def summary_row(record: dict) -> dict:
    """The summary of one game record; a record the engine cannot read gets `unreadable` and
    its names only (it is listed, and counted nowhere)."""
    base = {
        "variant": record.get("variant"),
        "created": str(record.get("created") or ""),
        "first_dealer": record.get("first_dealer"),
        "hands": len(record.get("hands") or []),
    }
    people = [
        {
            "name": side.get("name", ""),
            "players": side_people(side),
            "roster": list(side.get("roster") or []),
        }
        for side in record.get("sides") or []
    ]
    try:
        game = parse_record(record)
    except (InvalidGame, KeyError, TypeError, ValueError):
        return {**base, "unreadable": True, "finished": False, "sides": people}
    result = play(game)
    finish = result.finish
    sides = []
    for index, side in enumerate(people):
        scores = [hand.scores[index] for hand in result.hands]
        sides.append(
            {
                **side,
                "total": result.totals[index],
                "points": sum(score.total for score in scores),
                "canastas": sum(sum(score.canastas.values()) for score in scores),
                "best_hand": max((score.total for score in scores), default=None),
                "won": finish.finished
                and (finish.winner == index or index in finish.tied),
            }
        )
    return {
        **base,
        "unreadable": False,
        "finished": finish.finished,
        "winner": finish.winner,
        "tied": list(finish.tied),
        "sides": sides,
    }
