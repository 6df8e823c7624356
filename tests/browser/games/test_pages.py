"""The other pages on a phone: refused hands, deleting a hand, import and export, and 360 px screens."""

import json

from factories import a_game
from playwright.sync_api import expect

HAND = {
    "results": [
        {
            "melds": [{"rank": "K", "natural": 7}, {"rank": "A", "natural": 3}],
            "red_threes": 1,
            "went_out": True,
        },
        {"meld_points": 0, "hand_points": 40},
    ]
}


def test_a_refused_hand_says_why_beside_the_box_and_keeps_what_was_typed(
    page, live_app, live_server, screenshots
):
    game_id = a_game(live_app, name="Pages")
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    page.get_by_role("button", name="Add Fours for Us").tap()
    us = page.get_by_role("group", name="Us", exact=True)
    fours = us.get_by_role("group", name="Fours", exact=True)
    fours.get_by_label("Naturals", exact=True).fill("1")  # one four
    fours.get_by_label("Deuces", exact=True).fill("2")
    page.get_by_text("Us went out", exact=True).tap()
    # Live, from the engine, beside the meld and beside "who went out":
    expect(fours.locator(".errors")).to_contain_text(
        "a meld needs at least 2 natural cards"
    )
    expect(page.locator("[data-errors='went_out']")).to_contain_text(
        "Us: going out needs 1 canasta"
    )
    page.get_by_role("button", name="Save hand 1").tap()
    # not saved: the form again
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")
    expect(fours.get_by_label("Naturals", exact=True)).to_have_value("1")
    expect(fours.get_by_label("Deuces", exact=True)).to_have_value("2")
    expect(fours.locator(".errors")).to_contain_text(
        "the meld of fours has 1 natural card and 2 wild cards"
    )
    page.screenshot(path=screenshots / "hand-entry-refused.png", full_page=True)


def test_deleting_a_hand_asks_first_then_recomputes(
    page, live_app, live_server, screenshots
):
    game_id = a_game(live_app, [HAND, HAND], name="Pages")
    page.goto(f"{live_server}/g/{game_id}")
    # (70 + 60 + 500 + 100 + 100) × 2
    expect(page.locator("[data-total='0']")).to_have_text("1660")
    page.locator("#hand-1 summary").tap()
    page.get_by_role("link", name="Delete hand 1").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Delete hand 1?")
    page.screenshot(path=screenshots / "hand-delete.png", full_page=True)
    page.get_by_role("button", name="Delete hand 1").tap()
    expect(page.get_by_role("status").first).to_contain_text("Hand 1 deleted")
    expect(page.locator("[data-total='0']")).to_have_text("830")
    expect(page.locator(".history").last).to_contain_text("hand 1 deleted")


def test_export_then_import_makes_the_same_game(
    page, live_app, live_server, screenshots, tmp_path
):
    game_id = a_game(live_app, [HAND], name="Pages")
    page.goto(f"{live_server}/g/{game_id}")
    with page.expect_download() as download:
        page.get_by_role("link", name="Export (JSON)").tap()
    path = tmp_path / "game.json"
    download.value.save_as(path)
    assert json.loads(path.read_text())["hands"] == [HAND]
    page.goto(f"{live_server}/games/import")
    page.screenshot(path=screenshots / "import.png", full_page=True)
    page.get_by_label("Game record file (.json)").set_input_files(path)
    page.get_by_role("button", name="Import").tap()
    expect(page.get_by_role("status").first).to_have_text("Imported “Pages”.")
    expect(page.locator("[data-total='0']")).to_have_text("830")


def test_every_page_fits_a_360_px_screen_with_44_px_targets_and_labels_everywhere(
    page, live_app, live_server, screenshots
):
    page.set_viewport_size({"width": 360, "height": 740})
    game_id = a_game(
        live_app,
        [HAND],
        name="Pages",
    )
    wild = a_game(live_app, [], name="Pages", variant="uruguayan")
    four = a_game(
        live_app,
        [{"results": [{"meld_points": 0, "hand_points": 1235}] * 4}],
        name="Pages",
        variant="hand-and-foot",
        sides=[{"name": f"Long side name {i}", "players": []} for i in range(4)],
    )
    paths = [
        "/",
        "/games/new",
        "/games/new/classic/0",
        "/games/new/classic-6p/0",
        "/games/import",
        f"/g/{game_id}",
        f"/g/{game_id}/hands/new",
        f"/g/{game_id}/hands/1/edit",
        f"/g/{game_id}/hands/1/delete",
        f"/g/{wild}/hands/new",
        f"/g/{four}",
        f"/g/{four}/hands/new",
    ]
    for path in paths:
        page.goto(live_server + path)
        for details in page.locator("details").all():
            details.evaluate("d => d.open = true")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, path
        small = page.evaluate("""() => [...document.querySelectorAll('button, .button, .pill, .rank, input, select')]
            .filter(b => b.offsetParent && b.type !== 'radio' && b.type !== 'checkbox'
                    && b.getBoundingClientRect().height < 44).map(b => b.outerHTML)""")
        assert small == [], (path, small)
        unlabelled = page.evaluate("""() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
            .filter(e => !e.labels || e.labels.length === 0).map(e => e.outerHTML)""")
        assert unlabelled == [], (path, unlabelled)
    page.goto(f"{live_server}/g/{four}")
    page.screenshot(path=screenshots / "scoreboard-four-sides-360.png", full_page=True)
