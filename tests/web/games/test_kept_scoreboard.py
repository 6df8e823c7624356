"""A game's scoreboard is made once per content of the game and language, and its hands' part drawn
once per kind of link too (web/boards/kept_scoreboard.py): a table's four following phones reload
it after every save and every OK. The page from the kept copy must be the page drawn afresh, a hand
saved or corrected must show at once, and a view-only link never shows the recording link's
buttons.

One hand of Classic: Us meld 130 with a mixed canasta and go out, 130 + 300 + 100 = 530; Them
meld 120 = 120. A second hand, the same, with Them holding 25: Us 530, Them 95; totals 1060
and 215."""

import re
import sqlite3

from factories import US_THEM, a_game, counted_form

from scorekeeper import storage
from scorekeeper.web.boards import kept_scoreboard
from scorekeeper.web.plumbing.database import get_db
from tests.web.app.test_assets import one_time_values_blanked

HAND = {
    "results": [
        {"meld_points": 130, "canastas": {"mixed": 1}, "went_out": True},
        {"meld_points": 120},
    ]
}


def board(client, path, **headers) -> str:
    with client.get(path, headers=headers) as answer:
        assert answer.status_code == 200
        return one_time_values_blanked(answer.data).decode()


def totals(page: str) -> list[str]:
    return re.findall(r'data-total="\d">([^<]+)<', page)


def test_the_kept_board_is_the_board_drawn_afresh(app, client):
    game = a_game(app, [HAND], sides=US_THEM)
    first = board(client, f"/g/{game}")
    assert len(app.extensions["boards_once"]) == 1
    assert board(client, f"/g/{game}") == first
    app.extensions["boards_once"].clear()
    kept_scoreboard._boards.clear()
    assert board(client, f"/g/{game}") == first
    assert totals(first) == ["530", "120"]


def test_a_hand_saved_shows_at_once(app, client):
    game = a_game(app, [HAND], sides=US_THEM)
    board(client, f"/g/{game}")
    form = {**counted_form(them_left=25), "version": "2", "nonce": "second"}
    assert client.post(f"/g/{game}/hands/new", data=form).status_code == 302
    page = board(client, f"/g/{game}")
    assert totals(page) == ["1060", "215"]
    assert "Correct hand 2" in page


def test_a_correction_shows_at_once(app, client):
    game = a_game(app, [HAND], sides=US_THEM)
    assert "corrected" not in board(client, f"/g/{game}").split("<h2>Hands</h2>")[1]
    form = {**counted_form(them_left=25), "version": "2", "nonce": "fix"}
    assert client.post(f"/g/{game}/hands/1/edit", data=form).status_code == 302
    page = board(client, f"/g/{game}")
    assert totals(page) == ["530", "95"]
    assert '<small class="tag">corrected</small>' in page


def test_the_view_only_link_never_shows_the_recording_links_buttons(app, client):
    game = a_game(app, [HAND], sides=US_THEM)
    with app.app_context():
        view = storage.get_game(get_db(), game)["view_token"]
    assert "Correct hand 1" in board(client, f"/g/{game}")
    page = board(client, f"/v/{view}")
    assert "Correct hand 1" not in page and "Delete hand 1" not in page
    assert totals(page) == ["530", "120"]
    assert "Correct hand 1" in board(client, f"/g/{game}")


def test_each_games_view_only_page_shows_its_own_hands(app, client):
    """Each view-only page is kept by its own game's content: never one game's hands for another's."""
    ours = a_game(app, [HAND], sides=US_THEM)
    theirs = a_game(app, [HAND, HAND], sides=[{"name": "Anna"}, {"name": "Ben"}])
    with app.app_context():
        views = [storage.get_game(get_db(), g)["view_token"] for g in (ours, theirs)]
    assert 'id="hand-2"' not in board(client, f"/v/{views[0]}")
    page = board(client, f"/v/{views[1]}")
    assert 'id="hand-2"' in page and "Anna" in page.split("<h2>Hands</h2>")[1]


def test_each_language_has_its_own_board(app, client):
    game = a_game(app, [HAND], sides=US_THEM)
    english = board(client, f"/g/{game}")
    german = board(client, f"/g/{game}", **{"Accept-Language": "de"})
    assert "<h2>Hands</h2>" in english and "<h2>Runden</h2>" not in english
    assert "<h2>Runden</h2>" in german and "<h2>Hands</h2>" not in german
    assert 'data-saved="gespeichert"' in german
    assert 'data-saved="saved"' in english


def test_an_unchanged_game_at_a_new_version_reads_the_kept_board(app, client):
    """A table's OK, a new link: the version moves, the hands do not."""
    game = a_game(app, [HAND], sides=US_THEM)
    first = board(client, f"/g/{game}")
    with sqlite3.connect(app.config["DATABASE"]) as db:
        db.execute("UPDATE games SET version = version + 1")
    again = board(client, f"/g/{game}")
    assert 'data-version="3"' in again
    assert len(app.extensions["boards_once"]) == 1
    assert again.replace('data-version="3"', 'data-version="2"') == first
