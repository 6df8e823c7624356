"""Recording, previewing, correcting and deleting hands through the Flask test client."""

import json

import pytest
from factories import US_OUT, a_game

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def game(app, game_id):
    with app.app_context():
        return storage.get_game(get_db(), game_id)


def hand_form(version, action="save", nonce="n-1", **fields):
    """Posted hand-form data: meld keys like sides-0-melds-0-rank, as the page names them."""
    return {"version": str(version), "nonce": nonce, "action": action, **fields}


def counted(**fields):
    """Both sides entered by count."""
    return {"sides-0-mode": "count", "sides-1-mode": "count", **fields}


US_OUT_FORM = {
    "went_out": "0",
    "sides-0-melds-0-rank": "K",
    "sides-0-melds-0-natural": "7",
    "sides-0-melds-1-rank": "A",
    "sides-0-melds-1-natural": "3",
    "sides-0-red_threes": "1",
    "sides-1-hand_points": "40",
}


def test_new_hand_page_shows_dealer_minimums_and_every_entry(app, client):
    game_id = a_game(app)
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    assert "Dealer: <strong>Ana</strong>" in page
    assert "Minimum meld: Us <strong>50</strong>" in page
    for label in (
        "Red threes",
        "Points left in hand",
        "Card points melded",
        "Natural canastas",
        "Mixed canastas",
        "Us went out concealed",
        "Kings in hand",
    ):
        assert label in page
    assert 'inputmode="numeric"' in page
    assert "Acaba" not in page  # not a British game


def test_the_form_follows_the_rule_set(app, client):
    game_id = a_game(app, variant="british")
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    assert "Who said Acaba?" in page
    game_id = a_game(app, variant="uruguayan")
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    assert "Wild-card canastas" in page and 'value="0:wild"' in page
    game_id = a_game(app, variant="viennese")
    assert "Laid from hand" in client.get(f"/g/{game_id}/hands/new").get_data(
        as_text=True
    )


def test_saving_a_hand_stores_the_record_and_shows_the_scoreboard(app, client):
    game_id = a_game(app)
    response = client.post(
        f"/g/{game_id}/hands/new",
        data=hand_form(1, **US_OUT_FORM),
        follow_redirects=True,
    )
    page = response.get_data(as_text=True)
    assert response.request.path == f"/g/{game_id}"
    assert "Hand 1 saved." in page
    assert 'data-total="0">830<' in page and 'data-total="1">−40<' in page
    assert game(app, game_id)["hands"][0]["record"] == US_OUT


def test_count_mode_saves_meld_points_and_canastas(app, client):
    game_id = a_game(app)
    data = hand_form(
        1,
        went_out="1c",
        **counted(
            **{
                "sides-0-meld_points": "120",
                "sides-0-hand_points": "25",
                "sides-1-meld_points": "200",
                "sides-1-canastas-natural": "1",
            }
        ),
    )
    response = client.post(f"/g/{game_id}/hands/new", data=data)
    assert response.status_code == 302
    us, them = game(app, game_id)["hands"][0]["record"]["results"]
    assert us == {
        "meld_points": 120,
        "canastas": {},
        "red_threes": 0,
        "hand_points": 25,
    }
    assert them["canastas"] == {"natural": 1} and them["went_out"] and them["concealed"]


def test_preview_button_shows_the_breakdown_and_saves_nothing(app, client):
    game_id = a_game(app)
    page = client.post(
        f"/g/{game_id}/hands/new", data=hand_form(1, "preview", **US_OUT_FORM)
    ).get_data(as_text=True)
    assert "Hand 1 would score" in page
    assert 'data-score="0">+830<' in page and 'data-score="1">−40<' in page
    assert 'value="7"' in page  # what was typed is still there
    assert game(app, game_id)["hands"] == []


def test_preview_endpoint_returns_scores_and_html(app, client):
    game_id = a_game(app)
    data = client.post(
        f"/g/{game_id}/hands/preview", data=hand_form(1, **US_OUT_FORM)
    ).get_json()
    assert data["ok"] and data["scores"] == [830, -40] and data["problems"] == []
    assert "Hand 1 would score" in data["html"]


