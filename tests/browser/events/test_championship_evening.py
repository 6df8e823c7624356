"""Issue 41's evening through the browser at 42 tables: more than one page of the director's page
(40 tables a page), and its paper drawn by a paper worker as under the production server (each
link answers 202, "being prepared", until the PDF is drawn). Every result goes through the
director's phone or a table's: the 41 paper results are typed in the page's own forms.

84 pairs, pair n "Ann n & Bob n", in a Mitchell of 42 tables and 2 rounds of one hand at a
minimum of 50. Round r, table t: North-South pair t v East-West pair 42 + ((t - r) mod 42) + 1;
round 1: t v 42 + t (table 42: 42 v 84); round 2: table 1: 1 v 84, table 42: 42 v 83.

Round 1, table t of 1..41, typed by the director from paper: 500 + 10t v 450 − 10t (table 1:
510 v 440, table 41: 910 v 40). Table 42 on its phone: East-West goes out with one mixed
canasta, 205 + 300 + 100 = 605; North-South 95 − 40 = 55.
Points: North-South t 510..910, East-West 42 + t 440..40; Ann 84 605, Ann 42 55.
Margins: North-South t 10t + 500 − (450 − 10t) = 50 + 20t, East-West −(50 + 20t); table 42 ±550.
Ranking by points: 1-31 North-South 41..11 (910..610); 32 Ann 84 (605); 33-42 North-South
10..1 (600..510); 43-81 East-West 43..81 (440..60); 82 Ann 42 (55); 83 Ann 82 (50); 84 Ann 83
(40).

Round 1's pre-filled sheets are printed before it (a sheet's hands are blank: a table without a
phone writes them); the hands' totals are read back from the results PDF printed after it."""

import re
import subprocess

import pytest
import zxingcpp
from club_phones import new_evening, record_hand, room_rows
from pdf_tools import pdf_info, pdf_pages
from PIL import Image
from playwright.sync_api import expect

from scorekeeper import create_app, storage
from scorekeeper.web.plumbing import paper_pool
from scorekeeper.web.plumbing.database import get_db

TABLES = 42
PAIRS = [f"Ann {n} & Bob {n}" for n in range(1, 2 * TABLES + 1)]
HAND_42 = ("ew", 205, 95, 40)  # 605 v 55


def pair(n: int) -> str:
    return PAIRS[n - 1]


def paper_totals(table: int) -> tuple[int, int]:
    return 500 + 10 * table, 450 - 10 * table


@pytest.fixture
def paper_worker(live_app):
    """The paper worker the production server starts beside itself (cli/serving.py)."""
    pool = paper_pool.start(live_app, create_app)
    yield pool
    pool.stop()


def printed(director, link: str, path) -> bytes:
    """Tap a paper link on the director's page: the page saying it is being prepared (202)
    asks again by itself until it offers the download; the PDF's bytes."""
    with director.expect_response(lambda answer: ".pdf" in answer.url) as first:
        director.get_by_role("link", name=link).tap()
    assert first.value.status == 202 and first.value.headers["refresh"].startswith("2;")
    expect(director.locator("#paper-preparing")).to_be_visible()
    expect(director.locator("#paper-ready")).to_be_visible(timeout=60_000)
    with director.expect_download() as download:
        director.locator("#paper-download").tap()
    download.value.save_as(path)
    return path.read_bytes()


def words(page: str) -> str:
    return " ".join(page.split())


def card_png(cards: bytes, folder, screenshots) -> list[str]:
    """Table 42's card as a PNG under the screenshots, and the QR codes read from its pixels."""
    path = folder / "cards.pdf"
    path.write_bytes(cards)
    png = screenshots / "championship_table_card_42"
    subprocess.run(
        ["pdftoppm", "-png", "-r", "150", "-f", "42", "-l", "42", "-singlefile"]
        + [str(path), str(png)],
        check=True,
    )
    image = Image.open(f"{png}.png").convert("L")
    return sorted(code.text for code in zxingcpp.read_barcodes(image))


def paper(director, table: int, ns: int, ew: int) -> None:
    """The director types a table's totals from its paper sheet and sees them saved."""
    form = director.locator(f"#table-{table} details.paper")
    form.get_by_text("Result from the paper sheet").tap()
    form.locator("input[name$='-ns']").fill(str(ns))
    form.locator("input[name$='-ew']").fill(str(ew))
    form.get_by_role("button", name="Save the paper result").tap()
    expect(director.locator(".flashes")).to_contain_text(
        f"Table {table}'s paper result saved."
    )
    expect(director.locator(f"#table-{table} .table-state")).to_have_text("paper")


