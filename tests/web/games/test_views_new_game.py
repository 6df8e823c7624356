"""Starting a game, the scoreboard, the games list, and import/export, through the Flask test client."""

import io
import json
import re
from datetime import datetime, timezone

import pytest
from factories import a_game

from scorekeeper import storage
from scorekeeper.rules import VARIANTS
from scorekeeper.web.plumbing.database import get_db


def plain(sides):
    """A stored game's sides without the roster ids its group gave its players."""
    return [{k: v for k, v in side.items() if k != "roster"} for side in sides]


def games(app):
    with app.app_context():
        return storage.list_games(get_db())


def stored(app, game_id):
    with app.app_context():
        return storage.get_game(get_db(), game_id)


def test_choose_lists_every_rule_set_and_seating_with_its_summary(client):
    page = client.get("/games/new").get_data(as_text=True)
    for variant in VARIANTS.values():
        assert variant.name in page
        for index, layout in enumerate(variant.layouts):
            assert f"/games/new/{variant.id}/{index}" in page
            assert layout.describe() in page
    assert "Official Laws: four players in two partnerships" in page


def test_choose_has_one_card_per_rule_set_and_its_seatings_inside(client):
    page = client.get("/games/new").get_data(as_text=True)
    cards = page[page.index('<ul class="choices">') : page.index("</ul>")]
    assert cards.count("<li>") == len(VARIANTS)  # not one card per seating (33)
    samba = cards[cards.index("<strong>Samba</strong>") :].split("</li>")[0]
    assert samba.count('class="seating-link"') == len(VARIANTS["samba"].layouts) > 1


def test_new_game_form_has_default_names_and_house_rules_with_defaults(client):
    page = client.get("/games/new/classic/0").get_data(as_text=True)
    assert 'value="Us"' in page and 'value="Them"' in page
    assert '<details class="house-rules">' in page
    assert "Game target" in page and 'value="5000"' in page and "Default: 5000." in page
    assert "Initial meld from 1500" in page
    assert "Seat 1: Us, player 1" in page


@pytest.mark.parametrize("path", ["/games/new/nope/0", "/games/new/classic/5"])
def test_unknown_rule_set_or_seating_is_404(client, path):
    assert client.get(path).status_code == 404


def test_classic_starts_with_names_only(app, client):
    response = client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    assert response.status_code == 302
    game_id = games(app)[0]["id"]
    assert response.headers["Location"] == f"/g/{game_id}/hands/new"
    game = stored(app, game_id)
    assert game["name"] == "Us v Them" and game["rules"] == {}
    assert plain(game["sides"]) == [
        {"name": "Us", "players": []},
        {"name": "Them", "players": []},
    ]
    # no players named: the deal goes from side to side
    assert game["first_dealer"] == "Us"


def test_players_in_seating_order_and_the_first_dealer(app, client):
    data = {
        "name": "Friday",
        "sides-0-name": "Us",
        "sides-0-player0": "Ana",
        "sides-0-player1": "Ben",
        "sides-1-name": "Them",
        "sides-1-player0": "Cleo",
        "sides-1-player1": "Dan",
        "first_dealer": "3",
    }
    assert client.post("/games/new/classic/0", data=data).status_code == 302
    game = stored(app, games(app)[0]["id"])
    # seats: Ana, Cleo, Ben, Dan
    assert game["name"] == "Friday" and game["first_dealer"] == "Dan"
    assert game["sides"][0]["players"] == ["Ana", "Ben"]


def test_house_rules_store_only_what_differs(app, client):
    data = {
        "sides-0-name": "Us",
        "sides-1-name": "Them",
        "rules-target": "3000",
        "rules-meld_table__2": "100",
        "rules-canasta_bonus__natural": "500",
        "rules-acaba": "no",
        "rules-red_three_penalty": "plus",
    }
    assert client.post("/games/new/classic/0", data=data).status_code == 302
    game = stored(app, games(app)[0]["id"])
    assert game["rules"] == {
        "target": 3000,
        "meld_table": [[None, 15], [0, 50], [1500, 100], [3000, 120]],
        "red_three_penalty": "plus",
    }
    page = client.get(f"/g/{game['id']}").get_data(as_text=True)
    assert "to 3000" in page and "(house rule; book: 5000)" in page


@pytest.mark.parametrize(
    "data, message",
    [
        (
            {"sides-0-name": "Us", "sides-1-name": "Us"},
            "Every side and every player needs a different name.",
        ),
        (
            {"sides-0-name": "Us", "sides-1-name": "Them", "sides-0-player0": "Ana"},
            "Name every player of every side, or leave all player names empty.",
        ),
        ({"sides-0-name": "", "sides-1-name": "Them"}, "This field is required."),
        (
            {"sides-0-name": "Us", "sides-1-name": "Them", "rules-target": "-5"},
            "cannot be negative",
        ),
    ],
)
def test_new_game_problems_are_shown_and_nothing_is_stored(app, client, data, message):
    response = client.post("/games/new/classic/0", data=data)
    assert response.status_code == 200
    assert message in response.get_data(as_text=True)
    assert games(app) == []


