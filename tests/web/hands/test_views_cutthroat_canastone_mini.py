"""Cutthroat, Canastone and Mini in the web app: the entries each needs, scored by the engine
(numbers worked out by hand from the rules reference, §6, §19, §21)."""

from factories import a_game
from pdf_tools import pdf_pages

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

THREE = [
    {"name": "Lia", "players": []},
    {"name": "Piero", "players": []},
    {"name": "Paola", "players": []},
]
PAIRS = [
    {"name": "Noi", "players": ["Ada", "Bruno"]},
    {"name": "Voi", "players": ["Carla", "Dario"]},
]


def url(game_id, path=""):
    """Game URLs in one place: a game is reached by its link token."""
    return f"/g/{game_id}{path}"


def stored(app, game_id):
    with app.app_context():
        return storage.get_game(get_db(), game_id)


def form(version=1, **fields):
    return {"version": str(version), "nonce": "n-1", "action": "save", **fields}


W10_FORM = {
    "lone_hand": "0",
    "went_out": "1",
    "sides-0-melds-0-rank": "J",
    "sides-0-melds-0-natural": "7",
    "sides-0-melds-1-rank": "K",
    "sides-0-melds-1-natural": "3",
    "sides-0-red_threes": "1",
    "sides-0-in_hand-4": "1",
    "sides-0-in_hand-5": "1",
    "sides-1-melds-0-rank": "6",
    "sides-1-melds-0-natural": "3",
    "sides-1-melds-0-twos": "1",
    "sides-1-melds-1-rank": "8",
    "sides-1-melds-1-natural": "7",
    "sides-1-red_threes": "2",
    "sides-2-melds-0-rank": "6",
    "sides-2-melds-0-natural": "2",
    "sides-2-melds-0-twos": "1",
    "sides-2-melds-1-rank": "A",
    "sides-2-melds-1-natural": "3",
    "sides-2-red_threes": "1",
    "sides-2-in_hand-Q": "1",
    "sides-2-in_hand-3b": "1",
}


def test_cutthroat_asks_who_took_the_pile_before_anything_else(app, client):
    game_id = a_game(app, variant="cutthroat-3p", sides=THREE, name="Sera")
    page = client.get(url(game_id, "/hands/new")).get_data(as_text=True)
    assert page.index("Who took the pile first?") < page.index('id="side-0"')
    for choice in ("Nobody: the stock ran out", 'value="0"', 'value="2"'):
        assert choice in page
    # nobody chosen yet: no box calls its player "alone" before the pile is taken
    assert '<p class="role" data-role-for="1"></p>' in page and ">alone<" not in page


def test_cutthroat_w10_entered_on_the_form(app, client):
    game_id = a_game(app, variant="cutthroat-3p", sides=THREE, name="Sera")
    data = client.post(url(game_id, "/hands/preview"), data=form(**W10_FORM)).get_json()
    # Lia 70 + 30 - 10 + 500 + 100 = 690; partnership 1080, Piero + 200, Paola + 100
    assert data["scores"] == [690, 1280, 1180], data["problems"]
    assert (
        client.post(url(game_id, "/hands/new"), data=form(**W10_FORM)).status_code
        == 302
    )
    record = stored(app, game_id)["hands"][0]["record"]
    assert record["lone_hand"] == 0
    board = client.get(url(game_id)).get_data(as_text=True)
    assert "Lia took the pile first and played alone" in board
    edit = client.get(url(game_id, "/hands/1/edit")).get_data(as_text=True)
    assert (
        '<input checked id="lone_hand-1" name="lone_hand" type="radio" value="0">'
        in edit
    )
    assert '<p class="role" data-role-for="0">lone hand</p>' in edit
    assert '<p class="role" data-role-for="1">partner of Paola</p>' in edit