def test_preview_endpoint_places_engine_problems_by_field(app, client):
    game_id = a_game(app)
    form = hand_form(
        1,
        **{
            "sides-0-melds-0-rank": "K",
            "sides-0-melds-0-natural": "1",
            "sides-0-melds-0-twos": "2",
            "went_out": "0",
        },
    )
    data = client.post(f"/g/{game_id}/hands/preview", data=form).get_json()
    assert not data["ok"]
    assert "a meld needs at least 2 natural cards" in data["errors"]["s0.melds.0"][0]
    assert "going out needs 1 canasta" in data["errors"]["went_out"][0]


def test_preview_endpoint_reports_form_errors(app, client):
    game_id = a_game(app)
    data = client.post(
        f"/g/{game_id}/hands/preview", data=hand_form(1, **{"sides-0-red_threes": "-1"})
    ).get_json()
    assert not data["ok"] and "Red threes: cannot be negative" in data["problems"]


def test_a_refused_hand_keeps_everything_typed_with_messages_beside_the_fields(
    app, client
):
    game_id = a_game(app)
    form = hand_form(
        1,
        **{
            "sides-0-melds-0-rank": "K",
            "sides-0-melds-0-natural": "1",
            "sides-0-melds-0-twos": "2",
            "sides-1-red_threes": "9",
            "sides-1-hand_points": "33",
            "note": "my note",
        },
    )
    response = client.post(f"/g/{game_id}/hands/new", data=form)
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert (
        'data-errors="s0.melds.0"><li>Us: the meld of kings has 1 natural card and 2 wild cards'
        in page
    )
    assert "9 red threes are recorded" in page
    assert 'value="33"' in page and 'value="my note"' in page and 'value="9"' in page
    assert game(app, game_id)["hands"] == []


def test_form_errors_are_shown_beside_the_field(app, client):
    game_id = a_game(app)
    page = client.post(
        f"/g/{game_id}/hands/new", data=hand_form(1, **{"sides-1-red_threes": "lots"})
    ).get_data(as_text=True)
    assert "Not a valid integer value." in page


def test_add_and_remove_meld_buttons_work_without_javascript(app, client):
    game_id = a_game(app)
    url = f"/g/{game_id}/hands/new"
    page = client.post(url, data=hand_form(1, add_meld="1:Q")).get_data(as_text=True)
    assert 'name="sides-1-melds-0-rank" value="Q"' in page
    # a new meld starts at three naturals
    assert 'name="sides-1-melds-0-natural" value="3"' in page
    data = hand_form(
        1,
        add_meld="1:Q",
        **{"sides-1-melds-0-rank": "Q", "sides-1-melds-0-natural": "5"},
    )
    page = client.post(url, data=data).get_data(as_text=True)
    # one meld per rank: the same rank again adds nothing
    assert "sides-1-melds-1-rank" not in page
    data = hand_form(
        1,
        add_meld="1:J",
        **{"sides-1-melds-0-rank": "Q", "sides-1-melds-0-natural": "5"},
    )
    page = client.post(url, data=data).get_data(as_text=True)
    assert 'name="sides-1-melds-1-rank" value="J"' in page and 'value="5"' in page
    data = hand_form(
        1,
        remove_meld="1:0",
        **{"sides-1-melds-0-rank": "Q", "sides-1-melds-0-natural": "5"},
    )
    page = client.post(url, data=data).get_data(as_text=True)
    assert 'name="sides-1-melds-0-rank" value="Q"' not in page
    assert game(app, game_id)["hands"] == []


def test_double_submit_of_the_same_form_records_one_hand(app, client):
    game_id = a_game(app)
    url = f"/g/{game_id}/hands/new"
    first = client.post(url, data=hand_form(1, nonce="tap", **US_OUT_FORM))
    second = client.post(
        url, data=hand_form(1, nonce="tap", **US_OUT_FORM), follow_redirects=True
    )
    assert first.status_code == 302
    assert second.request.path == f"/g/{game_id}"
    assert "Hand 1 was saved." in second.get_data(as_text=True)
    assert len(game(app, game_id)["hands"]) == 1


