"""Samba's five players each alone (pagat) on paper: the blank pad and a game's sheet give each a column."""

from pdf_tools import level_row, pdf_text, word_boxes
from test_pdf_sheet import sheet_pdf

PLAYERS = ("Ana", "Ben", "Cleo", "Dan", "Eva")


def test_a_blank_samba_pad_for_five_players_has_five_columns(client, tmp_path):
    response = client.get("/sheets/blank/samba.pdf?sides=5&players=1&paper=a4")
    assert response.status_code == 200
    assert "5 players, each alone" in pdf_text(response.data, tmp_path)


def test_a_five_player_samba_sheet_adds_up_each_players_hand(app, tmp_path):
    # Ana goes out with K x7 and Q x7: 140 + 1000 + 200 = 1340; each other player 50 melded, 30 left: 20
    record = {
        "format": 1,
        "variant": "samba",
        "sides": [{"name": name, "players": []} for name in PLAYERS],
        "hands": [
            {
                "results": [
                    {"meld_points": 140, "canastas": {"natural": 2}, "went_out": True}
                ]
                + [{"meld_points": 50, "canastas": {}, "hand_points": 30}] * 4
            }
        ],
    }
    pdf = sheet_pdf(app, record)
    text = pdf_text(pdf, tmp_path)
    hand = level_row(word_boxes(pdf, tmp_path), "1")
    # Ana's score and total 1340; each other player's score and total 20 after −30 left in hand
    assert hand.count("1340") == 2 and hand.count("20") == 8 and hand.count("−30") == 4
    assert all(name in text for name in PLAYERS)
