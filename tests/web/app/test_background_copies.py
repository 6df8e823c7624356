"""The service worker keeps a copy of a page by fetching it itself, with the cookie it had when it
started. That fetch must never write the cookie back: it would undo what the player's next page
wrote meanwhile, such as the flash that says a kept game is in the phone's list."""

from factories import US_OUT, a_game

BACKGROUND = {"X-Background-Copy": "1"}


def test_a_background_copy_sends_no_cookie_back(app, client):
    game_id = a_game(app, [US_OUT], name="Shared")
    client.get(f"/g/{game_id}")  # the player's page: the session is made
    copy = client.get(f"/g/{game_id}/hands/new", headers=BACKGROUND)
    assert copy.status_code == 200
    assert "Set-Cookie" not in copy.headers


def test_the_flash_of_a_kept_game_outlives_the_workers_copy_fetched_meanwhile(
    app, client
):
    game_id = a_game(app, [US_OUT], name="Shared")
    client.get(f"/g/{game_id}")
    kept = client.post(f"/g/{game_id}/keep")
    assert kept.status_code == 302
    # the worker fetches the hand form to keep, carrying the cookie of before the tap
    client.get(f"/g/{game_id}/hands/new", headers=BACKGROUND)
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert "is in your games." in page


def test_a_players_own_page_still_writes_the_cookie(app, client):
    game_id = a_game(app, [US_OUT], name="Shared")
    first = client.get(f"/g/{game_id}")
    kept = client.post(f"/g/{game_id}/keep")
    assert "Set-Cookie" in first.headers or "Set-Cookie" in kept.headers
