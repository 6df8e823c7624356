"""The games list and deleting a game, through the Flask test client."""

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def test_index_says_when_there_are_no_games(client):
    assert b"No games on this device yet." in client.get("/").data


def test_index_lists_games_with_their_hand_counts(app, client, make_game):
    game_id = make_game("Friday <night>", hands=2)
    client.get(f"/g/{game_id}")  # opening its link puts it on this device's list
    page = client.get("/").get_data(as_text=True)
    assert "Friday &lt;night&gt;" in page  # player input is escaped
    assert "2 hands" in page


def test_delete_asks_for_confirmation_first(app, client, make_game):
    game_id = make_game(hands=1)
    page = client.get(f"/g/{game_id}/delete").get_data(as_text=True)
    assert "Delete “Friday”?" in page
    assert "its 1 hand for good" in page
    with app.app_context():
        assert storage.get_game(get_db(), game_id) is not None


def test_delete_post_removes_the_game_and_says_so(app, client, make_game):
    game_id = make_game()
    response = client.post(f"/g/{game_id}/delete", follow_redirects=True)
    assert response.request.path == "/"
    assert "Deleted “Friday”." in response.get_data(as_text=True)
    with app.app_context():
        assert storage.list_games(get_db()) == []
    assert "No games on this device yet." in response.get_data(as_text=True)


def test_delete_of_an_unknown_game_is_404(client):
    assert client.get("/g/999/delete").status_code == 404
    assert client.post("/g/999/delete").status_code == 404
