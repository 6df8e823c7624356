"""Saving is safe: CSRF on the hand form, and two phones saving the same game at the same moment."""

import re
import threading

import pytest
from factories import make_app
from test_views_hands import US_OUT_FORM, a_game, game, hand_form

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


@pytest.fixture
def csrf_app(tmp_path):
    return make_app(tmp_path, csrf=True)


def hidden(page, name):
    return re.search(rf'name="{name}" type="hidden" value="([^"]*)"', page).group(1)


def test_hand_form_posts_with_the_pages_token_and_not_without(csrf_app):
    game_id = a_game(csrf_app)
    client = csrf_app.test_client()
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    token, nonce, version = (
        hidden(page, "csrf_token"),
        hidden(page, "nonce"),
        hidden(page, "version"),
    )
    assert version == "1" and len(nonce) == 32
    refused = client.post(
        f"/g/{game_id}/hands/new", data=hand_form(version, nonce=nonce, **US_OUT_FORM)
    )
    assert refused.status_code == 400 and b"Nothing was changed" in refused.data
    preview = client.post(
        f"/g/{game_id}/hands/preview",
        data={**hand_form(version, nonce=nonce, **US_OUT_FORM), "csrf_token": token},
    )
    assert preview.get_json()["scores"] == [830, -40]
    saved = client.post(
        f"/g/{game_id}/hands/new",
        data={**hand_form(version, nonce=nonce, **US_OUT_FORM), "csrf_token": token},
    )
    assert saved.status_code == 302
    assert len(game(csrf_app, game_id)["hands"]) == 1


def test_every_page_form_carries_a_csrf_token(csrf_app):
    game_id = a_game(csrf_app)
    with csrf_app.app_context():
        storage.add_hand(get_db(), game_id, {"results": [{}, {}]}, expected_version=1)
    client = csrf_app.test_client()
    for path in (
        "/games/new/classic/0",
        "/games/import",
        f"/g/{game_id}/hands/new",
        f"/g/{game_id}/hands/1/edit",
        f"/g/{game_id}/hands/1/delete",
        f"/g/{game_id}/delete",
    ):
        assert 'name="csrf_token"' in client.get(path).get_data(as_text=True), path


def test_two_phones_saving_at_the_same_moment_save_one_hand_and_tell_the_other(app):
    game_id = a_game(app)
    url = f"/g/{game_id}/hands/new"
    barrier = threading.Barrier(2)
    responses = {}

    def phone(name, hand_points):
        client = app.test_client()
        data = hand_form(
            1, nonce=name, **{**US_OUT_FORM, "sides-1-hand_points": hand_points}
        )
        barrier.wait()
        responses[name] = client.post(url, data=data)

    threads = [
        threading.Thread(target=phone, args=("a", "40")),
        threading.Thread(target=phone, args=("b", "55")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    codes = sorted(r.status_code for r in responses.values())
    assert codes == [200, 302]
    loser = next(r for r in responses.values() if r.status_code == 200)
    assert "The game changed while you were typing" in loser.get_data(as_text=True)
    hands = game(app, game_id)["hands"]
    assert len(hands) == 1 and game(app, game_id)["version"] == 2
