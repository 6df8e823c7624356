"""Every write within a budget, kept in the database (issue 39, L1 and L6): a restart, or another
web process on the same file, remembers what an address spent; a club night's round starts
count their games (tests/web/events/test_round_budget.py); corrections and a table's answers count and stop at the ceiling, while a new
hand in a game in play still saves. Each app made on the same file stands for a server process."""

import pytest
from budget_clock import within_one_window
from factories import a_game, make_app
from hostile import game_url, hand_form

NEW = "/games/new/classic/0"
NAMES = {"sides-0-name": "Nord", "sides-1-name": "Sud"}
# A hand typed as a count: side 1 melded 120 (test_store_budget's), or corrected to 125.
COUNT = {"sides-0-mode": "count", "sides-0-meld_points": "120"}
FIXED = {"sides-0-mode": "count", "sides-0-meld_points": "125"}


@pytest.fixture
def process(tmp_path):
    """A server process on the test's one database file: call it again for a restart."""
    return lambda **settings: make_app(tmp_path, **settings)


def test_a_restart_remembers_the_new_games_an_address_made_this_hour(process):
    first = process(NEW_GAMES_PER_HOUR=1).test_client()
    assert first.post(NEW, data=NAMES).status_code == 302
    restarted = process(NEW_GAMES_PER_HOUR=1).test_client()
    assert restarted.post(NEW, data=NAMES).status_code == 429


def test_two_processes_on_one_file_share_the_passphrase_tries(process):
    one = process(CLUB_PASSPHRASE="right one").test_client()
    other = process(CLUB_PASSPHRASE="right one").test_client()
    wrong = {"passphrase": "guess"}
    within_one_window(5)
    # Five tries a minute from one address, whichever process takes them: three here, two there.
    answers = [
        c.post("/club", data=wrong).status_code for c in (one, one, one, other, other)
    ]
    assert answers == [200] * 5
    assert one.post("/club", data=wrong).status_code == 429
    assert other.post("/club", data={"passphrase": "right one"}).status_code == 429


def test_corrections_spend_the_hand_budget_of_the_address(process):
    game_id = a_game(process())
    client = process(HAND_WRITES_PER_HOUR=2).test_client()
    saved = client.post(game_url(game_id, "/hands/new"), data=hand_form(1, **COUNT))
    assert saved.status_code == 302
    edit = game_url(game_id, "/hands/1/edit")
    assert client.post(edit, data=hand_form(2, nonce="n-2", **FIXED)).status_code == 302
    again = client.post(edit, data=hand_form(3, nonce="n-3", **COUNT))
    assert again.status_code == 429
    assert "Too many saves from this device" in again.get_data(as_text=True)


def test_at_the_ceiling_a_correction_is_refused_but_a_new_hand_still_saves(process):
    game_id = a_game(process())
    client = process(STORE_CEILING_BYTES=1).test_client()  # any database holds more
    saved = client.post(game_url(game_id, "/hands/new"), data=hand_form(1, **COUNT))
    assert saved.status_code == 302
    edit = game_url(game_id, "/hands/1/edit")
    assert client.post(edit, data=hand_form(2, nonce="n-2", **FIXED)).status_code == 507
