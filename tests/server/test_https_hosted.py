"""A hosted server with real HTTPS (docs/running.md, "On a server with a domain"): deploy/Caddyfile,
as shipped, in front of the app started by scripts/run.sh with the documented instance/config.py.
Only the certificate's issuer differs: Caddy's own internal authority instead of ACME, which this
machine cannot reach. Everything listens on 127.0.0.1; the client asks for the domain by name (its
TLS server name and Host header) over a connection to loopback."""

import http.client
import os
import socket
import ssl
import subprocess
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest
from live_server import FormFields, free_port, start_server
from test_https_table import wait_for

ROOT = Path(__file__).resolve().parents[2]
DOMAIN = "scores.example.org"
CONFIG = f"""PROXY_FIX = {{"x_for": 1, "x_proto": 1, "x_host": 1}}
PUBLIC_URL = "https://{DOMAIN}"
TRUSTED_NAMES = ["{DOMAIN}"]
SESSION_COOKIE_SECURE = True
NEW_GAMES_PER_HOUR = 2
"""


def caddyfile_for_test(app_port: int, https_port: int) -> str:
    """deploy/Caddyfile with the test's ports, and Caddy's internal issuer instead of ACME (its root
    kept in the test's folder, never added to this machine's trust store)."""
    text = (ROOT / "deploy" / "Caddyfile").read_text()
    proxy = "reverse_proxy 127.0.0.1:5000"
    assert text.count(proxy) == 2 and f"\n{DOMAIN} {{" in text
    text = text.replace(proxy, f"reverse_proxy 127.0.0.1:{app_port}")
    text = text.replace(
        "{\n\temail admin@example.org\n",
        f"{{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n"
        f"\thttps_port {https_port}\n\tdefault_bind 127.0.0.1\n",
    )
    return text.replace(
        f"\n{DOMAIN} {{\n", f"\n{DOMAIN}:{https_port} {{\n\ttls internal\n"
    )


class Phone:
    """A browser asking for https://scores.example.org over a connection to 127.0.0.1."""

    def __init__(self, port: int, trust: Path):
        self.port, self.cookies = port, {}
        self.context = ssl.create_default_context(cafile=str(trust))

    def request(self, method, path, body=b"", headers=None):
        connection = http.client.HTTPSConnection(
            DOMAIN, self.port, context=self.context, timeout=20
        )
        connection._create_connection = lambda address, *rest: socket.create_connection(
            ("127.0.0.1", self.port), *rest
        )
        sent = {**(headers or {})}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        try:
            connection.request(method, path, body=body, headers=sent)
            answer = connection.getresponse()
            data = answer.read().decode("utf-8", "replace")
        finally:
            connection.close()
        cookies = [v for k, v in answer.getheaders() if k.lower() == "set-cookie"]
        for cookie in cookies:
            key, _, rest = cookie.partition("=")
            self.cookies[key] = rest.split(";", 1)[0]
        return answer.status, dict(answer.getheaders()), data, cookies


@pytest.fixture
def hosted(tmp_path):
    https_port = free_port()
    app = start_server(tmp_path / "instance", config=CONFIG)
    try:
        (tmp_path / "Caddyfile").write_text(caddyfile_for_test(app.port, https_port))
    except AssertionError:
        app.stop()
        raise
    with open(tmp_path / "caddy.log", "wb") as log:
        caddy = subprocess.Popen(
            [
                "caddy",
                "run",
                "--adapter",
                "caddyfile",
                "--config",
                tmp_path / "Caddyfile",
            ],
            stdout=subprocess.DEVNULL,
            stderr=log,
            env={
                **os.environ,
                "XDG_DATA_HOME": str(tmp_path),
                "XDG_CONFIG_HOME": str(tmp_path),
            },
        )
    try:
        wait_for(https_port)
        root = tmp_path / "caddy" / "pki" / "authorities" / "local" / "root.crt"
        certified(https_port, root)
        yield Phone(https_port, root), app
    finally:
        caddy.terminate()
        caddy.wait(timeout=10)
        app.stop()


def certified(port: int, root: Path) -> None:
    """Until Caddy has issued the domain's certificate: it listens first and issues after, and a
    handshake in between ends in an internal-error alert (the cause of this file's rare failures)."""
    for _ in range(100):
        try:
            if root.exists():
                context = ssl.create_default_context(cafile=str(root))
                with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
                    with context.wrap_socket(raw, server_hostname=DOMAIN):
                        return
        except (ssl.SSLError, OSError):
            pass
        time.sleep(0.1)
    raise AssertionError(f"Caddy issued no certificate for {DOMAIN}")


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
        {"Content-Type": "application/x-www-form-urlencoded"},
    )
    return status, {k.lower(): v for k, v in headers.items()}


def test_behind_caddy_the_app_serves_https_links_secure_cookies_and_budgets(hosted):
    phone, _ = hosted
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
