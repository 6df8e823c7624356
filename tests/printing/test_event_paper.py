"""An event's paper through its routes: the table cards (QR code read back from the page's pixels),
the pre-filled sheets and the results, in English and in German. The events and their arithmetic
are tests/event_games.py's."""

import subprocess

import pytest
import zxingcpp
from event_games import the_pair_event, the_progressive
from factories import make_app
from pdf_tools import ink, page_images, pdf_info, pdf_pages, pdf_text, row_tokens
from PIL import Image

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def stored(app, build=the_pair_event, **options) -> dict:
    with app.app_context():
        return build(get_db(), **options)


def links_of(app, event) -> list[str]:
    with app.app_context():
        return [t["token"] for t in storage.table_links(get_db(), event["pk"])]


def line_of(text: str, *words) -> list[str]:
    """The words of the first line holding every one of `words`."""
    for line in text.splitlines():
        if all(word in line for word in words):
            return line.split()
    raise AssertionError(f"no line with {words} in:\n{text}")


def qr_codes(pdf: bytes, folder) -> list[str]:
    """Every QR code on the first page, read from its pixels at 150 dpi."""
    path = folder / "cards.pdf"
    path.write_bytes(pdf)
    subprocess.run(
        ["pdftoppm", "-png", "-r", "150", "-f", "1", "-l", "1", path, folder / "card"],
        check=True,
    )
    image = Image.open(next(folder.glob("card-*.png"))).convert("L")
    return sorted(code.text for code in zxingcpp.read_barcodes(image))


def test_a_table_card_carries_the_tables_link_as_qr_code_and_text(tmp_path):
    app = make_app(tmp_path, PUBLIC_URL="https://cards.example.org/")
    event = stored(app)
    answer = app.test_client().get(f"/e/{event['token']}/table-cards.pdf?paper=a4")
    assert answer.status_code == 200 and answer.mimetype == "application/pdf"
    first, second = links_of(app, event)
    link = f"https://cards.example.org/t/{first}"
    # Both faces carry the code: the upright one and the one printed upside down.
    assert qr_codes(answer.data, tmp_path) == [link, link]
    pages = pdf_pages(answer.data, tmp_path)
    assert len(pages) == 2  # one card a table
    assert link in pages[0] and f"https://cards.example.org/t/{second}" in pages[1]


def test_a_table_card_lists_its_seating_round_by_round(app, client, tmp_path):
    event = stored(app)
    pdf = client.get(f"/e/{event['token']}/table-cards.pdf").data
    words = [" ".join(page.split()) for page in pdf_pages(pdf, tmp_path)]
    # The Mitchell: North-South pairs stay, East-West pairs 3 and 4 move up a table each round.
    assert "North-South East-West" in words[0]
    assert "1 Pair 1 Pair 3" in words[0] and "2 Pair 1 Pair 4" in words[0]
    assert "1 Pair 2 Pair 4" in words[1] and "2 Pair 2 Pair 3" in words[1]
    assert "Tuesday night" in words[1] and "Table" in words[1]
    assert pdf_info(pdf, tmp_path)["pages"] == 2


def test_a_card_notes_who_sits_out(app, client, tmp_path):
    event = stored(app, the_progressive)
    text = pdf_text(client.get(f"/e/{event['token']}/table-cards.pdf").data, tmp_path)
    assert line_of(text, "Bea & Cy") == "1 Bea & Cy Dot & Eve".split()
    assert line_of(text, "Sits out: Al") == "Sits out: Al".split()
    assert line_of(text, "Al & Eve") == "2 Al & Eve Cy & Dot".split()
    assert line_of(text, "Sits out: Bea") == "Sits out: Bea".split()
    assert text.index("Sits out: Al") < text.index("Al & Eve")  # under its round