def test_six_player_teams_of_three(app, client):
    data = {f"sides-{s}-player{k}": f"P{s}{k}" for s in range(2) for k in range(3)}
    data.update({"sides-0-name": "North", "sides-1-name": "South", "first_dealer": "1"})
    assert client.post("/games/new/classic-6p/1", data=data).status_code == 302
    game = stored(app, games(app)[0]["id"])
    assert game["first_dealer"] == "P10" and len(game["sides"][0]["players"]) == 3
    assert "to 10000" in client.get(f"/g/{game['id']}").get_data(as_text=True)


def test_individual_games_name_the_players_as_sides(app, client):
    page = client.get("/games/new/classic-3p/0").get_data(as_text=True)
    # nothing to delete before typing: the boxes are empty, their placeholders say whose they are
    assert 'placeholder="Player 3"' in page and 'value="Player 3"' not in page
    assert "<legend>Player 1</legend>" in page and "Side name" not in page
    data = {
        "sides-0-name": "Ana",
        "sides-1-name": "Ben",
        "sides-2-name": "Cleo",
        "first_dealer": "2",
    }
    assert client.post("/games/new/classic-3p/0", data=data).status_code == 302
    assert stored(app, games(app)[0]["id"])["first_dealer"] == "Cleo"


def test_a_player_left_unnamed_is_numbered(app, client):
    data = {"sides-0-name": "Ana", "sides-1-name": "", "sides-2-name": " "}
    assert client.post("/games/new/classic-3p/0", data=data).status_code == 302
    sides = stored(app, games(app)[0]["id"])["sides"]
    assert [side["name"] for side in sides] == ["Ana", "Player 2", "Player 3"]


def test_scoreboard_of_a_new_game(app, client):
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    game_id = games(app)[0]["id"]
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert "No hands yet." in page and "Record hand 1" in page
    assert 'data-next-meld="0">50<' in page and "5000 to go" in page
    assert "Next to deal: <strong>Us</strong>" in page
    assert f"/g/{game_id}/export.json" in page


def test_scoreboard_of_an_unknown_game_is_404(client):
    assert client.get("/g/42").status_code == 404
    assert client.get("/g/42/export.json").status_code == 404


def test_games_list_tells_games_in_play_from_finished_ones(app, client):
    record = {
        "format": 1,
        "variant": "classic",
        "rules": {"target": 100},
        "sides": [{"name": "A"}, {"name": "B"}],
        "hands": [
            {
                "results": [
                    {"meld_points": 150, "canastas": {}, "hand_points": 0},
                    {"meld_points": 0, "hand_points": 0},
                ]
            }
        ],
    }
    client.post(
        "/games/import", data={"text": json.dumps(record)}, follow_redirects=True
    )
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    page = client.get("/").get_data(as_text=True)
    playing = page.split(">Us v Them</a>", 1)[1].split("</li>", 1)[0]
    over = page.split(">A v B</a>", 1)[1].split("</li>", 1)[0]
    assert "· in play ·" in playing and ">Resume</a>" in playing
    assert "· finished ·" in over and "Resume" not in over


def test_export_downloads_the_record(app, client):
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    game_id = games(app)[0]["id"]
    response = client.get(f"/g/{game_id}/export.json")
    assert response.mimetype == "application/json"
    assert (
        response.headers["Content-Disposition"]
        == f'attachment; filename="us-v-them-{datetime.now(timezone.utc).date().isoformat()}.json"'
    )
    record = json.loads(response.data)
    assert (
        record["format"] == 1
        and record["variant"] == "classic"
        and record["hands"] == []
    )


GOOD = {
    "format": 1,
    "variant": "classic",
    "sides": [{"name": "Us", "players": []}, {"name": "Them", "players": []}],
    "hands": [
        {
            "results": [
                {
                    "melds": [{"rank": "K", "natural": 7}],
                    "went_out": True,
                    "red_threes": 1,
                },
                {"meld_points": 0, "hand_points": 30},
            ]
        }
    ],
}


def test_import_from_a_file_then_export_round_trips(app, client):
    response = client.post(
        "/games/import",
        data={"file": (io.BytesIO(json.dumps(GOOD).encode()), "game.json")},
        content_type="multipart/form-data",
        follow_redirects=True,
    )
    page = response.get_data(as_text=True)
    assert "Imported “Us v Them”." in page
    assert 'data-total="0">770<' in page  # 70 + 500 + 100 + 100
    game_id = games(app)[0]["id"]
    exported = json.loads(client.get(f"/g/{game_id}/export.json").data)
    assert (
        exported["hands"] == GOOD["hands"] and plain(exported["sides"]) == GOOD["sides"]
    )


