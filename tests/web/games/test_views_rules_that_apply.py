"""The scoreboard says only what the game's rules have: Mini has no minimum meld and no red threes,
Hand and Foot no target and no Acaba; the rules fold lists the settings that change a score."""

import re

import pytest
from factories import a_game

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

NORD_SUD = [
    {"name": "Nord", "players": ["Ana", "Ben"]},
    {"name": "Sud", "players": ["Cleo", "Dan"]},
]


def board(app, client, variant, hands=()):
    with app.app_context():
        db = get_db()
        game_id = a_game(
            db, name="G", variant=variant, sides=NORD_SUD, first_dealer="Ana"
        )
        for version, hand in enumerate(hands, start=1):
            storage.add_hand(db, game_id, hand, expected_version=version)
    return client.get(f"/g/{game_id}").get_data(as_text=True)


def rules_fold(page: str) -> str:
    return page[page.index("Rules of this game") : page.index("Share, save or print")]


# Mini: a pure canasta 2 and an impure one 1, going out scores nothing more: 2 + 1 = 3 for Nord.
MINI_HAND = {
    "results": [
        {"meld_points": 0, "canastas": {"natural": 1, "mixed": 1}, "went_out": True},
        {"meld_points": 0},
    ]
}


def test_minis_scoreboard_shows_no_minimum_no_min_band_and_no_red_threes(app, client):
    page = board(app, client, "mini", [MINI_HAND])
    assert 'data-total="0">3<' in page
    assert "Next meld" not in page and "Minimum meld was" not in page
    assert '<rect class="chart-band' not in page and "legend-bands" not in page
    assert "min 0" not in page
    assert '<th scope="row">Red threes</th>' not in page
    assert "Canastas: 1 pure canasta, 1 impure canasta" in page


def test_minis_rules_fold_says_what_cards_left_cost_and_names_its_kinds(app, client):
    fold = rules_fold(board(app, client, "mini"))
    assert "Cards left in hand" in fold and "−3" in fold
    assert "pure: 2, impure: 1" in fold and "natural" not in fold


@pytest.mark.parametrize("variant", ["samba", "hand-and-foot"])
def test_the_rules_fold_has_no_acaba_where_it_is_not_played(app, client, variant):
    assert "Acaba" not in rules_fold(board(app, client, variant))


def test_hand_and_foots_rules_fold_has_no_target_and_no_canastas_to_go_out(app, client):
    fold = rules_fold(board(app, client, "hand-and-foot"))
    assert "Game target" not in fold and "Canastas needed to go out" not in fold
    assert "Hands in a game" in fold and "Canastas of each kind to go out" in fold


def test_british_canasta_still_lists_its_acaba(app, client):
    fold = rules_fold(board(app, client, "british"))
    assert re.search(r"Acaba award</dt><dd>1,?500", fold)


def test_classic_still_shows_the_next_minimum(app, client):
    assert 'data-next-meld="0">50<' in board(app, client, "classic")
