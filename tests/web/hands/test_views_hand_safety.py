"""The hand form as players really use it: nothing saved twice, nothing empty by accident, an undo,
and a refused save that says where to look. Through the Flask test client."""

import re

from test_views_hands import US_OUT, US_OUT_FORM, a_game, counted, game, hand_form

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def url(game_id, rest=""):
    """Game URLs are built here only (they are about to become /g/<token>/…)."""
    return f"/g/{game_id}{rest}"


def test_the_hand_page_is_never_cached_nor_autocompleted(app, client):
    game_id = a_game(app)
    response = client.get(url(game_id, "/hands/new"))
    assert response.headers["Cache-Control"] == "no-store"
    assert re.search(
        r'<form method="post" id="hand-form"[^>]* autocomplete="off"',
        response.get_data(as_text=True),
    )


def test_an_empty_hand_asks_before_it_is_saved(app, client):
    game_id = a_game(app)
    page = client.post(url(game_id, "/hands/new"), data=hand_form(1)).get_data(
        as_text=True
    )
    assert "Hand 1 is empty: no melds, no cards left and nobody went out" in page
    assert 'value="save_anyway"' in page
    assert game(app, game_id)["hands"] == []
    # Confirmed: saved, scoring 0 for both sides.
    response = client.post(
        url(game_id, "/hands/new"), data=hand_form(1, action="save_anyway")
    )
    assert response.status_code == 302
    assert len(game(app, game_id)["hands"]) == 1


def test_the_same_hand_twice_in_a_row_asks_first(app, client):
    # Back after saving hand 1 brought its numbers into hand 2's form, with a fresh nonce and version.
    game_id = a_game(app, hands=[US_OUT])
    page = client.post(
        url(game_id, "/hands/new"), data=hand_form(2, nonce="fresh", **US_OUT_FORM)
    )
    text = page.get_data(as_text=True)
    assert "Hand 2 is exactly the same as hand 1." in text
    assert 'name="sides-0-melds-0-natural" value="7"' in text  # what was typed stays
    assert len(game(app, game_id)["hands"]) == 1
    client.post(
        url(game_id, "/hands/new"),
        data=hand_form(2, nonce="fresh", action="save_anyway", **US_OUT_FORM),
    )
    assert len(game(app, game_id)["hands"]) == 2


def test_a_correction_that_changes_nothing_does_not_ask(app, client):
    game_id = a_game(app, hands=[US_OUT])
    response = client.post(
        url(game_id, "/hands/1/edit"), data=hand_form(2, **US_OUT_FORM)
    )
    assert response.status_code == 302


def test_saving_offers_undo_while_no_later_hand_exists(app, client):
    game_id = a_game(app)
    response = client.post(url(game_id, "/hands/new"), data=hand_form(1, **US_OUT_FORM))
    assert response.headers["Location"] == url(game_id, "?saved=1")
    board = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Undo hand 1" in board
    version = game(app, game_id)["version"]
    response = client.post(
        url(game_id, "/hands/1/undo"), data={"version": str(version)}
    )
    assert response.status_code == 302
    after = game(app, game_id)
    assert after["hands"] == []
    # the history keeps it
    assert [c["action"] for c in after["changes"]] == [
        "add",
        "delete",
    ]


def test_undo_is_refused_once_a_later_hand_exists(app, client):
    game_id = a_game(app, hands=[US_OUT, US_OUT])
    assert "Undo hand 1" not in client.get(url(game_id, "?saved=1")).get_data(
        as_text=True
    )
    version = game(app, game_id)["version"]
    client.post(url(game_id, "/hands/1/undo"), data={"version": str(version)})
    assert len(game(app, game_id)["hands"]) == 2


