"""The hand form as players really use it, on a real phone-sized Chromium: Back after saving, a reload
mid-entry, a 320 px phone, the sticky bar, landscape, undo, and the page without JavaScript."""

import pytest
from factories import a_game
from playwright.sync_api import expect

from scorekeeper import storage


def game_url(base, game_id, rest=""):
    """Every game URL is built here (they are about to become /g/<token>/…)."""
    return f"{base}/g/{game_id}{rest}"


def stored_hands(app, game_id):
    db = storage.open_db(app.config["DATABASE"])
    try:
        return [hand["record"] for hand in storage.get_game(db, game_id)["hands"]]
    finally:
        db.close()


def side(page, name):
    return page.get_by_role("group", name=name, exact=True)


def four_melds_a_side(page):
    """Us: K×7 (70 + natural canasta 500), Q×3 (30), J×3 + a deuce (50), 10×4 (40), out (100): 790.
    Them: A×3 (60), 9×3 (30), 5×4 (20), 8×3 + a joker (80); 35 left: 190 − 35 = 155."""
    for who, melds in (
        (
            "Us",
            (
                ("Kings", 7, 0, 0),
                ("Queens", 3, 0, 0),
                ("Jacks", 3, 1, 0),
                ("Tens", 4, 0, 0),
            ),
        ),
        (
            "Them",
            (
                ("Aces", 3, 0, 0),
                ("Nines", 3, 0, 0),
                ("Fives", 4, 0, 0),
                ("Eights", 3, 0, 1),
            ),
        ),
    ):
        for name, natural, twos, jokers in melds:
            page.get_by_role("button", name=f"Add {name} for {who}").tap()
            row = side(page, who).get_by_role("group", name=name, exact=True)
            if natural != 3:
                row.get_by_label("Naturals", exact=True).fill(str(natural))
            if twos:
                row.get_by_label("Deuces", exact=True).fill(str(twos))
            if jokers:
                row.get_by_label("Jokers", exact=True).fill(str(jokers))
    page.get_by_text("Us went out", exact=True).tap()
    side(page, "Them").get_by_label("Points left in hand", exact=True).fill("35")


def test_back_after_saving_shows_an_empty_form_and_saves_nothing_twice(
    page, live_app, live_server
):
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    four_melds_a_side(page)
    expect(page.locator("[data-score='0']")).to_have_text("+790")
    page.get_by_role("button", name="Save hand 1").tap()
    expect(page.get_by_role("status").first).to_have_text("Hand 1 saved.")
    page.go_back()
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 2")
    # Nothing of hand 1 came back: no meld lines, empty boxes, nobody out, no draft restored.
    expect(page.locator(".meld")).to_have_count(0)
    expect(
        side(page, "Them").get_by_label("Points left in hand", exact=True)
    ).to_have_value("")
    expect(page.get_by_label("Us went out", exact=True)).not_to_be_checked()
    expect(page.locator(".draft-note")).to_be_hidden()
    # Saving that empty form asks first, and saves nothing until answered.
    page.get_by_role("button", name="Save hand 2").tap()
    expect(page.get_by_role("alert").filter(has_text="Hand 2 is empty")).to_be_visible()
    assert len(stored_hands(live_app, game_id)) == 1


