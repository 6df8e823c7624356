"""A full disk (issue 20, part 2): a save is refused with 503 and what was typed kept, reads stay
200. SQLite's max_page_count makes the real database file full on demand, without root; the
reserve check refuses before SQLite is even asked."""

import logging
import sqlite3

import pytest
from factories import a_game, make_app
from hostile import everything_stored, game_url, hand_form

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

CANNOT = "The game could not be saved: the server cannot write its database."
NEARLY_FULL = "the server’s disk is nearly full"
TYPED = {
    "sides-0-mode": "count",
    "sides-0-meld_points": "120",
    "sides-1-hand_points": "35",
}


def database_bytes(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA page_count").fetchone()[0] * 4096


def typed(number: int) -> dict:
    """Hand `number`'s form: no two in a row alike (else the form asks before saving)."""
    return hand_form(
        number,
        nonce=f"n-{number}",
        **{**TYPED, "sides-1-hand_points": str(30 + 5 * (number % 2))},
    )


@pytest.fixture
def full(tmp_path):
    """A game whose database may not grow by a single page: a table saves hands until the pages
    it has are full and a save is refused. (app, game, the refused answer, the hands saved)"""
    app = make_app(tmp_path)
    game_id = a_game(app)
    app = make_app(tmp_path, DATABASE_MAX_BYTES=database_bytes(app.config["DATABASE"]))
    client = app.test_client()
    for number in range(1, 40):
        answer = client.post(game_url(game_id, "/hands/new"), data=typed(number))
        if answer.status_code != 302:
            break
    before = everything_stored(app)
    yield app, game_id, answer, number - 1
    assert everything_stored(app) == before


def test_a_hand_saved_to_a_full_database_answers_503_and_keeps_what_was_typed(
    full, caplog
):
    app, game_id, refused, saved = full
    assert 0 < saved < 39  # some hands fitted in the pages it had, then one did not
    page = refused.get_data(as_text=True)
    assert refused.status_code == 503 and refused.headers["Retry-After"] == "60"
    assert CANNOT in page and 'value="120"' in page
    with app.app_context():
        assert len(storage.get_game(get_db(), game_id)["hands"]) == saved


def test_the_refusal_is_logged_with_sqlites_reason(full, caplog):
    app, game_id, _, saved = full
    with caplog.at_level(logging.ERROR):
        app.test_client().post(game_url(game_id, "/hands/new"), data=typed(saved + 1))
    assert "database or disk is full" in caplog.text


def test_reads_of_a_full_database_still_answer(full):
    app, game_id, _, _ = full
    client = app.test_client()
    for path in ("/", game_url(game_id), game_url(game_id, "/hands/new")):
        assert client.get(path).status_code == 200, path


def test_below_the_reserve_a_save_is_refused_before_sqlite_is_asked(tmp_path, caplog):
    app = make_app(tmp_path)
    game_id = a_game(app)
    # No disk has 2**60 bytes free: the reserve is never met.
    tight = make_app(tmp_path, DISK_RESERVE_BYTES=2**60)
    before = everything_stored(tight)
    with caplog.at_level(logging.ERROR):
        response = tight.test_client().post(
            game_url(game_id, "/hands/new"), data=hand_form(1, **TYPED)
        )
    page = response.get_data(as_text=True)
    assert response.status_code == 503 and NEARLY_FULL in page
    assert 'value="120"' in page and 'value="35"' in page
    assert (
        "below the reserve of" in caplog.text and " MB free on the disk" in caplog.text
    )
    assert everything_stored(tight) == before


def test_an_app_started_below_the_reserve_says_so_in_the_log_and_releases_the_ballast(
    tmp_path, caplog
):
    (tmp_path / "instance").mkdir()
    (tmp_path / "instance" / "disk-ballast").write_bytes(b"\0" * 4096)
    with caplog.at_level(logging.ERROR):
        make_app(tmp_path, DISK_RESERVE_BYTES=2**60)
    assert "saves are refused until there is" in caplog.text
    assert "released the 0.0 MB ballast" in caplog.text
    assert not (tmp_path / "instance" / "disk-ballast").exists()


def test_the_free_space_at_a_normal_start_is_logged_as_a_fact_not_a_warning(
    tmp_path, caplog
):
    from scorekeeper.web.plumbing.database import hold_room

    app = make_app(tmp_path, DISK_RESERVE_BYTES=1)
    with caplog.at_level(logging.INFO):
        keeper = hold_room(app)
    keeper.close()
    said = [r for r in caplog.records if "free on the disk" in r.getMessage()]
    assert [r.levelname for r in said] == ["INFO"]
