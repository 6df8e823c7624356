"""Burraco for three in the web app: once a total reached 1000, the next hand's form no longer asks
who took the pozzetto of 18 but says everybody plays alone (relatives.md §1.1 "a 3")."""

import re

from factories import a_game
from test_views_hands import counted, hand_form

THREE = [
    {"name": "Anna", "players": []},
    {"name": "Bruno", "players": []},
    {"name": "Carla", "players": []},
]
ASKED = "Who took the pozzetto of 18?"


def first_hand(meld_points):
    """Anna alone closes: melded `meld_points` + three puliti 600 + closing 100 (1000 with 300)."""
    return {
        "lone_hand": 0,
        "results": [
            {"meld_points": meld_points, "canastas": {"clean": 3}, "went_out": True},
            {"meld_points": 100, "canastas": {"dirty": 1}},
            {"hand_points": 30},
        ],
    }


def hand_page(client, game_id):
    return client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)


def posted_hand(client, game_id, fields, action="save", **options):
    """The next hand's form posted as the page drew it (its version), with `fields` typed in."""
    version = re.search(r'name="version"[^>]*value="(\d+)"', hand_page(client, game_id))
    return client.post(
        f"/g/{game_id}/hands/new",
        data=hand_form(version.group(1), action=action, **fields),
        **options,
    )


def test_below_1000_the_form_asks_who_took_the_18(app, client):
    game_id = a_game(app, [first_hand(295)], variant="burraco-3p", sides=THREE)
    page = hand_page(client, game_id)  # Anna 995
    assert ASKED in page and "A player has reached" not in page


def test_after_1000_the_form_says_everybody_plays_alone_and_asks_no_lone_hand(
    app, client
):
    game_id = a_game(app, [first_hand(300)], variant="burraco-3p", sides=THREE)
    page = hand_page(client, game_id)  # Anna 1000
    assert ASKED not in page and 'name="lone_hand"' not in page
    assert "A player has reached 1000: everybody plays alone" in page
    # the earlier hand, corrected, still asks who took the 18: its totals before were 0
    assert ASKED in client.get(f"/g/{game_id}/hands/1/edit").get_data(as_text=True)


def test_after_1000_a_hand_with_everybody_alone_scores_each_in_full(app, client):
    """Bruno closes: 150 + pulito 200 + 100 = 450 in full (not 225); Anna 50 − 20 = 30; Carla
    60 − 15 = 45. Totals: Anna 1000 + 30 = 1030, Bruno 85 + 450 = 535, Carla 85 + 45 = 130."""
    game_id = a_game(app, [first_hand(300)], variant="burraco-3p", sides=THREE)
    fields = counted(
        **{
            "went_out": "1",
            "sides-2-mode": "count",
            "sides-0-meld_points": "50",
            "sides-0-hand_points": "20",
            "sides-0-pile": "taken",
            "sides-1-meld_points": "150",
            "sides-1-canastas-clean": "1",
            "sides-1-pile": "taken",
            "sides-2-meld_points": "60",
            "sides-2-hand_points": "15",
            "sides-2-pile": "taken",
        }
    )
    page = posted_hand(client, game_id, fields, follow_redirects=True).get_data(
        as_text=True
    )
    for i, total in enumerate((1030, 535, 130)):
        assert f'data-total="{i}">{total}<' in page, page[-3000:]


def test_the_preview_and_the_delete_page_name_the_burrachi_by_their_own_names(
    app, client
):
    """Hand 1 has Anna's three burrachi puliti ("clean") and Bruno's sporco: the preview of hand 2
    (Bruno's pulito) and the page asking to delete hand 1 call them by Burraco's names, in the
    page's language (they had no phrase of their own and the page failed)."""
    game_id = a_game(app, [first_hand(300)], variant="burraco-3p", sides=THREE)
    fields = counted(
        **{
            "went_out": "1",
            "sides-2-mode": "count",
            "sides-1-meld_points": "150",
            "sides-1-canastas-clean": "1",
            "sides-1-pile": "taken",
        }
    )
    answer = posted_hand(client, game_id, fields, action="preview")
    assert answer.status_code == 200
    assert "1 burraco pulito" in answer.get_data(as_text=True)
    client.set_cookie("lang", "it")
    asked = client.get(f"/g/{game_id}/hands/1/delete")
    assert asked.status_code == 200
    page = asked.get_data(as_text=True)
    assert "3 burrachi puliti" in page and "1 burraco sporco" in page
