"""An event's rounds: starting one makes an ordinary game of the group for each of its tables,
and the director may type a table's totals from its paper sheet. What the standings read is
`event_games` joined with the games' cached summaries (game_summaries.py), never a scored game."""

import json

from scorekeeper.storage.event_store.confirm_rows import pending
from scorekeeper.storage.event_store.event_rows import bump, log_change
from scorekeeper.storage.game_rows import insert_game
from scorekeeper.storage.game_summaries import summary_columns, summary_of_row
from scorekeeper.storage.transactions import NotFound, bump_version, now_utc, writing


def start_round(db, event_pk, number, games, *, expected_version, seating=None) -> bool:
    """Start round `number` with one game a table: `games` is [{"table", "name", "variant",
    "rules", "sides"}]. The next round only: asked again (a double tap, a second phone) it
    starts nothing and returns False, so no table ever gets two games for one round.
    `seating`: the event's seating with this round paired now (a round seated by standings)."""
    with writing(db):
        current, group_pk = db.execute(
            "SELECT current_round, group_id FROM events WHERE id = ?", [event_pk]
        ).fetchone() or (None, None)
        if current is None:
            raise NotFound(f"no event {event_pk}")
        if number != current + 1:
            return False
        bump(db, event_pk, expected_version)
        if seating is not None:
            db.execute(
                "UPDATE events SET seating_json = ? WHERE id = ?",
                [json.dumps(seating), event_pk],
            )
        cache = {}
        for game in games:
            pk = insert_game(
                db,
                game["name"],
                game["variant"],
                game["rules"],
                game["sides"],
                game.get("first_dealer"),
                None,
                group_pk,
                cache,
            )[0]
            db["event_games"].insert(
                {
                    "event_id": event_pk,
                    "round": number,
                    "table_number": game["table"],
                    "game_id": pk,
                    "paper_json": None,
                }
            )
        db.execute(
            "UPDATE events SET current_round = ?, round_started = ? WHERE id = ?",
            [number, now_utc(), event_pk],
        )
        log_change(db, event_pk, "start_round", {"round": number})
    return True


# Each table's hands still waiting for the other side's OK, and those disputed (a confirmation
# of an older version of a hand answers nothing: a corrected hand asks again). Both indexed.
PENDING = (
    "(SELECT count(*) FROM hands h LEFT JOIN event_confirmations c ON c.game_id = h.game_id"
    " AND c.position = h.position AND c.updated = h.updated"
    " WHERE h.game_id = games.id AND c.state IS NULL),"
    " (SELECT count(*) FROM hands h JOIN event_confirmations c ON c.game_id = h.game_id"
    " AND c.position = h.position AND c.updated = h.updated"
    " WHERE h.game_id = games.id AND c.state = 'disputed')"
)


def round_games(db, event_pk, number=None) -> list[dict]:
    """The tables' games of one round (all rounds when None), by round and table: the storage
    summary row of each game (`summary` None when stale) with "round", "table", "paper" and
    "called_after" (the hand a timed round's table ends after, once time was called)."""
    where, params = "eg.event_id = ?", [event_pk]
    if number is not None:
        where += " AND eg.round = ?"
        params.append(number)
    rows = db.execute(
        "SELECT eg.round, eg.table_number, eg.paper_json, eg.called_after,"
        " eg.adjusted_json, eg.amended_at,"
        # the last save at the table: its hands' newest change, one indexed look-up a game
        " (SELECT max(h.updated) FROM hands h WHERE h.game_id = games.id),"
        f" {PENDING}, {summary_columns()}"
        " FROM event_games eg JOIN games ON games.id = eg.game_id"
        " LEFT JOIN game_summaries s ON s.game_id = games.id"
        f" WHERE {where} ORDER BY eg.round, eg.table_number",
        params,
    ).fetchall()
    return [
        {
            **summary_of_row(row[9:]),
            "unconfirmed": row[7],
            "disputed": row[8],
            "round": row[0],
            "table": row[1],
            "paper": json.loads(row[2]) if row[2] else None,
            "called_after": row[3],
            "adjusted": json.loads(row[4]) if row[4] else None,
            "amended": row[5],
            "last_saved": row[6],
        }
        for row in rows
    ]


def table_game(db, event_pk, table) -> str | None:
    """The link token of a table's game in the round in play (None before the first round)."""
    row = db.execute(
        "SELECT open_key(games.token_digest, games.token_seal) FROM events"
        " JOIN event_games eg ON eg.event_id = events.id"
        " AND eg.round = events.current_round JOIN games ON games.id = eg.game_id"
        " WHERE events.id = ? AND eg.table_number = ?",
        [event_pk, table],
    ).fetchone()
    return row[0] if row else None


