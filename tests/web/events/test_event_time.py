"""A timed round's "call time" from the director's page: each table still playing ends after the
hand in play (hands saved + 1), its game's house rules say so, and a table that handed in paper
is left alone. The event: 2 tables, 4 pairs, a Mitchell of 2 rounds, 50 minutes a round."""

from test_event_pages import EVENT_FORM, event_of, new_event

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db
from tests.player_games import counted

TIMED = {"round_kind": "time", "minutes": 50, "warning_minutes": 10}


def test_calling_time_ends_each_playing_table_after_the_hand_in_play(app, client):
    key = new_event(client, **TIMED)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "50:00 left" in page or "49:59 left" in page
    event = event_of(app, key)
    with app.app_context():
        db = get_db()
        game = storage.table_game(db, event["pk"], 1)
        hand = {"results": [counted(120, mixed=1, out=True), counted(60, left=30)]}
        storage.add_hand(db, game, hand, expected_version=1)
    client.post(
        f"/e/{key}/rounds/1/tables/2/paper",
        data={"t2-version": 2, "t2-ns": 900, "t2-ew": 700},
    )
    answer = client.post(f"/e/{key}/time", data={"version": 3, "round": 2})
    assert answer.status_code == 302
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "table 1 ends after hand 2" in page and "table 2 ends" not in page
    assert "Round 1: time called." in page
    assert "time called: ends after hand 2" in page
    with app.app_context():
        db = get_db()
        rules = storage.get_game(db, game)["rules"]
        other = storage.get_game(db, storage.table_game(db, event["pk"], 2))
    assert rules["hands_in_game"] == 2 and rules["tie_rule"] == "shared"
    assert "hands_in_game" not in other["rules"]
    again = client.post(f"/e/{key}/time", data={"version": 4, "round": 2})
    assert again.status_code == 302
    assert "Time had been called at every table" in client.get(f"/e/{key}").get_data(
        as_text=True
    )
    with app.app_context():
        assert storage.get_game(get_db(), game)["rules"] == rules


def test_an_untimed_round_cannot_be_called(client):
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(f"/e/{key}/time", data={"version": 2, "round": 2})
    assert answer.status_code == 409
    assert "Only a timed round in play can be called." in answer.get_data(as_text=True)


def test_the_rooms_link_cannot_call_time(app, client):
    key = new_event(client, **TIMED)
    room = event_of(app, key)["view_token"]
    assert client.post(f"/e/{room}/time", data={"version": 1}).status_code == 403
    assert EVENT_FORM["tables"] == 2
