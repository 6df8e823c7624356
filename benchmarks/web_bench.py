"""Web app figures (a script, not a timed test): run with `.venv/bin/python benchmarks/web_bench.py`.

1. Bytes the hand-entry page costs a phone on first load: the HTML, every stylesheet, script and icon it
   links, the manifest and the service worker's script, uncompressed and gzipped (the server gzips or
   brotli-packs them for browsers that ask: assets.py); then, apart, what the worker keeps for offline.
2. Server time to save a hand and to render the scoreboard of a 40-hand game (test client, no network).
3. Taps to record a typical classic hand (two sides, three melds each, one canasta, a red three, going out)
   in each mode, counted by driving Debian's Chromium at 390x844 and counting every tap() and fill().
4. A bigger hand, four melds a side entered meld by meld: its taps, and the page's height in screens
   (scrollHeight / screen height) at 390x844 and 320x568, blank and once everything is typed.
"""

import gzip
import json
import logging
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from werkzeug.serving import make_server

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from scorekeeper import create_app, storage  # noqa: E402
from scorekeeper.web.plumbing.database import get_db  # noqa: E402

SIDES = [
    {"name": "Us", "players": ["Ana", "Ben"]},
    {"name": "Them", "players": ["Cleo", "Dan"]},
]
# A hand that stays valid all game long (both openings reach 120, the top minimum), played to a target
# of 100000 so 40 hands fit: Us 130 + 300 + 100 = 530 a hand, Them 120 − 20 = 100.
HAND = {
    "results": [
        {
            "meld_points": 130,
            "canastas": {"mixed": 1},
            "went_out": True,
            "red_threes": 0,
        },
        {"meld_points": 120, "hand_points": 20},
    ]
}
# The saved hand differs from the stored ones (25 left, not 20): a hand identical to the one before asks first.
FORM = {
    "sides-0-mode": "count",
    "sides-1-mode": "count",
    "went_out": "0",
    "action": "save",
    "sides-0-meld_points": "130",
    "sides-0-canastas-mixed": "1",
    "sides-1-meld_points": "120",
    "sides-1-hand_points": "25",
}


def make_app(folder: Path):
    return create_app(
        {
            "DATABASE": str(folder / "bench.sqlite"),
            "SECRET_KEY": "bench",
            "WTF_CSRF_ENABLED": False,
        },
        instance_path=folder / "instance",
    )


def new_game(app, hands: int, target: int = 100000) -> int:
    with app.app_context():
        db = get_db()
        game_id = storage.create_game(
            db,
            name="Bench",
            variant="classic",
            rules={"target": target},
            sides=SIDES,
            first_dealer="Ana",
        )
        for version in range(1, hands + 1):
            storage.add_hand(db, game_id, HAND, expected_version=version)
        return game_id


def weigh(client, url: str) -> tuple[int, int]:
    with client.get(url) as response:
        body = response.data
    return len(body), len(gzip.compress(body))


def print_sizes(title: str, sizes: dict) -> tuple[int, int]:
    print(title)
    for name, (raw, packed) in sizes.items():
        print(f"  {name:40} {raw:7,} / {packed:6,}")
    raw, packed = sum(s[0] for s in sizes.values()), sum(s[1] for s in sizes.values())
    print(f"  {'total':40} {raw:7,} / {packed:6,}")
    return raw, packed


def page_weight(app) -> None:
    """The first load of the hand page: the page, what it links (CSS, JS, the icon), the manifest and
    the service worker's script (registering fetches it). The worker then fetches the files it keeps
    (the shell) once, in the background: counted apart, without those the page already loaded."""
    client = app.test_client()
    game_id = new_game(app, 3)
    html = client.get(f"/g/{game_id}/hands/new").data
    linked = [
        url.decode() for url in re.findall(rb'(?:href|src)="(/static/[^"]+)"', html)
    ]
    sizes = {"HTML": (len(html), len(gzip.compress(html)))}
    for url in linked + ["/manifest.webmanifest", "/service-worker.js"]:
        sizes[url] = weigh(client, url)
    raw, packed = print_sizes(
        "Hand-entry page, first load (bytes uncompressed / gzipped):", sizes
    )
    print(
        "  (aim: under 60 KB on first load; tests/web/app/test_page_weight.py holds it under 60,000 bytes as is)"
    )
    worker = client.get("/service-worker.js").get_data(as_text=True)
    shell = json.loads(re.match(r"var SHELL = (\[.*?\]);", worker).group(1))
    later = {url: weigh(client, url) for url in shell if url not in sizes}
    print_sizes(
        "Then the service worker's precache, once, in the background (files not loaded above):",
        later,
    )


