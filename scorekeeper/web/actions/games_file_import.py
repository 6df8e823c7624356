"""Importing a file of several games, as *Download all my games* writes it: {"format": 1, "games": [...]}.

Every game is checked first; then the games that pass are stored in one transaction (all of them
or none: a server killed mid-import leaves nothing) and join this device's list. One refused game
does not stop the others. Importing the same file again on this device stores nothing twice
(storage/game_imports.py), so fixing a refused game and importing the file again adds just it.
"""

from flask import flash, redirect, render_template, url_for
from flask_babel import gettext as _
from flask_babel import ngettext

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import InvalidGame, play
from scorekeeper.web.plumbing import devices, joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import day_of
from scorekeeper.web.plumbing.error_pages import cannot_write
from scorekeeper.web.words.problem_speech import grouped_problems

FILE_FIELDS = {"format", "games"}


def holds_games(data) -> bool:
    """Whether parsed JSON is a file of several games rather than one game record."""
    return isinstance(data, dict) and "games" in data


def file_problems(data: dict) -> list[str]:
    """What is wrong with the file around the games (each game is checked on its own later)."""
    unknown = sorted(str(key) for key in set(data) - FILE_FIELDS)
    if unknown:
        return [
            _(
                "This file holds fields a file of games does not: %(fields)s",
                fields=", ".join(unknown)[:200],
            )
        ]
    if data.get("format", storage.RECORD_FORMAT) != storage.RECORD_FORMAT:
        return [_("This file is not in format 1, the only one this app reads.")]
    games = data["games"]
    if not isinstance(games, list) or not games:
        return [_("“games” must be a list of game records, with at least one.")]
    if len(games) > limits.GAMES_IN_FILE:
        return [
            _(
                "A file may hold at most %(most)s games, not %(count)s.",
                most=limits.GAMES_IN_FILE,
                count=len(games),
            )
        ]
    return []


def created_problems(record) -> list[str]:
    """`created` reaches file names and dates on pages: it must be an ISO 8601 time (as exports
    write it, 2026-11-25T19:30:00.000000+00:00, or a date alone), in ASCII digits."""
    created = record.get("created") if isinstance(record, dict) else None
    if (
        not isinstance(created, str) or not created
    ):  # absent; not text is the record's problem
        return []
    if created.isascii() and day_of(created):
        return []
    return [
        _(
            "The field “created” must be a date and time in ISO 8601, such as "
            "2026-11-25T19:30:00+00:00."
        )
    ]


def _checked(record) -> tuple[list[str], bool]:
    """The same checks as importing one record (limits and text first, then the rules), and whether
    the game is over: one scoring of the game serves both."""
    if not isinstance(record, dict):
        return [_("this is not a game record (a JSON object)")], False
    problems = limits.record_problems(record) or created_problems(record)
    if problems:
        return problems, False
    try:
        result = play(parse_record(record))
    except InvalidGame as error:
        return grouped_problems(error.problems), False
    return grouped_problems(result.problems), result.finish.finished


def import_file(form, data: dict):
    """Import every game the file holds that passes; redirect to the games list when all did,
    else show the import page with what was refused and why."""
    problems = file_problems(data)
    if problems:
        return render_template("games/import.html", form=form, problems=problems)
    accepted, refused = [], []
    for number, record in enumerate(data["games"], start=1):
        problems, finished = _checked(record)
        if not problems:
            accepted.append((record, finished, devices.import_key(record)))
            continue
        name = (
            record.get("name")
            if isinstance(record, dict) and isinstance(record.get("name"), str)
            else ""
        )
        where = (
            _("Game %(number)s, “%(name)s”", number=number, name=name)
            if name
            else _("Game %(number)s", number=number)
        )
        refused.append(f"{where}: {'; '.join(problems)}")
    try:
        db = get_db()
        home = joined_groups.ensure_home(db)["pk"] if accepted else None
        imported = storage.import_games(db, accepted, home) if accepted else []
    except storage.CannotWrite as error:
        return render_template(
            "games/import.html", form=form, problems=[cannot_write(error)]
        )
    summary = ngettext(
        "Imported %(num)s game.", "Imported %(num)s games.", len(imported)
    )
    if not refused:
        flash(summary)
        return redirect(url_for("games.index"))
    refusal = ngettext("%(num)s refused:", "%(num)s refused:", len(refused))
    return render_template(
        "games/import.html", form=form, problems=refused, summary=f"{summary} {refusal}"
    )
