"""A group file sent back (*Download the group*, or a phone's *Download all my games*): checked
whole, then stored as a new group with new links, all of it or nothing. The game's import page
comes here with a parsed file (bounded by GROUP_FILE_BYTES), under the same limits of what a group
file may hold as Import a group (group_file_checks.py, record/limits.py), which reads its file as
it streams (group_file_reading.py)."""

from flask import flash
from flask_babel import gettext as _
from flask_babel import ngettext

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.statistics.summary_row import summary_row
from scorekeeper.storage.group_store.group_file import (
    game_roster_problems,
    group_file_problems,
    holds_group,
    import_group,
)
from scorekeeper.web.plumbing import joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write


def _game_problems(number, record, roster_ids) -> tuple[list[str], dict | None]:
    """One game of a group file: its limits and roster ids, then whether the rules can read it
    at all (a game the app kept with a problem comes back as it was kept)."""
    if not isinstance(record, dict):
        return [_("Game %(number)s: this is not a game record", number=number)], None
    problems = limits.record_problems(record) or game_roster_problems(
        record, roster_ids
    )
    summary = None if problems else summary_row(record)
    if summary is not None and summary["unreadable"]:
        problems = [_("the rules cannot read it")]
    where = _("Game %(number)s", number=number)
    return [f"{where}: {p}" for p in problems], summary


def read_group_file(data) -> tuple[list[str], list]:
    """Every problem of a parsed group file, naming where; and each game's summary."""
    if not holds_group(data):
        return [
            _(
                'This is no group file: it has no "group" (Download the group makes one).'
            )
        ], []
    problems = group_file_problems(data)
    if problems:
        return problems, []
    if len(data["games"]) > limits.GROUP_GAMES:
        return [
            _(
                "This file holds more than %(most)s games: a group file may hold at most %(most)s.",
                most=limits.GROUP_GAMES,
            )
        ], []
    roster_ids = {entry["id"] for entry in data["group"].get("roster", [])}
    summaries = []
    for number, record in enumerate(data["games"], start=1):
        found, summary = _game_problems(number, record, roster_ids)
        problems += found
        summaries.append(summary)
        if len(problems) > 20:
            break
    return problems, summaries


def import_group_data(data) -> tuple[str | None, list[str]]:
    """Store a parsed group file as a new group that this device joins (its home, if it has
    none): its recording token, or None and what is wrong."""
    problems, summaries = read_group_file(data)
    if problems:
        return None, problems
    try:
        token = import_group(
            get_db(), data, [s["finished"] for s in summaries], summaries
        )
    except storage.CannotWrite as error:
        return None, [cannot_write(error)]
    joined_groups.join(token, can_record=True)
    flash(
        ngettext(
            "Imported %(num)s game.", "Imported %(num)s games.", len(data["games"])
        )
    )
    return token, []