def test_cutthroat_going_out_without_a_lone_hand_is_refused_beside_the_choice(
    app, client
):
    game_id = a_game(app, variant="cutthroat-3p", sides=THREE, name="Sera")
    page = client.post(
        url(game_id, "/hands/new"), data=form(**{**W10_FORM, "lone_hand": ""})
    )
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert (
        '<ul class="errors" data-errors="lone_hand"><li>Piero: Piero went out, so the pile was taken or '
        "Piero plays alone: say who took the pile first</li></ul>"
    ) in html
    # kept, not saved
    assert 'value="7"' in html and stored(app, game_id)["hands"] == []


def test_cutthroat_score_sheet_names_the_lone_hand(app, client, tmp_path):
    hand = {
        "lone_hand": 2,
        "results": [
            {"melds": [{"rank": "K", "natural": 4}]},
            {"melds": [{"rank": "K", "natural": 3}]},
            {"melds": [{"rank": "Q", "natural": 3}]},
        ],
    }
    game_id = a_game(app, [hand], variant="cutthroat-3p", sides=THREE, name="Sera")
    text = "".join(pdf_pages(client.get(url(game_id, "/sheet.pdf")).data, tmp_path))
    assert "Alone: Paola (took the pile first)." in text
    # Lia and Piero's kings join into one natural canasta: 70 + 500 = 570 each; Paola 30
    assert text.count("570") >= 2


def test_canastone_asks_its_canasta_kinds_and_scores_w17(app, client):
    game_id = a_game(app, variant="canastone", sides=PAIRS, name="Sera")
    page = client.get(url(game_id, "/hands/new")).get_data(as_text=True)
    for label in (
        "Natural canastas of aces",
        "Mixed canastas of aces",
        "Wild-card canastas of deuces",
        "Canastas of six jokers and a deuce",
        "Wild",
    ):
        assert label in page, label
    w17 = form(
        **{
            "went_out": "0",
            "sides-0-melds-0-rank": "A",
            "sides-0-melds-0-natural": "7",
            "sides-0-melds-1-rank": "K",
            "sides-0-melds-1-natural": "5",
            "sides-0-melds-1-jokers": "2",
            "sides-0-melds-2-rank": "wild",
            "sides-0-melds-2-twos": "7",
            "sides-0-red_threes": "4",
            "sides-0-in_hand-7": "2",
            "sides-1-melds-0-rank": "9",
            "sides-1-melds-0-natural": "5",
            "sides-1-melds-0-twos": "2",
            "sides-1-red_threes": "2",
            "sides-1-in_hand-joker": "1",
            "sides-1-in_hand-Q": "1",
        }
    )
    data = client.post(url(game_id, "/hands/preview"), data=w17).get_json()
    # A 140 + 150 + 140 - 10 + 1000 + 300 + 3000 + 300 + 800 = 5820; B 90 - 60 + 300 - 200 = 130
    assert data["scores"] == [5820, 130], data["problems"]
    assert client.post(url(game_id, "/hands/new"), data=w17).status_code == 302
    board = client.get(url(game_id)).get_data(as_text=True)
    assert (
        "Canastas: 1 mixed canasta, 1 wild-card canasta of deuces, 1 natural canasta of aces"
        in board
    )
    # next minimum: Noi on 5820 (5000-6995) 120, Voi on 130 (below 3000) 50
    assert 'data-next-meld="0">120<' in board and 'data-next-meld="1">50<' in board


def test_mini_counts_in_ones_without_melded_points(app, client):
    game_id = a_game(app, variant="mini", sides=PAIRS, name="Sera")
    page = client.get(url(game_id, "/hands/new")).get_data(as_text=True)
    assert "Card points melded" not in page
    assert (
        'name="sides-0-hand_points"' in page
        and 'step="1"' in page
        and 'step="5"' not in page
    )
    # groups are counted in each player's hand
    assert "Cards left in Ada's hand" in page
    hand = form(
        **{
            "went_out": "0",
            "sides-0-mode": "count",
            "sides-1-mode": "count",
            "sides-0-canastas-natural": "1",
            "sides-0-canastas-mixed": "1",
            "sides-0-canastas-wild_twos": "1",
            "sides-0-hand_points": "2",
            "sides-1-canastas-natural": "1",
            "sides-1-hand_points": "7",
        }
    )
    data = client.post(url(game_id, "/hands/preview"), data=hand).get_json()
    # 2 + 1 + 10 - 2 = 11; only a pure canasta: it scores nothing, - 7
    assert data["scores"] == [11, -7], data["problems"]
    assert client.post(url(game_id, "/hands/new"), data=hand).status_code == 302
    board = client.get(url(game_id)).get_data(as_text=True)
    assert (
        '<span class="score" data-total="1">\u22127</span>' in board
        and "19 to go" in board
    )


