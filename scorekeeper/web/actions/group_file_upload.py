"""Import a group: a group file uploaded, read as it streams (entry/group_file_reading.py), made a
new group with new links, all of it or nothing; or, for a group that is here already, its games
the group lacks added (only for a phone holding its recording link: the file alone may be a
view-only copy), or a second copy when asked. The game import page's parsed files go through
group_file_import.py."""

from dataclasses import dataclass

from flask_babel import ngettext

from scorekeeper import storage
from scorekeeper.storage.group_store.group_file import add_new_games, import_group_games
from scorekeeper.storage.group_store.group_rows import identity
from scorekeeper.web.entry.group_file_reading import (
    GroupFileRefused,
    check_group_file,
    checked_games,
)
from scorekeeper.web.plumbing import budget, joined_groups
from scorekeeper.web.plumbing.error_pages import cannot_write


@dataclass
class Upload:
    """What became of an uploaded file: its problems; the group of the same file already here,
    and whether this phone may add to it; or, once stored, the group's key and what to say."""

    problems: list
    existing: dict | None = None
    may_update: bool = False
    stored: tuple[str, str] | None = None


def read_upload(db, stream, update: bool, again: bool, size: int) -> Upload:
    """Check the file in `stream` and store it, unless it is a group here already and neither
    `update` (add what it lacks) nor `again` (a second copy) was asked; `size`, the upload's bytes."""
    try:
        group, checked = check_group_file(stream)
    except GroupFileRefused as refused:
        return Upload(refused.problems)
    existing = storage.group_of_identity(
        db, identity(group["name"], group.get("created"))
    )
    may_update = bool(existing) and existing["token"] in joined_groups.joined()
    into = existing if may_update and update else None
    if not (existing is None or into or again):
        return Upload([], existing, may_update)
    # 507 before a byte is stored
    budget.check_ceiling(extra=budget.GROUP_FILE_GROWTH * size)
    try:
        games = checked_games(stream, checked)
        stored = _stored(db, group, games, len(checked), into)
    except storage.CannotWrite as error:
        return Upload([cannot_write(error)], existing, may_update)
    return Upload([], existing, may_update, stored)


def _stored(db, group, games, count, into) -> tuple[str, str]:
    """A new group of the file's `count` games, or the games `into` lacks added to it: its key
    and the sentence that says so."""
    if into is None:
        token = import_group_games(db, group, games)
        joined_groups.join(token, can_record=True)
        return token, ngettext(
            "Imported %(num)s game.", "Imported %(num)s games.", count
        )
    added, kept = add_new_games(db, into["pk"], games)
    return into["token"], ngettext(
        "“%(group)s” has %(num)s game more from the file; the %(kept)s it had stay as they were.",
        "“%(group)s” has %(num)s games more from the file; the %(kept)s it had stay as they were.",
        added,
        group=into["name"],
        kept=kept,
    )
