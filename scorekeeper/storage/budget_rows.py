"""Budgets and throttles kept in the database (issue 39, L6): how much each address spent of each
budget in each window (an hour, a minute). Kept in memory they reset at every restart and each web
process kept its own; in the file they survive both, and every process reads the same counts.

A window is fixed (it starts at a multiple of its length), and `spend` is one UPSERT in one short
write transaction, so concurrent tries from several threads or processes are counted in turn:
each learns the count its own try made. A count is kept per scope and window length, so one scope
may have a minute's limit and an hour's; windows past are deleted as new ones of that length
start."""

import time

from scorekeeper.storage.transactions import writing


def window_start(seconds: int, now: float) -> int:
    return int(now // seconds * seconds)


def spent(db, scope: str, who: str, seconds: int, now: float | None = None) -> int:
    """What `who` spent of `scope` in the window of `seconds` that holds `now`."""
    now = time.time() if now is None else now
    row = db.execute(
        "SELECT spent FROM budget_counts"
        " WHERE scope = ? AND seconds = ? AND who = ? AND since = ?",
        [scope, seconds, who, window_start(seconds, now)],
    ).fetchone()
    return row[0] if row else 0


def spend(db, spending: list[tuple[str, int]], who: str, amount: int = 1, now=None):
    """Add `amount` to each (scope, window seconds) of `spending` for `who`, in one transaction;
    returns what each then holds, in order."""
    now = time.time() if now is None else now
    held = []
    with writing(db):
        for scope, seconds in spending:
            start = window_start(seconds, now)
            row = db.execute(
                "INSERT INTO budget_counts (scope, seconds, who, since, spent)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (scope, seconds, who, since)"
                " DO UPDATE SET spent = spent + excluded.spent RETURNING spent",
                [scope, seconds, who, start, amount],
            ).fetchone()
            held.append(row[0])
            if row[0] == amount:  # a new window: the ones before it are over
                db.execute(
                    "DELETE FROM budget_counts"
                    " WHERE scope = ? AND seconds = ? AND who = ? AND since < ?",
                    [scope, seconds, who, start],
                )
    return held
