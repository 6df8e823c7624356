"""Issue 33, the server's side of the third round at the table: a run with no lowest card scores
nothing in the live preview (and Save says why), as the phone's scorer does."""

import pytest
from factories import a_game

SAMBA_SIDES = [
    {"name": "Us", "players": ["Ana", "Ben"]},
    {"name": "Them", "players": ["Cleo", "Dan"]},
]


def run_form(low="", suit=""):
    """Samba's hand form with one run of 3 cards for Us, and nothing else."""
    return {
        "version": "1",
        "nonce": "n-1",
        "action": "save",
        "sides-0-melds-0-rank": "run",
        "sides-0-melds-0-natural": "3",
        "sides-0-melds-0-low": low,
        "sides-0-melds-0-suit": suit,
    }


@pytest.mark.parametrize("suit", ["", "hearts"])
def test_a_run_without_its_lowest_card_scores_nothing_in_the_preview(app, client, suit):
    """N13: a run of 3 with no lowest card chosen was scored as 4-5-6 (5 + 5 + 5 = 15) before the
    player said where it starts. It holds no known cards yet: 0, for the whole hand."""
    game_id = a_game(app, variant="samba", sides=SAMBA_SIDES)
    answer = client.post(f"/g/{game_id}/hands/preview", data=run_form(suit=suit))
    assert answer.get_json()["scores"] == [0, 0]


def test_a_run_scores_its_cards_once_its_lowest_card_is_chosen(app, client):
    # 8, 9, 10 of hearts: 10 + 10 + 10 = 30 card points; no canasta, nobody went out.
    game_id = a_game(app, variant="samba", sides=SAMBA_SIDES)
    answer = client.post(f"/g/{game_id}/hands/preview", data=run_form("8", "hearts"))
    assert answer.get_json()["scores"] == [30, 0]


def test_saving_a_run_without_its_lowest_card_says_so_and_keeps_it(app, client):
    game_id = a_game(app, variant="samba", sides=SAMBA_SIDES)
    page = client.post(f"/g/{game_id}/hands/new", data=run_form())
    text = page.get_data(as_text=True)
    assert page.status_code != 302  # nothing saved: the form again, with what was typed
    assert 'name="sides-0-melds-0-rank" value="run"' in text
    assert "a run needs its lowest card, from 4 to Q" in text