def set_paper_result(db, event_pk, number, table, totals, *, expected_version) -> int:
    """The director types a table's final totals from its paper sheet ({"ns": …, "ew": …}), or
    clears them (None) so the table's own game counts again; logged with what it replaced. A
    table of a round before the one in play is marked amended (the results say so)."""
    return _set_result(db, event_pk, number, table, "paper", totals, expected_version)


def set_adjusted_result(db, event_pk, number, table, adjusted, *, expected_version):
    """A table that could not finish gets an adjusted result ({"rule": "average"} or
    {"rule": "split", "ns": 40, "ew": 60}), or loses it (None); logged, amended as above."""
    return _set_result(
        db, event_pk, number, table, "adjusted", adjusted, expected_version
    )


def _set_result(db, event_pk, number, table, column, value, expected_version) -> int:
    where = "WHERE event_id = ? AND round = ? AND table_number = ?"
    with writing(db):
        row = db.execute(
            f"SELECT {column}_json, (SELECT current_round FROM events WHERE id = ?)"
            f" FROM event_games {where}",
            [event_pk, event_pk, number, table],
        ).fetchone()
        if row is None:
            raise NotFound(f"no table {table} in round {number}")
        version = bump(db, event_pk, expected_version)
        earlier = number < row[1]
        db.execute(
            f"UPDATE event_games SET {column}_json = ?,"
            f" amended_at = CASE WHEN ? THEN ? ELSE amended_at END {where}",
            [json.dumps(value) if value else None, earlier, now_utc()]
            + [event_pk, number, table],
        )
        detail = {
            "round": number,
            "table": table,
            "before": json.loads(row[0]) if row[0] else None,
            "after": value,
        }
        log_change(db, event_pk, f"{column}_result", detail | {"amended": earlier})
    return version


def event_of_game(db, game_token) -> dict | None:
    """The event table a game is (its event's name, round, table and the table's link), for the
    line on the game's page that takes the phone back to its table's link; None for other games."""
    row = db.execute(
        "SELECT e.name, eg.round, eg.table_number, open_key(t.token_digest, t.token_seal),"
        " e.confirm_hands, e.id, g.id"
        " FROM event_games eg JOIN events e ON e.id = eg.event_id JOIN event_tables t"
        " ON t.event_id = eg.event_id AND t.number = eg.table_number"
        " JOIN games g ON g.id = eg.game_id WHERE g.token_digest = key_digest(?)",
        [game_token],
    ).fetchone()
    if row is None:
        return None
    keys = ("name", "round", "table", "token", "confirm_hands", "event_pk", "game_pk")
    found = dict(zip(keys, row))
    found["pending"] = pending(db, found["game_pk"]) if found["confirm_hands"] else []
    return found


def standings_version(db, event_pk) -> str | None:
    """What the room's screen polls, in one indexed read: the event's version, the sum of its
    games' versions (every saved, corrected or deleted hand bumps one of them; a max would miss a
    change to any game but the newest) and the tables' answers (an OK or a dispute, which leave
    the event's version alone: confirm_rows.py)."""
    row = db.execute(
        "SELECT e.version, coalesce(sum(g.version), 0), e.answers FROM events e"
        " LEFT JOIN event_games eg ON eg.event_id = e.id"
        " LEFT JOIN games g ON g.id = eg.game_id WHERE e.id = ? GROUP BY e.id",
        [event_pk],
    ).fetchone()
    return f"{row[0]}.{row[1]}.{row[2]}" if row else None


def call_time(db, event_pk, number, rules_for, *, expected_version) -> dict[int, int]:
    """Time is called in round `number`: each table still playing (not finished, no paper, time
    not called yet) ends after the hand in play, one more than its hands saved. `rules_for(after)`
    gives that game's house rules; the game's version is bumped so every phone and summary
    follows. Returns {table: hand it ends after}; called again it changes nothing more."""
    with writing(db):
        bump(db, event_pk, expected_version)
        rows = db.execute(
            "SELECT eg.table_number, g.id, g.version,"
            " (SELECT count(*) FROM hands h WHERE h.game_id = g.id)"
            " FROM event_games eg JOIN games g ON g.id = eg.game_id"
            " WHERE eg.event_id = ? AND eg.round = ? AND eg.called_after IS NULL"
            " AND eg.paper_json IS NULL AND g.finished_at IS NULL",
            [event_pk, number],
        ).fetchall()
        called = {}
        for table, pk, version, hands in rows:
            called[table] = hands + 1
            bump_version(db, pk, version)
            db.execute(
                "UPDATE games SET rules_json = ? WHERE id = ?",
                [json.dumps(rules_for(hands + 1)), pk],
            )
            db.execute(
                "UPDATE event_games SET called_after = ? WHERE game_id = ?",
                [hands + 1, pk],
            )
        log_change(db, event_pk, "call_time", {"round": number, "tables": called})
    return called
