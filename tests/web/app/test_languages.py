"""Choosing the language: the switch on every page, the cookie, the browser's Accept-Language, <html lang>,
and what changes with it: engine problems, numbers and the tables' own words."""

import re

import pytest
from factories import US_OUT, a_game, make_app


def html_lang(page: str) -> str:
    return re.search(r'<html lang="([^"]+)"', page).group(1)


@pytest.mark.parametrize(
    "accept, lang, heading",
    [
        ("it-IT,it;q=0.9,en;q=0.5", "it", "Partite"),
        ("de-AT,de;q=0.8", "de", "Partien"),
        ("fr-FR,fr;q=0.9", "en", "Games"),  # no French catalog: English
        ("", "en", "Games"),
    ],
)
def test_the_browsers_language_chooses_the_page_language(client, accept, lang, heading):
    page = client.get("/", headers={"Accept-Language": accept}).get_data(as_text=True)
    assert html_lang(page) == lang
    assert f"<h1>{heading}</h1>" in page


def test_the_switch_remembers_the_choice_in_a_cookie_and_returns_to_the_page(client):
    response = client.post("/language", data={"lang": "de", "next": "/sheets?paper=a4"})
    assert response.status_code == 303
    assert response.headers["Location"] == "/sheets?paper=a4"
    assert "lang=de" in response.headers["Set-Cookie"]
    page = client.get("/", headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert html_lang(page) == "de"  # the choice outranks the browser


@pytest.mark.parametrize(
    "target", ["https://evil.example/", "//evil.example/x", "/\\evil.example", ""]
)
def test_the_switch_never_sends_the_player_to_another_site(client, target):
    response = client.post("/language", data={"lang": "it", "next": target})
    assert response.headers["Location"] == "/"


def test_a_language_we_do_not_have_is_not_remembered(client):
    response = client.post("/language", data={"lang": "fr", "next": "/"})
    assert not any(
        cookie.startswith("lang=") for cookie in response.headers.getlist("Set-Cookie")
    )


def test_the_switch_is_on_every_page_and_marks_the_current_language(client):
    client.set_cookie("lang", "it")
    page = client.get("/games/new").get_data(as_text=True)
    assert 'action="/language"' in page
    assert 'value="it" lang="it"' in page and 'aria-current="true"' in page
    for name in ("English", "Italiano", "Deutsch", "Português", "Español"):
        assert name in page


def test_pages_say_they_vary_by_language(client):
    response = client.get("/")
    assert {"Accept-Language", "Cookie"} <= set(response.vary)


def test_the_switch_needs_the_csrf_token(tmp_path):

    app = make_app(tmp_path, csrf=True)
    response = app.test_client().post("/language", data={"lang": "it", "next": "/"})
    assert not any(
        cookie.startswith("lang=") for cookie in response.headers.getlist("Set-Cookie")
    )


# Six such hands: 6 × 830 = 4980 for Us, 6 × −40 = −240 for Them.


@pytest.mark.parametrize(
    "lang, total, minus",
    [("it", "4.980", "−240"), ("de", "4.980", "−240"), ("en", "4980", "−240")],
)
def test_totals_are_grouped_as_the_language_groups_digits(
    app, client, lang, total, minus
):
    game_id = a_game(app, [US_OUT] * 6)
    client.set_cookie("lang", lang)
    page = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert f'data-total="0">{total}<' in page
    assert f'data-total="1">{minus}<' in page


@pytest.mark.parametrize(
    "lang, expected",
    [
        (
            "it",
            [
                "la combinazione di re ha 1 carta naturale e 2 matte; una combinazione vuole almeno 2 carte naturali",
                "per chiudere occorre avere 1 canasta, ma questa coppia ne ha 0",
            ],
        ),
        (
            "de",
            [
                "die Meldung der Könige hat 1 natürliche Karte und 2 Joker; eine Meldung braucht mindestens 2 "
                "natürliche Karten",
                "zum Ausmachen braucht es 1 Canasta, aber diese Partei hat 0",
            ],
        ),
        (
            "en",
            [
                "the meld of kings has 1 natural card and 2 wild cards; a meld needs at least 2 natural cards",
                "going out needs 1 canasta, but this side has 0",
            ],
        ),
    ],
)
def test_engine_problems_are_said_in_the_players_language(app, client, lang, expected):
    game_id = a_game(app)
    client.set_cookie("lang", lang)
    form = {
        "version": "1",
        "nonce": "n-1",
        "action": "save",
        "sides-0-melds-0-rank": "K",
        "sides-0-melds-0-natural": "1",
        "sides-0-melds-0-twos": "2",
        "went_out": "0",
    }
    data = client.post(f"/g/{game_id}/hands/preview", data=form).get_json()
    assert data["errors"]["s0.melds.0"] == [f"Us: {expected[0]}"]  # the side named
    assert data["errors"]["went_out"][0].endswith(expected[1])


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "it",
            [
                "Canasta classica",
                "Canasta ai sette",
                "Canasta viennese",
                "Canasta brasiliana",
                "Canasta cubana",
            ],
        ),
        (
            "de",
            [
                "Klassisches Canasta",
                "Wiener Canasta",
                "Brasilianisches Canasta",
                "Kubanisches Canasta",
            ],
        ),
    ],
)
def test_rule_sets_go_by_the_names_each_language_knows_them_by(client, lang, words):
    client.set_cookie("lang", lang)
    page = client.get("/games/new").get_data(as_text=True)
    for word in words:
        assert word in page