def test_a_second_phone_saving_from_an_old_page_is_told_and_shown_the_game(app):
    game_id = a_game(app)
    url = f"/g/{game_id}/hands/new"
    phone_a, phone_b = app.test_client(), app.test_client()
    assert (
        phone_a.post(url, data=hand_form(1, nonce="a", **US_OUT_FORM)).status_code
        == 302
    )
    b_form = {**US_OUT_FORM, "went_out": "", "sides-1-hand_points": "60"}
    response = phone_b.post(url, data=hand_form(1, nonce="b", **b_form))
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "The game changed while you were typing" in page
    assert "hand 1 scored" in page and "Us +830" in page
    # saving again now is a deliberate second hand
    assert 'name="version" type="hidden" value="2"' in page
    assert 'value="60"' in page
    assert len(game(app, game_id)["hands"]) == 1
    again = phone_b.post(url, data=hand_form(2, nonce="b", **b_form))
    assert again.status_code == 302 and len(game(app, game_id)["hands"]) == 2


def test_no_hand_can_be_added_after_the_game_is_over(app, client):
    game_id = a_game(app, rules={"target": 500}, hands=[US_OUT])
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert "Us won</strong> by 870 points" in page and "Record hand 2" not in page
    response = client.post(f"/g/{game_id}/hands/new", data=hand_form(2, **US_OUT_FORM))
    assert "the game was already over after hand 1" in response.get_data(as_text=True)
    assert len(game(app, game_id)["hands"]) == 1


def test_edit_page_starts_from_the_stored_hand(app, client):
    game_id = a_game(app, hands=[US_OUT])
    page = client.get(f"/g/{game_id}/hands/1/edit").get_data(as_text=True)
    assert "Correct hand 1" in page
    assert 'name="sides-0-melds-0-rank" value="K"' in page
    assert (
        '<input checked id="went_out-1" name="went_out" type="radio" value="0">' in page
    )


def test_correcting_a_hand_recomputes_and_logs_the_change(app, client):
    game_id = a_game(app, hands=[US_OUT, US_OUT])
    data = hand_form(3, **{**US_OUT_FORM, "sides-1-hand_points": "75"})
    response = client.post(
        f"/g/{game_id}/hands/1/edit", data=data, follow_redirects=True
    )
    page = response.get_data(as_text=True)
    assert "Hand 1 corrected." in page
    assert 'data-total="1">−115<' in page  # −75 − 40
    assert (
        "corrected</small>" in page and "Them: card points left in hand 40 → 75" in page
    )
    stored = game(app, game_id)
    assert [c["action"] for c in stored["hands"][0]["changes"]] == ["add", "edit"]


def test_a_correction_that_breaks_a_later_hand_is_refused(app, client):
    # Hand 1 takes Us to 1500, so hand 2's 60-point opening is too small only if hand 1 scores more.
    big = {
        "results": [
            {
                "meld_points": 800,
                "canastas": {"natural": 1},
                "red_threes": 1,
                "went_out": True,
                "hand_points": 0,
            },
            {"meld_points": 0, "hand_points": 0},
        ]
    }
    # Us: 800 + 500 + 100 + 100 = 1500 -> hand 2 needs 90; 130 melded
    game_id = a_game(app, hands=[big, US_OUT])
    data = hand_form(
        3,
        went_out="0",
        **counted(
            **{
                "sides-0-meld_points": "900",
                "sides-0-canastas-natural": "1",
                "sides-0-red_threes": "1",
            }
        ),
    )
    page = client.post(f"/g/{game_id}/hands/1/edit", data=data).get_data(as_text=True)
    # 130 ≥ 90: hand 2 still fine
    assert page.count("This would make another hand wrong") == 0
    tiny = {
        **US_OUT,
        "results": [
            {**US_OUT["results"][0], "melds": [{"rank": "K", "natural": 7}]},
            US_OUT["results"][1],
        ],
    }
    # hand 2: K×7 = 70 melded, enough for 50, not for 90
    game_id = a_game(app, hands=[big, tiny])
    data = hand_form(
        3,
        went_out="0",
        **counted(
            **{
                "sides-0-meld_points": "800",
                "sides-0-canastas-natural": "1",
                "sides-0-red_threes": "1",
            }
        ),
    )
    response = client.post(
        f"/g/{game_id}/hands/1/edit", data=data, follow_redirects=True
    )
    # the same hand again: nothing logged
    assert "Hand 1 unchanged." in response.get_data(as_text=True)
    assert game(app, game_id)["version"] == 3
    data["sides-0-meld_points"] = "780"
    # 1480: hand 2 needs 50
    assert client.post(f"/g/{game_id}/hands/1/edit", data=data).status_code == 302
    # A correction made from a page drawn afresh: a new version and a new nonce.
    data["version"], data["nonce"], data["sides-0-meld_points"] = "4", "n-2", "820"
    page = client.post(f"/g/{game_id}/hands/1/edit", data=data).get_data(as_text=True)
    assert (
        "This would make another hand wrong: hand 2, Us: the melds total 70 points"
        in page
    )
    assert game(app, game_id)["hands"][0]["record"]["results"][0]["meld_points"] == 780


