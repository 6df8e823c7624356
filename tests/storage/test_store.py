"""The store on real SQLite files: schema, hands in order, change log, optimistic concurrency."""

import hashlib
import sqlite3
import threading

import pytest
from factories import SIDES

from scorekeeper import storage


def hand(us_points, them_points, note=None):
    """A hand in the record's count form; the store keeps it verbatim and never scores it."""
    record = {
        "results": [
            {"meld_points": us_points, "canastas": {"natural": 1}, "hand_points": 0},
            {"meld_points": them_points, "hand_points": 15},
        ]
    }
    if note:
        record["note"] = note
    return record


def new_game(db, **overrides):
    fields = {
        "name": "Friday",
        "variant": "classic",
        "rules": {"target": 5000},
        "sides": SIDES,
        "first_dealer": "Ana",
    }
    return storage.create_game(db, **{**fields, **overrides})


def positions_and_notes(db, game_id):
    return [
        (h["position"], h["record"].get("note"))
        for h in storage.get_game(db, game_id)["hands"]
    ]


MIGRATIONS = [
    "0001_initial",
    "0002_hand_nonce",
    "0003_game_tokens",
    "0004_game_setup_changes",
    "0005_change_nonce",
    "0006_import_keys",
    "0007_club_passes",
    "0008_groups",
    "0009_events",
    "0010_event_called_after",
    "0011_one_memory",
    "0012_group_limits",
    "0013_event_console",
    "0014_seasons",
    "0016_table_answers",
    "0016_budgets",
    "0018_event_vp_table",
    "0020_paper_jobs",
    "0021_sealed_keys",
    "0021_evenings_close",
    "0022_budget_windows",
]


def test_open_db_creates_the_schema_once_and_records_it(tmp_path):
    path = tmp_path / "games.sqlite"
    db = storage.open_db(path)
    assert {"games", "hands", "hand_changes"} <= set(db.table_names())
    assert storage.applied_migrations(db) == MIGRATIONS
    game_id = new_game(db)
    db.close()

    again = storage.open_db(path)
    assert storage.applied_migrations(again) == MIGRATIONS
    assert storage.get_game(again, game_id)["name"] == "Friday"
    again.close()


def test_open_db_uses_wal_foreign_keys_and_a_busy_timeout(db):
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] == storage.BUSY_TIMEOUT_MS


def test_the_database_is_a_plain_sqlite_file_on_disk(tmp_path):
    path = tmp_path / "games.sqlite"
    db = storage.open_db(path)
    game_id = new_game(db, name="On disk")
    db.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute(
            "SELECT name, version FROM games WHERE token_digest = ?",
            [hashlib.sha256(game_id.encode()).hexdigest()],
        ).fetchone() == ("On disk", 1)
    conn.close()


def test_create_game_round_trips_as_plain_data(db):
    game = storage.get_game(db, new_game(db))
    assert type(game) is dict
    assert game["rules"] == {"target": 5000}
    assert game["sides"] == SIDES
    assert (game["first_dealer"], game["version"], game["finished"], game["hands"]) == (
        "Ana",
        1,
        False,
        [],
    )


def test_get_game_returns_none_for_an_unknown_game(db):
    assert storage.get_game(db, 999) is None


def test_hands_keep_their_order_and_record_verbatim(db):
    game_id = new_game(db)
    first = hand(120, 90, note="Dan went out concealed")
    storage.add_hand(db, game_id, first, expected_version=1)
    storage.add_hand(db, game_id, hand(50, 300), expected_version=2)
    game = storage.get_game(db, game_id)
    assert [h["position"] for h in game["hands"]] == [1, 2]
    assert game["hands"][0]["record"] == first
    assert game["version"] == 3


def test_update_hand_replaces_it_and_logs_before_and_after(db):
    game_id = new_game(db)
    hand_id = storage.add_hand(db, game_id, hand(120, 90), expected_version=1)
    assert storage.update_hand(db, game_id, 1, hand(125, 90), expected_version=2) == 3
    (only,) = storage.get_game(db, game_id)["hands"]
    assert only["id"] == hand_id and only["record"] == hand(125, 90)
    assert [(c["action"], c["before"], c["after"]) for c in only["changes"]] == [
        ("add", None, hand(120, 90)),
        ("edit", hand(120, 90), hand(125, 90)),
    ]


def test_delete_hand_moves_later_hands_up_and_logs_it(db):
    game_id = new_game(db)
    for version, note in enumerate(["one", "two", "three", "four"], start=1):
        storage.add_hand(db, game_id, hand(0, 0, note=note), expected_version=version)
    assert storage.delete_hand(db, game_id, 2, expected_version=5) == 6
    assert positions_and_notes(db, game_id) == [(1, "one"), (2, "three"), (3, "four")]
    deleted = storage.get_game(db, game_id)["changes"][-1]
    assert (deleted["action"], deleted["position"], deleted["before"]["note"]) == (
        "delete",
        2,
        "two",
    )
    storage.add_hand(db, game_id, hand(0, 0, note="five"), expected_version=6)
    assert positions_and_notes(db, game_id)[-1] == (4, "five")


@pytest.mark.parametrize(
    "write",
    [
        lambda db, game_id, version: storage.add_hand(
            db, game_id, hand(1, 1), expected_version=version
        ),
        lambda db, game_id, version: storage.update_hand(
            db, game_id, 1, hand(2, 2), expected_version=version
        ),
        lambda db, game_id, version: storage.delete_hand(
            db, game_id, 1, expected_version=version
        ),
    ],
    ids=["add", "update", "delete"],
)
def test_a_write_from_a_stale_version_raises_and_changes_nothing(db, write):
    game_id = new_game(db)
    storage.add_hand(db, game_id, hand(120, 90), expected_version=1)
    before = storage.get_game(db, game_id)
    with pytest.raises(storage.StaleGame):
        write(db, game_id, 1)
    assert storage.get_game(db, game_id) == before


