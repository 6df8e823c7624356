"""What the phone's own scorer adds to the hand page stays within 30 KB as sent (issue 21), counted
from the app's real responses: its scripts (the engine's mirror in seven parts, its words, the form
reader and the offline preview; gzip and brotli, as Flask-Compress sends them) and the game's data in the form's data-scorer. The scripts load deferred in the hand page's bundle (after the page is
drawn) and the service worker keeps it, so a table that loses its Wi-Fi still has them."""

import gzip
import html
import json
import re
from pathlib import Path

import brotli
import pytest
from factories import a_game

from scorekeeper.web.delivery.bundles import BUNDLES, PILE_PARTS, SCORER_PARTS, build

BUDGET = 30 * 1024
SCORER_SCRIPTS = SCORER_PARTS + (
    "scorer/scorer_words.js",
    "scorer/scorer_form.js",
    "hand/hand_offline.js",
)


def a_hand_page(app, client, variant, sides) -> str:
    game = a_game(
        app,
        name="Weight",
        variant=variant,
        sides=[{"name": f"Side {i}"} for i in range(sides)],
    )
    return client.get(f"/g/{game}/hands/new").get_data(as_text=True)


@pytest.mark.parametrize(
    "variant, sides",
    [
        ("classic", 2),
        ("canastone", 2),
        ("modern-american", 2),
        ("cutthroat-3p", 3),
        ("hand-and-foot", 2),
        ("burraco", 2),
    ],
)
def test_the_phones_scorer_adds_at_most_30_kb_to_the_hand_page_as_sent(
    app, client, variant, sides
):
    page = a_hand_page(app, client, variant, sides)
    # as it sits in the page, escaped
    data = re.search(r'data-scorer="([^"]*)"', page).group(1)
    added = {"data": data.encode()}
    for name in SCORER_SCRIPTS:  # inside the page's bundle, each as its file is sent
        with client.get(f"/static/{name}") as response:
            assert response.status_code == 200
            added[name] = response.data
    gzipped = sum(len(gzip.compress(body)) for body in added.values())
    brotlied = sum(len(brotli.compress(body)) for body in added.values())
    assert gzipped < BUDGET and brotlied < BUDGET, {"gzip": gzipped, "br": brotlied}
    assert gzipped > 5000  # it is all there: the engine's mirror alone is some 8 KB


def test_the_scorer_loads_after_the_page_is_drawn_and_is_kept_for_offline(app, client):
    page = a_hand_page(app, client, "classic", 2)
    tag = re.search(
        r'<script src="(/static/bundles/hand\.js\?v=[0-9a-f]+)"[^>]*>', page
    )
    assert " defer" in tag.group(0)
    assert set(SCORER_SCRIPTS) <= set(BUNDLES["hand_piles"])
    # a Canasta game's page loads the mirror without the relatives' two parts
    assert set(SCORER_SCRIPTS) - set(PILE_PARTS) <= set(BUNDLES["hand"])
    assert not set(PILE_PARTS) & set(BUNDLES["hand"])
    worker = client.get("/service-worker.js").get_data(as_text=True)
    assert f'"{tag.group(1)}"' in worker


def test_the_scorer_is_sent_compressed(app, client):
    """Each part alone goes out brotli'd; the engine's mirror, its parts joined as in the page's
    bundle, stays under 12 KB (9.1 KB when it was split in five, 8.5 KB as one file, 11.2 KB with
    the two parts for Burraco, Buraco and Biriba)."""
    for name in SCORER_PARTS:
        with client.get(
            f"/static/{name}", headers={"Accept-Encoding": "br"}
        ) as response:
            assert response.headers["Content-Encoding"] == "br"
    joined = build(Path(app.static_folder), SCORER_PARTS)
    assert 5 * 1024 < len(joined.br) < 12 * 1024


def test_the_games_data_in_the_page_is_json_a_name_cannot_break_out_of(app, client):
    game = a_game(
        app,
        name="Quotes",
        sides=[{"name": 'Us" onmouseover="x'}, {"name": "<script>Them</script>"}],
    )
    page = client.get(f"/g/{game}/hands/new").get_data(as_text=True)
    assert "<script>Them" not in page and 'Us" onmouseover' not in page
    data = json.loads(html.unescape(re.search(r'data-scorer="([^"]*)"', page).group(1)))
    assert data["names"] == ['Us" onmouseover="x', "<script>Them</script>"]
    assert data["state"] == {
        "totals": [0, 0],
        "hands": 0,
        "finish": {"finished": False, "winner": None, "margin": None, "tied": []},
    }
