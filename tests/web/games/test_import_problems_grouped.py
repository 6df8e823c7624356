"""An import refused for one problem repeated in every hand says it once, with the hands it
affects, instead of once per hand."""

import json

from scorekeeper.web.words.problem_speech import hand_ranges

# Every hand: Us melded 40 card points, below Classic's minimum (50 under 1500, 90 from 1500, 120
# from 3000): 40 points a hand reach 1520 after hand 38 and 3000 after hand 75, so hands 1–38 break
# the 50, 39–75 the 90 and 76–200 the 120. The 5000 target is passed at 40 × 125 = 5000, so hands
# 126–200 come after the end of the game.
BAD_HAND = {
    "results": [
        {"meld_points": 40, "hand_points": 0},
        {"meld_points": 0, "hand_points": 0},
    ]
}
RECORD = {
    "format": 1,
    "name": "Long",
    "variant": "classic",
    "sides": [{"name": "Us"}, {"name": "Them"}],
    "hands": [BAD_HAND] * 200,
}


def test_hand_ranges_are_short():
    assert hand_ranges([9, 1, 2, 3, 7, 10, 3]) == "1–3, 7, 9–10"


def test_a_problem_in_every_hand_is_one_line_naming_the_hands(client):
    page = client.post("/games/import", data={"text": json.dumps(RECORD)})
    text = page.get_data(as_text=True)
    problems = text[text.index("<ul>") : text.index("</ul>")]
    assert problems.count("<li>") == 4, problems
    assert "<li>hands 1–38, Us: the melds total 40 points" in problems
    assert "<li>hands 39–75, Us:" in problems and "<li>hands 76–200, Us:" in problems
    assert (
        "<li>hands 126–200: the game was already over after hand 125 (74 more like it)"
        in problems
    )


def test_in_a_file_of_games_too(client):
    page = client.post(
        "/games/import", data={"text": json.dumps({"format": 1, "games": [RECORD]})}
    )
    text = page.get_data(as_text=True)
    assert text.count("hands 1–38, Us:") == 1 and "hand 2, Us" not in text