def test_a_42_table_evening_is_created_printed_and_run_through_the_browser(
    live_app,
    live_server,
    paper_worker,
    browser,
    browser_context_args,
    page,
    screenshots,
    tmp_path,
):
    director = page
    with live_app.app_context():
        group = storage.create_group(get_db(), "Club")
    key = new_evening(
        director, live_server, group, PAIRS, tables=TABLES, rounds=2, minimums="50"
    )
    with live_app.app_context():
        event = storage.event_by_key(get_db(), key)
        tokens = {
            t["number"]: t["token"] for t in storage.table_links(get_db(), event["pk"])
        }
    link_42 = f"{live_server}/t/{tokens[42]}"

    # Before round 1: the table cards, one a table, and round 1's pre-filled sheets (each laid
    # out 40 pages at a time and joined: tables 41 and 42 are the second part's).
    cards = printed(director, "Table cards (PDF)", tmp_path / "cards.pdf")
    assert pdf_info(cards, tmp_path)["pages"] == TABLES
    last = words(pdf_pages(cards, tmp_path)[-1])
    assert f"1 {pair(42)} {pair(84)}" in last and f"2 {pair(42)} {pair(83)}" in last
    assert link_42 in last
    assert card_png(cards, tmp_path, screenshots) == [link_42, link_42]
    director.goto(f"{live_server}/e/{key}")
    sheets = printed(director, "Score sheets, round 1 (PDF)", tmp_path / "sheets.pdf")
    sheet_pages = [words(p) for p in pdf_pages(sheets, tmp_path)]
    assert len(sheet_pages) == TABLES
    assert "Round 1 · Table 41" in sheet_pages[40]
    assert f"North-South: {pair(41)} East-West: {pair(83)}" in sheet_pages[40]
    assert "Round 1 · Table 42" in sheet_pages[41]
    assert f"North-South: {pair(42)} East-West: {pair(84)}" in sheet_pages[41]

    # Round 1: page 1 holds tables 1-40; the pager leads to 41 and 42.
    director.goto(f"{live_server}/e/{key}")
    director.get_by_role("button", name="Start round 1").tap()
    expect(director.locator(".event-round")).to_contain_text("Round 1 of 2")
    pager = director.locator(".table-pager").first
    expect(pager).to_contain_text("Tables 1–40 of 42")
    expect(director.locator("li.event-table")).to_have_count(40)
    expect(director.locator("#table-40")).to_contain_text(pair(82))
    expect(director.locator("#table-41")).to_have_count(0)

    phone = browser.new_context(**browser_context_args).new_page()
    phone.goto(link_42)
    expect(phone).to_have_url(re.compile(r"/g/[\w-]+$"))
    record_hand(phone, 1, (pair(42), pair(84)), HAND_42, 55)

    for table in range(1, 41):
        paper(director, table, *paper_totals(table))
    pager.get_by_role("link", name="Later tables").tap()
    expect(pager).to_contain_text("Tables 41–42 of 42")
    expect(director.locator("li.event-table")).to_have_count(2)
    expect(director.locator("#table-42 .table-state")).to_have_text("finished")
    expect(director.locator("#table-42")).to_contain_text(pair(84))
    paper(director, 41, *paper_totals(41))  # and the director is still on page 2
    expect(pager).to_contain_text("Tables 41–42 of 42")
    director.screenshot(path=screenshots / "championship_page_2.png", full_page=True)

    # The results, printed: every table of round 1.
    results = pdf_pages(
        printed(director, "Results (PDF)", tmp_path / "results.pdf"), tmp_path
    )
    text = "\n".join(results)
    # Each table's row of the round: round, table, North-South, its total, East-West, its total.
    for table in range(1, TABLES + 1):
        ns, ew = paper_totals(table) if table < TABLES else (55, 605)
        row = rf"^\s*1\s+{table}\s+{pair(table)}\s+{ns}\s+{pair(42 + table)}\s+{ew}\s"
        assert re.search(row, text, re.M), f"table {table} of round 1"

    rows = room_rows(browser, live_server, event["view_token"])
    assert len(rows) == 2 * TABLES
    assert rows[0] == ["1", pair(41), "910", "870", "1"]
    assert rows[30] == ["31", pair(11), "610", "270", "1"]
    assert rows[31] == ["32", pair(84), "605", "550", "1"]
    assert rows[32] == ["33", pair(10), "600", "250", "1"]
    assert rows[42] == ["43", pair(43), "440", "\u221270", "0"]
    assert rows[80] == ["81", pair(81), "60", "\u2212830", "0"]
    assert rows[81] == ["82", pair(42), "55", "\u2212550", "0"]
    assert rows[82] == ["83", pair(82), "50", "\u2212850", "0"]
    assert rows[83] == ["84", pair(83), "40", "\u2212870", "0"]

    # Round 2: East-West move up a table; pair 84 reaches table 1, pair 83 table 42.
    director.goto(f"{live_server}/e/{key}")
    director.get_by_role("button", name="Start round 2").tap()
    expect(director.locator(".event-round")).to_contain_text("Round 2 of 2")
    expect(director.locator("#table-1")).to_contain_text(f"East-West: {pair(84)}")
    director.goto(f"{live_server}/e/{key}?table=42")
    expect(director.locator("#table-42")).to_contain_text(f"East-West: {pair(83)}")
    phone.goto(link_42)
    expect(phone.locator(".event-table")).to_have_text(
        "Tuesday night · round 2 · table 42"
    )
