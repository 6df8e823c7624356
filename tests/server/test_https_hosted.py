"""A hosted server with real HTTPS (docs/running.md, "On a server with a domain"): deploy/Caddyfile,
as shipped, in front of the app started by scripts/run.sh with the documented instance/config.py.
Only the certificate's issuer differs: Caddy's own internal authority instead of ACME, which this
machine cannot reach. Everything listens on 127.0.0.1; the client asks for the domain by name (its
TLS server name and Host header) over a connection to loopback."""

import ssl
from urllib.parse import urlencode

import pytest
from budget_clock import within_one_window
from front_servers import DOMAIN, HOSTED_CONFIG, Phone, caddy_before
from live_server import FormFields, start_server

CONFIG = HOSTED_CONFIG + "NEW_GAMES_PER_HOUR = 2\n"


@pytest.fixture
def hosted(tmp_path):
    app = start_server(tmp_path / "instance", config=CONFIG)
    try:
        with caddy_before(tmp_path, app.port) as (https_port, root):
            yield Phone(https_port, root), app
    finally:
        app.stop()


def new_game(phone: Phone) -> tuple[int, dict]:
    status, _, page, _ = phone.request("GET", "/games/new/classic/0")
    assert status == 200
    fields = FormFields()
    fields.feed(page)
    form = {**fields.fields, "sides-0-name": "North", "sides-1-name": "South"}

    status, headers, _, cookies = phone.request(
        "POST",
        "/games/new/classic/0",
        urlencode(form).encode(),
        {
            "Content-Type": "application/x-www-form-urlencoded",
            # Over https Flask-WTF asks for the page the form came from (a browser sends it).
            "Referer": phone.page_url("/games/new/classic/0"),
        },
    )
    return status, {k.lower(): v for k, v in headers.items()}


def test_behind_caddy_the_app_serves_https_links_secure_cookies_and_budgets(hosted):
    phone, _ = hosted
    within_one_window(10)  # the hour's two new games and the refused third
    status, headers, page, cookies = phone.request("GET", "/")
    assert status == 200 and "Canasta" in page
    assert cookies and all("Secure" in c for c in cookies)
    started, answer = new_game(phone)
    assert started == 302
    game = answer["location"].split("/hands")[0].replace(f"https://{DOMAIN}", "")
    _, _, share, _ = phone.request("GET", f"{game}/share")
    assert f'href="https://{DOMAIN}{game}"' in share
    assert "No other phone can open" not in share  # PUBLIC_URL: every phone reaches it
    # NEW_GAMES_PER_HOUR = 2: behind the proxy the budget counts the player's address.
    assert new_game(phone)[0] == 302 and new_game(phone)[0] == 429


def test_caddy_refuses_a_body_over_1_mb_but_lets_a_group_file_through_to_the_app(
    hosted,
):
    phone, _ = hosted
    big = b"x" * (2 * 2**20)
    # Stopped by Caddy before the app (waitress would buffer it whole): Debian 12's Caddy 2.6 answers
    # 502 for a body past max_size, later versions 413.
    assert phone.request("POST", "/games/import", big)[0] in (413, 502)
    # Under the limit, the app itself answers (its CSRF check refuses the bare form).
    assert phone.request("POST", "/games/import", b"x" * 900_000)[0] == 400
    group_file = (
        b'--b\r\nContent-Disposition: form-data; name="file"; filename="group.json"\r\n'
        b"Content-Type: application/json\r\n\r\n" + big + b"\r\n--b--\r\n"
    )
    status = phone.request(
        "POST",
        "/groups/import",
        group_file,
        {"Content-Type": "multipart/form-data; boundary=b"},
    )[0]
    # through Caddy to the app, which refuses it only for its CSRF token
    assert status == 400


def test_a_client_that_does_not_trust_the_issuer_is_refused(hosted):
    phone, _ = hosted
    phone.context = ssl.create_default_context()
    with pytest.raises(ssl.SSLCertVerificationError):
        phone.request("GET", "/")


def test_behind_caddy_https_is_strict_and_a_502_logs_no_key(hosted, tmp_path):
    phone, app = hosted
    status, headers, _, _ = phone.request("GET", "/")
    assert status == 200
    assert {k.lower(): v for k, v in headers.items()}[
        "strict-transport-security"
    ] == "max-age=31536000"
    started, answer = new_game(phone)
    game = answer["location"].split("/hands")[0].replace(f"https://{DOMAIN}", "")
    key = game.split("/g/")[1]
    app.stop()  # the app restarts: each phone's poll meets a 502 at Caddy
    status, _, _, _ = phone.request(
        "GET", f"{game}/version", headers={"Referer": f"https://{DOMAIN}{game}"}
    )
    assert status == 502
    log = (tmp_path / "caddy.log").read_text()
    assert '"uri": "/g/*/version"' in log
    assert key not in log