def test_a_refused_save_sums_up_its_problems_with_links(app, client):
    # Five red threes (two packs hold four) and a meld of one king.
    game_id = a_game(app)
    form = hand_form(
        1,
        **{
            "sides-0-red_threes": "5",
            "sides-0-melds-0-rank": "K",
            "sides-0-melds-0-natural": "1",
            "sides-1-hand_points": "40",
        },
    )
    page = client.post(url(game_id, "/hands/new"), data=form).get_data(as_text=True)
    assert "Not saved: 2 problems" in page
    assert (
        '<a href="#sides-0-melds-0-natural">Us: the meld of kings has 1 natural card and 0 wild cards; '
        "a meld needs at least 2 natural cards</a>"
    ) in page
    assert (
        '<a href="#sides-0-red_threes">5 red threes are recorded (both sides together), '
        "but 2 packs hold only 4</a>"
    ) in page
    # The red-three box itself is marked (outlined in red by the stylesheet).
    assert re.search(
        r'<div class="field stepper-field field-error">\s*<label for="sides-0-red_threes">',
        page,
    )


def test_impossible_counts_are_refused_naming_hand_side_and_rule(app, client):
    # 1,500 card points melded (150 with an extra zero): two packs hold 1,180.
    game_id = a_game(app)
    form = hand_form(
        1,
        went_out="0",
        **counted(
            **{
                "sides-0-meld_points": "1500",
                "sides-0-canastas-natural": "1",
                "sides-1-hand_points": "40",
            }
        ),
    )
    page = client.post(url(game_id, "/hands/new"), data=form).get_data(as_text=True)
    assert (
        "1,500 card points melded is more than the packs hold: 2 packs hold only 1,180 card points"
        in page
    )
    assert 'href="#sides-0-meld_points"' in page
    assert game(app, game_id)["hands"] == []
    # 99,995 is past what any rule set's packs hold: the box's own range refuses it first.
    form["sides-0-meld_points"] = "99995"
    page = client.post(url(game_id, "/hands/new"), data=form).get_data(as_text=True)
    assert "must be from 0 to 4130" in page
    assert game(app, game_id)["hands"] == []


def test_the_hand_detail_shows_what_was_typed(app, client):
    game_id = a_game(app, hands=[US_OUT])
    board = client.get(url(game_id)).get_data(as_text=True)
    assert "K 7 · A 3; 1 red three" in board
    assert "40 left in hand" in board


def test_scores_use_a_true_minus_sign(app, client):
    game_id = a_game(app, hands=[US_OUT])
    board = client.get(url(game_id)).get_data(as_text=True)
    assert "\u221240" in board and "+830" in board


def test_the_games_list_shows_totals_players_and_date(app, client):
    client.post(url(a_game(app, hands=[US_OUT]), "/keep"))  # kept on this device
    page = client.get("/").get_data(as_text=True)
    assert 'Us (Ana, Ben) <strong class="score">830</strong>' in page
    assert 'Them (Cleo, Dan) <strong class="score">\u221240</strong>' in page
    assert re.search(
        r'started <time datetime="\d{4}-\d\d-\d\dT[^"]+" data-date>\d{4}-\d\d-\d\d</time>',
        page,
    )


def test_two_games_of_the_same_sides_get_names_that_tell_them_apart(app, client):
    for _ in range(2):
        client.post(
            "/games/new/classic/0", data={"sides-0-name": "Us", "sides-1-name": "Them"}
        )
    names = [
        g["name"] for g in storage.list_games(storage.open_db(app.config["DATABASE"]))
    ]
    assert sorted(names) == ["Us v Them", "Us v Them (2)"]


def test_a_finished_game_offers_a_rematch_with_the_same_players_and_rules(app, client):
    # 5000 to win: two hands of Us going out with 830 (target lowered to 1000 as a house rule).
    game_id = a_game(app, hands=[US_OUT, US_OUT], rules={"target": 1000})
    board = client.get(url(game_id)).get_data(as_text=True)
    assert "New game, same players and rules" in board
    response = client.post(url(game_id, "/rematch"))
    new_id = response.headers["Location"].split("/")[2]
    first, second = game(app, game_id), game(app, new_id)
    assert new_id != game_id and second["hands"] == []
    for key in ("variant", "rules", "first_dealer"):
        assert second[key] == first[key], key
    # in the phone's own group, each player with her roster id beside her name
    assert [{k: v for k, v in s.items() if k != "roster"} for s in second["sides"]] == (
        first["sides"]
    )
    assert second["name"] == "Us v Them"


