"""Issue 20 (7): an import is stored whole (every game of a file in one transaction, or none) and
is safe to repeat: a game's identity is its import key (this device's keyed digest of the
record), so the same file imported again on the same device stores nothing twice."""

import json
import re

import pytest
from player_games import GAMES

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

FILE = {"format": 1, "games": GAMES}


def stored(app) -> list[dict]:
    with app.app_context():
        return storage.list_games(get_db())


def device_games(client) -> list[str]:
    """The games on this phone's list (its own group's)."""
    return list(
        dict.fromkeys(re.findall(r'href="/g/([\w-]{22})"', client.get("/").text))
    )


def importing(client, data, indent=None):
    return client.post("/games/import", data={"text": json.dumps(data, indent=indent)})


def test_the_same_file_imported_twice_on_a_device_stores_each_game_once(app, client):
    client.get("/games/import")  # the import page, as a phone opens it first
    assert importing(client, FILE).status_code == 302
    first = sorted(device_games(client))
    # formatting is no difference
    assert importing(client, FILE, indent=2).status_code == 302
    assert len(stored(app)) == 5
    assert sorted(device_games(client)) == first


def test_an_import_sent_again_after_its_answer_was_lost_stores_nothing_twice(
    app, client
):
    client.get("/games/import")
    with client.session_transaction() as session:
        # the cookie the phone still has: the first answer never came
        before = dict(session)
    importing(client, FILE)
    with client.session_transaction() as session:
        session.clear()
        session.update(before)
    assert importing(client, FILE).status_code == 302
    assert len(stored(app)) == 5 and len(device_games(client)) == 5


def test_one_record_imported_twice_is_one_game(app, client):
    client.get("/games/import")
    first = importing(client, GAMES[0]).location
    again = importing(client, GAMES[0]).location
    assert first == again and len(stored(app)) == 1


def test_a_game_changed_since_its_import_is_still_the_one_found(app, client):
    client.get("/games/import")
    game_id = importing(client, GAMES[2]).location.rsplit("/", 1)[1]
    with app.app_context():
        storage.update_setup(
            get_db(),
            game_id,
            name="Renamed",
            sides=GAMES[2]["sides"],
            first_dealer=None,
            expected_version=1,
        )
    assert importing(client, GAMES[2]).location.endswith(game_id)
    assert [g["name"] for g in stored(app)] == ["Renamed"]


def test_another_device_importing_the_same_file_gets_copies_of_its_own(app, client):
    client.get("/games/import")
    importing(client, FILE)
    other = app.test_client()
    other.get("/games/import")
    importing(other, FILE)
    assert len(stored(app)) == 10
    assert not set(device_games(client)) & set(device_games(other))


def test_fixing_the_refused_game_and_importing_again_adds_only_it(app, client):
    client.get("/games/import")
    broken = {**GAMES[3], "variant": "no-such-rules"}
    page = importing(client, {"format": 1, "games": [*GAMES[:3], broken, GAMES[4]]})
    assert "Imported 4 games. 1 refused:" in page.get_data(as_text=True)
    assert importing(client, FILE).status_code == 302
    assert len(stored(app)) == 5


def test_a_write_that_fails_midway_leaves_no_game_of_the_file(app, client):
    # A real fault inside SQLite, as a disk failing on the third game would cause: the file's
    # first two games were written by then, and must go with the rest.
    with app.app_context():
        db = get_db()
        db.execute(
            "CREATE TRIGGER fails_on_the_third AFTER INSERT ON games"
            " WHEN (SELECT count(*) FROM games) = 3"
            " BEGIN SELECT RAISE(ABORT, 'the disk failed'); END"
        )
        db.conn.commit()
    client.get("/games/import")
    with pytest.raises(Exception, match="the disk failed"):
        importing(client, FILE)
    assert stored(app) == []