def timing(app, runs: int = 30) -> None:
    client = app.test_client()
    saves = []
    for run in range(runs):
        game_id = new_game(app, 39)
        data = {**FORM, "version": "40", "nonce": f"bench-{run}"}
        start = time.perf_counter()
        response = client.post(f"/g/{game_id}/hands/new", data=data)
        saves.append(time.perf_counter() - start)
        assert response.status_code == 302, response.data[:500]
    game_id = new_game(app, 40)
    renders = []
    for _ in range(runs):
        start = time.perf_counter()
        response = client.get(f"/g/{game_id}")
        renders.append(time.perf_counter() - start)
        assert response.status_code == 200 and b'data-total="0">21200<' in response.data
    print(f"Server time, median of {runs} (min):")
    print(
        f"  save hand 40 of a game       {statistics.median(saves) * 1000:6.1f} ms ({min(saves) * 1000:.1f})"
    )
    print(
        f"  scoreboard of a 40-hand game {statistics.median(renders) * 1000:6.1f} ms ({min(renders) * 1000:.1f})"
    )


class CountingPage:
    """A Playwright page whose tap() and fill() calls are counted: one each is one touch of the phone."""

    def __init__(self, page):
        self.page, self.taps, self.digits = page, 0, 0

    def tap(self, locator):
        self.taps += 1
        locator.tap()

    def fill(self, locator, value):
        self.taps += 1
        self.digits += len(value)  # the keys typed after the touch that focuses the box
        locator.fill(value)


def taps(app) -> None:
    from playwright.sync_api import expect, sync_playwright

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=["--disable-gpu", "--disable-quic"],
        )
        context = browser.new_context(
            viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
        )
        page = context.new_page()
        results = {}
        count_game = None
        for mode in ("meld by meld", "count", "count, again", "count cards"):
            # "count, again": the next hand of the same game, where each side is already in count mode.
            game_id = (
                count_game if mode == "count, again" else new_game(app, 0, target=5000)
            )
            count_game = game_id
            page.goto(f"{base}/g/{game_id}/hands/new")
            number = page.get_by_role("heading", level=1).inner_text().split()[-1]
            counter = CountingPage(page)
            if mode == "meld by meld":
                record_by_melds(counter, page)
            elif mode == "count cards":
                record_by_cards(counter, page)
            else:
                # The next hand differs (40 left, not 35): the very same hand twice in a row asks first.
                record_by_count(
                    counter,
                    page,
                    switch=mode == "count",
                    left="35" if mode == "count" else "40",
                )
            counter.tap(page.get_by_role("button", name=f"Save hand {number}"))
            expect(page.get_by_role("status").first).to_have_text(
                f"Hand {number} saved."
            )
            totals = [
                page.locator(f"[data-total='{i}']").inner_text() for i in range(2)
            ]
            results[mode] = (counter.taps, counter.digits, totals)
        fours = {"390x844": four_melds(app, page, base, 844)}
        small = browser.new_context(
            viewport={"width": 320, "height": 568}, is_mobile=True, has_touch=True
        )
        fours["320x568"] = four_melds(app, small.new_page(), base, 568)
        browser.close()
    server.shutdown()
    for size, four in fours.items():
        print(
            "Four melds a side at {}, meld by meld: {} taps; page height {:.2f} screens blank, {:.2f} filled "
            "(scoreboard then: {})".format(size, *four)
        )
    print(
        "Taps to record a typical classic hand (3 melds a side, one canasta, a red three, going out):"
    )
    for mode, (count, digits, totals) in results.items():
        print(
            f"  {mode:13} {count:3} taps, {digits:2} digits typed  (scoreboard then: {' / '.join(totals)})"
        )
    print("  (aim: 12 or fewer in count mode)")
    taps_, digits_ = results["count cards"][:2]
    # cards the players count: Us's melds, Them's melds, Them's hand
    cards = 13 + 10 + 5
    seconds = taps_ * TAP + digits_ * DIGIT + cards * COUNT + 4 * THINK
    print(
        f"Count cards, a person's time (keystroke-level estimate): {taps_} taps × {TAP} s + {digits_} digits × "
        f"{DIGIT} s + {cards} cards counted × {COUNT} s + 4 piles of decisions × {THINK} s = {seconds:.1f} s "
        "(aim: 25 s or less)"
    )


# A keystroke-level model of a person at the table (Card, Moran and Newell's operators, for a thumb on a
# phone): pointing at and tapping a 44 px target, typing one digit on the phone's number pad, counting one
# card of a pile by eye and finger, and the mental preparation before each side's melds and cards left.
TAP, DIGIT, COUNT, THINK = 0.6, 0.3, 0.3, 1.35


def record_by_cards(c, page):
    """The typical hand, counted card by card: Us K×7, Q×3, J×3 are 13 cards from king to eight (130), a
    natural canasta, a red three, out: 130 + 500 + 100 + 100 = 830. Them A×3 (3 × 20), 9×3 (3 × 10), 5×4
    (4 × 5): 60 + 30 + 20 = 110; left two kings and three small cards, 20 + 15 = 35: 110 − 35 = 75."""
    us, them = side(page, "Us"), side(page, "Them")
    c.tap(us.get_by_text("Count cards", exact=True))
    c.tap(them.get_by_text("Count cards", exact=True))
    c.fill(us.get_by_label("K to 8 (10), melded", exact=True), "13")
    c.tap(us.get_by_role("button", name="Natural canastas plus 1"))
    c.tap(us.get_by_role("button", name="Red threes plus 1"))
    c.tap(page.get_by_text("Us went out", exact=True))
    c.fill(them.get_by_label("2s and aces (20), melded", exact=True), "3")
    c.fill(them.get_by_label("K to 8 (10), melded", exact=True), "3")
    c.fill(them.get_by_label("7 to 4, black 3s (5), melded", exact=True), "4")
    c.fill(them.get_by_label("K to 8 (10), left in hand", exact=True), "2")
    c.fill(them.get_by_label("7 to 4, black 3s (5), left in hand", exact=True), "3")


