"""What a phone downloads: pages, CSS, JS and JSON compressed; static files under URLs that
change with their content, cached for a year."""

import gzip
import re

import brotli
import pytest
from factories import US_THEM, a_game


@pytest.fixture
def game_id(app):
    """A game of five hands, so its JSON record is past the 500 bytes below which nothing is packed."""
    hand = {
        "results": [
            {"meld_points": 130, "canastas": {"mixed": 1}, "went_out": True},
            {"meld_points": 120},
        ]
    }
    return a_game(
        app, [hand] * 5, name="Weights", rules={"target": 100000}, sides=US_THEM
    )


def static_urls(html: str) -> list[str]:
    return re.findall(r'(?:href|src)="(/static/[^"]+)"', html)


def one_time_values_blanked(body: bytes) -> bytes:
    """The page with its form nonce, signed CSRF token and time of drawing blanked: each drawing has new ones."""
    body = re.sub(rb'value="[0-9a-f]{32}"', b'value=""', body)
    body = re.sub(rb'data-rendered-at="[^"]*"', b'data-rendered-at=""', body)
    # the language switch's form
    body = re.sub(rb'(name="csrf_token" value=)"[^"]*"', rb'\1""', body)
    return re.sub(rb'(name="csrf-token" content=)"[^"]*"', rb'\1""', body)


def cache_control(client, url) -> str:
    with client.get(url) as response:
        return response.headers.get("Cache-Control", "")


def test_static_urls_carry_a_digest_of_the_file(client, game_id):
    urls = static_urls(client.get(f"/g/{game_id}/hands/new").get_data(as_text=True))
    # app.css is inside the page (web/delivery/first_paint.py), so it is not linked; the scripts
    # come as one bundle (web/delivery/bundles.py, tests/web/test_bundles.py)
    assert {url.split("?")[0] for url in urls} == {
        "/static/bundles/hand.js",
        "/static/icon.svg",
    }
    assert all(re.search(r"\?v=[0-9a-f]{12}$", url) for url in urls)


def test_a_versioned_static_file_is_cached_for_a_year_and_an_unversioned_one_revalidated(
    client,
):
    with client.application.test_request_context():
        from flask import url_for

        # as the offline copy and a print link ask
        css = url_for("static", filename="app.css")
    assert cache_control(client, css) == "public, max-age=31536000, immutable"
    assert "max-age=31536000" not in cache_control(client, "/static/app.css")
    # Yesterday's page asking for yesterday's file gets today's, to be checked again next time.
    assert "immutable" not in cache_control(client, "/static/app.css?v=000000000000")


def test_changing_a_file_changes_its_url(app, client, tmp_path):
    app.static_folder = str(tmp_path)
    (tmp_path / "app.css").write_text("body { color: black }")
    with app.test_request_context():
        from flask import url_for

        before = url_for("static", filename="app.css")
        (tmp_path / "app.css").write_text("body { color: navy }")
        assert url_for("static", filename="app.css") != before


@pytest.mark.parametrize(
    "encoding, decompress", [("gzip", gzip.decompress), ("br", brotli.decompress)]
)
@pytest.mark.parametrize(
    "address",
    [
        "/",
        "/g/{id}/hands/new",
        "/static/app.css",
        "/static/hand/hand_preview.js",
        "/static/bundles/hand.js",
        "/g/{id}/export.json",
    ],
)
def test_pages_styles_scripts_and_json_go_out_compressed(
    client, game_id, address, encoding, decompress
):
    path = address.format(id=game_id)
    with client.get(path) as response:
        plain = response.data
    with client.get(path, headers={"Accept-Encoding": encoding}) as packed:
        packed.data
    assert packed.headers["Content-Encoding"] == encoding
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert one_time_values_blanked(decompress(packed.data)) == one_time_values_blanked(
        plain
    )
    assert len(packed.data) < len(plain) * 0.6


def test_a_client_that_asks_for_no_compression_gets_none(client):
    with client.get("/static/app.css") as response:
        assert "Content-Encoding" not in response.headers
