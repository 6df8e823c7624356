"""HTTPS at the table (scripts/https.sh): the table's own certificate authority and a certificate for
the server's address, made with openssl, that a phone trusting the authority accepts; and Caddy in
front of the app, serving it over HTTPS and the authority's certificate over plain HTTP to download."""

import os
import socket
import ssl
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from dev_server import dev_server
from factories import a_game

from scorekeeper import create_app, storage
from scorekeeper.web.app import settings

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_script(tmp_path, *args, **env):
    return subprocess.run(
        ["bash", str(ROOT / "scripts" / "https.sh"), *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={
            **os.environ,
            "SCOREKEEPER_INSTANCE": str(tmp_path),
            "ADDRESS": "127.0.0.1",
            **env,
        },
        check=True,
    )


def certificate_text(path: Path) -> str:
    return subprocess.run(
        ["openssl", "x509", "-in", str(path), "-noout", "-text"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def test_the_tables_certificate_is_signed_by_its_own_authority_for_the_servers_address(
    tmp_path,
):
    run_script(tmp_path, "certs")
    folder = tmp_path / "https"
    ca, server = folder / "public" / "scorekeeper-ca.crt", folder / "server.crt"
    verified = subprocess.run(
        ["openssl", "verify", "-CAfile", str(ca), str(server)],
        capture_output=True,
        text=True,
    )
    assert verified.stdout.strip() == f"{server}: OK"
    text = certificate_text(server)
    assert (
        "IP Address:127.0.0.1" in text
        and "TLS Web Server Authentication" in text
        and "CA:FALSE" in text
    )
    # An iPhone refuses a server certificate valid for more than 825 days.
    dates = subprocess.run(
        ["openssl", "x509", "-in", str(server), "-noout", "-startdate", "-enddate"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    start, end = (
        ssl.cert_time_to_seconds(line.split("=", 1)[1]) for line in dates.splitlines()
    )
    assert (end - start) / 86400 == 825
    assert "CA:TRUE" in certificate_text(ca)
    # Only the authority's certificate is public; its key and the server's stay private to this computer.
    assert sorted(p.name for p in (folder / "public").iterdir()) == [
        "index.html",
        "scorekeeper-ca.crt",
    ]
    assert (
        folder / "ca.key"
    ).stat().st_mode & 0o077 == 0 and folder.stat().st_mode & 0o077 == 0


def test_run_again_it_keeps_the_authority_so_phones_trust_it_once(tmp_path):
    run_script(tmp_path, "certs")
    ca = (tmp_path / "https" / "public" / "scorekeeper-ca.crt").read_bytes()
    run_script(tmp_path, "certs", ADDRESS="127.0.0.1")
    assert (tmp_path / "https" / "public" / "scorekeeper-ca.crt").read_bytes() == ca


@pytest.fixture
def app_server(tmp_path):
    app = create_app(
        {"DATABASE": str(tmp_path / "t.sqlite"), "SECRET_KEY": "https"},
        instance_path=tmp_path / "i",
    )
    server = dev_server(app, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_port
    server.shutdown()
    thread.join()
    server.server_close()


def wait_for(port: int) -> None:
    for _ in range(100):
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise AssertionError(f"nothing listens on {port}")


def test_caddy_serves_the_app_over_https_that_a_phone_trusting_the_table_accepts(
    tmp_path, app_server
):
    https_port, ca_port = free_port(), free_port()
    run_script(
        tmp_path,
        "certs",
        PORT=str(app_server),
        HTTPS_PORT=str(https_port),
        CA_PORT=str(ca_port),
    )
    folder = tmp_path / "https"
    caddy = subprocess.Popen(
        [
            "caddy",
            "run",
            "--adapter",
            "caddyfile",
            "--config",
            str(folder / "Caddyfile"),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={
            **os.environ,
            "XDG_DATA_HOME": str(tmp_path),
            "XDG_CONFIG_HOME": str(tmp_path),
        },
    )
    try:
        wait_for(https_port)
        wait_for(ca_port)
        trusting = ssl.create_default_context(
            cafile=str(folder / "public" / "scorekeeper-ca.crt")
        )
        with urllib.request.urlopen(
            f"https://127.0.0.1:{https_port}/", context=trusting, timeout=10
        ) as answer:
            assert answer.status == 200 and b"Canasta" in answer.read()
        with pytest.raises(urllib.error.URLError, match="CERTIFICATE_VERIFY_FAILED"):
            urllib.request.urlopen(
                f"https://127.0.0.1:{https_port}/",
                context=ssl.create_default_context(),
                timeout=10,
            )
        with urllib.request.urlopen(
            f"http://127.0.0.1:{ca_port}/scorekeeper-ca.crt", timeout=10
        ) as answer:
            assert (
                answer.read() == (folder / "public" / "scorekeeper-ca.crt").read_bytes()
            )
            # The type an iPhone offers to install as a profile, and an Android phone downloads.
            assert answer.headers["Content-Type"] == "application/x-x509-ca-cert"
    finally:
        caddy.terminate()
        caddy.wait(timeout=10)


def test_the_app_behind_caddy_takes_its_proxy_settings_from_the_environment_and_shares_https_links(
    monkeypatch, tmp_path
):
    """scripts/https.sh starts the app with SCOREKEEPER_PROXY_FIX, so a shared game's link says https."""
    monkeypatch.setenv("SCOREKEEPER_PROXY_FIX", '{"x_for": 1, "x_proto": 1}')
    monkeypatch.setenv("SCOREKEEPER_SESSION_COOKIE_SECURE", "true")
    monkeypatch.setenv("SCOREKEEPER_INSTANCE", str(tmp_path))
    config = settings()
    assert (
        config["PROXY_FIX"] == {"x_for": 1, "x_proto": 1}
        and config["SESSION_COOKIE_SECURE"] is True
    )
    assert "INSTANCE" not in config
    app = create_app(
        {
            "DATABASE": str(tmp_path / "t.sqlite"),
            "SECRET_KEY": "https",
            "WTF_CSRF_ENABLED": False,
        }
    )
    db = storage.open_db(app.config["DATABASE"])
    game_id = a_game(
        db,
        name="Club",
        sides=[{"name": "Us"}, {"name": "Them"}],
    )
    db.close()
    page = app.test_client().get(
        f"/g/{game_id}/share",
        base_url="http://192.168.1.23:8443",
        headers={"X-Forwarded-Proto": "https"},
    )
    assert f"https://192.168.1.23:8443/g/{game_id}" in page.get_data(as_text=True)
