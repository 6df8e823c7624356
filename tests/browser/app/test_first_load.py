"""What a phone downloads the first time it opens the hand form, counted by Chromium itself (the
DevTools protocol's bytes on the wire: headers and compressed bodies): at most 4 requests and 40 KB
(issue 33; it was 12 requests, 50 KB, eleven of them scripts). The page carries its stylesheet, and
its scripts come as one deferred bundle (web/delivery/bundles.py) that the service worker keeps for
offline. Timings: benchmarks/first_load.py."""

from factories import a_game
from playwright.sync_api import expect

REQUESTS = 4
WIRE_BYTES = 40 * 1024


def weights_game(live_app) -> str:
    return a_game(live_app, name="Weights", sides=[{"name": "Us"}, {"name": "Them"}])


def first_load(context, url: str) -> tuple[object, dict[str, int]]:
    """Open url in a fresh context; every request the page made, with its bytes on the wire."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    urls, wire = {}, {}
    cdp.on(
        "Network.requestWillBeSent",
        lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]),
    )
    cdp.on(
        "Network.loadingFinished",
        lambda e: wire.__setitem__(e["requestId"], e["encodedDataLength"]),
    )
    page.goto(url)
    expect(page.get_by_role("button", name="Save hand 1")).to_be_visible()
    assert page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_load_state("networkidle")
    return page, {urls[rid]: wire.get(rid, 0) for rid in urls}


def test_the_hand_forms_first_load_is_at_most_4_requests_and_40_kb_on_the_wire(
    context, live_app, live_server
):
    game_id = weights_game(live_app)
    page, fetched = first_load(context, f"{live_server}/g/{game_id}/hands/new")
    paths = [url.removeprefix(live_server) for url in fetched]
    assert len(fetched) <= REQUESTS, paths
    assert sum(fetched.values()) <= WIRE_BYTES, fetched
    scripts = [path for path in paths if ".js" in path]
    # one bundle; the worker's own script is fetched by the browser for the worker, not the page
    assert [path.split("?v=")[0] for path in scripts] == ["/static/bundles/hand.js"]
    assert page.locator("script[src]").evaluate_all(
        "tags => tags.map(t => t.defer)"
    ) == [True]
    # the whole bundle ran: hand_steppers.js marks the page as scripted, and hand_preview.js, its
    # last file, as previewing live
    expect(page.locator("html")).to_contain_class("js")
    expect(page.locator("html")).to_contain_class("live-preview")


def test_the_service_worker_keeps_the_bundle_the_page_loaded(
    context, live_app, live_server
):
    game_id = weights_game(live_app)
    page, fetched = first_load(context, f"{live_server}/g/{game_id}/hands/new")
    bundle = next(url for url in fetched if "/static/bundles/hand.js?v=" in url)
    kept = page.evaluate(
        """async url => {
            for (let i = 0; i < 50; i++) {  // the worker's install may still be filling its cache
                if (await caches.match(url)) return true;
                await new Promise(done => setTimeout(done, 100));
            }
            return false;
        }""",
        bundle,
    )
    assert kept
