"""Backups safe to hand on: `scorekeeper backup` writes no working key; restored on the same server
every link works; restored on another (another link secret) the command says plainly what to do,
and `scorekeeper new-links` gives every key a new one (the old ones then open nothing)."""

import shutil

from factories import a_game, an_event

from scorekeeper import storage
from scorekeeper.cli.main import main
from scorekeeper.storage import key_seals, link_keys


def made_keys(folder) -> dict:
    """An instance folder's database with one key of every kind, left in its WAL as the server
    leaves it while tables play: name -> key."""
    db = storage.open_db(folder / "scorekeeper.sqlite")
    db.execute("PRAGMA wal_autocheckpoint = 0")
    game = storage.get_game(db, a_game(db, name="Ana v Ben"))
    group = storage.group_by_key(db, storage.create_group(db, "Our table"))
    event = storage.event_by_key(db, an_event(db)["token"])
    keys = {
        "game": game["id"],
        "game view": game["view_token"],
        "group": group["token"],
        "group view": group["view_token"],
        "director": event["token"],
        "room": event["view_token"],
    }
    for table in storage.table_links(db, event["pk"]):
        keys[f"table {table['number']}"] = table["token"]
    db.close()
    return keys


def test_a_backup_file_holds_no_key_of_any_kind(tmp_path, capsys):
    folder = tmp_path / "instance"
    keys = made_keys(folder)
    copy = tmp_path / "to-hand-on.sqlite"
    assert main(["backup", str(copy), "--instance", str(folder)]) == 0
    searched = [copy, *folder.glob("scorekeeper.sqlite*")]
    assert any(p.name.endswith("-wal") for p in searched)
    for path in searched:
        data = path.read_bytes()
        for name, key in keys.items():
            assert key.encode() not in data, (name, path.name)


def test_restored_on_the_same_server_every_link_opens_what_it_opened(tmp_path, capsys):
    folder = tmp_path / "instance"
    keys = made_keys(folder)
    copy = tmp_path / "nightly.sqlite"
    assert main(["backup", str(copy), "--instance", str(folder)]) == 0
    (folder / "scorekeeper.sqlite").unlink()
    assert main(["restore", str(copy), "--instance", str(folder)]) == 0
    db = storage.open_db(folder / "scorekeeper.sqlite")
    assert link_keys.game_key(db, keys["game"]) == link_keys.GAME
    assert link_keys.event_key(db, keys["room"]) == link_keys.ROOM
    group = storage.group_by_key(db, keys["group"])
    assert group["view_token"] == keys["group view"]  # shown again: same secret
    db.close()


def test_restored_elsewhere_it_says_the_links_must_be_shared_again(tmp_path, capsys):
    here, there = tmp_path / "here", tmp_path / "there"
    keys = made_keys(here)
    copy = tmp_path / "mailed.sqlite"
    assert main(["backup", str(copy), "--instance", str(here)]) == 0
    storage.open_db(
        there / "scorekeeper.sqlite"
    ).close()  # another server, its own secret
    capsys.readouterr()
    assert main(["restore", str(copy), "--instance", str(there)]) == 3
    said = capsys.readouterr().err
    assert "another server's link secret" in said
    assert "scorekeeper new-links" in said and "link_secret" in said

    assert main(["new-links", "--instance", str(there)]) == 0
    assert (
        "share the games', groups' and evenings' links again" in capsys.readouterr().out
    )
    db = storage.open_db(there / "scorekeeper.sqlite")
    for name, key in keys.items():
        assert link_keys.group_key(db, key) is None, name
        assert link_keys.game_key(db, key) is None, name
        assert link_keys.event_key(db, key) is None, name
        assert link_keys.table_key(db, key) is None, name
    (group,) = storage.all_groups(db)[:1]
    assert link_keys.group_key(db, group["token"]) == link_keys.GROUP
    db.close()


def test_served_elsewhere_it_says_so_and_serves_nothing(tmp_path, capsys):
    here, there = tmp_path / "here", tmp_path / "there"
    made_keys(here)
    copy = tmp_path / "mailed.sqlite"
    assert main(["backup", str(copy), "--instance", str(here)]) == 0
    storage.open_db(
        there / "scorekeeper.sqlite"
    ).close()  # another server, its own secret
    assert main(["restore", str(copy), "--instance", str(there)]) == 3
    capsys.readouterr()
    assert main(["serve", "--instance", str(there), "--port", "0"]) == 3
    said = capsys.readouterr().err
    assert "another server's link secret" in said and "scorekeeper new-links" in said
    assert "Traceback" not in said


def test_the_secret_carried_along_keeps_every_link_elsewhere(tmp_path, capsys):
    here, there = tmp_path / "here", tmp_path / "there"
    keys = made_keys(here)
    copy = tmp_path / "moved.sqlite"
    assert main(["backup", str(copy), "--instance", str(here)]) == 0
    there.mkdir()
    shutil.copy(here / key_seals.SECRET_NAME, there / key_seals.SECRET_NAME)
    assert main(["restore", str(copy), "--instance", str(there)]) == 0
    db = storage.open_db(there / "scorekeeper.sqlite")
    assert storage.event_by_key(db, keys["director"])["view_token"] == keys["room"]
    db.close()