def test_pre_filled_sheets_name_the_sides_and_each_hands_minimum(app, client, tmp_path):
    event = stored(app)
    pages = [
        page
        for number in (1, 2)  # an evening's sheets are drawn a round at a time
        for page in pdf_pages(
            client.get(f"/e/{event['token']}/sheets.pdf?round={number}").data,
            tmp_path,
        )
    ]
    assert len(pages) == 4  # 2 tables × 2 rounds, a page each
    first = pages[0]
    assert "Round 1 · Table 1 · 24 November 2026" in first
    assert "Classic Canasta: 3 hands, minimum initial meld 125 / 155 / 180." in first
    assert line_of(first, "North-South: Pair 1", "(P1a & P1b)")
    assert line_of(first, "East-West: Pair 3", "(P3a & P3b)")
    # Three rows, each with the hand's minimum written in for both sides.
    assert row_tokens(first, "1", after="Hand") == ["1", "125", "125"]
    assert row_tokens(first, "2", after="Hand") == ["2", "155", "155"]
    assert row_tokens(first, "3", after="Hand") == ["3", "180", "180"]
    assert "hand this sheet to the director" in first
    assert "Round 2 · Table 2" in pages[3] and "East-West: Pair 3" in pages[3]


def test_one_rounds_sheets_alone(app, client, tmp_path):
    event = stored(app)
    answer = client.get(f"/e/{event['token']}/sheets.pdf?round=2")
    pages = pdf_pages(answer.data, tmp_path)
    assert [p.count("Round 2 · Table") for p in pages] == [1, 1]
    assert "round-2-sheets.pdf" in answer.headers["Content-Disposition"]
    for asked in ("3", "0", "two", ""):
        assert (
            client.get(f"/e/{event['token']}/sheets.pdf?round={asked}").status_code
            == 404
        )


def test_the_results_rank_the_pairs_as_worked_out_by_hand(app, client, tmp_path):
    event = stored(app)
    text = pdf_text(client.get(f"/e/{event['view_token']}/results.pdf").data, tmp_path)
    assert "Final results." in text
    assert "Rounds: 3 hands, minimum initial meld 125 / 155 / 180." in text
    # Place, pair, players, played, sat out, then by points: points, margin, wins.
    assert line_of(text, "Pair 3", "P3a") == "1 Pair 3 P3a & P3b 2 0 1500 150 1".split()
    assert (
        line_of(text, "Pair 4", "P4a") == "2 Pair 4 P4a & P4b 2 0 1200 350 1.5".split()
    )
    assert (
        line_of(text, "Pair 2", "P2a") == "3 Pair 2 P2a & P2b 2 0 1150 −650 0".split()
    )
    assert (
        line_of(text, "Pair 1", "P1a") == "4 Pair 1 P1a & P1b 2 0 1050 150 1.5".split()
    )
    assert (
        "Ranked by total points; equal totals by total margin, then by tables won."
        in (" ".join(text.split()))
    )
    # Each round's tables; the one typed from its paper sheet says so.
    assert line_of(text, "Pair 1", "450") == "1 1 Pair 1 450 Pair 3 300".split()
    assert line_of(text, "Pair 2", "250") == "1 2 Pair 2 250 Pair 4 600".split()
    assert (
        line_of(text, "Pair 1", "600", "Pair 4") == "2 1 Pair 1 600 Pair 4 600".split()
    )
    assert line_of(text, "Pair 2", "900") == (
        "2 2 Pair 2 900 Pair 3 1200 from the paper sheet".split()
    )
    # Pair 4 round by round: won 600 to 250 at table 2, drawn 600 all at table 1.
    assert line_of(text, "Pair 4", "East-West", "won") == (
        "Pair 4 1 2 East-West Pair 2 600 250 won".split()
    )
    assert (
        line_of(text, "East-West", "drawn")
        == "2 1 East-West Pair 1 600 600 drawn".split()
    )


def test_results_ranked_by_wins_lead_with_wins_and_print_half_a_win(
    app, client, tmp_path
):
    event = stored(app, ranking="wins")
    text = pdf_text(client.get(f"/e/{event['token']}/results.pdf").data, tmp_path)
    # Wins, margin, points: Pair 4 and Pair 1 have a win and a draw each, Pair 4 the bigger margin.
    assert (
        line_of(text, "Pair 4", "P4a") == "1 Pair 4 P4a & P4b 2 0 1.5 350 1200".split()
    )
    assert (
        line_of(text, "Pair 1", "P1a") == "2 Pair 1 P1a & P1b 2 0 1.5 150 1050".split()
    )
    assert "Ranked by tables won (a drawn table is half a win)" in " ".join(
        text.split()
    )


