"""A page's scripts come as one bundle made from static/*.js when it is asked for: its URL carries the
digest of what is sent, so an edited source reaches phones at the next page, and a bundle kept under
its digest is never stale. Chromium's own count of the first load: browser/test_first_load.py."""

import gzip
import re
import shutil
from pathlib import Path

import brotli
import pytest

from scorekeeper.web.delivery.bundles import BUNDLES
from scorekeeper.web.delivery.lean_assets import lean_body

STATIC = Path(__file__).resolve().parents[3] / "static"


def bundle_of(client, path: str) -> str:
    """The one script a page loads (its bundle's URL), checked to be the only one."""
    page = client.get(path).get_data(as_text=True)
    scripts = re.findall(r"<script\b[^>]*>", page)
    assert len(scripts) == 1, scripts
    assert " defer" in scripts[0]
    return re.search(r'src="([^"]+)"', scripts[0]).group(1).replace("&amp;", "&")


@pytest.fixture
def own_static(app, tmp_path):
    """A copy of static/ that a test may edit, as another engineer edits the real one."""
    folder = tmp_path / "static"
    shutil.copytree(STATIC, folder)
    app.static_folder = str(folder)
    return folder


def test_the_bundle_url_changes_when_one_of_its_sources_changes(
    client, make_game, own_static
):
    game = make_game()
    before = bundle_of(client, f"/g/{game}/hands/new")
    with (own_static / "hand" / "hand_draft.js").open("a") as source:
        source.write("\nwindow.editedToday = 1;\n")
    after = bundle_of(client, f"/g/{game}/hands/new")
    assert after != before
    assert after.split("?")[0] == before.split("?")[0] == "/static/bundles/hand.js"
    assert b"window.editedToday=1" in client.get(after).data
    # the scoreboard's bundle has no hand_draft.js: its URL stays
    board = bundle_of(client, f"/g/{game}")
    (own_static / "hand" / "hand_draft.js").write_text("window.editedAgain = 2;\n")
    assert bundle_of(client, f"/g/{game}") == board


def test_a_changed_comment_leaves_the_bundle_and_its_url_as_they_were(
    client, make_game, own_static
):
    """The digest is of the bytes sent, and comments are not sent (lean_assets.py)."""
    game = make_game()
    before = bundle_of(client, f"/g/{game}/hands/new")
    source = own_static / "hand" / "hand_preview.js"
    source.write_text("// why this file is as it is\n" + source.read_text())
    assert bundle_of(client, f"/g/{game}/hands/new") == before


def test_a_bundle_is_its_sources_minified_in_their_order(client):
    sent = client.get("/static/bundles/hand.js").data
    position = 0
    for name in BUNDLES["hand"]:
        lean = lean_body("text/javascript", (STATIC / name).read_bytes(), {}).strip()
        found = sent.find(lean, position)
        assert found >= position, name
        position = found + len(lean)
    assert b"\n//" not in sent  # comments stay in the sources


@pytest.mark.parametrize(
    "encoding, decompress",
    [("br", brotli.decompress), ("gzip", gzip.decompress), ("", lambda body: body)],
)
def test_a_bundle_goes_out_in_the_encoding_the_phone_accepts(
    client, encoding, decompress
):
    plain = client.get("/static/bundles/hand.js").data
    with client.get(
        "/static/bundles/hand.js", headers={"Accept-Encoding": encoding}
    ) as response:
        assert response.headers.get("Content-Encoding", "") == encoding
        assert "Accept-Encoding" in response.headers["Vary"]
        assert decompress(response.data) == plain
    if encoding:
        assert len(response.data) < len(plain) * 0.35


def test_a_bundle_under_its_digest_is_kept_a_year_and_under_another_checked_again(
    client,
):
    url = bundle_of(client, "/")
    with client.get(url) as current:
        assert current.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        # nothing per device: any cache may keep it
        assert "Set-Cookie" not in current.headers
    with client.get("/static/bundles/page.js?v=000000000000") as old:
        assert old.status_code == 200  # a page kept from before an update still runs
        assert "immutable" not in old.headers["Cache-Control"]
    assert client.get("/static/bundles/nothing.js").status_code == 404


@pytest.mark.parametrize(
    "path, kind",
    [
        ("/", "page"),
        ("/games/new/classic/0", "setup"),
        ("/g/{game}", "scoreboard"),
        ("/g/{game}/hands/new", "hand"),
        ("/g/{game}/share", "page"),
    ],
)
def test_each_page_loads_its_kinds_bundle(client, make_game, path, kind):
    url = bundle_of(client, path.format(game=make_game()))
    assert re.fullmatch(rf"/static/bundles/{kind}\.js\?v=[0-9a-f]{{12}}", url)


def bundle_of_kind(client, kind: str) -> str:
    with client.application.test_request_context():
        from scorekeeper.web.delivery.bundles import bundle_url

        return re.escape(bundle_url(kind))


def test_the_service_worker_keeps_every_bundle_and_no_single_script(client):
    worker = client.get("/service-worker.js").get_data(as_text=True)
    shell = re.search(r"var SHELL = (\[.*?\]);", worker).group(1)
    for kind in BUNDLES:
        assert re.search(rf'"{bundle_of_kind(client, kind)}"', shell), kind
    assert not re.search(r'"/static/[a-z_]+\.js', shell)


def test_every_script_lives_in_a_folder_by_job_and_some_page_loads_it():
    """static/ keeps styles and icons at its top and the phone's program in folders (offline/,
    scorer/, hand/, pages/): every script there is in a bundle, but the service worker, served
    at /service-worker.js on its own."""
    assert list(STATIC.glob("*.js")) == []
    scripts = {str(path.relative_to(STATIC)) for path in STATIC.glob("*/*.js")}
    bundled = {name for names in BUNDLES.values() for name in names}
    assert scripts - bundled == {"offline/service_worker.js"}
    assert bundled <= scripts
