"""Issue 20 (7): the server's log names a game by a short id, never by its link token (the key
that opens it), in the 503 and 500 lines alike."""

import logging

import pytest
from factories import US_THEM, a_game, make_app

from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.log_names import (
    LOGGERS,
    HideTokens,
    short_id,
    without_tokens,
)


def served_app(tmp_path, **config):
    """The app as served (not TESTING: errors become pages and log lines, as in production)."""
    return make_app(tmp_path, TESTING=False, **config)


def test_a_503_log_line_names_the_game_by_its_short_id(tmp_path, caplog):
    # No save may wait, and another one holds the turn: the delete is told the server is busy.
    app = served_app(tmp_path, WRITE_QUEUE_LIMIT=0)
    game_id = a_game(app, sides=US_THEM)
    with caplog.at_level(logging.WARNING), app.extensions["write_queue"].turn():
        answer = app.test_client().post(f"/g/{game_id}/delete")
    assert answer.status_code == 503
    assert f"503 for POST /g/{short_id(game_id)}/delete" in caplog.text
    assert game_id not in caplog.text


def test_a_500_log_line_and_its_traceback_never_hold_the_token(tmp_path, caplog):
    app = served_app(tmp_path)
    game_id = a_game(app, sides=US_THEM)
    with (
        app.app_context()
    ):  # a real fault: the hands table is gone, so the scoreboard fails
        db = get_db()
        db.execute("DROP TABLE hand_changes")
        db.execute("DROP TABLE hands")
        db.conn.commit()
    with caplog.at_level(logging.ERROR):
        answer = app.test_client().get(f"/g/{game_id}")
    assert answer.status_code == 500
    assert "Exception on /g/" in caplog.text and "no such table" in caplog.text
    assert short_id(game_id) in caplog.text
    assert game_id not in caplog.text


@pytest.mark.parametrize("token", ["AAAAAAAAAAAAAAAAAAAAAA", "x"])
def test_a_short_id_is_short_and_stable(token):
    assert short_id(token) == short_id(token) and len(short_id(token)) == 10
    assert token not in short_id(token)


KEY = "Ab3dE6gH9jK2mN5pQ8sT1v"  # 22 URL-safe characters, as storage/tokens.py new_token makes


@pytest.mark.parametrize(
    "line, shown",
    [
        (f"503 for GET /g/{KEY}/sheet.pdf", f"/g/{short_id(KEY)}/sheet.pdf"),
        (f"503 for GET /v/{KEY}", f"/v/{short_id(KEY, 'v')}"),
        (f"Client disconnected while serving /groups/{KEY}/hands.csv", "/groups/grp-"),
        (f"503 for GET /e/{KEY}/sheets.pdf", f"/e/{short_id(KEY, 'e')}/"),
        (f"503 for GET /t/{KEY}: busy", f"/t/{short_id(KEY, 't')}: busy"),
        (f"no event {KEY!r} found", f"'{short_id(KEY, 'k')}'"),
    ],
)
def test_every_kind_of_key_is_shortened_wherever_it_stands(line, shown):
    hidden = without_tokens(line)
    assert KEY not in hidden and shown in hidden


@pytest.mark.parametrize(
    "line",
    [
        "503 for GET /groups/new",
        "503 for POST /groups/import",
        "sha256 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
        "checked_group_file_read",
    ],
)
def test_words_pages_and_digests_are_left_as_they_are(line):
    assert without_tokens(line) == line


def test_waitress_and_werkzeug_log_through_the_filter_once_the_app_is_made(tmp_path):
    make_app(tmp_path)
    make_app(tmp_path / "again")
    for name in LOGGERS:
        kept = [f for f in logging.getLogger(name).filters if isinstance(f, HideTokens)]
        assert len(kept) == 1, name
