"""Backups and restores through SQLite's online backup API, from the command line as a club runs
them, and the backup taken before a schema migration."""

import sqlite3
import stat
from contextlib import closing

import pytest
import sqlite_utils
from factories import US_THEM

from scorekeeper import storage
from scorekeeper.cli.main import main
from scorekeeper.storage import backups
from scorekeeper.storage.schema import known_migrations

HAND = {
    "results": [
        {"meld_points": 130, "canastas": {"mixed": 1}, "went_out": True},
        {"meld_points": 120},
    ]
}


def game_names(path) -> list[str]:
    """The games in the file; none if it has not even the games table."""
    with closing(sqlite3.connect(path)) as db:
        if not db.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'games'"
        ).fetchone():
            return []
        return [row[0] for row in db.execute("SELECT name FROM games ORDER BY id")]


@pytest.fixture
def instance(tmp_path):
    """An instance folder whose database holds one game with one hand."""
    folder = tmp_path / "instance"
    db = storage.open_db(folder / "scorekeeper.sqlite")
    game = storage.create_game(
        db, name="Friday", variant="classic", rules={}, sides=US_THEM
    )
    storage.add_hand(db, game, HAND, expected_version=1)
    db.close()
    return folder


def test_backup_copies_every_game_into_one_owner_only_file(instance, tmp_path, capsys):
    copy = tmp_path / "nightly.sqlite"
    assert main(["backup", str(copy), "--instance", str(instance)]) == 0
    assert f"to {copy}" in capsys.readouterr().out
    assert game_names(copy) == ["Friday"]
    assert stat.S_IMODE(copy.stat().st_mode) == 0o600
    assert not copy.with_name(copy.name + "-wal").exists()  # one file stands alone
    assert backups.problems_of(copy, known_migrations()) == []


def test_backup_sees_hands_still_in_the_wal_that_a_file_copy_misses(tmp_path):
    db = storage.open_db(tmp_path / "live.sqlite")
    db.execute(
        "PRAGMA wal_autocheckpoint = 0"
    )  # as while tables play: the hands sit in the -wal
    game = storage.create_game(
        db, name="In the WAL", variant="classic", rules={}, sides=US_THEM
    )
    storage.add_hand(db, game, HAND, expected_version=1)
    (tmp_path / "copied.sqlite").write_bytes((tmp_path / "live.sqlite").read_bytes())
    backups.backup(tmp_path / "live.sqlite", tmp_path / "backup.sqlite")
    db.close()
    assert game_names(tmp_path / "copied.sqlite") == []
    assert game_names(tmp_path / "backup.sqlite") == ["In the WAL"]


def test_restore_puts_the_backup_in_place_and_keeps_the_replaced_database_aside(
    instance, tmp_path, capsys
):
    assert (
        main(["backup", str(tmp_path / "friday.sqlite"), "--instance", str(instance)])
        == 0
    )
    db = storage.open_db(instance / "scorekeeper.sqlite")
    storage.create_game(db, name="Saturday", variant="classic", rules={}, sides=US_THEM)
    db.close()

    assert (
        main(["restore", str(tmp_path / "friday.sqlite"), "--instance", str(instance)])
        == 0
    )
    assert game_names(instance / "scorekeeper.sqlite") == ["Friday"]
    kept = list((instance / "backups").glob("scorekeeper-replaced-*.sqlite"))
    assert [game_names(path) for path in kept] == [["Friday", "Saturday"]]
    assert str(kept[0]) in capsys.readouterr().out


@pytest.mark.parametrize(
    "content, reason",
    [
        (b"just some text", "is not an SQLite database"),
        (None, "not a scorekeeper one"),
    ],
)
def test_restore_refuses_a_file_that_is_not_a_scorekeeper_database(
    instance, tmp_path, capsys, content, reason
):
    other = tmp_path / "other.sqlite"
    if content is None:
        with sqlite3.connect(other) as db:
            db.execute("CREATE TABLE recipes (name TEXT)")
        db.close()
    else:
        other.write_bytes(content)
    assert main(["restore", str(other), "--instance", str(instance)]) == 2
    assert reason in capsys.readouterr().err
    assert game_names(instance / "scorekeeper.sqlite") == ["Friday"]


def test_restore_refuses_a_database_from_a_newer_version(instance, tmp_path, capsys):
    newer = tmp_path / "newer.sqlite"
    backups.backup(instance / "scorekeeper.sqlite", newer)
    with sqlite3.connect(newer) as db:
        db.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at)"
            " VALUES ('scorekeeper', '0099_future', '2030-01-01')"
        )
    db.close()
    assert main(["restore", str(newer), "--instance", str(instance)]) == 2
    assert "newer version of the app (schema 0099_future)" in capsys.readouterr().err


def test_restore_refuses_while_a_server_serves_the_database(instance, tmp_path, capsys):
    backups.backup(instance / "scorekeeper.sqlite", tmp_path / "friday.sqlite")
    with backups.serving(instance / "scorekeeper.sqlite"):
        assert (
            main(
                [
                    "restore",
                    str(tmp_path / "friday.sqlite"),
                    "--instance",
                    str(instance),
                ]
            )
            == 2
        )
    assert "a server is serving" in capsys.readouterr().err
    assert (
        main(["restore", str(tmp_path / "friday.sqlite"), "--instance", str(instance)])
        == 0
    )


def test_a_schema_migration_is_preceded_by_a_backup(tmp_path):
    path = tmp_path / "old.sqlite"
    old = sqlite_utils.Database(path)
    storage.migrations.apply(
        old, stop_before="0002_hand_nonce"
    )  # a database from before the nonce
    old.execute(
        "INSERT INTO games (created, updated, name, variant, rules_json, sides_json, version)"
        " VALUES ('2025', '2025', 'Old game', 'classic', '{}', '[]', 1)"
    )
    old.conn.commit()
    old.close()

    storage.open_db(path).close()
    [before] = (tmp_path / "backups").glob("old-before-0002_hand_nonce-*.sqlite")
    assert game_names(before) == ["Old game"]
    with sqlite3.connect(before) as db:
        assert [r[0] for r in db.execute("SELECT name FROM _sqlite_migrations")] == [
            "0001_initial"
        ]
    db.close()


def test_a_new_database_needs_no_backup(tmp_path):
    storage.open_db(tmp_path / "new.sqlite").close()
    assert not (tmp_path / "backups").exists()


def test_backup_and_restore_work_in_a_folder_whose_name_needs_quoting(tmp_path):
    folder = tmp_path / "club #1 ? 100%"
    db = storage.open_db(folder / "games.sqlite")
    storage.create_game(db, name="Quoted", variant="classic", rules={}, sides=US_THEM)
    db.close()
    backups.backup(folder / "games.sqlite", folder / "copy.sqlite")
    assert backups.problems_of(folder / "copy.sqlite", known_migrations()) == []
    assert game_names(folder / "copy.sqlite") == ["Quoted"]
