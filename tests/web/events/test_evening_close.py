"""Evenings that close (storage/event_store/evening_close.py), through the pages: once a club
night is closed, by its director or by itself a set time after its last round started, its
tables' links only show the results; its director's link corrects results for a window, then
only shows them too. And the fourth audit's M1: after "The last round is over", a table's link
corrects no hand.

Tuesday night (tests/event_games.py): 2 tables, 4 pairs, 2 rounds."""

from event_games import play, start
from factories import an_event, make_app

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def last_round(app) -> dict:
    """Tuesday night with its last round (2) started and table 1's game one hand in."""
    with app.app_context():
        db = get_db()
        event = start(db, start(db, an_event(db), 1), 2)
        play(db, event, 2, 1, [(120, 90)])
        games = {r["table"]: r["id"] for r in storage.round_games(db, event["pk"], 2)}
        tables = {t["number"]: t["token"] for t in storage.table_links(db, event["pk"])}
    return {"event": event, "games": games, "tables": tables}


def test_after_the_last_round_is_over_a_table_link_corrects_no_hand(app, client):
    night = last_round(app)
    game = night["games"][1]
    assert client.get(f"/g/{game}/hands/new").status_code == 200  # still playing
    with app.app_context():
        storage.set_finished(get_db(), game, True)
    table = client.get(f"/t/{night['tables'][1]}").get_data(as_text=True)
    assert "The last round is over." in table
    assert client.get(f"/g/{game}/hands/new").status_code == 403
    assert client.get(f"/g/{game}/hands/1/edit").status_code == 403
    assert client.post(f"/g/{game}/hands/1/delete").status_code == 403
    assert client.get(f"/g/{game}").status_code == 200  # the result is shown
    # the other table, still playing its last round, records on
    assert client.get(f"/g/{night['games'][2]}/hands/new").status_code == 200


def test_closed_by_the_director_the_tables_and_the_room_only_show_results(app, client):
    night = last_round(app)
    key = night["event"]["token"]
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Close the evening" in page
    assert client.post(f"/e/{key}/close").status_code == 302
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "the tables and the room see the results only" in page
    assert "This link corrects results until" in page
    for game in night["games"].values():  # unfinished or not
        assert client.get(f"/g/{game}/hands/new").status_code == 403
        assert client.get(f"/g/{game}").status_code == 200
    table = client.get(f"/t/{night['tables'][2]}")
    assert table.status_code == 200  # no redirect into the game to play on
    assert "The evening is closed" in table.get_data(as_text=True)
    room = night["event"]["view_token"]
    assert client.get(f"/e/{room}/standings").status_code == 200
    # the director still corrects a result in the window
    with app.app_context():
        version = storage.event_by_key(get_db(), key)["version"]
    typed = client.post(
        f"/e/{key}/rounds/2/tables/2/paper",
        data={"t2-version": version, "t2-ns": 900, "t2-ew": 1200},
    )
    assert typed.status_code == 302


def test_it_closes_by_itself_and_the_director_window_ends(tmp_path):
    app = make_app(tmp_path, EVENING_CLOSES_AFTER_HOURS=0, DIRECTOR_CORRECTS_HOURS=0)
    client = app.test_client()
    night = last_round(app)
    key = night["event"]["token"]
    # closed the moment the last round started, and the director's window already over
    assert client.get(f"/g/{night['games'][2]}/hands/new").status_code == 403
    page = client.get(f"/e/{key}")
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    assert "it no longer corrects them" in text
    with app.app_context():
        version = storage.event_by_key(get_db(), key)["version"]
    typed = client.post(
        f"/e/{key}/rounds/2/tables/2/paper",
        data={"t2-version": version, "t2-ns": 900, "t2-ew": 1200},
    )
    assert typed.status_code == 403
    assert client.get(f"/e/{key}/results.pdf").status_code == 200


def test_before_its_last_round_an_evening_does_not_close_by_itself(tmp_path):
    app = make_app(tmp_path, EVENING_CLOSES_AFTER_HOURS=0)
    client = app.test_client()
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
        game = storage.round_games(get_db(), event["pk"], 1)[0]["id"]
    assert client.get(f"/g/{game}/hands/new").status_code == 200


def test_a_finished_last_round_game_still_takes_the_other_sides_ok(app, client):
    """An evening that asks for the other side's OK: the last hand finishes the last round's
    game, and its OK must still come from the table; then the game only shows."""
    with app.app_context():
        db = get_db()
        event = an_event(db)
        db.execute("UPDATE events SET confirm_hands = 1 WHERE id = ?", [event["pk"]])
        db.conn.commit()
        event = start(db, start(db, event, 1), 2)
        play(db, event, 2, 1, [(120, 90)])
        game = storage.round_games(db, event["pk"], 2)[0]["id"]
        storage.set_finished(db, game, True)
    assert client.get(f"/g/{game}/hands/new").status_code == 200  # hand 1 waits
    answer = client.post(f"/g/{game}/hands/1/confirm", data={"answer": "ok"})
    assert answer.status_code == 302
    assert client.get(f"/g/{game}/hands/new").status_code == 403
    assert (
        client.post(f"/g/{game}/hands/1/confirm", data={"answer": "ok"}).status_code
        == 403
    )
