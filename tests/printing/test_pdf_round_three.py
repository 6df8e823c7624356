"""The printed score sheet after the third round at the table (issue 33): its first two column heads
stand apart in every language, and the chart's y-axis labels keep every digit."""

import pytest
from factories import a_game
from pdf_tools import side_by_side, word_boxes
from sheet_games import CLASSIC_HANDS

# The hand's head is the short "number" of each language: a whole word ("Runde") does not fit.
HAND_AND_DEALER = [
    ("en", "No.", "Dealer"),
    ("de", "Nr.", "Geber"),
    ("it", "N.", "Mazziere"),
    ("es", "N.º", "Da"),
    ("pt", "N.º", "Quem"),
]


def a_hand(sides):
    """A hand nobody went out of, each side holding a five (−5 each): the sheet needs one row."""
    return {"results": [{"meld_points": 0, "hand_points": 5}] * sides}


THREE_ALONE = [{"name": name, "players": []} for name in ("Ana", "Ben", "Cleo")]


@pytest.mark.parametrize("lang, hand, dealer", HAND_AND_DEALER)
@pytest.mark.parametrize("game", ["partnerships", "three alone"])
def test_the_score_sheets_hand_and_dealer_heads_stand_apart(
    app, client, tmp_path, lang, hand, dealer, game
):
    """N9: the German sheet read "RundeGeber": "Runde" (7 pt bold, 3.6 em = 25 pt) is wider than the
    hand column (four figures and a space, 2.86 em of 8.5 pt = 24.3 pt) and ran into "Geber". Read
    back with their boxes, the two heads are two words at least 2 pt apart, normal and dense (three
    sides, Samba each alone, print dense)."""
    if game == "partnerships":
        game_id = a_game(app, [a_hand(2)])
    else:
        game_id = a_game(app, [a_hand(3)], variant="samba", sides=THREE_ALONE)
    client.set_cookie("lang", lang)
    response = client.get(f"/g/{game_id}/sheet.pdf")
    assert response.status_code == 200
    left, right = side_by_side(word_boxes(response.data, tmp_path), hand, dealer)
    assert right[0] - left[2] >= 2, (left, right)


@pytest.mark.parametrize(
    "lang, top", [("en", "6000"), ("de", "6.000"), ("it", "6.000")]
)
def test_the_sheets_chart_keeps_every_digit_of_its_y_labels(
    app, client, tmp_path, lang, top
):
    """N6 on paper: the scripted Classic game (Us win 5420 to 1745) has an axis to 6000; German and
    Italian write "6.000", whose 6 stood left of the drawing, out in the page's margin. Every y label
    now starts right of where the page's text starts (the game's name above the table)."""
    game_id = a_game(app, [dict(hand) for hand in CLASSIC_HANDS])
    client.set_cookie("lang", lang)
    words = word_boxes(client.get(f"/g/{game_id}/sheet.pdf").data, tmp_path)
    margin = min(w[0] for w in words if w[4] == "Friday")
    labels = [w for w in words if w[4] in (top, "0")]
    assert any(w[4] == top for w in labels), [w[4] for w in words]
    assert min(w[0] for w in labels) >= margin, (margin, labels)