def test_the_same_hand_again_asks_before_it_is_saved(page, live_app, live_server):
    hand = {
        "results": [
            {"melds": [{"rank": "K", "natural": 7}], "went_out": True, "red_threes": 0},
            {"melds": [], "red_threes": 0, "hand_points": 40},
        ]
    }
    game_id = a_game(live_app, [hand], name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    page.get_by_role("button", name="Add Kings for Us").tap()
    side(page, "Us").get_by_label("Naturals", exact=True).fill("7")
    page.get_by_text("Us went out", exact=True).tap()
    side(page, "Them").get_by_label("Points left in hand", exact=True).fill("40")
    page.get_by_role("button", name="Save hand 2").tap()
    expect(
        page.get_by_role("alert").filter(has_text="exactly the same as hand 1")
    ).to_be_visible()
    assert len(stored_hands(live_app, game_id)) == 1
    page.get_by_role("button", name="Save hand 2 anyway").tap()
    expect(page.get_by_role("status").first).to_have_text("Hand 2 saved.")
    assert len(stored_hands(live_app, game_id)) == 2


def test_a_reload_mid_entry_keeps_the_draft_until_it_is_saved(
    page, live_app, live_server
):
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    four_melds_a_side(page)
    page.reload()  # pull-to-refresh
    expect(page.locator(".draft-note")).to_be_visible()
    expect(
        side(page, "Us")
        .get_by_role("group", name="Kings")
        .get_by_label("Naturals", exact=True)
    ).to_have_value("7")
    expect(
        side(page, "Them")
        .get_by_role("group", name="Eights")
        .get_by_label("Jokers", exact=True)
    ).to_have_value("1")
    expect(page.get_by_label("Us went out", exact=True)).to_be_checked()
    expect(page.locator("[data-score='0']")).to_have_text("+790")
    expect(page.locator("[data-score='1']")).to_have_text("+155")
    page.get_by_role("button", name="Save hand 1").tap()
    expect(page.get_by_role("status").first).to_have_text("Hand 1 saved.")
    assert stored_hands(live_app, game_id)[0]["results"][1]["hand_points"] == 35
    page.get_by_role("link", name="Record hand 2").tap()
    # hand 1's draft is gone with its save
    expect(page.locator(".meld")).to_have_count(0)
    expect(page.locator(".draft-note")).to_be_hidden()


def test_start_again_discards_the_draft(page, live_app, live_server):
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    page.get_by_role("button", name="Add Kings for Us").tap()
    page.reload()
    expect(page.locator(".meld")).to_have_count(1)
    page.get_by_role("button", name="Start again").tap()
    expect(page.locator(".meld")).to_have_count(0)
    page.reload()
    expect(page.locator(".meld")).to_have_count(0)


def overlaps(page, selector):
    """Pairs of visible controls whose boxes overlap, and controls that spill out of the screen."""
    return page.evaluate(
        """(selector) => {
        // checkVisibility() also drops what a closed <details> hides (offsetParent does not).
        const boxes = [...document.querySelectorAll(selector)].filter(e => e.offsetParent && e.checkVisibility())
            .map(e => [e, e.getBoundingClientRect()]);
        const found = [];
        const width = document.documentElement.clientWidth;
        for (const [e, r] of boxes) if (r.left < 0 || r.right > width) found.push('outside: ' + e.outerHTML.slice(0, 80));
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
            const [a, r] = boxes[i], [b, s] = boxes[j];
            if (a.contains(b) || b.contains(a)) continue;
            if (!a.closest('.save-bar') !== !b.closest('.save-bar')) continue;  // the sticky bar floats over the page
            // More than a shared 1 px border (segmented buttons share theirs) is an overlap.
            if (r.left < s.right - 1.5 && s.left < r.right - 1.5 && r.top < s.bottom - 1.5 && s.top < r.bottom - 1.5)
                found.push(a.outerHTML.slice(0, 80) + ' × ' + b.outerHTML.slice(0, 80));
        }
        return found;
    }""",
        selector,
    )


def test_a_320_px_phone_has_no_overlapping_control(
    page, live_app, live_server, screenshots
):
    page.set_viewport_size({"width": 320, "height": 568})
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    four_melds_a_side(page)
    for details in page.locator("details").all():
        details.evaluate("d => d.open = true")
    controls = "button, input:not([type=hidden]), select, .pill, summary, .meld-points, .meld-name"
    assert overlaps(page, controls) == []
    page.screenshot(path=screenshots / "hand-form-320.png", full_page=True)
    # The header's two links sit inside the header, above its border.
    header = page.locator(".site-header").bounding_box()
    for link in page.locator(".site-header a").all():
        box = link.bounding_box()
        assert box["y"] + box["height"] <= header["y"] + header["height"], box
    page.get_by_role("button", name="Save hand 1").tap()
    # The scoreboard after a save (with its banner and Undo): cards level, "Record hand 2" above the fold.
    expect(page.get_by_role("status").first).to_have_text("Hand 1 saved.")
    tops = [page.locator(f"[data-total='{i}']").bounding_box()["y"] for i in range(2)]
    assert tops[0] == tops[1]
    cards = [page.locator(".board-side").nth(i).bounding_box() for i in range(2)]
    assert cards[0]["y"] == cards[1]["y"] and cards[0]["height"] == cards[1]["height"]
    record = page.get_by_role("link", name="Record hand 2").bounding_box()
    assert record["y"] + record["height"] <= 568, record
    page.screenshot(path=screenshots / "scoreboard-320.png", full_page=True)
    assert overlaps(page, "button, .button, a") == []


@pytest.mark.parametrize("width, height", [(390, 844), (320, 568)])
def test_the_sticky_bar_takes_a_tenth_of_the_screen_at_most(
    page, live_app, live_server, width, height
):
    page.set_viewport_size({"width": width, "height": height})
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    four_melds_a_side(page)
    expect(page.locator("[data-score='0']")).to_have_text("+790")
    expect(
        page.get_by_role("button", name="Preview")
    ).to_be_hidden()  # the preview is live
    bar = page.locator(".save-bar").bounding_box()
    assert bar["height"] <= height / 10, bar
    # Red threes held is rare where red threes are laid: it waits under the side's "More".
    held = side(page, "Us").get_by_label("Red threes held", exact=True)
    expect(held).to_be_hidden()
    side(page, "Us").get_by_text("More for Us").tap()
    expect(held).to_be_visible()


def test_landscape_shows_the_sides_side_by_side(
    page, live_app, live_server, screenshots
):
    page.set_viewport_size({"width": 844, "height": 390})
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    us, them = side(page, "Us").bounding_box(), side(page, "Them").bounding_box()
    assert us["y"] == them["y"] and us["x"] + us["width"] <= them["x"]
    page.screenshot(path=screenshots / "hand-form-landscape.png")


def test_undo_takes_back_the_hand_just_saved(page, live_app, live_server):
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    four_melds_a_side(page)
    page.get_by_role("button", name="Save hand 1").tap()
    expect(page.locator("[data-total='0']")).to_have_text("790")
    page.get_by_role("button", name="Undo hand 1").tap()
    expect(page.get_by_role("status").first).to_contain_text("Hand 1 undone")
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")
    assert stored_hands(live_app, game_id) == []


def test_without_javascript_a_rank_tap_comes_back_to_the_meld_just_added(
    browser, live_app, live_server
):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, java_script_enabled=False
    )
    page = context.new_page()
    game_id = a_game(live_app, name="Form")
    page.goto(game_url(live_server, game_id, "/hands/new"))
    page.get_by_role("button", name="Add Kings for Them").click()
    expect(side(page, "Them").get_by_role("group", name="Kings")).to_be_in_viewport()
    assert page.url.endswith("#side-1-last-meld")
    context.close()
