"""The web app under Cuban, Mexicana, the sevens, Brazilian and Chilean rules, through the Flask test client:
each hand form asks for its rule set's own entries, and the scoreboard says canasta minimums in words."""

import pytest
from test_views_hands import a_game, counted, hand_form

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def game_url(game_id, path=""):
    """Where a game's pages are: the one place to change when game URLs change."""
    return f"/g/{game_id}{path}"


def form_page(app, client, variant, rules=None):
    return client.get(
        game_url(a_game(app, variant=variant, rules=rules), "/hands/new")
    ).get_data(as_text=True)


@pytest.mark.parametrize(
    "variant, asked, not_asked",
    [
        (
            "cuban",
            [
                "Black threes captured",
                "Wild-card canastas of deuces",
                "Canastas of the four jokers",
                "Wild-card canastas",
                'value="0:wild"',
            ],
            ["Us went out concealed", "Black threes laid"],
        ),
        (
            "mexicana",
            ["Canastas of sevens", "Us went out concealed"],
            ["Black threes captured"],
        ),
        (
            "sevens",
            [
                "Canastas of sevens",
                "Unfinished melds of sevens",
                "Players holding 3+ sevens",
                "Cards left in Ana's hand",
            ],
            ["Black threes captured"],
        ),
        (
            "brazilian",
            [
                "Escaleras",
                "Wild-card canastas",
                "Runs of 5 cards or fewer",
                "Black threes held",
                'value="0:run"',
            ],
            ["Bolivias"],
        ),
        (
            "chilean",
            ["Sambas", "Bolivias", 'value="0:run"'],
            ["Escaleras"],
        ),
    ],
)
def test_the_hand_form_asks_what_the_rule_set_scores(
    app, client, variant, asked, not_asked
):
    page = form_page(app, client, variant)
    for label in asked:
        assert label in page, label
    for label in not_asked:
        assert label not in page, label


def test_the_switches_change_the_forms_labels(app, client):
    assert "Players holding 4+ sevens" in form_page(
        app, client, "sevens", {"held_penalty_threshold": 4}
    )
    assert "Runs of 4 cards or fewer" in form_page(
        app, client, "brazilian", {"short_run_max": 4}
    )


def test_cuban_captured_black_threes_are_saved_and_scored(app, client):
    game_id = a_game(app, variant="cuban")
    # Us: K×7 (70 + 500), three black threes captured (15); Them: Q×5 (50), 20 in hand.
    data = hand_form(
        1,
        **{
            "sides-0-melds-0-rank": "K",
            "sides-0-melds-0-natural": "7",
            "sides-0-black_threes": "3",
            "sides-1-melds-0-rank": "Q",
            "sides-1-melds-0-natural": "5",
            "sides-1-hand_points": "20",
        },
    )
    assert client.post(game_url(game_id, "/hands/new"), data=data).status_code == 302
    with app.app_context():
        record = storage.record_of(storage.get_game(get_db(), game_id))
    assert record["hands"][0]["results"][0]["black_threes"] == 3
    page = client.get(game_url(game_id)).get_data(as_text=True)
    assert 'data-total="0">585<' in page  # 70 + 500 + 3 × 5
    assert 'data-total="1">30<' in page  # 50 − 20


def test_mexicana_new_game_form_says_which_defaults_no_source_gives(client):
    page = client.get("/games/new/mexicana/0").get_data(as_text=True)
    # target, meld table, red threes
    assert page.count("Unverified: no source gives this for Mexicana") >= 3
    assert "Unverified" not in client.get("/games/new/cuban/0").get_data(as_text=True)


def test_chilean_new_game_can_choose_four_packs(app, client):
    data = {"sides-0-name": "Us", "sides-1-name": "Them", "rules-decks": "4"}
    assert client.post("/games/new/chilean/0", data=data).status_code == 302
    with app.app_context():
        games = storage.list_games(get_db())
        assert storage.get_game(get_db(), games[0]["id"])["rules"] == {"decks": 4}


BRAZILIAN_TO_9000 = {
    "results": [
        # Us: 600 card points, an escalera, two natural and two wild canastas: 600 + 1500 + 1000 + 4000 = 7100.
        # Them: 60 card points.
        {"meld_points": 600, "canastas": {"escalera": 1, "natural": 2, "wild": 2}},
        {"meld_points": 60},
    ]
}


def test_brazilian_scoreboard_says_a_natural_canasta_from_9000(app, client):
    # Us open at 7100 with a wild canasta (140 + 2000 = 2140): 9240. Them 60 again: 120.
    second = {
        "results": [{"meld_points": 140, "canastas": {"wild": 1}}, {"meld_points": 60}]
    }
    game_id = a_game(app, [BRAZILIAN_TO_9000, second], variant="brazilian")
    page = client.get(game_url(game_id)).get_data(as_text=True)
    assert 'data-total="0">9240<' in page
    assert 'class="big words" data-next-meld="0">a natural canasta<' in page
    assert 'class="big" data-next-meld="1">50<' in page  # Them on 120


def test_brazilian_hand_form_refuses_an_opening_without_a_canasta_from_7000(
    app, client
):
    game_id = a_game(app, [BRAZILIAN_TO_9000], variant="brazilian")
    page = client.get(game_url(game_id, "/hands/new")).get_data(as_text=True)
    assert "Minimum meld: Us <strong>a canasta</strong>" in page
    data = hand_form(
        2, **counted(**{"sides-0-meld_points": "200", "sides-1-meld_points": "60"})
    )
    response = client.post(game_url(game_id, "/hands/new"), data=data)
    assert response.status_code == 200  # refused: the form again
    assert (
        "the minimum initial meld is a canasta, but there is no canasta"
        in response.get_data(as_text=True)
    )


def test_mexicana_scoreboard_rules_mark_the_unverified_defaults(app, client):
    page = client.get(game_url(a_game(app, variant="mexicana"))).get_data(as_text=True)
    # target, meld table, red threes (all, by count, and the scale that sets them)
    assert page.count("(unverified: no source gives it)") == 5


def test_brazilian_new_game_can_play_the_rummy_games_meld_table(app, client):
    page = client.get("/games/new/brazilian/0").get_data(as_text=True)
    assert "Meld table reading" in page and "rummy-games: 120 to 6995" in page
    data = {
        "sides-0-name": "Us",
        "sides-1-name": "Them",
        "rules-meld_table_reading": "rg",
    }
    assert client.post("/games/new/brazilian/0", data=data).status_code == 302
    with app.app_context():
        game_id = storage.list_games(get_db())[0]["id"]
        assert storage.get_game(get_db(), game_id)["rules"] == {
            "meld_table_reading": "rg"
        }
    # The rules list on the scoreboard says which table is played, as a house rule.
    page = client.get(game_url(game_id)).get_data(as_text=True)
    assert "rummy-games: 120 to 6995" in page and "house rule" in page