def test_import_from_pasted_text(app, client):
    assert (
        client.post("/games/import", data={"text": json.dumps(GOOD)}).status_code == 302
    )


@pytest.mark.parametrize(
    "text, message",
    [
        ("{not json", "This is not JSON"),
        (json.dumps({**GOOD, "variant": "poker"}), "unknown variant"),
        (
            json.dumps(
                {
                    **GOOD,
                    "hands": [
                        {"results": [{"melds": [{"rank": "K", "natural": 1}]}, {}]}
                    ],
                }
            ),
            "hand 1, Us: the meld of kings",
        ),
        ("[]", "a game record is a JSON object"),
    ],
)
def test_import_refuses_bad_records_with_the_engine_messages(
    app, client, text, message
):
    response = client.post("/games/import", data={"text": text})
    assert response.status_code == 200
    assert message in response.get_data(as_text=True)
    assert games(app) == []


def test_import_page_renders(client):
    assert b"Import a game" in client.get("/games/import").data


def test_a_stored_game_the_rules_cannot_read_still_shows_and_exports(app, client):
    game_id = a_game(
        app,
        name="Old",
        variant="gone-variant",
        sides=[{"name": "A"}, {"name": "B"}],
    )
    response = client.get(f"/g/{game_id}")
    # handled, and no server error: the page says what to do
    assert response.status_code == 200
    assert "can no longer be scored" in response.get_data(as_text=True)
    assert "unknown variant" in response.get_data(as_text=True)
    assert client.get(f"/g/{game_id}/export.json").status_code == 200
    assert client.get(f"/g/{game_id}/hands/new").headers["Location"] == f"/g/{game_id}"


def test_games_in_play_offer_resume(app, client):
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
    )
    game_id = games(app)[0]["id"]
    page = client.get("/").get_data(as_text=True)
    assert f'class="button primary resume" href="/g/{game_id}"' in page


def test_hand_and_foot_alone_is_scored_as_individual_play(app, client):
    page = client.get("/games/new").get_data(as_text=True)
    for seating in (
        "3 partnerships of 2",
        "4 partnerships of 2",
        "2 players, each alone",
        "3 players, each alone",
    ):
        assert (
            f'<span class="visually-hidden">Hand and Foot · </span>{seating}</a>'
            in page
        ), seating
    data = {"sides-0-name": "Ana", "sides-1-name": "Ben", "first_dealer": "0"}
    assert client.post("/games/new/hand-and-foot/3", data=data).status_code == 302
    game = stored(app, games(app)[0]["id"])
    assert plain(game["sides"]) == [
        {"name": "Ana", "players": ["Ana"]},
        {"name": "Ben", "players": ["Ben"]},
    ]
    # Alone, one natural and two mixed canastas are enough to go out (teams need three and four):
    # Ana: 5×7 (35), K×5 + 2×2 (90), Q×5 + 2×2 (90), natural 500 + 2 × mixed 300 + going out 100 = 1415.
    form = {
        "version": "1",
        "nonce": "n",
        "went_out": "0",
        "action": "save",
        "sides-0-melds-0-rank": "5",
        "sides-0-melds-0-natural": "7",
        "sides-0-melds-1-rank": "K",
        "sides-0-melds-1-natural": "5",
        "sides-0-melds-1-twos": "2",
        "sides-0-melds-2-rank": "Q",
        "sides-0-melds-2-natural": "5",
        "sides-0-melds-2-twos": "2",
        "sides-1-hand_points": "40",
    }
    data = client.post(f"/g/{game['id']}/hands/preview", data=form).get_json()
    assert data["scores"] == [1415, -40], data["problems"]


def test_the_rule_chooser_says_what_hand_and_foot_alone_needs_to_go_out(client):
    # Partnerships need 3 natural + 4 mixed canastas; a player alone needs 1 natural + 2 mixed.
    page = client.get("/games/new").get_data(as_text=True)
    card = page[page.index("<strong>Hand and Foot</strong>") :].split("</li>")[0]
    needs = {}
    for summary, links in re.findall(
        r'<span class="hint">(.*?)</span>\s*<p class="seatings"(.*?)</p>', card, re.S
    ):
        for index in re.findall(r"/games/new/hand-and-foot/(\d)", links):
            needs[int(index)] = re.search(r"(\d natural \+ \d mixed)", summary).group(1)
    assert needs == {
        0: "3 natural + 4 mixed",
        1: "3 natural + 4 mixed",
        2: "3 natural + 4 mixed",
        3: "1 natural + 2 mixed",
        4: "1 natural + 2 mixed",
    }
    assert "1 natural + 2 mixed canastas to go out" in client.get(
        "/games/new/hand-and-foot/3"
    ).get_data(as_text=True)
