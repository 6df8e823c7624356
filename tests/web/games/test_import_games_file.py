"""Importing a file of games: the one *Download all my games* saves now (the phone's group file,
which comes back as a group), and the file of games it saved before groups (every game in it,
each whole or not at all, into the phone's own group)."""

import io
import json
import re
from operator import itemgetter
from pathlib import Path

from factories import games_of
from player_games import GAMES

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.statistics.summary import summarise
from scorekeeper.web.plumbing.database import get_db

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"


OLD_FILE_GAMES = 80  # the most a download of all games held before groups


def device_games(client) -> list[str]:
    """The games on this phone's list (its own group's)."""
    return list(
        dict.fromkeys(re.findall(r'href="/g/([\w-]{22})"', client.get("/").text))
    )


def new_ids_aside(record: dict) -> dict:
    """A record without its players' roster ids, which a new group numbers anew."""
    sides = [
        {k: v for k, v in side.items() if k != "roster"} for side in record["sides"]
    ]
    return {**record, "sides": sides}


def test_the_download_of_all_games_imports_back_whole_on_another_device(app, client):
    for game_id in games_of(app, GAMES):
        client.post(f"/g/{game_id}/keep")
    download = client.get("/games/export.json", follow_redirects=True).get_json()
    other = app.test_client()
    answer = other.post("/games/import", data={"text": json.dumps(download)})
    assert answer.status_code == 302 and "/groups/" in answer.location
    assert "Imported 5 games." in other.get("/").get_data(as_text=True)
    again = other.get("/games/export.json", follow_redirects=True).get_json()
    # five new games on the other device, the same records (the ids are new links)
    assert len(device_games(other)) == 5 and not set(device_games(other)) & set(
        device_games(client)
    )
    by_start = itemgetter("created")
    assert sorted(map(new_ids_aside, again["games"]), key=by_start) == sorted(
        map(new_ids_aside, download["games"]), key=by_start
    )
    # finished as before: A, B, D, E are over, C is in play
    with app.app_context():
        finished = {
            g["created"]: g["finished"]
            for g in storage.list_games(get_db(), device_games(other))
        }
    assert finished == {r["created"]: summarise(r)["finished"] for r in GAMES}


def test_a_refused_game_leaves_the_others_in_and_says_why(app, client):
    bad_rules = {**GAMES[0], "variant": "no-such-rules"}
    too_long = {**GAMES[1], "name": "x" * (limits.GAME_NAME_LENGTH + 1)}
    data = {"format": 1, "games": [GAMES[0], bad_rules, GAMES[2], too_long, GAMES[4]]}
    page = client.post("/games/import", data={"text": json.dumps(data)})
    text = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "Imported 3 games. 2 refused:" in text
    assert "Game 2, “Us v Them”:" in text and "no-such-rules" in text
    assert "Game 4" in text and f"at most {limits.GAME_NAME_LENGTH} characters" in text
    assert len(device_games(client)) == 3
    with app.app_context():
        # nothing of the refused games was stored
        assert len(storage.list_games(get_db())) == 3


def test_a_file_of_games_may_come_as_an_upload(app, client):
    data = {"format": 1, "games": GAMES[:2]}
    answer = client.post(
        "/games/import",
        data={"file": (io.BytesIO(json.dumps(data).encode()), "all.json")},
        content_type="multipart/form-data",
    )
    assert answer.status_code == 302 and len(device_games(client)) == 2


def test_an_old_file_of_games_with_more_than_it_could_hold_is_refused_whole(
    app, client
):
    assert limits.GAMES_IN_FILE == OLD_FILE_GAMES
    data = {"format": 1, "games": [GAMES[0]] * (limits.GAMES_IN_FILE + 1)}
    text = client.post("/games/import", data={"text": json.dumps(data)}).get_data(
        as_text=True
    )
    assert (
        f"at most {limits.GAMES_IN_FILE} games, not {limits.GAMES_IN_FILE + 1}" in text
    )
    with app.app_context():
        assert storage.list_games(get_db()) == []


def test_a_file_of_games_larger_than_a_request_may_be_is_refused_before_it_is_read(
    client,
):
    data = {"format": 1, "games": [{**GAMES[0], "name": "x"}] * 10_000}
    answer = client.post("/games/import", data={"text": json.dumps(data)})
    assert answer.status_code == 413


def test_the_file_around_the_games_must_be_a_file_of_games(client):
    for data, words in [
        ({"format": 2, "games": [GAMES[0]]}, "not in format 1"),
        ({"format": 1, "games": []}, "at least one"),
        ({"format": 1, "games": "all"}, "must be a list"),
        (
            {"format": 1, "games": [GAMES[0]], "extra": 1},
            "fields a file of games does not: extra",
        ),
    ]:
        text = client.post("/games/import", data={"text": json.dumps(data)}).get_data(
            as_text=True
        )
        assert words in text.replace("&#34;", '"')


def test_a_game_that_is_no_record_is_refused_by_its_number(client):
    data = {"format": 1, "games": [GAMES[0], "not a game", [1, 2]]}
    text = client.post("/games/import", data={"text": json.dumps(data)}).get_data(
        as_text=True
    )
    assert (
        "Imported 1 game. 2 refused:" in text
        and "Game 2: this is not a game record" in text
    )
    assert "Game 3: this is not a game record" in text


def test_a_game_nested_too_deep_inside_the_file_is_refused_alone(client):
    deep = {**GAMES[0], "hands": [{"results": [{"in_hand": [[[[[[[[1]]]]]]]]}]}]}
    text = client.post(
        "/games/import", data={"text": json.dumps({"games": [deep, GAMES[4]]})}
    ).get_data(as_text=True)
    assert "Imported 1 game. 1 refused:" in text and "nests deeper" in text
