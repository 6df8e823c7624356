"""Every page of a played game at 320 and 390 px in the five languages, with long but real names
("Anna-Lena & Maximilian", "Maria Conceição & João Pedro", a 41-character player): the hand form in
its three ways of entering and as a correction, the scoreboard, its share page, the group's pages,
a club night's pages, and the score sheet and results as PDF pages. Nothing scrolls sideways, no
word is split over two lines (its box is narrower than it) or runs off the screen, and nothing is cut
off by a box that clips. One browser context a language, one module-wide server."""

import re
import threading

import pytest
from dev_server import dev_server
from event_games import play, start
from factories import US_OUT, a_game, a_group, an_event, database
from pdf_tools import ink, page_images, pdf_info, word_boxes

from scorekeeper import create_app, storage

LANGUAGES = ["en", "it", "de", "pt", "es"]
WIDTHS = [320, 390]
LONG = "Maria Conceição dos Santos de Albuquerque"  # 41 characters
SIDES = [
    {"name": "Anna-Lena & Maximilian", "players": ["Anna-Lena", "Maximilian"]},
    {"name": "Maria Conceição & João Pedro", "players": [LONG, "João Pedro"]},
]
ENTRANTS = [
    {"name": "Anna-Lena & Maximilian", "players": ["Anna-Lena", "Maximilian"]},
    {"name": "Maria Conceição & João Pedro", "players": [LONG, "João Pedro"]},
    {"name": "Giuseppe & Maria Grazia", "players": ["Giuseppe", "Maria Grazia"]},
    {"name": "Søren & Bjørg Henriksen", "players": ["Søren", "Bjørg Henriksen"]},
]

# Every visible word: split over lines, off the screen, or outside a box that clips it.
PROBLEMS = """(width) => {
    const found = [];
    const page = document.documentElement.scrollWidth;
    if (page > width) found.push(`the page is ${page} px wide`);
    const clips = (el) => {
        const out = [];
        for (let a = el.parentElement; a; a = a.parentElement) {
            const s = getComputedStyle(a);
            if (s.overflowX !== 'visible' || s.clipPath !== 'none') out.push(a);
        }
        return out;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        const el = t.parentElement;
        if (!el || el.closest('script, style, template, option, .visually-hidden, noscript')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        if (el.getBoundingClientRect().width <= 1) continue;  // read by screen readers only
        if (t.data.includes('://')) continue;  // an address breaks where it must, as addresses do
        const boxes = clips(el);
        for (const m of t.data.matchAll(/[^\\s\\-‐–—\\/·,;:()]+/g)) {
            const r = document.createRange();
            r.setStart(t, m.index);
            r.setEnd(t, m.index + m[0].length);
            const rects = [...r.getClientRects()].filter((x) => x.width > 0 && x.height > 0);
            if (!rects.length) continue;
            const where = `"${m[0]}" in <${el.tagName.toLowerCase()} class="${el.className}">`;
            if (new Set(rects.map((x) => Math.round(x.bottom))).size > 1) found.push(`${where} is split`);
            const left = Math.min(...rects.map((x) => x.left)), right = Math.max(...rects.map((x) => x.right));
            if (left < -1 || right > innerWidth + 1) found.push(`${where} runs off the screen`);
            for (const box of boxes) {
                const b = box.getBoundingClientRect();
                if (b.width && (left < b.left - 1 || right > b.right + 1)) {
                    found.push(`${where} is cut by <${box.tagName.toLowerCase()} class="${box.className}">`);
                    break;
                }
            }
        }
    }
    return found;
}"""


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A Classic game of three hands between the long names in a group, and a club night of the
    four long pairs with its first round played at table 1; served for the whole module."""
    folder = tmp_path_factory.mktemp("layout")
    app = create_app(
        {"DATABASE": str(folder / "layout.sqlite"), "SECRET_KEY": "layout"},
        instance_path=folder / "instance",
    )
    group = a_group(app, name=f"Mesa de {LONG}")
    game_id = a_game(
        app, [US_OUT] * 3, sides=SIDES, name="Sexta-feira", group_pk=group["pk"]
    )
    event = an_event(app, group_pk=group["pk"], entrants=ENTRANTS)
    with database(app) as db:
        start(db, event, 1)
        play(db, event, 1, 1, [(200, 130)])
        link = storage.table_links(db, event["pk"])[0]["token"]
    server = dev_server(app, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_port}"
    game, key = f"/g/{game_id}", event["token"]
    yield {
        "base": base,
        "pages": [
            f"{game}/hands/new",
            f"{game}/hands/new#cards",
            f"{game}/hands/new#count",
            f"{game}/hands/1/edit",
            game,
            f"{game}/share",
            f"/groups/{group['token']}",
            f"/groups/{group['token']}/share",
            f"/groups/{group['token']}/players",
            f"/e/{key}",
            f"/e/{key}/standings",
            f"/e/{key}/night",
            f"/e/{key}/night/1",
            f"/t/{link}",
        ],
        "pdfs": [f"{game}/sheet.pdf", f"/e/{key}/results.pdf"],
    }
    server.shutdown()
    thread.join()
    server.server_close()


@pytest.fixture(scope="module", params=LANGUAGES)
def phone(request, browser, played):
    """One phone a language (its cookie), reused for every page and width."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
        device_scale_factor=2,
    )
    context.add_cookies(
        [{"name": "lang", "value": request.param, "url": played["base"]}]
    )
    yield request.param, context
    context.close()


def draw(page, played, path, width):
    page.set_viewport_size({"width": width, "height": 844})
    way = path.split("#")[1] if "#" in path else None
    page.goto(played["base"] + path.split("#")[0])
    if way:  # every side entered that way
        for label in page.locator(f".modes input[value={way}]").all():
            label.evaluate("input => input.closest('label').click()")


def test_every_page_fits_the_phone_in_every_language(phone, played, tmp_path):
    language, context = phone
    page = context.new_page()
    problems = []
    for width in WIDTHS:
        for path in played["pages"]:
            draw(page, played, path, width)
            for problem in page.evaluate(PROBLEMS, width):
                problems.append(f"{language} {width} px {path}: {problem}")
    for path in played["pdfs"]:
        answer = page.request.get(played["base"] + path)
        assert answer.status == 200, path
        pdf = answer.body()
        problems += [f"{language} {path}: {p}" for p in pdf_problems(pdf, tmp_path)]
        folder = tmp_path / path.strip("/").replace("/", "-")
        folder.mkdir()
        for number, (_, _, pixels) in enumerate(page_images(pdf, folder), 1):
            if not ink(pixels) > 0.005:  # as pixels: each page printed something
                problems.append(f"{language} {path}: page {number} is blank")
    assert not problems, "\n".join(problems)


def pdf_problems(pdf: bytes, folder) -> list[str]:
    """Words outside the page, or printed over one another."""
    size = pdf_info(pdf, folder)
    found = []
    words = word_boxes(pdf, folder)
    for x0, y0, x1, y1, text in words:
        if x0 < 0 or x1 > size["width"]:
            found.append(f"{text!r} off the page")
    for i, a in enumerate(words):
        for b in words[i + 1 : i + 40]:
            if (
                a[0] < b[2] - 0.5
                and b[0] < a[2] - 0.5
                and a[1] < b[3] - 0.5
                and b[1] < a[3] - 0.5
            ):
                found.append(f"{a[4]!r} over {b[4]!r}")
    return found


def test_the_names_are_as_long_as_promised():
    assert len(LONG) == 41 and re.search(r"ção", SIDES[1]["name"])
