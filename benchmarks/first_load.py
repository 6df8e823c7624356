"""Time to the hand form's first usable control in Chromium at 390 px, beside a prerendered copy of
the same page served by the same server, with the server idle and busy.

    .venv/bin/python benchmarks/first_load.py [RUNS] [GAMES]

The server is the production one (waitress, SERVER_THREADS, the app as create_app makes it), started
by this file in a process of its own so that one more address can sit in front of the app: a
static file, the hand form as the app drew it once, sent from memory like a static host's
prerendered page (brotli'd at the level Flask-Compress uses for pages, so it weighs what the live
page weighs). Both pages load the same script bundle.

Each load is a fresh browser context (cold cache, no service worker) on a phone-like Chromium: a
4x slower CPU and slow 4G (benchmarks/first_paint.py). "Usable" is the end of DOMContentLoaded:
the deferred bundle has run by then (hand_steppers.js has marked the page scripted, and the rest of
the bundle runs in that same script), so the steppers and Save answer. Loads alternate between the
two pages; medians of RUNS each.

Busy: two heavy downloads kept in flight the whole time, each followed by the next when it ends: a
group's export (GAMES imported games of 40 hands) and its games' PDF score sheets, one game after
another (WeasyPrint; a sheet once drawn is kept, so never the same one twice in a row).
"""

import gzip
import os
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHECKOUT = HERE.parent
PRERENDERED = "/prerendered/hand.html"
PAGE_FILE = "prerendered-hand.html"


class Prerendered:
    """WSGI: PRERENDERED answered from one file read once and compressed once; the rest to the app."""

    def __init__(self, app, path: Path, br_level: int):
        self.app, self.path, self.br_level = app, path, br_level
        self.bodies = None

    def __call__(self, environ, start_response):
        if environ.get("PATH_INFO") != PRERENDERED:
            return self.app(environ, start_response)
        import brotli

        if self.bodies is None:
            plain = self.path.read_bytes()
            self.bodies = {
                "br": brotli.compress(plain, quality=self.br_level),
                "gzip": gzip.compress(plain, 6),
                None: plain,
            }
        accepted = environ.get("HTTP_ACCEPT_ENCODING", "")
        encoding = next((e for e in ("br", "gzip") if e in accepted), None)
        body = self.bodies[encoding]
        headers = [
            ("Content-Type", "text/html; charset=utf-8"),
            ("Content-Length", str(len(body))),
            ("Cache-Control", "no-store"),
            ("Vary", "Accept-Encoding"),
        ] + ([("Content-Encoding", encoding)] if encoding else [])
        start_response("200 OK", headers)
        return [body]


def serve_beside_prerendered() -> None:
    """What the server process runs: the app as `scorekeeper serve` serves it, one file in front."""
    from scorekeeper import create_app
    from scorekeeper.cli.serving import serve

    app = create_app()
    page = Path(app.instance_path) / PAGE_FILE
    app.wsgi_app = Prerendered(app.wsgi_app, page, app.config["COMPRESS_BR_LEVEL"])
    serve(app, os.environ["HOST"], int(os.environ["PORT"]))


def keep_downloading(port: int, paths: list[str], stop, done: list) -> None:
    """Download the paths one after another, round and round, until stopped."""
    from live_server import Browser

    turn = 0
    while not stop.is_set():
        path = paths[turn % len(paths)]
        turn += 1
        phone = Browser(port, timeout=600)
        started = time.perf_counter()
        answer = phone.get(path)
        done.append((path.split("/")[-1], answer.status, time.perf_counter() - started))
        phone.close()


def usable_at(browser, url: str) -> dict:
    """One cold load of url: ms from navigation to the response's first byte and to usable."""
    from first_paint import CPU_SLOWDOWN, PHONE, SLOW_4G

    context = browser.new_context(**PHONE)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("document.documentElement.classList.contains('js')")
    timing = page.evaluate(
        "(() => { const n = performance.getEntriesByType('navigation')[0];"
        " return {first_byte: n.responseStart, usable: n.domContentLoadedEventEnd}; })()"
    )
    assert page.locator(".save-bar button.primary").is_visible()
    context.close()
    return timing