def side(page, name):
    return page.get_by_role("group", name=name, exact=True)


def record_by_melds(c, page):
    # Us: K×7 natural canasta (70 + 500), Q×3 (30), J×3 (30); a red three (100); out (100) = 830.
    # Them: A×3 (60), 9×3 (30), 5×4 (20); 35 left in hand = 75.
    us, them = side(page, "Us"), side(page, "Them")
    c.tap(page.get_by_role("button", name="Add Kings for Us"))
    c.fill(
        us.get_by_role("group", name="Kings").get_by_label("Naturals", exact=True), "7"
    )
    c.tap(page.get_by_role("button", name="Add Queens for Us"))
    c.tap(page.get_by_role("button", name="Add Jacks for Us"))
    c.tap(us.get_by_role("button", name="Red threes plus 1"))
    c.tap(page.get_by_text("Us went out", exact=True))
    c.tap(page.get_by_role("button", name="Add Aces for Them"))
    c.tap(page.get_by_role("button", name="Add Nines for Them"))
    c.tap(page.get_by_role("button", name="Add Fives for Them"))
    # one line per meld: typed
    c.fill(
        them.get_by_role("group", name="Fives").get_by_label("Naturals", exact=True),
        "4",
    )
    c.fill(them.get_by_label("Points left in hand", exact=True), "35")


def four_melds(app, page, base, screen):
    """Taps and page heights (in screens of `screen` px) for a hand of four melds a side (every count typed)."""
    from playwright.sync_api import expect

    page.goto(f"{base}/g/{new_game(app, 0, target=5000)}/hands/new")
    screens = page.evaluate("document.documentElement.scrollHeight") / screen
    c = CountingPage(page)
    us, them = side(page, "Us"), side(page, "Them")
    # Us: K×7 natural canasta (70 + 500), Q×3 (30), J×3 and a deuce (30 + 20), 10×4 (40); a red three (100);
    # out (100): 70 + 30 + 50 + 40 + 500 + 100 + 100 = 890.
    # Them: A×3 (60), 9×3 (30), 5×4 (20), 8×3 and a joker (30 + 50); 35 left: 60 + 30 + 20 + 80 − 35 = 155.
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
        box = us if who == "Us" else them
        for name, natural, twos, jokers in melds:
            c.tap(page.get_by_role("button", name=f"Add {name} for {who}"))
            group = box.get_by_role("group", name=name)
            for label, n in (
                ("Naturals", natural),
                ("Deuces", twos),
                ("Jokers", jokers),
            ):
                if (label == "Naturals" and n != 3) or (label != "Naturals" and n):
                    c.fill(group.get_by_label(label, exact=True), str(n))
    c.tap(us.get_by_role("button", name="Red threes plus 1"))
    c.tap(page.get_by_text("Us went out", exact=True))
    c.fill(them.get_by_label("Points left in hand", exact=True), "35")
    # the live preview draws its breakdown: part of the page's height
    page.wait_for_timeout(600)
    filled = page.evaluate("document.documentElement.scrollHeight") / screen
    c.tap(page.get_by_role("button", name="Save hand 1"))
    expect(page.get_by_role("status").first).to_have_text("Hand 1 saved.")
    totals = " / ".join(
        page.locator(f"[data-total='{i}']").inner_text() for i in range(2)
    )
    return c.taps, screens, filled, totals


def record_by_count(c, page, switch=True, left="35"):
    # The same hand counted: Us 130 melded, a natural canasta, a red three, out; Them 110 melded, 35 in hand.
    us, them = side(page, "Us"), side(page, "Them")
    if switch:  # a game's first hand starts meld by meld: switch both sides once
        c.tap(us.get_by_text("Count points", exact=True))
        c.tap(them.get_by_text("Count points", exact=True))
    c.fill(us.get_by_label("Card points melded", exact=True), "130")
    c.tap(us.get_by_role("button", name="Natural canastas plus 1"))
    c.tap(us.get_by_role("button", name="Red threes plus 1"))
    c.tap(page.get_by_text("Us went out", exact=True))
    c.fill(them.get_by_label("Card points melded", exact=True), "110")
    c.fill(them.get_by_label("Points left in hand", exact=True), left)


def main():
    with tempfile.TemporaryDirectory() as folder:
        app = make_app(Path(folder))
        page_weight(app)
        timing(app)
        taps(app)


if __name__ == "__main__":
    main()
