"""A cold hand page needs nothing but its HTML to paint: no render-blocking request follows it
(Resource Timing's renderBlockingStatus), and its styles apply under the Content-Security-Policy
(conftest's `context` fails the test on a blocked inline style). Timings: benchmarks/first_paint.py."""

import re

from playwright.sync_api import expect


def test_a_cold_hand_page_paints_with_no_render_blocking_request(page, live_server):
    page.goto(live_server + "/games/new/classic/0")
    page.get_by_role("button", name="Start the game").tap()
    expect(page).to_have_url(re.compile(r"/hands/new$"))
    page.reload()
    blocking = page.evaluate(
        "performance.getEntriesByType('resource')"
        ".filter(r => r.renderBlockingStatus === 'blocking').map(r => r.name)"
    )
    assert blocking == []
    # styled: the save button is the app's primary green, not the browser's grey
    colour = page.get_by_role("button", name="Save hand 1").evaluate(
        "b => getComputedStyle(b).backgroundColor"
    )
    assert colour == "rgb(11, 110, 79)"
