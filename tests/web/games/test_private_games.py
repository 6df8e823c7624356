"""A game is private to whoever has its link: the device list, sharing, the club list, and the
migration that gives older games their links."""

import json
import re

import segno
from budget_clock import within_one_window
from factories import a_game, make_app
from test_adopted_games import old_database

from scorekeeper import storage


def test_a_game_id_is_an_unguessable_link_token(db):
    ids = {
        a_game(
            db,
            name=f"G{i}",
            sides=[{"name": "A"}, {"name": "B"}],
        )
        for i in range(50)
    }
    assert len(ids) == 50
    for game_id in ids:
        # 22 URL-safe base64 characters carry 132 bits, of which token_urlsafe(16) fills 128.
        assert re.fullmatch(r"[A-Za-z0-9_-]{22}", game_id)


def test_a_fresh_device_sees_no_game_and_cannot_count_its_way_to_one(
    app, client, make_game
):
    game_id = make_game("Secret table")
    assert "Secret table" not in client.get("/").get_data(as_text=True)
    for guess in ("1", "2", "999", "9223372036854775808"):
        for path in (
            "",
            "/delete",
            "/export.json",
            "/sheet.pdf",
            "/hands/new",
            "/hands/1/edit",
            "/share",
        ):
            assert client.get(f"/g/{guess}{path}").status_code == 404
    # the old counting addresses are gone
    assert client.get(f"/games/{1}").status_code == 404
    assert client.get(f"/g/{game_id}").status_code == 200


def test_opening_a_link_lists_the_game_only_once_kept_and_on_that_device_only(
    app, make_game
):
    game_id = make_game("Shared table")
    phone_a, phone_b = app.test_client(), app.test_client()
    page = phone_a.get(f"/g/{game_id}").get_data(as_text=True)
    assert "Shared table" not in phone_a.get("/").get_data(as_text=True)
    assert (
        f'action="/g/{game_id}/keep"' in page and ">Keep in my games</button>" in page
    )
    phone_a.post(f"/g/{game_id}/keep")
    assert "Shared table" in phone_a.get("/").get_data(as_text=True)
    assert "Shared table" not in phone_b.get("/").get_data(as_text=True)


def test_a_game_started_on_a_device_is_on_its_list(client):
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Ana", "sides-1-name": "Ben"}
    )
    assert "Ana v Ben" in client.get("/").get_data(as_text=True)


def test_a_kept_game_of_another_group_stays_that_groups(app, client):
    friend = app.test_client()
    friend.post(
        "/games/new/classic/0", data={"sides-0-name": "Ana", "sides-1-name": "Ben"}
    )
    db = storage.open_db(app.config["DATABASE"])
    game_id = db.execute(
        "SELECT open_key(token_digest, token_seal) FROM games"
    ).fetchone()[0]
    client.post(f"/g/{game_id}/keep")
    owner = db.execute("SELECT group_id FROM games").fetchone()[0]
    kept = db.execute("SELECT group_id FROM kept_games").fetchall()
    assert len(kept) == 1 and kept[0][0] != owner
    assert "Ana v Ben" in client.get("/").get_data(as_text=True)
    assert "Ana v Ben" in friend.get("/").get_data(as_text=True)


def test_stop_following_takes_a_kept_game_off_the_list_but_not_off_the_server(
    app, client, make_game
):
    game_id, other = make_game("Old table"), make_game("Friday")
    client.post(f"/g/{game_id}/keep")
    client.post(f"/g/{other}/keep")
    friend = app.test_client()  # the game is another phone's group's
    friend.post(
        "/games/new/classic/0", data={"sides-0-name": "Cleo", "sides-1-name": "Dan"}
    )
    db = storage.open_db(app.config["DATABASE"])
    theirs = db.execute(
        "SELECT open_key(token_digest, token_seal) FROM games WHERE name = 'Cleo v Dan'"
    ).fetchone()
    client.post(f"/g/{theirs[0]}/keep")
    page = client.get(f"/g/{theirs[0]}").get_data(as_text=True)
    assert f'action="/g/{theirs[0]}/stop-following"' in page
    response = client.post(f"/g/{theirs[0]}/stop-following", follow_redirects=True)
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "Stopped following “Cleo v Dan” on this phone." in page
    assert f'href="/g/{theirs[0]}"' not in page and f'href="/g/{other}"' in page
    # The games list names the game let go, for the service worker to drop its copies.
    assert f'data-games="{theirs[0]}"' in page
    assert client.get(f"/g/{theirs[0]}").status_code == 200
    assert "Cleo v Dan" in friend.get("/").get_data(as_text=True)


def test_the_scoreboard_of_a_listed_game_offers_no_keep(client):
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Ana", "sides-1-name": "Ben"}
    )
    page = client.get("/").get_data(as_text=True)
    game_id = re.search(r'href="/g/([\w-]{22})"', page).group(1)
    board = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert "Keep in my games" not in board and "Stop following" not in board


def test_the_share_page_shows_the_link_and_its_qr_code(app, client, make_game):
    game_id = make_game()
    page = client.get(f"/g/{game_id}/share").get_data(as_text=True)
    link = f"http://localhost/g/{game_id}"
    assert f'href="{link}"' in page
    # The same link encoded on its own gives the same modules: the code on the page carries it.
    assert (
        segno.make(link, error="m").svg_inline(
            scale=5, omitsize=True, dark="#000", light="#fff"
        )
        in page
    )


