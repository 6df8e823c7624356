"""CSRF protection left ON: every other test turns it off, so this one proves it works."""

import re

import pytest
from factories import US_THEM, a_game, make_app

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


@pytest.fixture
def csrf_app(tmp_path):
    return make_app(tmp_path, csrf=True)


def game_exists(app, game_id):
    with app.app_context():
        return storage.get_game(get_db(), game_id) is not None


def test_post_without_token_gets_the_friendly_page_and_changes_nothing(csrf_app):
    game_id = a_game(csrf_app, sides=US_THEM)
    response = csrf_app.test_client().post(f"/g/{game_id}/delete")
    assert response.status_code == 400
    assert b"That form could not be accepted" in response.data
    assert b"Nothing was changed" in response.data
    assert game_exists(csrf_app, game_id)


def test_post_with_the_token_from_the_page_is_accepted(csrf_app):
    game_id = a_game(csrf_app, sides=US_THEM)
    client = csrf_app.test_client()
    page = client.get(f"/g/{game_id}/delete").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    response = client.post(f"/g/{game_id}/delete", data={"csrf_token": token})
    assert response.status_code == 302
    assert not game_exists(csrf_app, game_id)


def test_over_https_a_form_posted_from_the_apps_own_page_is_accepted(csrf_app):
    """Over HTTPS, Flask-WTF also wants the Referer to be this server. The pages' policy
    (same-origin) has the browser send it to this server only; with `no-referrer` it sent none and
    every save at an HTTPS table was refused as "That form could not be accepted"."""
    game_id = a_game(csrf_app, sides=US_THEM)
    client = csrf_app.test_client()
    url = f"/g/{game_id}/delete"
    page = client.get(url, base_url="https://localhost")
    assert page.headers["Referrer-Policy"] == "same-origin"
    text = page.get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', text).group(1)
    elsewhere = client.post(
        url,
        base_url="https://localhost",
        data={"csrf_token": token},
        headers={"Referer": "https://elsewhere.example/"},
    )
    assert elsewhere.status_code == 400 and game_exists(csrf_app, game_id)
    response = client.post(
        url,
        base_url="https://localhost",
        data={"csrf_token": token},
        headers={"Referer": f"https://localhost{url}"},
    )
    assert response.status_code == 302
    assert not game_exists(csrf_app, game_id)
