"""The hand form and the scoreboard say numbers and items one way (issue 22): a total as the scoreboard
groups it in the page's language, a true minus, a concealed going out as such, Hand and Foot's cards
left in hand and foot, and a hand counted by cards shown as counted."""

import re

from factories import a_game
from test_views_hands import hand_form


def test_the_totals_before_a_hand_read_as_on_the_scoreboard_with_a_true_minus(
    app, client
):
    # Us: 2315 melded (counted) and nothing else: 2315. Them: 0 melded, 280 left in hand: −280.
    hands = [
        {
            "results": [
                {"meld_points": 2315, "hand_points": 0},
                {"meld_points": 0, "hand_points": 280},
            ]
        }
    ]
    game_id = a_game(app, hands=hands)
    client.set_cookie("lang", "it")
    form = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    board = client.get(f"/g/{game_id}").get_data(as_text=True)
    # the totals sit in spans the offline scorer rewrites: read the words as the phone shows them
    assert "Us 2.315 · Them \u2212280" in re.sub(
        r"<span data-before=\"\d\">|</span>", "", form
    )
    assert ">2.315<" in board and ">\u2212280<" in board
    # (the scorer's data attribute carries the totals as JSON numbers, for the phone, not for eyes)
    shown = [re.sub(r'data-scorer="[^"]*"', "", page) for page in (form, board)]
    assert all("-280" not in page for page in shown)


def test_the_live_scores_come_written_as_the_page_writes_them(app, client):
    game_id = a_game(app)
    client.set_cookie("lang", "de")
    # Us: 1200 melded (counted) − 0 = 1200; Them: 0 − 35 = −35
    data = client.post(
        f"/g/{game_id}/hands/preview",
        data=hand_form(
            1,
            **{
                "sides-0-mode": "count",
                "sides-0-meld_points": "1200",
                "sides-1-hand_points": "35",
            },
        ),
    ).get_json()
    assert data["said_scores"] == ["+1.200", "\u221235"]


def test_a_concealed_going_out_is_named_so_in_the_breakdown(app, client):
    # Us go out concealed with 7 kings: 70 + 500 + 200 (concealed going out) = 770
    hand = {
        "results": [
            {
                "melds": [{"rank": "K", "natural": 7}],
                "went_out": True,
                "concealed": True,
            },
            {"melds": []},
        ]
    }
    game_id = a_game(app, hands=[hand])
    board = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert "Going out concealed" in board and ">+770<" in board


def test_hand_and_foot_leaves_its_cards_in_hand_and_foot_everywhere(app, client):
    hand = {
        "results": [
            {"meld_points": 0, "hand_points": 45},
            {"meld_points": 0, "hand_points": 0},
        ]
    }
    game_id = a_game(app, hands=[hand], variant="hand-and-foot")
    board = client.get(f"/g/{game_id}").get_data(as_text=True)
    form = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    assert "Cards left in hand and foot" in board and "Cards left in hand<" not in board
    assert "Points left in hand and foot" in form


def test_a_hand_counted_by_cards_is_shown_as_counted_on_the_scoreboard(app, client):
    # 1 joker + 6 from king to eight melded: 50 + 60 = 110; 2 sevens to fours left: 10; 100
    hand = {
        "results": [
            {"meld_cards": {"50": 1, "10": 6}, "hand_cards": {"5": 2}},
            {"meld_points": 0, "hand_points": 0},
        ]
    }
    game_id = a_game(app, hands=[hand])
    board = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert "cards melded: 1×50, 6×10" in board and "left in hand: 2×5" in board
    assert ">+100<" in board