def test_editing_from_an_old_page_is_refused_with_the_game_shown(app, client):
    game_id = a_game(app, hands=[US_OUT])
    response = client.post(
        f"/g/{game_id}/hands/1/edit",
        data=hand_form(1, **{**US_OUT_FORM, "sides-1-hand_points": "45"}),
    )
    assert "The game changed while you were typing" in response.get_data(as_text=True)


def test_edit_and_delete_of_a_missing_hand_are_404(app, client):
    game_id = a_game(app, hands=[US_OUT])
    assert client.get(f"/g/{game_id}/hands/2/edit").status_code == 404
    assert client.get(f"/g/{game_id}/hands/0/delete").status_code == 404
    assert client.get("/g/99/hands/new").status_code == 404
    assert client.post("/g/99/hands/preview").status_code == 404


def test_delete_asks_then_deletes_and_renumbers(app, client):
    second = {
        "results": [US_OUT["results"][1], {**US_OUT["results"][0], "red_threes": 2}]
    }
    game_id = a_game(app, hands=[US_OUT, second])
    page = client.get(f"/g/{game_id}/hands/1/delete").get_data(as_text=True)
    assert "Delete hand 1?" in page and "+830" in page
    response = client.post(
        f"/g/{game_id}/hands/1/delete", data={"version": "3"}, follow_redirects=True
    )
    page = response.get_data(as_text=True)
    assert "Hand 1 deleted" in page and "hand 1 deleted" in page
    hands = game(app, game_id)["hands"]
    assert len(hands) == 1 and hands[0]["record"] == second


def test_delete_from_an_old_page_is_refused(app, client):
    game_id = a_game(app, hands=[US_OUT])
    response = client.post(
        f"/g/{game_id}/hands/1/delete", data={"version": "1"}, follow_redirects=True
    )
    assert "The game changed meanwhile" in response.get_data(as_text=True)
    assert len(game(app, game_id)["hands"]) == 1


def test_a_delete_that_breaks_a_later_hand_is_refused(app, client):
    # Without hand 1 (which takes Them below 0: minimum 15), hand 2's 10-point opening of Them is too small.
    minus = {
        "results": [
            {"meld_points": 0, "hand_points": 0},
            {"meld_points": 0, "red_threes": 1, "hand_points": 100},
        ]
    }
    opening = {
        "results": [
            {"meld_points": 0, "hand_points": 0},
            {"meld_points": 0, "hand_points": 0},
        ]
    }
    game_id = a_game(app, hands=[minus, opening])
    with app.app_context():
        db = get_db()
        storage.update_hand(
            db,
            game_id,
            2,
            {
                "results": [
                    {"meld_points": 0, "hand_points": 0},
                    {"melds": [{"rank": "4", "natural": 3}], "hand_points": 0},
                ]
            },
            expected_version=3,
        )
    page = client.post(f"/g/{game_id}/hands/1/delete", data={"version": "4"}).get_data(
        as_text=True
    )
    assert (
        "It cannot be deleted" in page
        and "less than the minimum initial meld of 50" in page
    )
    assert len(game(app, game_id)["hands"]) == 2