def test_download_all_my_games_holds_this_devices_games_and_no_other(
    app, client, make_game
):
    mine, other = make_game("Mine", hands=2), make_game("Not mine")
    client.post(f"/g/{mine}/keep")
    response = client.get("/games/export.json", follow_redirects=True)
    assert response.mimetype == "application/json"
    assert "attachment" in response.headers["Content-Disposition"]
    body = json.loads(response.data)
    assert body["format"] == 1 and "group" in body  # the group file: it imports back
    assert [game["name"] for game in body["games"]] == ["Mine"]
    assert len(body["games"][0]["hands"]) == 2
    assert other not in response.get_data(as_text=True)


def club_app(tmp_path, passphrase="green baize"):
    return make_app(tmp_path, CLUB_PASSPHRASE=passphrase)


def test_the_club_passphrase_unlocks_every_game(tmp_path, make_game):
    app = club_app(tmp_path)
    make_game("Monday", on=app), make_game("Tuesday", on=app)
    keeper = app.test_client()
    assert "Monday" not in keeper.get("/club").get_data(as_text=True)
    wrong = keeper.post("/club", data={"passphrase": "blue baize"}).get_data(
        as_text=True
    )
    assert "That is not the club passphrase." in wrong and "Monday" not in wrong
    page = keeper.post(
        "/club", data={"passphrase": "green baize"}, follow_redirects=True
    ).get_data(as_text=True)
    assert "Monday" in page and "Tuesday" in page and "2 games on this server" in page
    assert "Monday" not in app.test_client().get("/club").get_data(as_text=True)


def test_changing_the_passphrase_locks_every_device_out(tmp_path, make_game):
    app = club_app(tmp_path)
    make_game("Monday", on=app)
    keeper = app.test_client()
    keeper.post("/club", data={"passphrase": "green baize"})
    app.config["CLUB_PASSPHRASE"] = "new felt"
    assert "Monday" not in keeper.get("/club").get_data(as_text=True)


def test_passphrase_tries_are_throttled_per_address(tmp_path, make_game):
    app = club_app(tmp_path)
    make_game("Monday", on=app)
    member, guesser = app.test_client(), app.test_client()
    for _ in range(
        3
    ):  # a member's device gives the right passphrase once or twice, well within
        assert (
            member.post("/club", data={"passphrase": "green baize"}).status_code == 302
        )
    within_one_window(5)  # the six guesses within one minute's five tries
    guesses = [
        guesser.post(
            "/club",
            data={"passphrase": f"guess {n}"},
            environ_base={"REMOTE_ADDR": "10.0.0.9"},
        )
        for n in range(6)
    ]
    assert [r.status_code for r in guesses] == [200] * 5 + [429]
    refused = guesses[-1]
    assert int(refused.headers["Retry-After"]) <= 60
    assert "Too many wrong passphrases" in refused.get_data(as_text=True)
    assert "Monday" not in refused.get_data(as_text=True)
    right_but_late = guesser.post(
        "/club",
        data={"passphrase": "green baize"},
        environ_base={"REMOTE_ADDR": "10.0.0.9"},
    )
    # even the right one waits: the guesser cannot tell
    assert right_but_late.status_code == 429
    elsewhere = app.test_client().post(
        "/club", data={"passphrase": "nope"}, environ_base={"REMOTE_ADDR": "10.0.0.7"}
    )
    assert elsewhere.status_code == 200  # another address has its own tries


def test_without_a_passphrase_there_is_no_club_list(app, client, make_game):
    make_game("Monday")
    response = client.get("/club")
    assert response.status_code == 404
    assert "Monday" not in response.get_data(as_text=True)


def test_the_migration_gives_older_games_distinct_links(tmp_path):
    old_database(tmp_path / "old.sqlite")
    db = storage.open_db(tmp_path / "old.sqlite")
    tokens = storage.legacy_games(db)
    assert len(tokens) == 2 and len(set(tokens)) == 2
    assert [storage.get_game(db, token)["name"] for token in tokens] == [
        "Yesterday",
        "Last week",
    ]
    db.close()


# A device that used the app before private links: tests/web/games/test_adopted_games.py.


def test_the_workers_background_copy_leaves_the_devices_groups_alone(app):
    """The worker refreshes its copy of a page seen earlier with the cookie it started with; if
    that answer reordered the groups it could overwrite the cookie of the page opened meanwhile."""
    db = storage.open_db(app.config["DATABASE"])
    first, second = (
        storage.create_group(db, "First"),
        storage.create_group(db, "Second"),
    )
    phone = app.test_client()
    phone.get(f"/groups/{first}")
    phone.get(f"/groups/{second}")
    copy = phone.get(f"/groups/{first}", headers={"X-Background-Copy": "1"})
    assert copy.status_code == 200
    assert "Set-Cookie" not in copy.headers
    with phone.session_transaction() as cookie:
        assert cookie["groups"][:2] == [second, first]  # still as the player left it


def test_reading_the_games_list_and_a_scoreboard_sends_no_cookie_back(client):
    """Only a change writes the cookie: a page read never overwrites a newer page's cookie
    (the worker's background copy carries the cookie of when it started)."""
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Ana", "sides-1-name": "Ben"}
    )
    page = client.get("/")
    game_id = re.search(r'href="/g/([\w-]{22})"', page.text).group(1)
    for path in ("/", f"/g/{game_id}"):
        assert "Set-Cookie" not in client.get(path).headers, path
