"""Events: a club night or tournament of several tables, held in a group. Three kinds of link, each
128 random bits like a game's: the director's (`token`) manages the event, the room's
(`view_token`) only shows the standings, and each table's (`event_tables.token`) opens that
table's game of the round in play, all evening. Each is kept sealed (storage/key_seals.py). Every change the director makes bumps
`events.version` (a second director's phone gets StaleGame) and is written to `event_changes`."""

import json

from scorekeeper.storage.key_seals import sealed
from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import NotFound, StaleGame, now_utc, writing

_NAMES = (
    "id, group_id, token, view_token, name, day, variant, rules_json, format_json,"
    " per_side, movement, tables, rounds, ranking, scale_json, bye_rule, seating_json,"
    " current_round, round_started, version, created, language, confirm_hands, closed_at,"
    " vp_table_json"
).split(", ")
_OPENED = {
    "token": "open_key({0}token_digest, {0}token_seal)",
    "view_token": "open_key({0}view_digest, {0}view_seal)",
}


def _columns(prefix="") -> str:
    """The columns _event reads, the two keys opened from their seals."""
    return ", ".join(
        _OPENED[name].format(prefix) if name in _OPENED else prefix + name
        for name in _NAMES
    )


_COLUMNS = _columns()
_JSON = {"rules_json", "format_json", "scale_json", "seating_json", "vp_table_json"}


def _event(row, can_manage: bool) -> dict:
    event = {}
    for name, value in zip(_NAMES, row):
        if name in _JSON:
            event[name[: -len("_json")]] = json.loads(value)
        else:
            event[name] = value
    event["pk"] = event.pop("id")
    event["can_manage"] = can_manage
    # What this visitor's links use: the director's token only for whoever has it.
    event["key"] = event["token"] if can_manage else event["view_token"]
    return event


def create_event(db, group_pk, *, entrants, **fields) -> str:
    """A new event in a group, with its entrants ([{"name", "players"}], numbered 1… in order)
    and a link for each table; returns the director's token. `fields`: name, day, variant,
    rules, format, per_side, movement, tables, rounds, ranking, scale, bye_rule, seating, and
    vp_table (the bands of the scale as chosen or typed, with where they come from)."""
    token = new_token()
    (token_digest, token_seal), (view_digest, view_seal) = (
        sealed(db, token),
        sealed(db, new_token()),
    )
    with writing(db):
        pk = (
            db["events"]
            .insert(
                {
                    "group_id": group_pk,
                    "token_digest": token_digest,
                    "token_seal": token_seal,
                    "view_digest": view_digest,
                    "view_seal": view_seal,
                    **{
                        f"{key}_json" if f"{key}_json" in _JSON else key: (
                            json.dumps(value) if f"{key}_json" in _JSON else value
                        )
                        for key, value in fields.items()
                    },
                    "current_round": 0,
                    "round_started": None,
                    "version": 1,
                    "created": now_utc(),
                }
            )
            .last_pk
        )
        for number, entrant in enumerate(entrants, start=1):
            _insert_entrant(db, pk, number, entrant)
        for number in range(1, fields["tables"] + 1):
            digest, seal = sealed(db, new_token())
            db["event_tables"].insert(
                {
                    "event_id": pk,
                    "number": number,
                    "token_digest": digest,
                    "token_seal": seal,
                }
            )
        log_change(db, pk, "create", {"name": fields["name"]})
    return token


def _insert_entrant(db, event_pk, number, entrant) -> None:
    db["event_entrants"].insert(
        {
            "event_id": event_pk,
            "number": number,
            "name": entrant["name"],
            "players_json": json.dumps(list(entrant.get("players") or [])),
            "withdrawn_after": None,
        }
    )


def event_by_key(db, key) -> dict | None:
    """The event whose director's or room's token this is (`can_manage` says which), or None."""
    if not isinstance(key, str):
        return None
    for column, can_manage in (("token_digest", True), ("view_digest", False)):
        row = db.execute(
            f"SELECT {_COLUMNS} FROM events WHERE {column} = key_digest(?)", [key]
        ).fetchone()
        if row:
            return _event(row, can_manage)
    return None


def event_of_table(db, table_token) -> tuple[dict, int] | None:
    """The event (as the room sees it) and the table number a table's link stands for."""
    if not isinstance(table_token, str):
        return None
    row = db.execute(
        f"SELECT {_columns('e.')}, t.number FROM event_tables t"
        " JOIN events e ON e.id = t.event_id WHERE t.token_digest = key_digest(?)",
        [table_token],
    ).fetchone()
    return (_event(row[:-1], False), row[-1]) if row else None


def group_events(db, group_pk) -> list[dict]:
    """The group's events, newest day first, as the group's recording link lists them."""
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM events WHERE group_id = ? ORDER BY day DESC, id DESC",
        [group_pk],
    ).fetchall()
    return [_event(row, True) for row in rows]


def entrants(db, event_pk) -> list[dict]:
    """Every entrant by number: {"number", "name", "players", "withdrawn_after"}."""
    return [
        {
            "number": row[0],
            "name": row[1],
            "players": json.loads(row[2]),
            "withdrawn_after": row[3],
        }
        for row in db.execute(
            "SELECT number, name, players_json, withdrawn_after FROM event_entrants"
            " WHERE event_id = ? ORDER BY number",
            [event_pk],
        )
    ]