@pytest.mark.parametrize(
    "path", ["/g/{id}/hands/new", "/g/{id}/hands/1/edit", "/g/{id}/hands/1/delete"]
)
def test_hand_pages_render(app, client, path):
    game_id = a_game(app, hands=[US_OUT])
    assert client.get(path.format(id=game_id)).status_code == 200


def test_record_stored_is_valid_json_record(app, client):
    game_id = a_game(app)
    client.post(f"/g/{game_id}/hands/new", data=hand_form(1, **US_OUT_FORM))
    exported = json.loads(client.get(f"/g/{game_id}/export.json").data)
    assert exported["hands"] == [US_OUT]


def test_samba_asks_for_runs_and_scores_a_samba(app, client):
    game_id = a_game(app, variant="samba")
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    assert 'aria-label="Run: Add A run for Us"' in page and "Sambas" in page
    assert "went out concealed" not in page  # Samba pays nothing extra for it
    form = hand_form(
        1,
        went_out="0",
        **{
            "sides-0-melds-0-rank": "run",
            "sides-0-melds-0-natural": "7",
            "sides-0-melds-0-low": "5",
            "sides-0-melds-1-rank": "K",
            "sides-0-melds-1-natural": "7",
            "sides-0-melds-2-rank": "A",
            "sides-0-melds-2-natural": "3",
        },
    )
    # Run 5-J: 5+5+5 + 10×4 = 55, samba 1500; K×7: 70 + 500; A×3: 60; going out 200: 2385.
    assert client.post(f"/g/{game_id}/hands/preview", data=form).get_json()[
        "scores"
    ] == [2385, 0]
    assert client.post(f"/g/{game_id}/hands/new", data=form).status_code == 302
    assert game(app, game_id)["hands"][0]["record"]["results"][0]["melds"][0] == {
        "rank": "run",
        "natural": 7,
        "low": "5",
    }


def test_british_acaba_is_one_choice_per_hand(app, client):
    game_id = a_game(app, variant="british")
    form = hand_form(
        1,
        acaba="1",
        **{
            "sides-0-melds-0-rank": "K",
            "sides-0-melds-0-natural": "5",
            "sides-1-melds-0-rank": "Q",
            "sides-1-melds-0-natural": "5",
        },
    )
    data = client.post(f"/g/{game_id}/hands/preview", data=form).get_json()
    assert data["ok"], data["problems"]
    assert client.post(f"/g/{game_id}/hands/new", data=form).status_code == 302
    assert game(app, game_id)["hands"][0]["record"]["results"][1]["acaba"] is True


def test_preview_of_a_correction_scores_the_hand_in_its_place(app, client):
    game_id = a_game(app, hands=[US_OUT, US_OUT])
    form = hand_form(3, **{**US_OUT_FORM, "sides-1-hand_points": "90"})
    data = client.post(f"/g/{game_id}/hands/preview?position=1", data=form).get_json()
    assert data["scores"] == [830, -90] and "Hand 1 would score" in data["html"]
    assert 'Total then: <span class="score">−90</span>' in data["html"]
    data = client.post(f"/g/{game_id}/hands/preview?position=7", data=form).get_json()
    # no such hand: previewed as the next one
    assert "Hand 3 would score" in data["html"]


def test_a_hand_entered_both_ways_is_corrected_without_losing_either_side(app, client):
    mixed = {
        "results": [
            US_OUT["results"][0],
            {"meld_points": 60, "canastas": {}, "hand_points": 40},
        ]
    }
    game_id = a_game(app, hands=[mixed])  # Us meld by meld, Them by count
    page = client.get(f"/g/{game_id}/hands/1/edit").get_data(as_text=True)
    assert (
        '<input checked id="sides-0-mode-0" name="sides-0-mode" type="radio" value="melds">'
        in page
    )
    assert (
        '<input checked id="sides-1-mode-2" name="sides-1-mode" type="radio" value="count">'
        in page
    )
    data = hand_form(
        2,
        **{
            **US_OUT_FORM,
            "sides-0-mode": "melds",
            "sides-1-mode": "count",
            "sides-1-meld_points": "60",
        },
    )
    response = client.post(
        f"/g/{game_id}/hands/1/edit", data=data, follow_redirects=True
    )
    assert "Hand 1 unchanged." in response.get_data(as_text=True)


