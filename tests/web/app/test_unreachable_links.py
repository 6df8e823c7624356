"""No printed link reaches nobody: served on loopback and opened on this computer, every page and PDF
that carries links for other phones (a game's share page, a group's, the director's page, the table
cards) says plainly that no other phone can open them, and the command that fixes it; with PUBLIC_URL
(or the Wi-Fi's address) they say nothing of the kind."""

import re

import pytest
from event_games import the_pair_event
from pdf_tools import pdf_text

from scorekeeper import places
from scorekeeper.web.plumbing.database import get_db

LOOPBACK = "http://127.0.0.1:5000"
WARNING = "No other phone can open"


def start_group(client) -> str:
    answer = client.post("/groups/new", data={"name": "Our table"})
    return re.search(r"/groups/([\w-]+)/share", answer.location).group(1)


def an_event_key(app) -> str:
    with app.app_context():
        return the_pair_event(get_db())["token"]


@pytest.fixture
def pages(app, client, make_game):
    """Each page that shows links for other phones, by name: its path."""
    return {
        "game share": f"/g/{make_game()}/share",
        "group share": f"/groups/{start_group(client)}/share",
        "director": f"/e/{an_event_key(app)}",
    }


@pytest.mark.parametrize("page", ["game share", "group share", "director"])
def test_served_on_loopback_the_page_says_no_phone_can_open_its_links_and_how_to_fix_it(
    app, client, pages, page
):
    app.config["SERVED_ON"] = ("127.0.0.1", 5000)
    html = client.get(pages[page], base_url=LOOPBACK).get_data(as_text=True)
    assert WARNING in html
    assert "<code>HOST=0.0.0.0 scripts/run.sh</code>" in html
    assert "<code>PUBLIC_URL</code>" in html
    assert f"{LOOPBACK}/" in html  # the links it warns about are indeed 127.0.0.1's


@pytest.mark.parametrize("page", ["game share", "group share", "director"])
def test_with_public_url_the_links_use_it_and_no_warning_shows(
    app, client, pages, page
):
    app.config["SERVED_ON"] = ("127.0.0.1", 5000)
    app.config["PUBLIC_URL"] = "https://scores.example.org"
    html = client.get(pages[page], base_url=LOOPBACK).get_data(as_text=True)
    assert WARNING not in html
    assert 'href="https://scores.example.org/' in html
    assert f'href="{LOOPBACK}/' not in html


def test_the_group_share_page_gives_the_wifi_address_when_served_on_it(
    app, client, pages
):
    app.config["SERVED_ON"] = ("0.0.0.0", 5000)
    html = client.get(pages["group share"], base_url=LOOPBACK).get_data(as_text=True)
    assert WARNING not in html and 'href="http://127.0.0.1' not in html


def test_the_warning_speaks_the_pages_language(app, client, pages):
    app.config["SERVED_ON"] = ("127.0.0.1", 5000)
    html = client.get(
        pages["group share"], base_url=LOOPBACK, headers={"Accept-Language": "de"}
    ).get_data(as_text=True)
    assert "Kein anderes Telefon kann diese Links öffnen" in html
    assert "<code>HOST=0.0.0.0 scripts/run.sh</code>" in html


def test_from_an_installed_wheel_the_warning_gives_the_wheels_command(
    app, client, pages, monkeypatch
):
    monkeypatch.setattr(places, "from_checkout", lambda: False)
    app.config["SERVED_ON"] = ("127.0.0.1", 5000)
    html = client.get(pages["game share"], base_url=LOOPBACK).get_data(as_text=True)
    assert "<code>scorekeeper serve --host 0.0.0.0</code>" in html


def test_table_cards_printed_on_loopback_say_so_on_every_card(app, client, tmp_path):
    key = an_event_key(app)
    app.config["SERVED_ON"] = ("127.0.0.1", 5000)
    answer = client.get(f"/e/{key}/table-cards.pdf", base_url=LOOPBACK)
    text = " ".join(pdf_text(answer.data, tmp_path).split())
    cards = text.count("Scan it at the start of every round")
    assert cards >= 2 and text.count("No other phone can open this link") == cards
    assert text.count("http://127.0.0.1:5000/") >= cards
    assert "HOST=0.0.0.0 scripts/run.sh" in text and "print the cards again" in text

    app.config["PUBLIC_URL"] = "https://scores.example.org"
    text = pdf_text(client.get(f"/e/{key}/table-cards.pdf").data, tmp_path)
    assert "No other phone" not in text and "scores.example.org" in text
