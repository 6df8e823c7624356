"""A following phone's poll that finds nothing changed is answered before Flask
(web/plumbing/quick_polls.py), and it answers exactly what the whole app answers: the same 304
with the same headers, a 200 with the news once anything changed (in this process or another),
404 for a key that opens nothing, 400 for a Host this server does not answer to."""

from pathlib import Path

import pytest
from factories import US_THEM, a_game, an_event, make_app

from scorekeeper import storage
from scorekeeper.web.plumbing import access


def both_apps(tmp_path):
    """The app with its polls answered early, and the same database served the old way."""
    early = make_app(tmp_path)
    late = make_app(tmp_path, DATABASE=early.config["DATABASE"], QUICK_POLLS=False)
    return early, late


def headers(response) -> dict:
    return {k: v for k, v in response.headers.items() if k != "Content-Length"}


def test_an_unchanged_game_gets_the_304_the_whole_app_gives(tmp_path):
    early, late = both_apps(tmp_path)
    game = a_game(early, sides=US_THEM)
    asked = {"If-None-Match": '"v1"'}
    quick = early.test_client().get(f"/g/{game}/version", headers=asked)
    slow = late.test_client().get(f"/g/{game}/version", headers=asked)
    assert quick.status_code == slow.status_code == 304
    assert headers(quick) == headers(slow)
    assert quick.headers["ETag"] == '"v1"' and quick.data == b""


def test_a_list_of_tags_naming_the_current_one_is_unchanged_too(app, client):
    game = a_game(app, sides=US_THEM)
    asked = {"If-None-Match": '"v0", "v1"'}
    assert client.get(f"/g/{game}/version", headers=asked).status_code == 304
    assert client.head(f"/g/{game}/version", headers=asked).status_code == 304


def test_a_hand_saved_through_another_connection_reaches_the_next_poll(app, client):
    game = a_game(app, sides=US_THEM)
    asked = {"If-None-Match": '"v1"'}
    assert client.get(f"/g/{game}/version", headers=asked).status_code == 304
    db = storage.open_db(app.config["DATABASE"])  # as another server process would
    storage.add_hand(db, game, {"results": []}, expected_version=1)
    db.close()
    answer = client.get(f"/g/{game}/version", headers=asked)
    assert answer.status_code == 200 and answer.headers["ETag"] == '"v2"'
    assert answer.get_json() == {
        "version": 2,
        "hands": 1,
        "change": {"action": "add", "position": 1},
    }


def test_a_wrong_key_is_404_with_an_etag_or_without(app, client):
    a_game(app, sides=US_THEM)
    for asked in ({"If-None-Match": '"v1"'}, {}):
        assert client.get("/g/no-such-game/version", headers=asked).status_code == 404
        assert (
            client.get("/e/no-such-event/standings/version", headers=asked).status_code
            == 404
        )


def test_a_host_name_this_server_does_not_answer_to_is_refused(app, client):
    game = a_game(app, sides=US_THEM)
    answer = client.get(
        f"/g/{game}/version",
        headers={"If-None-Match": '"v1"', "Host": "evil.example"},
    )
    assert answer.status_code == 400


def test_the_rooms_poll_is_unchanged_until_a_tables_hand_is_saved(tmp_path):
    early, late = both_apps(tmp_path)
    event = an_event(early)
    db = storage.open_db(early.config["DATABASE"])
    game = storage.create_game(
        db, name="T1", variant="classic", rules={}, sides=US_THEM, first_dealer=None
    )
    db.execute(
        "INSERT INTO event_games (event_id, round, table_number, game_id)"
        " SELECT ?, 1, 1, id FROM games WHERE token_digest = key_digest(?)",
        [event["pk"], game],
    )
    db.conn.commit()
    tag = storage.standings_version(db, event["pk"])
    for key in (event["key"], event["view_token"]):
        asked = {"If-None-Match": f'"{tag}"'}
        quick = early.test_client().get(f"/e/{key}/standings/version", headers=asked)
        slow = late.test_client().get(f"/e/{key}/standings/version", headers=asked)
        assert quick.status_code == 304 and slow.status_code == 304
        assert quick.headers["ETag"] == slow.headers["ETag"] == f'"{tag}"'
    storage.add_hand(db, game, {"results": []}, expected_version=1)
    db.close()
    answer = early.test_client().get(
        f"/e/{event['view_token']}/standings/version",
        headers={"If-None-Match": f'"{tag}"'},
    )
    # the event's version, its games' versions summed, its tables' answers (round_rows.py)
    version, games, answers = tag.split(".")
    assert answer.status_code == 200
    assert answer.get_json() == {"version": f"{version}.{int(games) + 1}.{answers}"}


def test_a_database_gone_missing_is_left_to_the_app_to_say(app, client):
    game = a_game(app, sides=US_THEM)
    asked = {"If-None-Match": '"v1"'}
    assert client.get(f"/g/{game}/version", headers=asked).status_code == 304
    for suffix in ("", "-wal", "-shm"):
        Path(app.config["DATABASE"] + suffix).unlink(missing_ok=True)
    answer = client.get(f"/g/{game}/version", headers=asked)
    assert answer.status_code == 503  # "cannot open the database", from the app


def test_the_app_does_not_start_if_the_access_table_narrows_a_poll(
    tmp_path, monkeypatch
):
    monkeypatch.setitem(access.ACCESS, "live.version", access.reads(access.GAME))
    with pytest.raises(RuntimeError, match="live.version"):
        make_app(tmp_path)