def test_a_correction_that_would_end_the_game_before_a_later_hand_is_refused(
    app, client
):
    # 830, then 1660: over after hand 2
    game_id = a_game(app, hands=[US_OUT, US_OUT], rules={"target": 1000})
    # all four: 800, so 1530 after hand 1
    data = hand_form(3, **{**US_OUT_FORM, "sides-0-red_threes": "4"})
    page = client.post(f"/g/{game_id}/hands/1/edit", data=data).get_data(as_text=True)
    assert (
        "This would make another hand wrong: hand 2: the game was already over after hand 1"
        in page
    )
    assert game(app, game_id)["hands"][0]["record"] == US_OUT


def test_hand_and_foot_asks_for_red_threes_held_and_refuses_laid_ones(app, client):
    game_id = a_game(app, variant="hand-and-foot")
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    # red threes are not laid in Hand and Foot
    assert 'name="sides-0-red_threes"' not in page
    assert "Red threes held" in page and "Minimum meld: Us <strong>50</strong>" in page
    form = hand_form(
        1,
        **{
            "sides-0-hand_points": "",
            "sides-1-hand_points": "170",
            "sides-1-threes-3r": "2",
            "sides-0-red_threes": "1",
        },
    )
    page = client.post(f"/g/{game_id}/hands/new", data=form).get_data(as_text=True)
    assert (
        '<ul class="errors"><li>Us: red threes are not laid in Hand and Foot: count them among the cards '
        "left in hand</li></ul>"
    ) in page
    # the box shows with the value refused, to be cleared
    assert 'name="sides-0-red_threes"' in page
    assert game(app, game_id)["hands"] == []
    form.pop("sides-0-red_threes")
    # Them: 170 card points and two red threes held at 300 each: −170 − 600 = −770.
    assert client.post(f"/g/{game_id}/hands/preview", data=form).get_json()[
        "scores"
    ] == [0, -770]
    assert client.post(f"/g/{game_id}/hands/new", data=form).status_code == 302
    assert game(app, game_id)["hands"][0]["record"]["results"][1]["in_hand"] == {
        "points": 170,
        "3r": 2,
    }


AMERICAN_W16 = {  # rules reference W16, meld by meld with cards left player by player
    "went_out": "0",
    "sides-0-melds-0-rank": "K",
    "sides-0-melds-0-natural": "7",
    "sides-0-melds-1-rank": "Q",
    "sides-0-melds-1-natural": "5",
    "sides-0-melds-1-twos": "2",
    "sides-0-melds-2-rank": "wild",
    "sides-0-melds-2-jokers": "4",
    "sides-0-melds-2-twos": "3",
    "sides-0-red_threes": "2",
    "sides-0-black_threes": "1",
    "sides-0-players-0-8": "",
    "sides-0-players-1-8": "1",
    "sides-0-players-1-4": "1",  # a browser posts every box
    "sides-1-melds-0-rank": "J",
    "sides-1-melds-0-natural": "7",
    "sides-1-melds-1-rank": "7",
    "sides-1-melds-1-natural": "5",
    "sides-1-red_threes": "2",
    "sides-1-black_threes": "2",
    "sides-1-players-0-7": "3",
    "sides-1-players-0-Q": "1",
    "sides-1-players-1-9": "1",
    "sides-1-players-1-2": "1",
}


