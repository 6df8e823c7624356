"""The database file: owner-only, opened cheaply per request, never silently replaced by an empty
one, and never written while a page is drawn."""

import logging
import shutil
import sqlite3
import stat

import pytest
from factories import US_THEM, make_app

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def test_database_files_are_readable_by_their_owner_only(tmp_path):
    app = make_app(tmp_path, database=None)
    db = storage.open_db(app.config["DATABASE"])
    storage.create_game(db, name="Private", variant="classic", rules={}, sides=US_THEM)
    files = [
        tmp_path / "instance" / name
        for name in (
            "scorekeeper.sqlite",
            "scorekeeper.sqlite-wal",
            "scorekeeper.sqlite-shm",
        )
    ]
    assert {path.name: stat.S_IMODE(path.stat().st_mode) for path in files} == {
        path.name: 0o600 for path in files
    }
    db.close()


def test_an_instance_folder_deleted_after_first_start_is_reported_and_not_replaced(
    tmp_path, caplog
):
    app = make_app(tmp_path, database=None)
    with app.app_context():
        storage.create_game(
            get_db(), name="Friday", variant="classic", rules={}, sides=US_THEM
        )
    shutil.rmtree(tmp_path / "instance")

    with caplog.at_level(logging.ERROR):
        restarted = make_app(tmp_path, database=None)
    assert "scorekeeper.sqlite is missing, but this installation had one" in caplog.text
    page = restarted.test_client().get("/")
    assert page.status_code == 503
    assert "The games database is missing" in page.get_data(as_text=True)
    assert "scorekeeper restore BACKUP_FILE" in page.get_data(as_text=True)
    assert not (
        tmp_path / "instance" / "scorekeeper.sqlite"
    ).exists()  # no empty database made


def test_an_emptied_database_file_is_reported_too(tmp_path):
    app = make_app(tmp_path, database=None)
    (tmp_path / "instance" / "scorekeeper.sqlite").write_bytes(b"")
    assert make_app(tmp_path, database=None).test_client().get("/").status_code == 503
    assert app  # the first app made the database and its marker


def test_a_database_deleted_while_the_server_runs_gets_the_missing_page_not_a_500(
    tmp_path,
):
    app = make_app(tmp_path, database=None)
    (tmp_path / "instance" / "scorekeeper.sqlite").unlink()
    page = app.test_client().get("/")
    assert page.status_code == 503
    assert "The games database is missing" in page.get_data(as_text=True)


def test_the_very_first_start_makes_an_empty_database(tmp_path):
    assert make_app(tmp_path, database=None).test_client().get("/").status_code == 200
    assert (tmp_path / "instance" / "scorekeeper.sqlite").stat().st_size > 0


def test_a_request_neither_migrates_nor_changes_the_journal_mode(tmp_path, monkeypatch):
    app = make_app(tmp_path, database=None)
    calls = []
    monkeypatch.setattr(
        storage.migrations, "apply", lambda *a, **k: calls.append("migrate")
    )
    monkeypatch.setattr(
        "sqlite_utils.Database.enable_wal", lambda self: calls.append("wal")
    )
    assert app.test_client().get("/").status_code == 200
    assert calls == []


@pytest.mark.parametrize(
    "address",
    [
        "/g/{id}",
        "/g/{id}/hands/new",
        "/g/{id}/hands/1/edit",
        "/g/{id}/export.json",
        "/",
    ],
)
def test_drawing_a_page_writes_nothing(tmp_path, address):
    app = make_app(tmp_path, database=None)
    with app.app_context():
        db = get_db()
        game = storage.create_game(
            db,
            name="Read only",
            variant="classic",
            rules={"target": 100},
            sides=US_THEM,
        )
        # A hand that passes the target of 100: 130 + 300 + 100 = 530 for Us.
        storage.add_hand(
            db,
            game,
            {
                "results": [
                    {"meld_points": 130, "canastas": {"mixed": 1}, "went_out": True},
                    {"meld_points": 120},
                ]
            },
            expected_version=1,
        )
    # The last connection closed: everything is in the main file, which any write would change
    # (the request's connection, the last one too, checkpoints whatever it wrote as it closes).
    database = tmp_path / "instance" / "scorekeeper.sqlite"
    before = database.read_bytes()
    assert app.test_client().get(address.format(id=game)).status_code == 200
    assert database.read_bytes() == before


def test_a_read_that_finds_the_database_locked_gets_the_busy_page_not_a_500(tmp_path):
    app = make_app(tmp_path, database=None, WRITE_WAIT_SECONDS=0.1)
    database = tmp_path / "instance" / "scorekeeper.sqlite"
    other = sqlite3.connect(database, isolation_level=None)
    other.execute(
        "PRAGMA journal_mode = DELETE"
    )  # a rollback journal: an exclusive lock blocks readers too
    other.execute("BEGIN EXCLUSIVE")
    try:
        page = app.test_client().get("/")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert page.status_code == 503
    assert "Busy for a moment" in page.get_data(as_text=True)
