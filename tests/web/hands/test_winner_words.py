"""The hand that ends the game names the winning side without a verb that agrees with it: "Anna &
Bruno" are two, "Us" is a word, so no "Anna & Bruno wins" in any language."""

import pytest
from factories import US_OUT, a_game
from test_views_hands import US_OUT_FORM, hand_form

PAIRS = [
    {"name": "Anna & Bruno", "players": ["Anna", "Bruno"]},
    {"name": "Carla & Dario", "players": ["Carla", "Dario"]},
]
SAID = {
    "en": "This hand ends the game: the win goes to Anna &amp; Bruno.",
    "it": "Questa mano chiude la partita. La vittoria è di Anna &amp; Bruno.",
    "de": "Diese Runde beendet die Partie. Der Sieg geht an Anna &amp; Bruno.",
    "pt": "Esta mão encerra a partida. A vitória é de Anna &amp; Bruno.",
    "es": "Esta mano termina la partida. La victoria es para Anna &amp; Bruno.",
}


@pytest.mark.parametrize("language", sorted(SAID))
def test_the_hand_that_ends_the_game_names_the_winning_pair(app, client, language):
    """Six hands of US_OUT: Anna & Bruno 6 × 830 = 4980, Carla & Dario 6 × −40 = −240. The
    seventh (Anna & Bruno +830) takes them to 5810, past Classic's 5000."""
    game_id = a_game(app, [US_OUT] * 6, sides=PAIRS)
    client.set_cookie("lang", language)
    page = client.post(
        f"/g/{game_id}/hands/new", data=hand_form(7, action="preview", **US_OUT_FORM)
    ).get_data(as_text=True)
    assert SAID[language] in page
    assert "Bruno wins" not in page