def test_canastone_switches_are_house_rules_of_the_new_game_form(app, client):
    page = client.get("/games/new/canastone/0").get_data(as_text=True)
    assert (
        '<label for="rules-canasta_class__wild_twos">Natural or mixed: wild, all deuces</label>'
        in page
    )
    assert "Farina-Lamberto" in page and "Five-canasta bonuses add up" in page
    response = client.post(
        "/games/new/canastone/0",
        data={
            "sides-0-name": "Noi",
            "sides-1-name": "Voi",
            "first_dealer": "0",
            "rules-canasta_class__wild_twos": "natural",
            "rules-honours_mode": "farina",
            "rules-target": "12000",
        },
    )
    assert response.status_code == 302
    with app.app_context():
        game = storage.list_games(get_db())[0]
    assert game["rules"] == {
        "canasta_class": {
            "wild": "mixed",
            "wild_twos": "natural",
            "wild_six_jokers": "mixed",
        },
        "honours_mode": "farina",
        "target": 12000,
    }


def test_correcting_who_took_the_pile_is_kept_in_the_hands_history(app, client):
    hand = {
        "lone_hand": None,
        "results": [{"melds": [{"rank": "K", "natural": 5}]}, {}, {}],
    }
    game_id = a_game(app, [hand], variant="cutthroat-3p", sides=THREE, name="Sera")
    fields = {
        "lone_hand": "1",
        "sides-0-melds-0-rank": "K",
        "sides-0-melds-0-natural": "5",
    }
    assert (
        client.post(
            url(game_id, "/hands/1/edit"), data=form(version=2, **fields)
        ).status_code
        == 302
    )
    assert stored(app, game_id)["hands"][0]["record"]["lone_hand"] == 1
    board = client.get(url(game_id)).get_data(as_text=True)
    assert "lone hand — → Piero" in board
    # Piero now played alone (nothing: 0); Lia and Paola were partners: Lia's K x5 is 50 for each of them
    for index, points in enumerate((50, 0, 50)):
        assert f'<span class="score" data-total="{index}">{points}</span>' in board


def test_mini_score_sheet_prints_small_numbers_and_pure_and_impure(
    app, client, tmp_path
):
    w19 = {
        "results": [
            {
                "melds": [
                    {"rank": "K", "natural": 5},
                    {"rank": "9", "natural": 4, "jokers": 1},
                    {"rank": "wild", "twos": 5},
                ],
                "went_out": True,
                "in_hand": [{}, {"8": 2, "joker": 1}],
            },
            {
                "melds": [
                    {"rank": "Q", "natural": 5},
                    {"rank": "6", "natural": 3, "twos": 2},
                ],
                "in_hand": [{"joker": 1, "2": 1, "K": 2, "7": 1}, {"3b": 1, "Q": 3}],
            },
        ]
    }
    game_id = a_game(app, [w19], variant="mini", sides=PAIRS, name="Sera")
    text = "".join(pdf_pages(client.get(url(game_id, "/sheet.pdf")).data, tmp_path))
    row = next(line for line in text.splitlines() if line.split()[:2] == ["1", "Ada"])
    # W19: 2 + 1 + 10 = 13, cards left -4, score 9; Voi 2 + 1 = 3, cards left -9, score -6
    assert row.split() == [
        "1",
        "Ada",
        "none",
        "13",
        "−4",
        "9",
        "9",
        "none",
        "3",
        "−9",
        "−6",
        "−6",
    ]
    assert "P pure, I impure, WF wild, five deuces." in text
    assert "Melds" not in text and " Out " not in text
