"""Installable: the web app manifest, its icons, the service worker's address and the files it keeps,
and the time every page carries so a copy shown offline can say how old its scores are."""

import json
import re
import shutil
import struct
import zlib
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from scorekeeper.web.plumbing.security import CONTENT_SECURITY_POLICY

STATIC = Path(__file__).resolve().parents[3] / "static"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk, after checking the signature and the chunk's CRC."""
    assert data[:8] == PNG_SIGNATURE
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    assert struct.unpack(">I", data[29:33])[0] == zlib.crc32(data[12:29])
    return struct.unpack(">II", data[16:24])


def light_accent() -> str:
    """app.css's --accent in the light theme (the first :root block)."""
    return re.search(
        r"--accent:\s*(#[0-9a-f]{6})", (STATIC / "app.css").read_text()
    ).group(1)


@pytest.fixture
def manifest(client):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response.mimetype == "application/manifest+json"
    return json.loads(response.data)


def test_the_manifest_makes_an_app_of_its_own_that_opens_on_the_games_list(manifest):
    assert manifest["name"] == "Canasta Scorekeeper"
    assert manifest["short_name"] == "Canasta"
    assert manifest["start_url"] == "/" and manifest["scope"] == "/"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == light_accent() == "#0b6e4f"


@pytest.mark.parametrize(
    "size, purpose", [(192, "any"), (512, "any"), (512, "maskable")]
)
def test_the_manifest_icons_are_served_as_pngs_of_the_size_they_claim(
    client, manifest, size, purpose
):
    icon = next(
        i
        for i in manifest["icons"]
        if i["sizes"] == f"{size}x{size}" and i["purpose"] == purpose
    )
    assert icon["type"] == "image/png"
    with client.get(icon["src"]) as response:
        assert response.status_code == 200 and response.mimetype == "image/png"
        assert png_size(response.data) == (size, size)
        # a digest URL: fetched once
        assert "immutable" in response.headers["Cache-Control"]


def test_a_png_that_lies_about_its_size_would_fail_the_check():
    data = (STATIC / "icon-192.png").read_bytes()
    wrong = data[:16] + struct.pack(">II", 512, 512) + data[24:]
    with pytest.raises(AssertionError):
        png_size(wrong)  # the CRC no longer matches
    assert png_size(data) != (512, 512)


def test_every_page_links_the_manifest_the_icon_and_the_theme_colour(client, make_game):
    game_id = make_game()
    for path in ("/", f"/g/{game_id}", f"/g/{game_id}/hands/new", "/sheets"):
        page = client.get(path).get_data(as_text=True)
        assert '<link rel="manifest" href="/manifest.webmanifest">' in page
        assert re.search(
            r'<link rel="icon" href="/static/icon.svg\?v=[0-9a-f]{12}"', page
        )
        assert (
            f'<meta name="theme-color" content="{light_accent()}" media="(prefers-color-scheme: light)">'
            in page
        )


def test_the_service_worker_is_served_from_the_root_and_always_checked_again(client):
    response = client.get("/service-worker.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert response.headers["Cache-Control"] == "no-cache"
    assert 'addEventListener("fetch"' in response.get_data(as_text=True)


def kept_files(client) -> list[str]:
    body = client.get("/service-worker.js").get_data(as_text=True)
    return json.loads(re.match(r"var SHELL = (\[.*?\]);", body).group(1))


def test_the_worker_keeps_every_file_the_pages_load_under_its_digest_url(
    client, make_game, manifest
):
    game_id = make_game()
    loaded = set()
    for path in (
        "/",
        f"/g/{game_id}",
        f"/g/{game_id}/hands/new",
        f"/g/{game_id}/share",
    ):
        loaded |= set(
            re.findall(
                r'(?:href|src)="(/static/[^"]+)"',
                client.get(path).get_data(as_text=True),
            )
        )
    kept = kept_files(client)
    assert loaded <= set(kept)
    assert {icon["src"] for icon in manifest["icons"]} <= set(kept)
    assert "/manifest.webmanifest" in kept
    assert all(
        re.search(r"\?v=[0-9a-f]{12}$", url)
        for url in kept
        if url.startswith("/static/")
    )
    # Not the print stylesheet (WeasyPrint reads it from disk), nor the worker's own source.
    assert not [url for url in kept if "sheet.css" in url or "service_worker" in url]


def test_a_changed_file_changes_the_worker_so_phones_install_the_new_one(
    app, client, tmp_path
):
    # the worker names the script bundles, made of the scripts in static/'s folders
    folder = tmp_path / "static"
    shutil.copytree(STATIC, folder)
    app.static_folder = str(folder)
    before = client.get("/service-worker.js").data
    # the same files, the same worker
    assert client.get("/service-worker.js").data == before
    (folder / "app.css").write_text("body { color: navy }")
    after = client.get("/service-worker.js").data
    assert after != before
    version = re.compile(rb'var VERSION = "([0-9a-f]{12})"')
    # and a new cache name
    assert version.search(after).group(1) != version.search(before).group(1)


def test_the_policy_lets_only_this_server_provide_the_worker_and_the_manifest(client):
    policy = client.get("/").headers["Content-Security-Policy"]
    # the base policy, with only the inline stylesheet's own hash added (web/delivery/first_paint.py)
    assert re.sub(r" 'sha256-[A-Za-z0-9+/=]+'", "", policy) == CONTENT_SECURITY_POLICY
    assert "worker-src 'self'" in policy and "manifest-src 'self'" in policy
    assert (
        "script-src 'self';" in policy
        and re.search(r"style-src 'self' 'sha256-[A-Za-z0-9+/=]+';", policy)
        and "unsafe" not in policy
    )


def test_every_page_says_when_it_was_drawn(client, make_game):
    game_id = make_game()
    for path in ("/", f"/g/{game_id}", f"/g/{game_id}/hands/new"):
        drawn = re.search(
            r'<body data-rendered-at="([^"]+)">',
            client.get(path).get_data(as_text=True),
        ).group(1)
        at = datetime.fromisoformat(drawn)
        assert at.tzinfo is not None and abs(
            datetime.now(timezone.utc) - at
        ) < timedelta(minutes=1)


def test_the_offline_banner_waits_hidden_with_a_place_for_the_time(client):
    page = client.get("/").get_data(as_text=True)
    assert (
        '<p class="offline-banner" id="offline-banner" role="status" hidden>'
        "Offline — scores as of <time></time></p>"
    ) in page


def test_the_reachability_check_is_an_empty_answer_never_cached(client):
    response = client.head("/reachable")
    assert response.status_code == 204
    assert response.data == b""
    assert "no-store" in response.headers["Cache-Control"]
