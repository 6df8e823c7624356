"""First paint of a cold hand page on a phone-like Chromium: a 4x slower CPU and a slow 4G link
(150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), emulated through the DevTools protocol.

    .venv/bin/python benchmarks/first_paint.py [RUNS]

Starts `scripts/run.sh` twice on a free loopback port: once with INLINE_CSS = False (app.css linked:
the page waits for a second request before it can paint) and once as shipped (app.css inside the
page, web/delivery/first_paint.py). Each run is a fresh browser context with the cache off, so
every load is cold. Prints the median first-contentful-paint and how many render-blocking requests
the page made after its HTML (the Resource Timing's renderBlockingStatus).
"""

import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from live_server import Browser, Table, start_server  # noqa: E402

SLOW_4G = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 1.6 * 1024 * 1024 / 8,
    "uploadThroughput": 750 * 1024 / 8,
}
CPU_SLOWDOWN = 4
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}


def measure(browser, url: str) -> tuple[float, int]:
    """One cold load: first-contentful-paint in ms, and render-blocking requests after the HTML."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    page.goto(url, wait_until="load")
    paint = page.evaluate(
        "performance.getEntriesByName('first-contentful-paint')[0].startTime"
    )
    blocking = page.evaluate(
        "performance.getEntriesByType('resource')"
        ".filter(r => r.renderBlockingStatus === 'blocking').length"
    )
    context.close()
    return paint, blocking


def hand_page(config: str, folder: Path, runs: int, browser) -> tuple[list[float], int]:
    server = start_server(folder / "instance", config=config)
    try:
        table = Table(Browser(server.port), "Bench")
        assert table.start_game().status == 302
        table.browser.close()
        url = f"http://127.0.0.1:{server.port}{table.hand_page}"
        # warm the server's own caches (templates, lean CSS), not the browser's
        measure(browser, url)
        results = [measure(browser, url) for _ in range(runs)]
    finally:
        server.stop()
    return [paint for paint, _ in results], max(blocking for _, blocking in results)


def main(runs: int = 7) -> None:
    with (
        tempfile.TemporaryDirectory() as before_dir,
        tempfile.TemporaryDirectory() as after_dir,
        sync_playwright() as p,
    ):
        browser = p.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=["--disable-gpu", "--disable-quic"],
        )
        cases = [
            ("before (app.css linked)", "INLINE_CSS = False\n", Path(before_dir)),
            ("after (app.css inside the page)", "", Path(after_dir)),
        ]
        print(
            f"cold hand page, CPU {CPU_SLOWDOWN}x slower, {SLOW_4G['latency']} ms RTT, "
            f"1.6 Mbit/s down; median of {runs} runs"
        )
        for label, config, folder in cases:
            paints, blocking = hand_page(config, folder, runs, browser)
            print(
                f"  {label}: first contentful paint {statistics.median(paints):.0f} ms "
                f"(min {min(paints):.0f}, max {max(paints):.0f}); "
                f"render-blocking requests after the HTML: {blocking}"
            )
        browser.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
