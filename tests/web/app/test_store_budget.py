"""What one address and the whole server may store (issue 20, part 3): new games and imports an
hour per address (429 past it), a ceiling on the whole database (507), each with its own page,
in the page's language; only what was stored counts, and games in play still save."""

import json

import pytest
from factories import a_game, make_app
from hostile import RECORD_OF, game_url, hand_form

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

NEW = "/games/new/classic/0"
NAMES = {"sides-0-name": "Nord", "sides-1-name": "Sud"}


@pytest.fixture
def make(tmp_path):
    return lambda **settings: make_app(tmp_path, **settings)


def games(app) -> int:
    with app.app_context():
        return len(storage.list_games(get_db()))


def test_past_its_new_games_an_hour_an_address_gets_429_and_nothing_is_stored(make):
    app = make(NEW_GAMES_PER_HOUR=2)
    client = app.test_client()
    assert [client.post(NEW, data=NAMES).status_code for _ in range(2)] == [302, 302]
    refused = client.post(NEW, data=NAMES)
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
    assert "Too many new games from this device" in refused.get_data(as_text=True)
    assert games(app) == 2


def test_a_rematch_spends_the_same_budget_as_a_new_game(make):
    app = make(NEW_GAMES_PER_HOUR=1)
    client = app.test_client()
    first = client.post(NEW, data=NAMES)
    game_id = first.location.split("/")[2]
    assert client.post(game_url(game_id, "/rematch")).status_code == 429
    assert games(app) == 1


def test_a_refused_form_costs_nothing_from_the_budget(make):
    app = make(NEW_GAMES_PER_HOUR=1)
    client = app.test_client()
    for _ in range(
        3
    ):  # a target that is no number is refused: the form again, nothing stored
        assert client.post(NEW, data={**NAMES, "rules-target": "x"}).status_code == 200
    assert client.post(NEW, data=NAMES).status_code == 302


def test_past_its_imports_an_hour_an_address_gets_429(make):
    app = make(IMPORTS_PER_HOUR=1)
    client = app.test_client()
    text = json.dumps(RECORD_OF)
    assert client.post("/games/import", data={"text": text}).status_code == 302
    assert client.post("/games/import", data={"text": text}).status_code == 429
    assert games(app) == 1


def test_the_budget_page_speaks_the_pages_language(make):
    client = make(NEW_GAMES_PER_HOUR=0).test_client()
    client.set_cookie("lang", "it")
    page = client.post(NEW, data=NAMES).get_data(as_text=True)
    assert "Troppe partite nuove da questo dispositivo" in page


def test_a_server_at_its_ceiling_refuses_new_games_and_imports_with_507(make):
    app = make(STORE_CEILING_BYTES=1)  # any database holds more than one byte
    client = app.test_client()
    started = client.post(NEW, data=NAMES)
    imported = client.post("/games/import", data={"text": json.dumps(RECORD_OF)})
    assert started.status_code == imported.status_code == 507
    assert "This server holds all the games it may" in started.get_data(as_text=True)
    assert games(app) == 0


def test_a_game_in_play_still_saves_its_hands_at_the_ceiling(make):
    game_id = a_game(make())
    app = make(STORE_CEILING_BYTES=1)
    saved = app.test_client().post(
        game_url(game_id, "/hands/new"),
        data=hand_form(1, **{"sides-0-mode": "count", "sides-0-meld_points": "120"}),
    )
    assert saved.status_code == 302
