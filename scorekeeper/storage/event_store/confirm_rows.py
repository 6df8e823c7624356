"""Confirmed hands at a club night's table: when the event asks for it, a hand saved on the
table's phone is provisional until the other side taps OK, or disputes it with a line of text.
A confirmation answers one version of a hand (its `updated`): a corrected hand asks again."""

from datetime import UTC, datetime, timedelta

from scorekeeper.storage.event_store.event_rows import bump, log_change
from scorekeeper.storage.transactions import NotFound, now_utc, writing


def pending(db, game_pk) -> list[dict]:
    """The game's hands not confirmed, oldest first: {"position", "state" (None: waiting for
    the OK, or "disputed"), "note"}."""
    return [
        {"position": row[0], "state": row[1], "note": row[2] or ""}
        for row in db.execute(
            "SELECT h.position, c.state, c.note FROM hands h"
            " LEFT JOIN event_confirmations c ON c.game_id = h.game_id"
            " AND c.position = h.position AND c.updated = h.updated"
            " WHERE h.game_id = ? AND (c.state IS NULL OR c.state = 'disputed')"
            " ORDER BY h.position",
            [game_pk],
        )
    ]


class OwnHand(Exception):
    """The phone that saved (or last corrected) a hand cannot give the OK for it."""


class TooManyDisputes(Exception):
    """The table has disputed as many hands this hour as it may: the director settles the rest."""


def confirm_hand(
    db,
    table: dict,
    position: int,
    state: str,
    note: str = "",
    *,
    by: str | None = None,
    disputes_per_hour: int = 0,
) -> bool:
    """The other side's answer to hand `position` of the table's game (`table`: storage's
    event_of_game): "ok", or "disputed" with a note; `by` is the answering phone (the digest
    `saved_by` keeps). OwnHand if that phone saved the hand; TooManyDisputes past
    `disputes_per_hour` (0: no limit) of the table's disputes. The event's version is not
    touched (a table's answers never make the director's forms stale): its `answers` count is,
    so the room's screen follows; a dispute is logged for the director. The same answer again
    writes nothing (False)."""
    if state not in ("ok", "disputed"):
        raise ValueError(f"no answer {state!r}")
    with writing(db):
        hand = db.execute(
            "SELECT h.updated, h.saved_by, c.state, c.updated, c.note FROM hands h"
            " LEFT JOIN event_confirmations c ON c.game_id = h.game_id"
            " AND c.position = h.position WHERE h.game_id = ? AND h.position = ?",
            [table["game_pk"], position],
        ).fetchone()
        if hand is None:
            raise NotFound(f"no hand {position}")
        updated, saved_by, answered, answered_updated, said = hand
        if by is not None and saved_by == by:
            raise OwnHand(f"hand {position} was saved from this phone")
        if (answered, answered_updated, said) == (state, updated, note):
            return False
        detail = {"round": table["round"], "table": table["table"], "hand": position}
        if state == "disputed":
            _count_dispute(db, table, disputes_per_hour)
        db.execute(
            "INSERT INTO event_confirmations (game_id, position, updated, state, note, at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, position) DO UPDATE SET"
            " updated = excluded.updated, state = excluded.state, note = excluded.note,"
            " at = excluded.at",
            [table["game_pk"], position, updated, state, note, now_utc()],
        )
        db.execute(
            "UPDATE events SET answers = answers + 1 WHERE id = ?", [table["event_pk"]]
        )
        if state == "disputed":
            log_change(db, table["event_pk"], "dispute", {**detail, "note": note})
    return True


def _count_dispute(db, table: dict, most: int) -> None:
    """TooManyDisputes when the table disputed `most` hands in the last hour already."""
    if not most:
        return
    since = (datetime.now(UTC) - timedelta(hours=1)).isoformat(timespec="microseconds")
    made = db.execute(
        "SELECT count(*) FROM event_changes WHERE event_id = ? AND action = 'dispute'"
        " AND at >= ? AND json_extract(detail_json, '$.round') = ?"
        " AND json_extract(detail_json, '$.table') = ?",
        [table["event_pk"], since, table["round"], table["table"]],
    ).fetchone()[0]
    if made >= most:
        raise TooManyDisputes(f"table {table['table']} disputed {made} hands this hour")


def disputes(db, event_pk, number) -> list[dict]:
    """Round `number`'s hands not confirmed, for the director: {"table", "position", "state",
    "note"}, by table and hand."""
    return [
        {"table": row[0], "position": row[1], "state": row[2], "note": row[3] or ""}
        for row in db.execute(
            "SELECT eg.table_number, h.position, c.state, c.note FROM event_games eg"
            " JOIN hands h ON h.game_id = eg.game_id"
            " LEFT JOIN event_confirmations c ON c.game_id = h.game_id"
            " AND c.position = h.position AND c.updated = h.updated"
            " WHERE eg.event_id = ? AND eg.round = ?"
            " AND (c.state IS NULL OR c.state = 'disputed')"
            " ORDER BY eg.table_number, h.position",
            [event_pk, number],
        )
    ]


SETTLED = "settled by the director"


def settle_hand(db, event_pk, number, table, position, *, expected_version) -> bool:
    """The director upholds hand `position` of round `number`'s table `table`, waiting or
    disputed: it counts as confirmed, its confirmation's note saying the director settled it
    (and what the dispute said). A resend finds the hand confirmed and changes nothing (False)
    before the version is checked, so a second tap is not refused as stale; otherwise the
    event's version is checked and bumped and the settling logged (True)."""
    with writing(db):
        hand = db.execute(
            "SELECT h.game_id, h.updated, c.state, c.updated, c.note FROM event_games eg"
            " JOIN hands h ON h.game_id = eg.game_id AND h.position = ?"
            " LEFT JOIN event_confirmations c ON c.game_id = h.game_id"
            " AND c.position = h.position"
            " WHERE eg.event_id = ? AND eg.round = ? AND eg.table_number = ?",
            [position, event_pk, number, table],
        ).fetchone()
        if hand is None:
            raise NotFound(f"no hand {position} at round {number}, table {table}")
        game_pk, updated, state, answered, note = hand
        if state == "ok" and answered == updated:
            return False
        bump(db, event_pk, expected_version)
        disputed = note if state == "disputed" and answered == updated else ""
        settled = f"{SETTLED}: {disputed}" if disputed else SETTLED
        db.execute(
            "INSERT INTO event_confirmations (game_id, position, updated, state, note, at)"
            " VALUES (?, ?, ?, 'ok', ?, ?) ON CONFLICT (game_id, position) DO UPDATE SET"
            " updated = excluded.updated, state = 'ok', note = excluded.note,"
            " at = excluded.at",
            [game_pk, position, updated, settled, now_utc()],
        )
        detail = {"round": number, "table": table, "hand": position}
        log_change(db, event_pk, "settle", {**detail, "disputed": disputed})
    return True


def answers_version(db, event_pk) -> str:
    """How many answers the event's tables gave and the latest one's time: with
    standings_version, what the event's board is kept by (an answer may move no version)."""
    row = db.execute(
        "SELECT count(*), coalesce(max(c.at), '') FROM event_games eg"
        " JOIN event_confirmations c ON c.game_id = eg.game_id WHERE eg.event_id = ?",
        [event_pk],
    ).fetchone()
    return f"{row[0]}@{row[1]}"
