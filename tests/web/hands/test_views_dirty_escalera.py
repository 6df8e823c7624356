"""The hand form where a Bolivia table plays the dirty escalera: a run row asks its deuces and jokers and
the cards they stand for, saves them as the record keeps them, scores them, and starts an edit from them."""

from factories import a_game
from test_views_hands import hand_form

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

DIRTY = {"dirty_runs": True}

# Us goes out: 5 to J of hearts with a joker for the 8 (95), seven kings (70), two red threes, 4 and 4
# left; Them: five queens (50), an ace left (20).
US_DIRTY = {
    "went_out": "0",
    "sides-0-melds-0-rank": "run",
    "sides-0-melds-0-natural": "7",
    "sides-0-melds-0-jokers": "1",
    "sides-0-melds-0-low": "5",
    "sides-0-melds-0-suit": "hearts",
    "sides-0-melds-0-wild_ranks": "8",
    "sides-0-melds-1-rank": "K",
    "sides-0-melds-1-natural": "7",
    "sides-0-red_threes": "2",
    "sides-0-hand_points": "10",
    "sides-1-melds-0-rank": "Q",
    "sides-1-melds-0-natural": "5",
    "sides-1-hand_points": "20",
}


def stored_hand(app, game_id) -> dict:
    with app.app_context():
        return storage.record_of(storage.get_game(get_db(), game_id))["hands"][0]


def test_a_run_row_asks_its_wild_cards_only_where_the_house_plays_dirty_runs(
    app, client
):
    dirty = client.get(f"/g/{a_game(app, variant='bolivia', rules=DIRTY)}/hands/new")
    clean = client.get(f"/g/{a_game(app, variant='bolivia')}/hands/new")
    assert "Wild cards stand for" in dirty.get_data(as_text=True)
    assert "Wild cards stand for" not in clean.get_data(as_text=True)


def test_a_dirty_escalera_typed_row_by_row_is_saved_as_the_record_keeps_it(app, client):
    game_id = a_game(app, variant="bolivia", rules=DIRTY)
    saved = client.post(f"/g/{game_id}/hands/new", data=hand_form(1, **US_DIRTY))
    assert saved.status_code == 302
    run = stored_hand(app, game_id)["results"][0]["melds"][0]
    # the form's "Cards" is the run's length: 7 cards, one of them a joker, so 6 natural
    assert run == {
        "rank": "run",
        "natural": 6,
        "jokers": 1,
        "low": "5",
        "suit": "hearts",
        "wild_ranks": ["8"],
    }
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    # Us: 95 + 70 - 10 + 300 + 500 + 200 (red threes, two canastas) + 200 (out) = 1355; Them: 50 - 20
    assert 'data-total="0">1355<' in page
    assert 'data-total="1">30<' in page
    # the hand's detail says the run as typed: its length, its joker and the card it stands for
    assert "run from 5 hearts: 7, 1 joker as 8" in page


def test_the_edit_form_starts_from_the_runs_length_and_its_wild_cards(app, client):
    game_id = a_game(app, variant="bolivia", rules=DIRTY)
    client.post(f"/g/{game_id}/hands/new", data=hand_form(1, **US_DIRTY))
    page = client.get(f"/g/{game_id}/hands/1/edit").get_data(as_text=True)
    assert 'name="sides-0-melds-0-natural" value="7"' in page
    assert 'name="sides-0-melds-0-jokers" value="1"' in page
    assert 'name="sides-0-melds-0-wild_ranks" value="8" checked' in page
    assert 'name="sides-0-melds-0-wild_ranks" value="9">' in page


def test_a_dirty_run_without_its_wild_cards_place_keeps_what_was_typed_and_says_why(
    app, client
):
    game_id = a_game(app, variant="bolivia", rules=DIRTY)
    unsaid = {k: v for k, v in US_DIRTY.items() if not k.endswith("wild_ranks")}
    page = client.post(f"/g/{game_id}/hands/new", data=hand_form(1, **unsaid))
    text = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "say which of its cards (5, 6, 7, 8, 9, 10, J) each stands for" in text
    assert 'name="sides-0-melds-0-jokers" value="1"' in text