def test_two_phones_saving_the_same_version_at_once_keep_exactly_one_hand(tmp_path):
    path = tmp_path / "games.sqlite"
    setup = storage.open_db(path)
    game_id = new_game(setup)
    setup.close()
    start, outcomes = threading.Barrier(2), []

    def phone(note):
        db = storage.open_db(path)
        start.wait()
        try:
            storage.add_hand(db, game_id, hand(0, 0, note=note), expected_version=1)
            outcomes.append("saved")
        except storage.StaleGame:
            outcomes.append("stale")
        finally:
            db.close()

    threads = [
        threading.Thread(target=phone, args=(note,)) for note in ("phone A", "phone B")
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    db = storage.open_db(path)
    assert sorted(outcomes) == ["saved", "stale"]
    assert len(storage.get_game(db, game_id)["hands"]) == 1
    db.close()


def test_writes_to_a_missing_game_or_hand_raise_not_found(db):
    game_id = new_game(db)
    with pytest.raises(storage.NotFound):
        storage.add_hand(db, 999, hand(1, 1), expected_version=1)
    with pytest.raises(storage.NotFound):
        storage.update_hand(db, game_id, 1, hand(1, 1), expected_version=1)
    assert storage.get_game(db, game_id)["version"] == 1


def test_a_hand_must_be_a_record_hand_object(db):
    with pytest.raises(ValueError):
        storage.add_hand(db, new_game(db), {"scores": [1, 2]}, expected_version=1)


def test_set_finished_marks_and_unmarks_the_game(db):
    game_id = new_game(db)
    assert storage.set_finished(db, game_id, True) == 2
    finished_at = storage.get_game(db, game_id)["finished_at"]
    assert finished_at is not None
    storage.set_finished(db, game_id, True)
    assert storage.get_game(db, game_id)["finished_at"] == finished_at
    storage.set_finished(db, game_id, False)
    assert storage.get_game(db, game_id)["finished"] is False


def test_list_games_counts_hands_newest_change_first(db):
    old, _ = new_game(db, name="Old"), new_game(db, name="New")
    storage.add_hand(db, old, hand(1, 1), expected_version=1)
    games = storage.list_games(db)
    assert {g["name"]: g["hand_count"] for g in games} == {"Old": 1, "New": 0}
    # Old changed last, though New was made later
    assert [g["name"] for g in games] == ["Old", "New"]
    assert "hands" not in games[0]


def test_delete_game_removes_its_hands_and_changes(db):
    game_id = new_game(db)
    storage.add_hand(db, game_id, hand(1, 1), expected_version=1)
    assert storage.delete_game(db, game_id) is True
    assert storage.delete_game(db, game_id) is False
    assert db.execute("SELECT count(*) FROM hands").fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM hand_changes").fetchone()[0] == 0


def test_export_then_import_gives_the_same_record(db):
    game_id = new_game(db)
    storage.add_hand(db, game_id, hand(120, 90, note="first"), expected_version=1)
    storage.add_hand(db, game_id, hand(300, 5), expected_version=2)
    record = storage.export_game(db, game_id)
    assert record["format"] == 1
    assert record["hands"] == [hand(120, 90, note="first"), hand(300, 5)]
    copy_id = storage.import_game(db, record)
    assert copy_id != game_id
    assert storage.export_game(db, copy_id) == record


def test_import_without_a_name_names_the_game_after_its_sides(db):
    record = {"format": 1, "variant": "classic", "sides": SIDES, "hands": []}
    assert storage.get_game(db, storage.import_game(db, record))["name"] == "Us v Them"


def test_an_import_that_fails_part_way_stores_nothing(db):
    # The second hand passes the shape check but cannot be written as JSON: the game row and
    # the first hand are already inserted by then, and must be rolled back with it.
    unwritable = {"results": [{"meld_points": {1, 2}}]}
    record = {
        "format": 1,
        "variant": "classic",
        "sides": SIDES,
        "hands": [hand(1, 1), unwritable],
    }
    with pytest.raises(TypeError):
        storage.import_game(db, record)
    assert storage.list_games(db) == []
    assert db.execute("SELECT count(*) FROM hands").fetchone()[0] == 0


def test_an_import_with_a_malformed_hand_is_refused(db):
    record = {"format": 1, "variant": "classic", "sides": SIDES, "hands": [{"oops": 1}]}
    with pytest.raises(ValueError):
        storage.import_game(db, record)


def test_the_same_nonce_saves_one_hand_however_often_it_is_posted(db):
    game_id = storage.create_game(
        db, name="g", variant="classic", rules={}, sides=[{"name": "A"}, {"name": "B"}]
    )
    first = storage.add_hand(
        db, game_id, {"results": []}, expected_version=1, nonce="n1"
    )
    again = storage.add_hand(
        db, game_id, {"results": []}, expected_version=1, nonce="n1"
    )
    assert again == first
    game = storage.get_game(db, game_id)
    assert len(game["hands"]) == 1 and game["version"] == 2
    assert storage.hand_with_nonce(db, game_id, "n1") == 1
    assert storage.hand_with_nonce(db, game_id, "other") is None
    with pytest.raises(storage.StaleGame):
        storage.add_hand(db, game_id, {"results": []}, expected_version=1, nonce="n2")


def test_record_of_a_stored_game_is_its_export(db):
    game_id = storage.create_game(
        db, name="g", variant="classic", rules={}, sides=[{"name": "A"}, {"name": "B"}]
    )
    assert storage.record_of(storage.get_game(db, game_id)) == storage.export_game(
        db, game_id
    )