def table_links(db, event_pk, first=1, last=None) -> list[dict]:
    """Each table's number and link token, for the director and the table cards; tables
    `first` to `last` only when given (the director's page draws a window of them)."""
    return [
        {"number": row[0], "token": row[1]}
        for row in db.execute(
            "SELECT number, open_key(token_digest, token_seal) FROM event_tables"
            " WHERE event_id = ? AND number >= ? AND (? IS NULL OR number <= ?)"
            " ORDER BY number",
            [event_pk, first, last, last],
        )
    ]


def table_count(db, event_pk) -> int:
    """How many tables the event has (each with its link)."""
    return db.execute(
        "SELECT count(*) FROM event_tables WHERE event_id = ?", [event_pk]
    ).fetchone()[0]


def bump(db, event_pk, expected_version) -> int:
    """Inside a write: check the version the director's page showed and bump it."""
    row = db.execute("SELECT version FROM events WHERE id = ?", [event_pk]).fetchone()
    if row is None:
        raise NotFound(f"no event {event_pk}")
    if expected_version is not None and row[0] != expected_version:
        raise StaleGame(f"the event changed (version {row[0]}, not {expected_version})")
    db.execute("UPDATE events SET version = ? WHERE id = ?", [row[0] + 1, event_pk])
    return row[0] + 1


def log_change(db, event_pk, action, detail) -> None:
    db["event_changes"].insert(
        {
            "event_id": event_pk,
            "action": action,
            "detail_json": json.dumps(detail),
            "at": now_utc(),
        }
    )


def _change(row) -> dict:
    return {"id": row[3], "action": row[0], "detail": json.loads(row[1]), "at": row[2]}


def changes(db, event_pk, actions: tuple[str, ...] | None = None) -> list[dict]:
    """The director's log, oldest first: {"id", "action", "detail", "at"}; only `actions` when
    given (the seating's changes, without a table's disputes)."""
    kinds = f" AND action IN ({', '.join('?' * len(actions))})" if actions else ""
    return [
        _change(row)
        for row in db.execute(
            "SELECT action, detail_json, at, id FROM event_changes WHERE event_id = ?"
            f"{kinds} ORDER BY id",
            [event_pk, *(actions or ())],
        )
    ]


def changes_page(db, event_pk, page: int, per_page: int) -> tuple[list[dict], int]:
    """One page of the director's log, newest first, and how many changes it holds in all: the
    page draws `per_page` rows, however long an evening's log grew."""
    total = db.execute(
        "SELECT count(*) FROM event_changes WHERE event_id = ?", [event_pk]
    ).fetchone()[0]
    rows = db.execute(
        "SELECT action, detail_json, at, id FROM event_changes WHERE event_id = ?"
        " ORDER BY id DESC LIMIT ? OFFSET ?",
        [event_pk, per_page, (page - 1) * per_page],
    )
    return [_change(row) for row in rows], total


def new_key(db, event_pk, which: str, *, expected_version) -> str:
    """Replace the director's link (`which` "token") or the room's ("view_token") with a new
    one; the old answers 404 from then on. The tables' links stay: they keep playing."""
    if which not in ("token", "view_token"):
        raise ValueError(f"no key {which!r}")
    token = new_token()
    digest, seal = sealed(db, token)
    column = {"token": "token", "view_token": "view"}[which]
    with writing(db):
        bump(db, event_pk, expected_version)
        db.execute(
            f"UPDATE events SET {column}_digest = ?, {column}_seal = ? WHERE id = ?",
            [digest, seal, event_pk],
        )
        log_change(db, event_pk, "new_key", {"which": which})
    return token


def _seating_before(db, event_pk) -> dict:
    """What a seating change logs so it can be undone: the seating it replaced and the round
    in play then (undone only while that round is still the one in play)."""
    row = db.execute(
        "SELECT seating_json, current_round FROM events WHERE id = ?", [event_pk]
    ).fetchone()
    return {"seating_before": json.loads(row[0]), "in_round": row[1]} if row else {}


def reseat(db, event_pk, seating, *, expected_version, action, detail) -> int:
    """Store a changed seating (a pair moved or swapped, a late pair seated, a withdrawal)."""
    with writing(db):
        version = bump(db, event_pk, expected_version)
        detail = {**detail, **_seating_before(db, event_pk)}
        db.execute(
            "UPDATE events SET seating_json = ? WHERE id = ?",
            [json.dumps(seating), event_pk],
        )
        log_change(db, event_pk, action, detail)
    return version


def add_entrant(db, event_pk, entrant, seating, *, expected_version) -> int:
    """A late pair or player: the next number, seated by the seating the caller made for it."""
    with writing(db):
        version = bump(db, event_pk, expected_version)
        number = db.execute(
            "SELECT coalesce(max(number), 0) + 1 FROM event_entrants WHERE event_id = ?",
            [event_pk],
        ).fetchone()[0]
        _insert_entrant(db, event_pk, number, entrant)
        db.execute(
            "UPDATE events SET seating_json = ? WHERE id = ?",
            [json.dumps(seating), event_pk],
        )
        log_change(db, event_pk, "late_entrant", {"number": number, **entrant})
    return version


def withdraw(db, event_pk, number, after_round, seating, *, expected_version) -> int:
    """An entrant leaves after a round; the caller's seating sits it out from then on."""
    with writing(db):
        version = bump(db, event_pk, expected_version)
        before = _seating_before(db, event_pk)
        db.execute(
            "UPDATE event_entrants SET withdrawn_after = ? WHERE event_id = ? AND number = ?",
            [after_round, event_pk, number],
        )
        db.execute(
            "UPDATE events SET seating_json = ? WHERE id = ?",
            [json.dumps(seating), event_pk],
        )
        detail = {"number": number, "after": after_round, **before}
        log_change(db, event_pk, "withdraw", detail)
    return version