def compare(browser, live: str, static: str, runs: int) -> dict:
    results = {"live": [], "static": []}
    for _ in range(runs):
        results["live"].append(usable_at(browser, live))
        results["static"].append(usable_at(browser, static))
    return results


def summary(label: str, results: dict) -> None:
    live = statistics.median(r["usable"] for r in results["live"])
    static = statistics.median(r["usable"] for r in results["static"])
    live_byte = statistics.median(r["first_byte"] for r in results["live"])
    static_byte = statistics.median(r["first_byte"] for r in results["static"])
    print(
        f"  {label}: hand form usable at {live:.0f} ms (first byte {live_byte:.0f}), "
        f"prerendered copy {static:.0f} ms (first byte {static_byte:.0f}); "
        f"ratio {live / static:.2f}"
    )


def main(runs: int, games: int) -> None:
    from group_import_bench import CONFIG, group_file, upload
    from live_server import Browser, Table, start_server
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp())
    instance = folder / "instance"
    server = start_server(
        instance,
        CONFIG + "NEW_GAMES_PER_HOUR = 1000\n",
        command=[str(CHECKOUT / ".venv" / "bin" / "python"), __file__, "--serve"],
    )
    stop, done = threading.Event(), []
    try:
        status, _, _ = upload(server.port, group_file(games))
        assert status == 302, status
        with sqlite3.connect(instance / "scorekeeper.sqlite") as db:
            group = db.execute(
                "SELECT open_key(view_digest, view_seal) FROM groups"
            ).fetchone()[0]
            tokens = [
                row[0]
                for row in db.execute(
                    "SELECT open_key(token_digest, token_seal) FROM games"
                )
            ]
        table = Table(Browser(server.port), "Bench")
        assert table.start_game().status == 302
        page = table.browser.get(table.hand_page)
        (instance / PAGE_FILE).write_bytes(page.body.encode("utf-8"))
        table.browser.close()
        base = f"http://127.0.0.1:{server.port}"
        live, static = base + table.hand_page, base + PRERENDERED
        # a sheet is kept once drawn (per game and version): each download asks for another game's
        heavy = [
            [f"/groups/{group}/export.json"],
            [f"/g/{token}/sheet.pdf" for token in tokens if token],
        ]
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path="/usr/bin/chromium",
                args=["--disable-gpu", "--disable-quic"],
            )
            # the server's own first drawing, not timed
            compare(browser, live, static, 1)
            idle = compare(browser, live, static, runs)
            downloads = [
                threading.Thread(
                    target=keep_downloading, args=(server.port, paths, stop, done)
                )
                for paths in heavy
            ]
            for thread in downloads:
                thread.start()
            time.sleep(1)  # both in flight
            busy = compare(browser, live, static, runs)
            stop.set()
            for thread in downloads:
                thread.join()
            browser.close()
    finally:
        stop.set()
        server.stop()
    print(
        f"hand form vs its prerendered copy, same server, Chromium 390 px, CPU 4x slower, "
        f"slow 4G; median of {runs} cold loads each"
    )
    summary("idle", idle)
    summary(f"busy (export of {games} games + PDF sheet in flight)", busy)
    for name in ("export.json", "sheet.pdf"):
        took = [seconds for asked, _, seconds in done if asked == name]
        statuses = sorted({status for asked, status, _ in done if asked == name})
        print(
            f"  {name}: {len(took)} downloads, statuses {statuses}, "
            f"median {statistics.median(took):.1f} s"
        )


if __name__ == "__main__":
    sys.path[:0] = [str(CHECKOUT / "tests"), str(HERE)]
    if sys.argv[1:2] == ["--serve"]:
        serve_beside_prerendered()
    else:
        args = [int(a) for a in sys.argv[1:]]
        main(*(args + [7, 200][len(args) :]))
