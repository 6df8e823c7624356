"""A phone that kept a save while offline sends it again when the network returns; if the first
sending got through (only its answer was lost), the resend is answered as the first was. And the
version endpoint a following phone polls: cheap, read-only, 304 while nothing changed."""

import pytest
from factories import a_game

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

EMPTY_SIDES = [{"name": "Us", "players": []}, {"name": "Them", "players": []}]
# Us: K×7 natural (70 + 500 natural canasta) and out (100): 670; Them: 40 left in hand, −40.
US_OUT_FORM = {
    "went_out": "0",
    "sides-0-melds-0-rank": "K",
    "sides-0-melds-0-natural": "7",
    "sides-1-hand_points": "40",
}
US_OUT = {
    "results": [
        {"melds": [{"rank": "K", "natural": 7}], "went_out": True, "hand_points": 0},
        {"melds": [], "hand_points": 40},
    ]
}


def stored(app, game_id):
    with app.app_context():
        return storage.get_game(get_db(), game_id)


def test_a_correction_sent_again_with_its_nonce_is_answered_as_the_first(app, client):
    game_id = a_game(app, [US_OUT] * 2, sides=EMPTY_SIDES, name="Resent")  # version 3
    correction = {
        **US_OUT_FORM,
        "sides-1-hand_points": "75",
        "version": "3",
        "nonce": "c" * 32,
        "action": "save",
    }
    first = client.post(f"/g/{game_id}/hands/1/edit", data=correction)
    again = client.post(
        f"/g/{game_id}/hands/1/edit", data=correction, follow_redirects=True
    )
    assert first.status_code == 302 and first.headers["Location"] == f"/g/{game_id}"
    assert again.request.path == f"/g/{game_id}"
    assert "Hand 1 corrected." in again.get_data(as_text=True)
    assert "The game changed" not in again.get_data(as_text=True)
    game = stored(app, game_id)
    assert game["version"] == 4
    assert [c["action"] for c in game["hands"][0]["changes"]] == ["add", "edit"]


def test_a_deletion_sent_again_deletes_nothing_more(app, client):
    game_id = a_game(app, [US_OUT] * 2, sides=EMPTY_SIDES, name="Resent")  # version 3
    deletion = {"version": "3", "nonce": "d" * 32}
    assert client.post(f"/g/{game_id}/hands/2/delete", data=deletion).status_code == 302
    # Hand 2 is gone now (no such hand: 404 for a new form), yet the resend is answered as the first.
    again = client.post(
        f"/g/{game_id}/hands/2/delete", data=deletion, follow_redirects=True
    )
    assert again.status_code == 200 and again.request.path == f"/g/{game_id}"
    assert "Hand 2 deleted" in again.get_data(as_text=True)
    assert len(stored(app, game_id)["hands"]) == 1


def test_deleting_the_first_hand_twice_keeps_the_second(app, client):
    game_id = a_game(app, [US_OUT] * 2, sides=EMPTY_SIDES, name="Resent")
    deletion = {"version": "3", "nonce": "e" * 32}
    client.post(f"/g/{game_id}/hands/1/delete", data=deletion)
    client.post(f"/g/{game_id}/hands/1/delete", data=deletion)
    assert len(stored(app, game_id)["hands"]) == 1


def test_an_undo_sent_again_undoes_one_hand(app, client):
    game_id = a_game(app, [US_OUT] * 2, sides=EMPTY_SIDES, name="Resent")
    undo = {"version": "3", "nonce": "u" * 32}
    client.post(f"/g/{game_id}/hands/2/undo", data=undo)
    client.post(f"/g/{game_id}/hands/2/undo", data=undo)
    assert len(stored(app, game_id)["hands"]) == 1


def test_a_deletion_from_an_old_page_is_refused_on_the_page_with_409(app, client):
    game_id = a_game(app, [US_OUT] * 2, sides=EMPTY_SIDES, name="Resent")
    response = client.post(
        f"/g/{game_id}/hands/1/delete", data={"version": "2", "nonce": "f" * 32}
    )
    page = response.get_data(as_text=True)
    assert response.status_code == 409
    assert "The game changed meanwhile" in page and "Delete hand 1?" in page
    # deleting again now is deliberate
    assert 'name="version" type="hidden" value="3"' in page
    assert len(stored(app, game_id)["hands"]) == 2


def test_the_version_is_json_with_an_etag_and_a_304_while_unchanged(app, client):
    game_id = a_game(app, [US_OUT] * 2, sides=EMPTY_SIDES, name="Resent")
    # the following phone has the scoreboard open: its cookie is set
    client.get(f"/g/{game_id}")
    first = client.get(f"/g/{game_id}/version")
    assert first.status_code == 200
    assert first.get_json() == {
        "version": 3,
        "hands": 2,
        "change": {"action": "add", "position": 2},
    }
    assert first.headers["ETag"] == '"v3"'
    assert "no-cache" in first.headers["Cache-Control"]
    # nothing for the phone to store, no bytes for it
    assert "Set-Cookie" not in first.headers
    same = client.get(f"/g/{game_id}/version", headers={"If-None-Match": '"v3"'})
    assert (
        same.status_code == 304 and same.data == b"" and same.headers["ETag"] == '"v3"'
    )
    assert "Content-Security-Policy" in same.headers


def test_a_poll_sent_without_the_cookie_starts_no_session(app):
    """The page polls with credentials omitted (the link is the key): no cookie comes back to it."""
    game_id = a_game(app, [US_OUT] * 1, sides=EMPTY_SIDES, name="Resent")
    poll = app.test_client(use_cookies=False).get(
        f"/g/{game_id}/version", headers={"If-None-Match": '"v2"'}
    )
    assert poll.status_code == 304
    assert "Set-Cookie" not in poll.headers


def test_the_version_changes_when_another_phone_saves(app, client):
    game_id = a_game(app, [US_OUT] * 1, sides=EMPTY_SIDES, name="Resent")  # version 2
    with app.app_context():
        storage.add_hand(get_db(), game_id, US_OUT, expected_version=2)
    answer = client.get(f"/g/{game_id}/version", headers={"If-None-Match": '"v2"'})
    assert answer.status_code == 200 and answer.headers["ETag"] == '"v3"'
    assert answer.get_json()["change"] == {"action": "add", "position": 2}


@pytest.mark.parametrize("game_id", ["no-such-game", "x" * 22])
def test_the_version_of_no_game_is_404(client, game_id):
    assert client.get(f"/g/{game_id}/version").status_code == 404


def test_polling_the_version_writes_nothing(app, client):
    game_id = a_game(app, [US_OUT] * 1, sides=EMPTY_SIDES, name="Resent")
    before = stored(app, game_id)
    for _ in range(3):
        client.get(f"/g/{game_id}/version")
    assert stored(app, game_id) == before
