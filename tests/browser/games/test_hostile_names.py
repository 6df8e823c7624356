"""Names that try to run script, in Chromium (issue 9, part 1): made by the form, by import, and (with
a newline, as older versions let in) straight in the store; then every page where a name shows,
rank taps on the new-hand and correction forms included. Any dialog or `window.__pwned` fails."""

import json
import subprocess

import pytest
from factories import a_game
from playwright.sync_api import expect

from scorekeeper import storage

# Each would run script if spliced into HTML or an attribute; all are within 40 characters.
SIDE_NAMES = ["<img src=x onerror=__pwned=1;alert(1)>", '"><script>__pwned=2</script>']
PLAYERS = [
    "</textarea><svg onload=__pwned=3>",
    "Ana' onmouseover='__pwned=4",
    "javascript:__pwned=5//",
    '<iframe srcdoc="<script>parent.__pwned=6',
]
GAME_NAME = "<script>alert(7)</script>{{7*7}}&amp;"
# What the first hand form's rank buttons let in before the fix: a newline ended the regular
# expression that took the meld's name out of the button's label, and the rest went in as HTML.
NEWLINE_NAMES = [
    "A\n<img src=x onerror=__pwned=8;alert(8)>",
    "B\u2028<img src=x onerror=__pwned=9>",
]


def url(base, game_id, rest=""):
    """A game's page (game URLs change to tokens soon: one place to change)."""
    return f"{base}/g/{game_id}{rest}"


@pytest.fixture
def watched(page):
    """The page, failing the test if any dialog opens or any payload sets window.__pwned."""
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    yield page
    assert dialogs == []


def assert_nothing_ran(page, where):
    assert page.evaluate("typeof window.__pwned") == "undefined", where
    assert (
        page.evaluate(
            "document.querySelectorAll('img[src=x], svg[onload], iframe, main script').length"
        )
        == 0
    ), where


def tap(locator):
    """Tap a button in the middle of the screen: with long names the sticky save bar at the bottom
    grows to several lines, and a button scrolled just into view sits under it."""
    locator.evaluate("element => element.scrollIntoView({block: 'center'})")
    locator.tap()


def tap_every_rank_once(page, where):
    """Add a meld for each side (the rows come from the page's <template>), then remove them again."""
    for side in range(2):
        with page.expect_response(lambda response: "/hands/preview" in response.url):
            tap(page.locator(f'.ranks button[value="{side}:K"]'))
    expect(page.locator(".melds .meld")).to_have_count(2)
    assert (
        page.locator('.melds[data-side="0"] .meld').first.get_attribute("aria-label")
        == "Kings"
    )
    assert_nothing_ran(page, where)
    tap(page.locator(".melds .meld .remove").first)
    with page.expect_response(lambda response: "/hands/preview" in response.url):
        tap(page.locator(".melds .meld .remove").first)
    expect(page.locator(".melds .meld")).to_have_count(0)


def visit_every_page(page, base, game_id, names, tmp_path):
    """Every page that shows the game's or the sides' names, doing what players do there."""
    page.goto(url(base, game_id, "/hands/new"))
    for i, name in enumerate(names):
        expect(page.locator(f"#side-{i} > legend")).to_have_text(
            name.replace("\n", " ").replace("\u2028", " ")
        )
    tap_every_rank_once(page, "new hand")
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391)
        .map(e => e.tagName + '.' + e.className).slice(0, 8)""")
    assert wide == [], wide
    page.get_by_role("button", name="Save hand 1").tap()
    # Every meld was taken off again: the form asks before saving an empty hand.
    page.get_by_role("button", name="Save hand 1 anyway").tap()
    expect(page.get_by_role("status").first).to_contain_text("Hand 1 saved.")
    assert_nothing_ran(page, "scoreboard")
    page.goto(url(base, game_id, "/hands/1/edit"))
    tap_every_rank_once(page, "correction")
    for path in ["", "/hands/1/delete", "/delete"]:
        page.goto(url(base, game_id, path))
        assert_nothing_ran(page, path)
    for path in ["/", "/sheets"]:
        page.goto(base + path)
        assert_nothing_ran(page, path)
    page.goto(url(base, game_id))
    # long names wrap
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    with page.expect_download() as download:
        tap(page.locator(".sheet-links a").first)
    pdf = tmp_path / f"sheet-{game_id}.pdf"
    download.value.save_as(pdf)
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], check=True, capture_output=True, text=True
    ).stdout
    assert names[0].split("\n")[0].split("\u2028")[0] in " ".join(text.split())
    assert_nothing_ran(page, "sheet")


def test_hostile_names_typed_into_the_new_game_form_never_run(
    watched, live_server, tmp_path
):
    page = watched
    page.goto(f"{live_server}/games/new/classic/0")
    page.locator("#name").fill(GAME_NAME)
    for i, name in enumerate(SIDE_NAMES):
        page.locator(f"#sides-{i}-name").fill(name)
    for seat, player in enumerate(PLAYERS):
        page.locator(f"[data-seat='{seat + 1}']").fill(player)
    # the first-dealer list follows the names as they are typed
    assert_nothing_ran(page, "new game form")
    page.get_by_role("button", name="Start the game").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")
    game_id = page.url.split("/g/")[1].split("/")[0]
    assert page.title().startswith("Hand 1 · " + GAME_NAME)
    visit_every_page(page, live_server, game_id, SIDE_NAMES, tmp_path)


def test_hostile_names_imported_never_run(watched, live_server, tmp_path):
    page = watched
    record = {
        "format": 1,
        "variant": "classic",
        "name": GAME_NAME,
        "first_dealer": PLAYERS[0],
        "sides": [
            {"name": SIDE_NAMES[0], "players": PLAYERS[0::2]},
            {"name": SIDE_NAMES[1], "players": PLAYERS[1::2]},
        ],
    }
    page.goto(f"{live_server}/games/import")
    page.get_by_label("…or paste the record here").fill(json.dumps(record))
    page.get_by_role("button", name="Import").tap()
    expect(page.get_by_role("status").first).to_contain_text("Imported")
    game_id = page.url.split("/g/")[1].split("/")[0]
    visit_every_page(page, live_server, game_id, SIDE_NAMES, tmp_path)


def test_names_with_newlines_or_direction_overrides_are_refused_by_the_import(
    watched, live_server
):
    page = watched
    for name in [*NEWLINE_NAMES, "\u202eevil"]:
        record = {
            "format": 1,
            "variant": "classic",
            "sides": [{"name": name}, {"name": "Them"}],
        }
        page.goto(f"{live_server}/games/import")
        page.get_by_label("…or paste the record here").fill(json.dumps(record))
        page.get_by_role("button", name="Import").tap()
        expect(page.get_by_role("alert")).to_contain_text(
            "side 1, name: may not hold control or text-direction"
        )
        assert_nothing_ran(page, "import refused")


def test_newline_names_stored_by_an_older_version_never_run(
    watched, live_app, live_server, tmp_path
):
    db = storage.open_db(live_app.config["DATABASE"])
    game_id = a_game(
        db,
        name="Old game\n<img src=x onerror=__pwned=10>",
        sides=[{"name": NEWLINE_NAMES[0]}, {"name": NEWLINE_NAMES[1]}],
    )
    db.close()
    visit_every_page(watched, live_server, game_id, NEWLINE_NAMES, tmp_path)
