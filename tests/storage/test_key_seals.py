"""No working key at rest (storage/key_seals.py), on real SQLite files: a key of every kind is
found by its digest, shown again from its seal, and never written to the database file or its
WAL; a database from before keeps every link; a copy under another secret says what to do."""

import shutil

import pytest
from factories import a_game, an_event
from old_schema import old_database

from scorekeeper import storage
from scorekeeper.storage import key_seals, link_keys
from scorekeeper.storage.backups import backup


def every_key(db) -> dict:
    """One key of every kind, made as the pages make them: name -> key."""
    game = storage.get_game(db, a_game(db, name="Ana v Ben"))
    group = storage.group_by_key(db, storage.create_group(db, "Our table"))
    event = storage.event_by_key(db, an_event(db)["token"])
    table = storage.table_links(db, event["pk"])[0]
    return {
        "game": game["id"],
        "game view": game["view_token"],
        "group": group["token"],
        "group view": group["view_token"],
        "director": event["token"],
        "room": event["view_token"],
        "table": table["token"],
    }


def written(path) -> bytes:
    """Every byte SQLite keeps for the database: the file, its WAL and its shared memory."""
    return b"".join(
        p.read_bytes() for p in (path, path.with_name(path.name + "-wal")) if p.exists()
    )


def test_no_table_and_no_byte_of_the_file_or_its_wal_holds_a_key(tmp_path):
    path = tmp_path / "games.sqlite"
    db = storage.open_db(path)
    keys = every_key(db)
    assert len(set(keys.values())) == 7
    values = []
    for table in db.table_names():
        for row in db.execute(f"SELECT * FROM [{table}]"):
            values += [str(v) for v in row]
    for name, key in keys.items():
        assert not any(key in value for value in values), name
    on_disk = written(path)
    assert (
        path.with_name("games.sqlite-wal")
    ).stat().st_size > 0  # the WAL was searched
    db.close()
    for name, key in keys.items():
        assert key.encode() not in on_disk, name


def test_a_key_is_found_by_its_digest_and_shown_again_from_its_seal(tmp_path):
    db = storage.open_db(tmp_path / "games.sqlite")
    keys = every_key(db)
    assert link_keys.game_key(db, keys["game"]) == link_keys.GAME
    assert link_keys.game_view_key(db, keys["game view"]) == link_keys.GAME_VIEW
    assert link_keys.group_key(db, keys["group view"]) == link_keys.GROUP_VIEW
    assert link_keys.event_key(db, keys["director"]) == link_keys.DIRECTOR
    assert link_keys.table_key(db, keys["table"]) == link_keys.TABLE
    stored = db.execute("SELECT token_digest, token_seal FROM groups").fetchone()
    assert stored[0] == key_seals.digest(keys["group"])
    assert stored[1] != keys["group"] and keys["group"] not in stored[1]
    # a key one character off opens nothing
    assert link_keys.group_key(db, keys["group"][:-1] + "x") in (None,)


def test_a_database_from_before_keeps_every_link_and_no_longer_holds_one(tmp_path):
    path = tmp_path / "games.sqlite"
    keys = old_database(path)
    assert keys["grp"].encode() in path.read_bytes()  # in plain text before
    db = storage.open_db(path)
    assert storage.get_game(db, keys["g"])["view_token"] == keys["gv"]
    assert storage.get_game(db, keys["gv"], by="view_token")["name"] == "Old"
    assert storage.group_by_key(db, keys["grp"])["view_token"] == keys["grpv"]
    assert storage.group_by_key(db, keys["grpv"])["can_record"] is False
    event = storage.event_by_key(db, keys["e"])
    assert event["view_token"] == keys["ev"]
    assert storage.table_links(db, event["pk"])[0]["token"] == keys["t"]
    assert storage.event_of_table(db, keys["t"])[1] == 1
    db.close()
    for name, key in keys.items():
        assert key.encode() not in written(path), name
    # the copy taken before the migration is the old file, keys and all (docs/running.md)
    (before,) = (tmp_path / "backups").glob("*before-0021*")
    assert keys["grp"].encode() in before.read_bytes()


def test_a_copy_under_another_secret_says_to_bring_the_secret_or_make_new_links(
    tmp_path,
):
    here, there = tmp_path / "here", tmp_path / "there"
    here.mkdir()
    there.mkdir()
    db = storage.open_db(here / "games.sqlite")
    keys = every_key(db)
    db.close()
    backup(here / "games.sqlite", there / "games.sqlite")
    with pytest.raises(key_seals.LinksSealedElsewhere, match="link_secret"):
        storage.open_db(there / "games.sqlite")
    shutil.copy(here / "link_secret", there / "link_secret")
    key_seals.forget_secrets()
    db = storage.open_db(there / "games.sqlite")
    assert storage.group_by_key(db, keys["group"])["view_token"] == keys["group view"]
    db.close()
