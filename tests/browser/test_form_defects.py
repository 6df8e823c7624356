"""The hand form's defects a newcomer met at the table (issue 22), each seen in a real Chromium at a
phone's width: nothing lies over a control, errors sit in their side's box, Samba's run line, the
320 px phone."""

import pytest
from playwright.sync_api import expect
from test_hand_form import a_game, game_url

CONTROLS = "a, button, input, select, summary, label.pill, .offline-banner"


def overlaps(a, b):
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


def boxes_under(page, target):
    """Every visible control whose box meets `target`'s (the target itself and its parents aside)."""
    return page.evaluate(
        """([selector, target]) => {
            const pill = document.querySelector(target).getBoundingClientRect();
            return [...document.querySelectorAll(selector)].filter((el) => {
                const box = el.getBoundingClientRect();
                if (!box.width || !box.height || !el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) || el.closest(target) || el.contains(document.querySelector(target))) return false;
                return box.left < pill.right && pill.left < box.right && box.top < pill.bottom && pill.top < box.bottom;
            }).map((el) => el.outerHTML.slice(0, 80));
        }""",
        [CONTROLS, target],
    )


@pytest.mark.parametrize("width", [390, 320])
def test_the_status_pill_lies_over_no_control_resting_or_floating(
    page, context, live_app, live_server, width
):
    page.set_viewport_size({"width": width, "height": 700})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    pill = page.locator("#sync-status")
    expect(pill).to_have_text("saved")
    expect(pill).to_be_visible()
    assert boxes_under(page, "#sync-status") == []
    # Offline and scrolled: the pill floats with its news, under the offline bar, not over its text.
    context.set_offline(True)
    expect(page.locator("#offline-banner")).to_be_visible()
    page.mouse.wheel(0, 400)
    expect(pill).to_have_class("sync-status attention floating")
    page.wait_for_timeout(300)
    banner = page.locator("#offline-banner").bounding_box()
    assert not overlaps(pill.bounding_box(), banner)
    context.set_offline(False)


@pytest.mark.parametrize("width", [390, 320])
def test_the_header_items_stand_apart(page, live_app, live_server, width):
    page.set_viewport_size({"width": width, "height": 700})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    items = [
        page.locator(".site-header > a").nth(0).bounding_box(),
        page.locator(".site-header > a").nth(1).bounding_box(),
        page.locator(".language-menu > summary").bounding_box(),
    ]
    for left, right in zip(items, items[1:]):
        if abs(left["y"] - right["y"]) < 4:  # on one line: a gap a reader sees
            assert right["x"] - (left["x"] + left["width"]) >= 8
