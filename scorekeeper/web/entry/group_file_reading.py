"""Reading an uploaded group file as it streams (ijson), never whole: the file sits in the
upload's temporary file, and each pass reads one game at a time from it, so the server's memory
grows by about one game, not by the Python objects of the whole file (a 62.9 MB file took
RSS from 145 to 747 MB when read with json.load).

The first pass checks everything (the group's part, then each game: its limits, whether the
rules read it, its roster ids) and keeps each game's summary; nothing is stored unless every
part passes. The second pass reads the games again for storage to insert, one at a time."""

import ijson
from flask_babel import gettext as _

from scorekeeper.record import limits
from scorekeeper.statistics.summary_row import summary_row
from scorekeeper.storage.game_rows import RECORD_FORMAT
from scorekeeper.storage.group_store.group_file import (
    game_roster_problems,
    group_problems,
)

MOST_PROBLEMS = 20  # a file this wrong is the wrong file: the first problems say enough


class GroupFileRefused(ValueError):
    """The file cannot be imported: `problems` say why, each naming its place or limit."""

    def __init__(self, problems):
        super().__init__("; ".join(problems))
        self.problems = problems


def _items(stream, prefix):
    stream.seek(0)
    return ijson.items(stream, prefix, use_float=True)


def _top_level_kind(stream, key) -> str | None:
    """The JSON kind of the top-level `key` ("start_array", "string", …), or None without it."""
    stream.seek(0)
    for prefix, event, _value in ijson.parse(stream):
        if prefix == key and event != "map_key":
            return event
    return None


def check_group_file(stream) -> tuple[dict, list[tuple[bool, dict]]]:
    """The file's "group" part and each game's (finished, summary), once every part passed;
    else GroupFileRefused. Malformed JSON is refused too (never a 500)."""
    try:
        return _checked(stream)
    except (ijson.JSONError, ValueError, RecursionError) as error:
        if isinstance(error, GroupFileRefused):
            raise
        raise GroupFileRefused(
            [_("This is not JSON: %(error)s", error=error)]
        ) from None


def _checked(stream):
    if next(_items(stream, "format"), RECORD_FORMAT) != RECORD_FORMAT:
        raise GroupFileRefused(["format is not a format this app reads (1)"])
    group = next(_items(stream, "group"), None)
    if not isinstance(group, dict):
        raise GroupFileRefused(
            [
                _(
                    'This is no group file: it has no "group" (Download the group makes one).'
                )
            ]
        )
    problems = group_problems(group)
    if _top_level_kind(stream, "games") not in ("start_array", None):
        problems.append('"games" must be a list of game records')
    if problems:
        raise GroupFileRefused(problems)
    roster_ids = {entry["id"] for entry in group.get("roster", [])}
    checked = []
    for number, record in enumerate(_items(stream, "games.item"), start=1):
        if number > limits.GROUP_GAMES:
            raise GroupFileRefused(
                [
                    _(
                        "This file holds more than %(most)s games: a group file may hold at most %(most)s.",
                        most=limits.GROUP_GAMES,
                    )
                ]
            )
        found, summary = _game_problems(number, record, roster_ids)
        problems += found
        if len(problems) > MOST_PROBLEMS:
            break
        checked.append((bool(summary and summary["finished"]), summary))
    if problems:
        raise GroupFileRefused(problems)
    return group, checked


def _game_problems(number, record, roster_ids) -> tuple[list[str], dict | None]:
    """One game of a group file: its limits and roster ids, then whether the rules can read it
    at all (a game the app kept with a problem comes back as it was kept)."""
    if not isinstance(record, dict):
        return [_("Game %(number)s: this is not a game record", number=number)], None
    problems = limits.record_problems(record)
    if not problems:
        problems = game_roster_problems(record, roster_ids)
    summary = None
    if not problems:
        summary = summary_row(record)
        if summary["unreadable"]:
            problems = [_("the rules cannot read it")]
    where = _("Game %(number)s", number=number)
    return [f"{where}: {p}" for p in problems], summary


def checked_games(stream, checked):
    """The second pass: each game's (record, finished, summary), read again one at a time."""
    for record, (finished, summary) in zip(_items(stream, "games.item"), checked):
        yield record, finished, summary
