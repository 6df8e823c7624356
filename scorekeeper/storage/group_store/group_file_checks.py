"""What a group file may hold before anything of it is stored: its group's name, moment of
creation and roster (ids, names, merges) checked as the app's own forms check what is typed
(record/limits.py), and each game's roster ids; every refusal names the place and the limit.
A crafted file (ids as lists, a name of a megabyte, merges in a circle) is refused, never a 500."""

from datetime import datetime

from scorekeeper.record import limits
from scorekeeper.storage.game_rows import RECORD_FORMAT


def holds_group(data) -> bool:
    """Whether parsed JSON is a group file (rather than one game or a file of games)."""
    return isinstance(data, dict) and isinstance(data.get("group"), dict)


def _is_id(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value, most) -> str | None:
    """Why `value` cannot be one of the group's texts (limits.py, as the app's forms), or None."""
    if not isinstance(value, str) or not value.strip():
        return "must be a text"
    return limits.text_problem(value, most)


def group_problems(group) -> list[str]:
    """What makes a group file's "group" part unreadable, in plain words naming the place and
    the limit broken; [] when it is sound. Nothing of it is stored before it passes."""
    problems = []
    name = group.get("name")
    # An empty name is a phone's own group not named yet ("This phone's games").
    if not isinstance(name, str):
        problems.append('"group": "name" must be a text')
    elif problem := limits.text_problem(name, limits.NAME_LENGTH):
        problems.append(f'"group": "name" {problem}')
    created = group.get("created")
    if created is not None and not _a_moment(created):
        problems.append(
            f'"group": "created" must be a date and time (at most {limits.CREATED_LENGTH}'
            ' characters, like "2026-11-02T19:30:00+00:00")'
        )
    roster = group.get("roster", [])
    if not isinstance(roster, list):
        return problems + ['"group": "roster" must be a list']
    if len(roster) > limits.GROUP_ROSTER:
        return problems + [
            f'"group": "roster" holds {len(roster)} entries; a group file holds at most'
            f" {limits.GROUP_ROSTER}"
        ]
    return problems + _roster_problems(roster)


def _roster_problems(roster) -> list[str]:
    problems, ids = [], set()
    for n, entry in enumerate(roster, start=1):
        if not (isinstance(entry, dict) and _is_id(entry.get("id"))):
            problems.append(f'"roster" entry {n}: needs a number "id" and a "name"')
        elif entry["id"] in ids:
            problems.append(f'"roster" entry {n}: "id" {entry["id"]} is another\'s')
        elif problem := _text(entry.get("name"), limits.NAME_LENGTH):
            problems.append(f'"roster" entry {n}: "name" {problem}')
        else:
            ids.add(entry["id"])
    into = {}
    for n, entry in enumerate(roster, start=1):
        target = entry.get("merged_into") if isinstance(entry, dict) else None
        if target is None or not isinstance(entry.get("id"), int):
            continue
        if not _is_id(target) or target not in ids or target == entry["id"]:
            problems.append(f'"roster" entry {n}: "merged_into" names no other entry')
        else:
            into[entry["id"]] = target
    if not problems and _has_cycle(into):
        problems.append('"roster": its "merged_into" go round in a circle')
    return problems


def _has_cycle(into) -> bool:
    """Whether following "merged_into" from some entry comes back to it (each walked once)."""
    done = set()
    for start in into:
        path, key = set(), start
        while key in into and key not in done:
            if key in path:
                return True
            path.add(key)
            key = into[key]
        done |= path
    return False


def _a_moment(value) -> bool:
    if not isinstance(value, str) or len(value) > limits.CREATED_LENGTH:
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def game_roster_problems(record, roster_ids) -> list[str]:
    """A game of a group file names its players by the file's roster ids: each side's "roster"
    a list of such ids (or nulls), no longer than the side's people."""
    problems = []
    for n, side in enumerate(record.get("sides") or [], start=1):
        ids = side.get("roster") if isinstance(side, dict) else None
        if ids is None:
            continue
        if not isinstance(ids, list) or len(ids) > limits.MOST_PLAYERS:
            problems.append(
                f'side {n}: "roster" must be a list of at most {limits.MOST_PLAYERS} ids'
            )
        elif any(
            rid is not None and (not _is_id(rid) or rid not in roster_ids)
            for rid in ids
        ):
            problems.append(f'side {n}: "roster" names an id the group\'s roster lacks')
    return problems


def group_file_problems(data) -> list[str]:
    """What makes this no group file, in plain words naming the place; [] when it is one.
    The games' own rules are the caller's to check (the engine is not storage's)."""
    if data.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        return [f"format {data.get('format')!r} is not a format this app reads (1)"]
    problems = group_problems(data["group"])
    if not isinstance(data.get("games"), list):
        problems.append('"games" must be a list of game records')
    return problems
