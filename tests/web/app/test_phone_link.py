"""The share page's link reaches the phone: PUBLIC_URL behind a proxy, this computer's Wi-Fi address
when served on the Wi-Fi, never 127.0.0.1 while a reachable address exists."""

import pytest

from scorekeeper.cli.admin import print_phone_address
from scorekeeper.web.plumbing.phone_address import is_loopback, lan_address, phone_url


def share_page(client, make_game) -> str:
    return client.get(f"/g/{make_game()}/share").get_data(as_text=True)


def share_link(client, make_game, page=None) -> str:
    page = page or share_page(client, make_game)
    start = page.index('class="share-link"><a href="') + len(
        'class="share-link"><a href="'
    )
    return page[start : page.index('"', start)]


def test_the_link_starts_with_public_url_behind_a_proxy(app, client, make_game):
    app.config["PUBLIC_URL"] = "https://scores.example.org/"
    link = share_link(client, make_game)
    assert link.startswith("https://scores.example.org/g/") and "//g/" not in link


def test_opened_as_127_0_0_1_the_link_uses_the_wifi_address_when_served_on_it(
    app, client, make_game
):
    app.config["SERVED_ON"] = ("0.0.0.0", 5000)
    lan = lan_address()
    if lan is None:
        pytest.fail("this machine has no network address to test with")
    page = share_page(client, make_game)  # asked for as localhost, as on the computer
    link = share_link(client, make_game, page)
    assert link.startswith(f"http://{lan}:5000/g/") and "127.0.0.1" not in link
    assert "HOST=0.0.0.0" not in page  # no hint needed


def test_served_on_loopback_only_the_page_says_how_to_reach_phones(
    app, client, make_game
):
    app.config["SERVED_ON"] = ("127.0.0.1", 5000)
    game_id = make_game()
    page = client.get(f"/g/{game_id}/share", base_url="http://127.0.0.1:5000").get_data(
        as_text=True
    )
    assert "http://127.0.0.1:5000/g/" in page and "HOST=0.0.0.0" in page


def test_a_page_opened_by_the_wifi_address_keeps_it(app, client, make_game):
    app.config["SERVED_ON"] = ("0.0.0.0", 5000)
    page = client.get(
        f"/g/{make_game()}/share", base_url="http://192.168.1.23:5000"
    ).get_data(as_text=True)
    assert "http://192.168.1.23:5000/g/" in page


@pytest.mark.parametrize(
    "host, loopback",
    [
        ("127.0.0.1", True),
        ("127.1.2.3", True),
        ("::1", True),
        ("[::1]", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("192.168.1.23", False),
        ("pi.local", False),
    ],
)
def test_loopback_names(host, loopback):
    assert is_loopback(host) is loopback


def test_a_server_on_loopback_has_no_phone_address_and_one_on_all_addresses_has_the_lan():
    assert phone_url("127.0.0.1", 5000) is None
    assert phone_url("192.168.1.23", 8000) == "http://192.168.1.23:8000/"
    lan = lan_address()
    assert phone_url("0.0.0.0", 5000) == (f"http://{lan}:5000/" if lan else None)


def test_serving_beyond_loopback_prints_the_phone_address_and_a_qr_code(capsys):
    print_phone_address("0.0.0.0", 5000)
    out = capsys.readouterr().out
    assert f"open http://{lan_address()}:5000/" in out
    # segno's compact terminal QR: rows of half blocks
    assert (
        sum("▀" in line or "▄" in line or "█" in line for line in out.splitlines()) > 10
    )


def test_serving_on_loopback_prints_how_to_serve_the_wifi(capsys):
    print_phone_address("127.0.0.1", 5000)
    out = capsys.readouterr().out
    assert "http://127.0.0.1:5000/" in out and "HOST=0.0.0.0" in out and "█" not in out
