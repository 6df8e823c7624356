"""Every response carries the hardening headers, the session cookie stays on this site, and the
server answers only to its own names and addresses."""

import pytest
from factories import US_THEM, a_game, make_app


def pages(game_id):
    return [
        "/",
        "/games/new",
        "/games/new/classic/0",
        "/games/import",
        "/sheets",
        "/games/export.json",
        f"/g/{game_id}",
        f"/g/{game_id}/hands/new",
        f"/g/{game_id}/share",
        f"/g/{game_id}/delete",
        f"/g/{game_id}/export.json",
        "/g/no-such-game",
        "/static/app.css",
        "/sheets/blank/classic.pdf",
    ]


def test_every_response_carries_the_hardening_headers(app, client):
    for path in pages(a_game(app, sides=US_THEM)):
        response = client.get(path)
        assert response.status_code in (200, 302, 404), path
        csp = response.headers["Content-Security-Policy"]
        assert (
            "script-src 'self'" in csp
            and "frame-ancestors 'none'" in csp
            and "unsafe-inline" not in csp
        )
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "same-origin"
        assert response.headers["X-Frame-Options"] == "DENY"
        response.close()  # static files are streamed from an open file


def test_pages_hold_no_inline_script_or_style_for_the_policy_to_block(app, client):
    for path in pages(a_game(app, sides=US_THEM)):
        if path.endswith((".css", ".pdf", ".json")):
            continue
        html = client.get(path).get_data(as_text=True)
        assert (
            "<script>" not in html and " style=" not in html and " onclick=" not in html
        ), path


def test_the_session_cookie_is_same_site_and_not_for_scripts(client):
    cookie = client.get("/games/new").headers["Set-Cookie"]
    assert "SameSite=Lax" in cookie and "HttpOnly" in cookie


def test_behind_https_the_cookie_can_be_made_secure(tmp_path):
    app = make_app(tmp_path, csrf=True, SESSION_COOKIE_SECURE=True)
    assert (
        "Secure"
        in app.test_client()
        .get("/games/new", base_url="https://localhost")
        .headers["Set-Cookie"]
    )


@pytest.mark.parametrize(
    "host",
    [
        "localhost",
        "localhost:5000",
        "127.0.0.1:5000",
        "192.168.1.23:5000",
        "[::1]:5000",
        "[fe80::1]",
        "10.0.0.7",
    ],
)
def test_the_server_answers_to_its_own_names_and_any_address(client, host):
    assert client.get("/", headers={"Host": host}).status_code == 200


@pytest.mark.parametrize(
    "host", ["attacker.example", "attacker.example:5000", "localhost.attacker.example"]
)
def test_a_name_the_server_was_not_given_is_refused(client, host):
    # A page elsewhere could point its own name at this computer (DNS rebinding): refuse that name.
    response = client.get("/", headers={"Host": host})
    assert response.status_code == 400


def test_trusted_names_come_from_the_config(tmp_path):
    app = make_app(tmp_path, csrf=True, TRUSTED_NAMES=["canasta.example.org"])
    client = app.test_client()
    assert client.get("/", headers={"Host": "canasta.example.org"}).status_code == 200
    assert client.get("/", headers={"Host": "other.example.org"}).status_code == 400
