"""A game is marked finished by the same write that finishes it (never by drawing a page), and
in play again by the correction or deletion that undoes it."""

from factories import US_THEM, a_game, counted_form

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

# Us: 130 melded + 300 (a mixed canasta) + 100 (going out) = 530; Them: 120 melded.
WINNING_FORM = counted_form()


def game_path(game_id) -> str:
    return f"/g/{game_id}"


def stored(app, game_id):
    with app.app_context():
        return storage.get_game(get_db(), game_id)


def test_the_hand_that_passes_the_target_finishes_the_game_in_the_same_write(
    app, client
):
    # 530 ≥ 500
    game_id = a_game(app, rules={"target": 500}, sides=US_THEM, name="Short")
    answer = client.post(
        f"{game_path(game_id)}/hands/new",
        data={**WINNING_FORM, "version": "1", "nonce": "n-1"},
    )
    assert answer.status_code == 302
    game = stored(app, game_id)
    assert game["finished"] and game["version"] == 2  # one write: version 1 → 2


def test_a_hand_short_of_the_target_leaves_the_game_in_play(app, client):
    # 530 < 600
    game_id = a_game(app, rules={"target": 600}, sides=US_THEM, name="Short")
    client.post(
        f"{game_path(game_id)}/hands/new",
        data={**WINNING_FORM, "version": "1", "nonce": "n-1"},
    )
    assert not stored(app, game_id)["finished"]


def test_correcting_the_winning_hand_below_the_target_puts_the_game_back_in_play(
    app, client
):
    # 530 ≥ 525
    game_id = a_game(app, rules={"target": 525}, sides=US_THEM, name="Short")
    client.post(
        f"{game_path(game_id)}/hands/new",
        data={**WINNING_FORM, "version": "1", "nonce": "n-1"},
    )
    assert stored(app, game_id)["finished"]
    # Us corrected to 120 melded: 120 + 300 + 100 = 520 < 525.
    corrected = {**WINNING_FORM, "sides-0-meld_points": "120", "version": "2"}
    assert (
        client.post(f"{game_path(game_id)}/hands/1/edit", data=corrected).status_code
        == 302
    )
    game = stored(app, game_id)
    assert not game["finished"] and game["version"] == 3


def test_deleting_the_winning_hand_puts_the_game_back_in_play(app, client):
    game_id = a_game(app, rules={"target": 500}, sides=US_THEM, name="Short")
    client.post(
        f"{game_path(game_id)}/hands/new",
        data={**WINNING_FORM, "version": "1", "nonce": "n-1"},
    )
    assert (
        client.post(
            f"{game_path(game_id)}/hands/1/delete", data={"version": "2"}
        ).status_code
        == 302
    )
    game = stored(app, game_id)
    assert not game["finished"] and game["hands"] == [] and game["version"] == 3


def test_the_games_list_goes_by_the_scores_not_by_a_stored_flag_that_lags(app, client):
    """A hand written without the finish flag (an older server, a corrected scoring rule): the list
    still files the game as finished, because its scores say so (530 ≥ 500)."""
    game_id = a_game(app, rules={"target": 500}, sides=US_THEM, name="Short")
    client.get(game_path(game_id))  # this device follows the game
    hand = {
        "results": [
            {
                "meld_points": 130,
                "canastas": {"mixed": 1},
                "went_out": True,
                "hand_points": 0,
            },
            {"meld_points": 120, "hand_points": 0},
        ]
    }
    with app.app_context():
        # finished=None: the flag stays
        storage.add_hand(get_db(), game_id, hand, expected_version=1)
    assert not stored(app, game_id)["finished"]
    client.post(f"/g/{game_id}/keep")
    page = client.get("/").get_data(as_text=True)
    line = page.split(">Short</a>", 1)[1].split("</li>", 1)[0]
    assert "· finished ·" in line
