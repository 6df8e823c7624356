"""The games list and deleting a game, through the Flask test client."""

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def test_index_says_when_there_are_no_games(client):
    assert b"No games on this device yet." in client.get("/").data


def test_index_lists_games_with_their_hand_counts(app, client, make_game):
    game_id = make_game("Friday <night>", hands=2)
    client.post(f"/g/{game_id}/keep")  # Keep in my games: on this device's list
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


def test_a_partnership_game_started_without_player_names_can_be_renamed(app, client):
    # Issue 20 (7): it was refused as "played by 2 partnerships of 2, not by 2 sides of 1".
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    with app.app_context():
        [game] = storage.list_games(get_db())
    assert game["sides"][0]["players"] == []
    edit = f"/g/{game['id']}/edit"
    assert client.get(edit).status_code == 200
    answer = client.post(
        edit,
        data={
            "name": "Friday",
            "sides-0-name": "We",
            "sides-1-name": "They",
            "first_dealer": "0",
            "version": "1",
        },
    )
    assert answer.status_code == 302, answer.get_data(as_text=True)
    with app.app_context():
        renamed = storage.get_game(get_db(), game["id"])
    assert renamed["name"] == "Friday"
    assert [side["name"] for side in renamed["sides"]] == ["We", "They"]
    assert renamed["sides"][0]["players"] == []  # still without player names


def test_player_names_can_be_added_later_to_a_game_started_without(app, client):
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    with app.app_context():
        [game] = storage.list_games(get_db())
    names = {"sides-0-player0": "Ana", "sides-0-player1": "Ben"}
    names |= {"sides-1-player0": "Cleo", "sides-1-player1": "Dan"}
    answer = client.post(
        f"/g/{game['id']}/edit",
        data={
            "name": "Friday",
            "sides-0-name": "Us",
            "sides-1-name": "Them",
            "first_dealer": "1",
            "version": "1",
            **names,
        },
    )
    assert answer.status_code == 302
    with app.app_context():
        named = storage.get_game(get_db(), game["id"])
    # seating: Ana, Cleo, Ben, Dan; the second seat dealt first
    assert named["sides"][1]["players"] == ["Cleo", "Dan"]
    assert named["first_dealer"] == "Cleo"