def test_editing_the_game_renames_sides_and_players_and_moves_the_first_dealer(
    app, client
):
    game_id = a_game(app, hands=[US_OUT])
    assert "Edit names or first dealer" in client.get(url(game_id)).get_data(
        as_text=True
    )
    version = game(app, game_id)["version"]
    # Seats clockwise: Ana (Us), Cleo (Them), Ben (Us), Dan (Them); seat 2 is Cleo, renamed Clea.
    data = {
        "version": str(version),
        "name": "Friday night",
        "first_dealer": "1",
        "sides-0-name": "We",
        "sides-0-player0": "Ana",
        "sides-0-player1": "Ben",
        "sides-1-name": "They",
        "sides-1-player0": "Clea",
        "sides-1-player1": "Dan",
    }
    assert client.post(url(game_id, "/edit"), data=data).status_code == 302
    after = game(app, game_id)
    assert after["name"] == "Friday night" and after["first_dealer"] == "Clea"
    assert after["sides"] == [
        {"name": "We", "players": ["Ana", "Ben"]},
        {"name": "They", "players": ["Clea", "Dan"]},
    ]
    board = client.get(url(game_id)).get_data(as_text=True)
    assert "Dealt by Clea." in board and 'aria-label="We"' in board
    # A stale page (another phone saved first) changes nothing.
    assert (
        client.post(url(game_id, "/edit"), data={**data, "name": "Stale"}).status_code
        == 200
    )
    assert game(app, game_id)["name"] == "Friday night"
    with app.app_context():
        log = storage.setup_changes(get_db(), game_id)
    assert [(c["before"]["name"], c["after"]["name"]) for c in log] == [
        ("Friday", "Friday night")
    ]


def test_a_corrections_preview_shows_the_games_new_final_totals(app, client):
    # Two hands of Us 830, Them −40: totals 1660 and −80. Hand 1 corrected to 45 left for Them:
    # Them −45 − 40 = −85; Us unchanged, 1660.
    game_id = a_game(app, hands=[US_OUT, US_OUT])
    form = hand_form(3, **{**US_OUT_FORM, "sides-1-hand_points": "45"})
    html = client.post(url(game_id, "/hands/preview?position=1"), data=form).get_json()[
        "html"
    ]
    assert (
        " ".join(html.split()).count(
            'Game totals after this correction: Us <strong class="score">1660</strong> · '
            'Them <strong class="score">\u221285</strong>'
        )
        == 1
    )


def test_hand_and_foot_asks_the_cards_left_in_hand_and_foot(app, client):
    game_id = a_game(app, variant="hand-and-foot")
    page = client.get(url(game_id, "/hands/new")).get_data(as_text=True)
    for label in (
        "Points left in hand and foot",
        "Kings in hand and foot",
        "Count the cards left in hand and foot one by one",
    ):
        assert label in page, label
    assert "Points left in hand<" not in page


def test_the_pages_of_a_game_need_no_inline_script_or_style(app, client):
    # Ready for the Content-Security-Policy coming on main (script-src 'self'; style-src 'self').
    game_id = a_game(app, hands=[US_OUT])
    for path in (
        "/",
        "/games/new/classic/0",
        url(game_id),
        url(game_id, "?saved=1"),
        url(game_id, "/edit"),
        url(game_id, "/hands/new"),
        url(game_id, "/hands/1/edit"),
    ):
        page = client.get(path).get_data(as_text=True)
        assert not re.search(
            r'\sstyle="|<script(?![^>]*\ssrc=)|\son[a-z]+="|javascript:', page
        ), path