def test_results_in_german_with_partners_and_byes(app, client, tmp_path):
    event = stored(app, the_progressive)
    client.set_cookie("lang", "de")
    text = pdf_text(client.get(f"/e/{event['token']}/results.pdf").data, tmp_path)
    assert "Endergebnis." in text
    # Cy 1050; Bea 900 and Dot 900 (margin 300 before 150); Eve 600 and Al 600 (−450 before −600).
    assert line_of(text, "Cy", "1.050") == "1 Cy 2 0 1.050 450 2".split()
    assert line_of(text, "Bea", "900") == "2 Bea 1 1 900 300 2".split()
    assert line_of(text, "Dot", "900") == "3 Dot 2 0 900 150 1".split()
    assert line_of(text, "Eve", "600") == "4 Eve 2 0 600 −450 0".split()
    assert line_of(text, "Al", "600", "−600") == "5 Al 1 1 600 −600 0".split()
    # Al sat out round 1, then partnered Eve against Cy & Dot at table 1 and lost 300 to 600.
    assert line_of(text, "Al", "setzte aus") == "Al 1 setzte aus".split()
    assert line_of(text, "Eve", "Cy & Dot", "verloren")[:4] == [
        "2",
        "1",
        "Nord-Süd",
        "Eve",
    ]


def test_the_event_paper_has_ink_on_every_page(app, client, tmp_path):
    event = stored(app)
    for path in ("table-cards.pdf", "sheets.pdf?round=1", "results.pdf"):
        pdf = client.get(f"/e/{event['token']}/{path}").data
        folder = tmp_path / path.split(".")[0]
        folder.mkdir()
        pages = page_images(pdf, folder)
        assert pages and all(ink(pixels) > 0.01 for _w, _h, pixels in pages), path


@pytest.mark.parametrize("paper, size", [("a4", (595, 842)), ("letter", (612, 792))])
def test_cards_fold_on_either_paper_one_page_a_table(
    app, client, tmp_path, paper, size
):
    event = stored(app)
    pdf = client.get(f"/e/{event['token']}/table-cards.pdf?paper={paper}").data
    info = pdf_info(pdf, tmp_path)
    assert (round(info["width"]), round(info["height"]), info["pages"]) == (*size, 2)


def test_all_rounds_at_once_lead_to_the_directors_page_and_its_link_a_round(
    app, client
):
    """Issue 28: a 12-table × 4-round evening in one request took 29.4 s of CPU and 400 MB."""
    event = stored(app)
    answer = client.get(f"/e/{event['token']}/sheets.pdf")
    assert answer.status_code == 302
    assert answer.location.endswith(f"/e/{event['token']}#paper")
    page = client.get(f"/e/{event['token']}").text
    assert "Score sheets are drawn a round at a time" in page
    for number in (1, 2):
        assert f"/e/{event['token']}/sheets.pdf?round={number}" in page
    assert f"/e/{event['token']}/sheets.pdf?round=3" not in page


def test_a_rounds_sheets_laid_out_in_parts_are_one_pdf_numbered_throughout(
    tmp_path, monkeypatch
):
    """400 tables' sheets are laid out 40 pages at a time and joined (pdf.py render_pdf_parts);
    here parts of one page: the pair event's two tables of round 1 are two parts, two pages in
    one file, numbered 1 and 2 (no "of M": a part cannot know the pages after it)."""
    from scorekeeper.web.pages.event_views import event_paper

    monkeypatch.setattr(event_paper, "PART_PAGES", 1)
    app = make_app(tmp_path)
    event = stored(app)
    answer = app.test_client().get(f"/e/{event['token']}/sheets.pdf?round=1&paper=a4")
    pages = pdf_pages(answer.data, tmp_path)
    assert len(pages) == 2
    assert "Table 1" in pages[0] and "Table 2" in pages[1]
    assert "Page 1" in pages[0] and "Page 2" in pages[1]
    assert " of " not in pages[1].split("Page 2")[1][:5]