def test_modern_american_asks_cards_left_player_by_player(app, client):
    game_id = a_game(app, variant="modern-american")
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    for text in (
        "Cards left in Ana's hand",
        "Cards left in Dan's hand",
        "Black threes laid",
        "Red threes held",
        "Black threes held",
        "Unfinished melds of sevens",
        "Unfinished melds of wild cards",
        "Players holding 3+ aces",
        "Minimum meld: Us <strong>125 or a natural canasta</strong>",
    ):
        assert text in page, text
    assert 'name="sides-0-in_hand-K"' not in page  # replaced by each player's cards
    # Us: 70 + 90 + 260 − 15 + 500 + 300 + 2500 + 400 (threes) + 100 = 4205;
    # Them: 70 + 25 − 25 − 30 + 500 − 2500 (unfinished sevens) − 1500 (Cleo's three sevens) = −3460.
    data = client.post(
        f"/g/{game_id}/hands/preview", data=hand_form(1, **AMERICAN_W16)
    ).get_json()
    assert data["scores"] == [4205, -3460], data["problems"]
    assert (
        "Three or more sevens or aces held" in data["html"]
        and "Unfinished special melds" in data["html"]
    )
    assert (
        client.post(
            f"/g/{game_id}/hands/new", data=hand_form(1, **AMERICAN_W16)
        ).status_code
        == 302
    )
    them = game(app, game_id)["hands"][0]["record"]["results"][1]
    assert them["in_hand"] == [{"7": 3, "Q": 1}, {"9": 1, "2": 1}]
    page = client.get(f"/g/{game_id}/hands/1/edit").get_data(as_text=True)
    assert (
        'id="sides-1-players-0-7" inputmode="numeric" max="28" min="0" name="sides-1-players-0-7" pattern="[0-9]*" '
        'placeholder="0" step="1" type="number" value="3"' in page
    )


def test_modern_american_count_mode_and_a_special_hand(app, client):
    game_id = a_game(app, variant="modern-american")
    form = hand_form(
        1,
        special_hand="0:straight",
        **counted(
            **{
                "sides-0-meld_points": "200",
                "sides-0-canastas-natural": "1",  # ignored: the straight is all
                "sides-1-meld_points": "95",
                "sides-1-canastas-natural": "1",
                "sides-1-unfinished-sevens": "1",
                "sides-1-players_holding-7": "1",
                "sides-1-red_threes": "2",
                "sides-1-black_threes": "2",
                "sides-1-hand_points": "55",
            }
        ),
    )
    # Us: the straight, 3000. Them: 95 + 500 − 2500 − 1500 − 55 = −3460 (threes 2 + 2, one canasta: 0).
    data = client.post(f"/g/{game_id}/hands/preview", data=form).get_json()
    assert data["scores"] == [3000, -3460], data["problems"]
    assert client.post(f"/g/{game_id}/hands/new", data=form).status_code == 302
    record = game(app, game_id)["hands"][0]["record"]["results"]
    assert record[0] == {"special_hand": "straight"}
    assert record[1]["unfinished"] == {"sevens": 1} and record[1][
        "players_holding"
    ] == {"7": 1}
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    for label in (
        "Special hand",
        "Unfinished special melds",
        "Three or more sevens or aces held",
    ):
        assert label in page
    assert "Minimum meld was 125 or a natural canasta" in page
    page = client.get(f"/g/{game_id}/hands/1/edit").get_data(as_text=True)
    assert '<option selected value="0:straight">Us: Straight' in page
    assert '<fieldset class="side special" id="side-0">' in page


def test_modern_american_threes_held_beside_counted_points(app, client):
    game_id = a_game(app, variant="modern-american")
    form = hand_form(
        1,
        **counted(
            **{
                "sides-0-meld_points": "130",
                "sides-0-hand_points": "20",
                "sides-0-threes-3r": "1",
                "sides-0-threes-3b": "1",
                "sides-1-hand_points": "0",
            }
        ),
    )
    # Us: no canasta, so the melds count against them: −130; cards −20; a red and a black three held
    # cost 100 each: −130 − 20 − 200 = −350.
    data = client.post(f"/g/{game_id}/hands/preview", data=form).get_json()
    assert data["scores"] == [-350, 0], data["problems"]
    assert client.post(f"/g/{game_id}/hands/new", data=form).status_code == 302
    assert game(app, game_id)["hands"][0]["record"]["results"][0]["in_hand"] == {
        "points": 20,
        "3r": 1,
        "3b": 1,
    }


