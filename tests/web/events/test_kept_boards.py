"""The event's board is drawn once per change (web/boards/event_board.py kept_board): the director's
page, the room's screen and every pair's "my night" read one board until a hand is saved, a
result typed or a table answers, and then the new one; never one a request."""

import re

from event_games import an_event, play, start
from factories import make_app

from scorekeeper import storage
from scorekeeper.web.boards.event_board import kept_board
from scorekeeper.web.plumbing.database import get_db


def an_evening(tmp_path):
    app = make_app(tmp_path)
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
    return app, event


def test_the_board_is_kept_until_the_event_changes(tmp_path):
    app, event = an_evening(tmp_path)
    with app.app_context():
        db = get_db()
        first = kept_board(db, event)
        assert kept_board(db, event) is first
        play(db, event, 1, 1, [(120, 50)])
        after = kept_board(db, event)
        assert after is not first
        assert kept_board(db, event) is after


def words(html: str) -> str:
    main = html[html.index("<main") : html.index("</main>")]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", main))


def test_my_night_shows_a_saved_hand_at_once(tmp_path):
    """Pair 1 sits North-South at table 1 in round 1 against Pair 3 and melds 120 to their 50
    (the hand's whole score, no bonus): its evening's round 1 reads 120 for, 50 against once the
    hand is saved, never the board kept from before."""
    app, event = an_evening(tmp_path)
    client = app.test_client()
    night = f"/e/{event['view_token']}/night/1"
    assert "1 1 Pair 3 0 0" in words(client.get(night).get_data(as_text=True))
    with app.app_context():
        play(get_db(), event, 1, 1, [(120, 50)])
    assert "1 1 Pair 3 120 50" in words(client.get(night).get_data(as_text=True))


def test_a_tables_answer_draws_a_new_board_though_no_version_moved(tmp_path):
    app, event = an_evening(tmp_path)
    with app.app_context():
        db = get_db()
        play(db, event, 1, 1, [(120, 50)])
        first = kept_board(db, event)
        game = storage.round_games(db, event["pk"], 1)[0]
        db.execute(
            "INSERT INTO event_confirmations (game_id, position, updated, state, note, at)"
            " SELECT game_id, position, updated, 'ok', '', '2026-12-01T20:00:00'"
            " FROM hands WHERE game_id = (SELECT id FROM games WHERE token_digest = key_digest(?))",
            [game["id"]],
        )
        db.commit()
        assert kept_board(db, event) is not first
