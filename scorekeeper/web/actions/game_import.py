"""Importing one game record (a file or pasted text) into the phone's own group: the text read
as JSON within the record's limits, checked by the engine whole, and stored once per device and
record (an import made before is found, not copied). Files of several games and group files have
their own use cases (games_file_import.py, group_file_import.py)."""

import json

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.record.changes import problems_of
from scorekeeper.statistics.summary import summarise
from scorekeeper.web.actions import games_file_import
from scorekeeper.web.actions.game_start import Refused
from scorekeeper.web.plumbing import devices, joined_groups
from scorekeeper.web.plumbing.error_pages import cannot_write
from scorekeeper.web.words.problem_speech import grouped_problems


def read_record(text: str):
    """The record in `text` and its problems: limits and text first, then the rules."""
    try:
        record = json.loads(text)
    except ValueError as error:
        return [gettext("This is not JSON: %(error)s", error=error)], None
    except RecursionError:  # not a ValueError: JSON nested a thousand levels deep
        return [
            gettext(
                "This is not a game record: it nests deeper than a record does (%(levels)s levels)",
                levels=limits.RECORD_DEPTH,
            )
        ], None
    if games_file_import.holds_games(record):
        # a file of games or a group's: each game is checked on its own
        return (
            [],
            record,
        )
    problems = limits.record_problems(record) or games_file_import.created_problems(
        record
    )
    return problems or grouped_problems(problems_of(record)), record


def import_record(db, record: dict) -> tuple[str, str]:
    """Store a checked record as a game of this phone's own group: its id and its name."""
    try:
        game_id = storage.import_game(
            db,
            record,
            finished=summarise(record)["finished"],
            key=devices.import_key(record),
            group_pk=joined_groups.ensure_home(db)["pk"],
        )
    except storage.CannotWrite as error:
        raise Refused(cannot_write(error)) from None
    return game_id, storage.get_game(db, game_id)["name"]
