"""The save/sync status pill over the hand form (issue 22): at no scroll position of a 390 or 320 px
phone does it lie over a control, online ("saved", resting by the header) or offline (its news kept
in sight with the offline bar while the form scrolls)."""

import pytest
from factories import a_game
from playwright.sync_api import expect
from test_hand_form import four_melds_a_side, game_url

CONTROLS = (
    "a, button, input:not([type=hidden]), select, summary, label.pill, .offline-banner"
)

# For every visible control: what the screen shows at its centre, when that is not the control itself.
# A control whose centre has scrolled beneath one of the page's own bars (the status bar at the top,
# the save bar at the bottom) is out of sight, as one scrolled above the screen is; the pill itself
# takes taps like any element here, so one drawn over a control cannot hide behind pointer-events.
COVERED = """(selector) => {
    const pill = document.getElementById('sync-status');
    pill.style.setProperty('pointer-events', 'auto', 'important');
    const bars = [...document.querySelectorAll('.status-bar, .save-bar')].map((bar) => [bar, bar.getBoundingClientRect()]);
    // elementFromPoint takes whole pixels: a centre within one of a bar's edge counts as beneath it.
    const within = (r, x, y) => x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1;
    const found = [];
    for (const el of document.querySelectorAll(selector)) {
        const box = el.getBoundingClientRect(), style = getComputedStyle(el);
        if (!box.width || !box.height || !el.checkVisibility({ visibilityProperty: true })) continue;
        if (style.pointerEvents === 'none' || style.opacity === '0') continue;  // a pill's radio: its label stands for it
        const x = box.left + box.width / 2, y = box.top + box.height / 2;
        if (y < 0 || y >= innerHeight || x < 0 || x >= innerWidth) continue;
        if (bars.some(([bar, r]) => !bar.contains(el) && within(r, x, y))) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit !== el && !el.contains(hit)) found.push(el.outerHTML.slice(0, 70) + ' under ' + (hit ? hit.outerHTML.slice(0, 50) : 'nothing'));
    }
    pill.style.removeProperty('pointer-events');
    return found;
}"""

# The pill, when shown, lies inside the status bar (whose paper hides what scrolls beneath it).
PILL_IN_BAR = """() => {
    const pill = document.getElementById('sync-status'), bar = document.querySelector('.status-bar');
    if (pill.hidden || !pill.checkVisibility()) return true;
    const p = pill.getBoundingClientRect(), b = bar.getBoundingClientRect();
    return bar.contains(pill) && p.top >= b.top - 0.5 && p.bottom <= b.bottom + 0.5;
}"""


def covered_while_scrolling(page, step=120):
    """Scrolls the page from top to bottom in steps; what lay under something else at each step."""
    found = []
    bottom = page.evaluate("document.documentElement.scrollHeight - innerHeight")
    for y in list(range(0, bottom, step)) + [bottom]:
        page.evaluate("(y) => window.scrollTo(0, y)", y)
        # Two frames: the scroll is drawn and any observer has moved the pill.
        page.evaluate(
            "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
        )
        found += [f"at {y}px: {what}" for what in page.evaluate(COVERED, CONTROLS)]
        assert page.evaluate(PILL_IN_BAR), f"the pill left its bar at {y}px"
    return found


@pytest.mark.parametrize("width", [390, 320])
def test_the_status_pill_lies_over_no_control_at_any_scroll_position(
    page, context, live_app, live_server, screenshots, width
):
    page.set_viewport_size({"width": width, "height": 640})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    four_melds_a_side(page)  # a long form: many controls pass the top of the screen
    pill = page.locator("#sync-status")
    expect(pill).to_have_text("saved")
    assert covered_while_scrolling(page) == []

    # Offline the pill has news ("offline"), kept in sight with the offline bar while the form scrolls.
    context.set_offline(True)
    expect(page.locator("#offline-banner")).to_be_visible()
    expect(pill).to_have_text("offline")
    assert covered_while_scrolling(page) == []
    page.evaluate("window.scrollTo(0, 700)")
    expect(pill).to_be_in_viewport()
    expect(page.locator("#offline-banner")).to_be_in_viewport()
    page.screenshot(path=screenshots / f"status-pill-offline-scrolled-{width}.png")
    context.set_offline(False)


# What moved in the page's layout shifts so far (the Layout Instability API, Chromium's): "main" for
# the page's <main> itself, else the start of each moved element.
MOVED = """() => new Promise((done) => {
    const moved = [];
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) for (const source of entry.sources) {
            if (source.node) moved.push(source.node.nodeName === 'MAIN' ? 'main' : String(source.node.outerHTML).slice(0, 60));
        }
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => done(moved), 300);
})"""


def test_the_form_does_not_move_down_when_the_pill_appears(page, live_app, live_server):
    """CI saw a tap on K land beside it: the pill ("saved") appeared once the scripts had run and
    pushed the whole hand form down a line under the thumb. A game page keeps the pill's room from
    the start, so nothing in <main> moves when it appears."""
    page.set_viewport_size({"width": 390, "height": 740})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    expect(page.locator("#sync-status")).to_have_text("saved")
    moved = page.evaluate(MOVED)
    assert "main" not in moved, moved
    assert not [m for m in moved if "add_meld" in m or "<h1" in m], moved
