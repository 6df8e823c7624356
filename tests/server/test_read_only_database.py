"""A database the server cannot write (issue 9, part 6): every save says so, keeps what was typed,
changes nothing, and logs the cause for whoever runs the server."""

import contextlib
import json
import logging
import os
import subprocess

import pytest
from factories import a_game
from hostile import RECORD_OF, everything_stored, game_url, hand_form

CANNOT = "The game could not be saved: the server cannot write its database."


@contextlib.contextmanager
def read_only(path):
    """The database file made read-only for real: immutable for root (who may write any file), or
    without write permission for anyone else."""
    if os.geteuid() == 0:
        made = subprocess.run(
            ["chattr", "+i", str(path)], capture_output=True, text=True
        )
        if made.returncode:
            pytest.fail(f"cannot make {path} immutable here: {made.stderr}")
        undo = ["chattr", "-i", str(path)]
    else:
        os.chmod(path, 0o444)
        undo = ["chmod", "644", str(path)]
    try:
        yield
    finally:
        subprocess.run(undo, check=True)


@pytest.fixture
def frozen(app):
    """A game with no hands, then its database read-only for the test."""
    game_id = a_game(app)
    before = everything_stored(app)
    with read_only(app.config["DATABASE"]):
        yield game_id
    assert everything_stored(app) == before


def test_a_hand_saved_to_a_read_only_database_says_so_and_keeps_what_was_typed(
    app, client, frozen, caplog
):
    with caplog.at_level(logging.ERROR):
        response = client.post(
            game_url(frozen, "/hands/new"),
            data=hand_form(
                1,
                **{
                    "sides-0-mode": "count",
                    "sides-0-meld_points": "120",
                    "sides-1-hand_points": "35",
                },
            ),
        )
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and CANNOT in page
    assert 'value="120"' in page and 'value="35"' in page
    assert (
        "attempt to write a readonly database" in caplog.text
        and app.config["DATABASE"] in caplog.text
    )
    assert client.get(game_url(frozen)).status_code == 200  # reading still works


def test_a_new_game_on_a_read_only_database_says_so_and_keeps_the_names(client, frozen):
    response = client.post(
        "/games/new/classic/0", data={"sides-0-name": "Nord", "sides-1-name": "Sud"}
    )
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and CANNOT in page and 'value="Nord"' in page


def test_an_import_to_a_read_only_database_says_so_and_keeps_the_record(client, frozen):
    text = json.dumps(RECORD_OF)
    response = client.post("/games/import", data={"text": text})
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and CANNOT in page and "Friday" in page


@pytest.mark.parametrize(
    "rest, data", [("/delete", {}), ("/hands/1/delete", {"version": "2"})]
)
def test_deleting_from_a_read_only_database_says_so(app, client, rest, data):
    game_id = a_game(app, [RECORD_OF["hands"][0]])
    before = everything_stored(app)
    with read_only(app.config["DATABASE"]):
        response = client.post(game_url(game_id, rest), data=data)
    assert response.status_code == 503 and CANNOT in response.get_data(as_text=True)
    assert everything_stored(app) == before
