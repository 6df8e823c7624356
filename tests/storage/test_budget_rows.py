"""An address's budgets in the file, window by window: the passphrase has five tries a minute and
thirty an hour on one scope, and neither window may touch the other's count. Before 0022 both
were one row in an hour's first minute (each try counted twice: CI once saw a phone refused at
its fourth) and each new minute deleted the hour's count (the hourly thirty never held)."""

import sqlite3

import sqlite_utils

from scorekeeper import storage
from scorekeeper.storage import key_seals
from scorekeeper.storage.budget_rows import spend, spent
from scorekeeper.storage.schema import migrations

HOUR = 1_800_000_000 // 3600 * 3600  # a moment on the hour
TRIES = [("passphrase", 60), ("passphrase", 3600)]  # the minute's and the hour's
PHONE = "127.0.0.7"


def test_in_the_first_minute_of_an_hour_each_try_counts_once_in_each_window(db):
    assert spend(db, TRIES, PHONE, now=HOUR + 5) == [1, 1]
    assert spend(db, TRIES, PHONE, now=HOUR + 6) == [2, 2]
    assert spent(db, "passphrase", PHONE, 60, HOUR + 7) == 2
    assert spent(db, "passphrase", PHONE, 3600, HOUR + 7) == 2


def test_a_new_minute_starts_its_own_count_and_keeps_the_hours(db):
    for second in range(5):
        spend(db, TRIES, PHONE, now=HOUR + 10 + second)
    assert spend(db, TRIES, PHONE, now=HOUR + 70) == [1, 6]
    assert spent(db, "passphrase", PHONE, 3600, HOUR + 71) == 6


def test_thirty_tries_an_hour_add_up_over_six_minutes_of_five(db):
    for minute in range(6):
        for second in range(5):
            held = spend(db, TRIES, PHONE, now=HOUR + 60 * minute + 10 + second)
        assert held == [5, 5 * (minute + 1)]
    # The seventh minute's first try is the minute's first and the hour's thirty-first.
    assert spend(db, TRIES, PHONE, now=HOUR + 6 * 60 + 1) == [1, 31]


def test_a_new_window_forgets_only_its_own_past_windows(db):
    spend(db, TRIES, PHONE, now=HOUR + 5)
    # The second minute: the first minute's row goes.
    spend(db, TRIES, PHONE, now=HOUR + 65)
    rows = db.execute(
        "SELECT seconds, since, spent FROM budget_counts ORDER BY seconds, since"
    ).fetchall()
    assert rows == [(60, HOUR + 60, 1), (3600, HOUR, 2)]
    # The next hour: only its rows are left.
    spend(db, TRIES, PHONE, now=HOUR + 3600 + 5)
    rows = db.execute("SELECT seconds, since, spent FROM budget_counts").fetchall()
    assert sorted(rows) == [(60, HOUR + 3600, 1), (3600, HOUR + 3600, 1)]


def test_the_upgrade_keeps_each_count_in_its_window(tmp_path):
    path = tmp_path / "games.sqlite"
    connection = sqlite3.connect(path)
    key_seals.register(connection, path)  # 0021 seals keys with the SQL functions
    old = sqlite_utils.Database(connection)
    migrations.apply(old, stop_before="0022_budget_windows")
    # As 0016 kept them, in the hour's third minute: the groups this hour, the passphrase's
    # hour (its row on the hour) and its minute (off the hour).
    for scope, since, count in (
        ("new groups", HOUR, 2),
        ("passphrase", HOUR, 7),
        ("passphrase", HOUR + 120, 3),
    ):
        old.execute(
            "INSERT INTO budget_counts (scope, who, since, spent) VALUES (?, ?, ?, ?)",
            [scope, PHONE, since, count],
        )
    old.conn.commit()
    old.close()
    db = storage.open_db(path)
    now = HOUR + 150
    assert spent(db, "new groups", PHONE, 3600, now) == 2
    assert spent(db, "passphrase", PHONE, 3600, now) == 7
    assert spent(db, "passphrase", PHONE, 60, now) == 3
    assert spend(db, TRIES, PHONE, now=now) == [4, 8]
    db.close()