def test_a_special_hand_with_a_side_going_out_is_refused_beside_the_choice(app, client):
    game_id = a_game(app, variant="modern-american")
    form = hand_form(
        1,
        special_hand="1:garbage",
        went_out="0",
        **{
            "sides-0-melds-0-rank": "K",
            "sides-0-melds-0-natural": "7",
            "sides-0-melds-1-rank": "Q",
            "sides-0-melds-1-natural": "7",
        },
    )
    data = client.post(f"/g/{game_id}/hands/preview", data=form).get_json()
    assert not data["ok"] and "special_hand" in data["errors"]


def test_fixed_length_games_say_how_many_hands_are_left(app, client):
    game_id = a_game(app, variant="american-tournament")
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert (
        "3 hands" in page and "3 hands left" in page and 'class="to-target"' not in page
    )
    game_id = a_game(
        app,
        variant="hand-and-foot",
        hands=[
            {
                "results": [
                    {"melds": [], "hand_points": 15},
                    {"melds": [], "hand_points": 20},
                ]
            }
        ],
    )
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert "4 hands" in page and "3 hands left" in page
    assert "Minimum meld was 50" in page and 'data-next-meld="0">90<' in page


def test_hand_and_foot_for_three_teams_has_a_box_per_side(app, client):
    with app.app_context():
        sides = [
            {"name": n, "players": [n + "1", n + "2"]} for n in ("Red", "Blue", "Green")
        ]
        game_id = a_game(get_db(), name="Three", variant="hand-and-foot", sides=sides)
    page = client.get(f"/g/{game_id}/hands/new").get_data(as_text=True)
    assert page.count('<fieldset class="side') == 3 and "Green went out" in page


def test_a_side_wide_card_count_in_a_player_by_player_game_survives_a_correction(
    app, client
):
    # An imported record may list Them's cards for the side as a whole.
    hand = {
        "results": [
            AMERICAN_HAND_US,
            {"melds": [{"rank": "J", "natural": 7}], "in_hand": {"7": 3, "9": 1}},
        ]
    }
    game_id = a_game(app, variant="modern-american", hands=[hand])
    page = client.get(f"/g/{game_id}/hands/1/edit").get_data(as_text=True)
    assert "Cards left in Cleo's hand" in page and 'name="sides-1-in_hand-7"' in page
    data = client.post(
        f"/g/{game_id}/hands/preview?position=1",
        data=hand_form(
            2,
            **{
                "went_out": "0",
                "sides-0-melds-0-rank": "K",
                "sides-0-melds-0-natural": "7",
                "sides-0-melds-1-rank": "Q",
                "sides-0-melds-1-natural": "7",
                "sides-1-melds-0-rank": "J",
                "sides-1-melds-0-natural": "7",
                "sides-1-in_hand-7": "3",
                "sides-1-in_hand-9": "1",
                "sides-1-players-0-K": "",
            },
        ),
    ).get_json()
    # Them: 70 + 500 − 15 − 10 − 1500 (three sevens in one hand) = −955.
    assert data["scores"][1] == -955, data["problems"]


AMERICAN_HAND_US = {
    "melds": [{"rank": "K", "natural": 7}, {"rank": "Q", "natural": 7}],
    "went_out": True,
    "hand_points": 0,
}


def test_a_run_row_drawn_by_the_server_offers_no_wild_cards(app, client):
    """A run takes no wild cards, so its row has no deuce or joker boxes (helper-drawn rows too)."""

    game_id = a_game(
        app,
        name="Samba night",
        variant="samba",
        first_dealer=None,
    )
    page = client.post(
        f"/g/{game_id}/hands/new",
        data={
            "sides-0-mode": "melds",
            "sides-1-mode": "melds",
            "went_out": "",
            "sides-0-melds-0-rank": "run",
            "sides-0-melds-0-natural": "7",
            "sides-0-melds-0-low": "5",
            "preview": "1",
        },
    ).get_data(as_text=True)
    assert 'name="sides-0-melds-0-natural"' in page
    assert (
        'name="sides-0-melds-0-twos"' not in page
        and 'name="sides-0-melds-0-jokers"' not in page
    )
