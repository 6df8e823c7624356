"""Score sheets from the phone: tap the download links and get PDFs of the right paper."""

import re
import subprocess

from playwright.sync_api import expect

from scorekeeper import storage

PHONE_WIDTH = 390
RECORD = {
    "format": 1,
    "variant": "classic",
    "name": "Sábado com a Begoña",
    "created": "2026-11-21T18:00:00+00:00",
    "sides": [
        {"name": "Nós", "players": ["João", "Begoña"]},
        {"name": "Eles", "players": ["Jürgen", "Niccolò"]},
    ],
    "first_dealer": "João",
    # Nós go out: K×7 = 70 + natural 500 + going out 100 = 670; Eles meld A×3 = 60, hold a 5: 60-5 = 55.
    "hands": [
        {
            "results": [
                {
                    "melds": [{"rank": "K", "natural": 7}],
                    "went_out": True,
                    "in_hand": {},
                },
                {"melds": [{"rank": "A", "natural": 3}], "in_hand": {"5": 1}},
            ]
        }
    ],
}


def seed(app):
    db = storage.open_db(app.config["DATABASE"])
    game_id = storage.import_game(db, RECORD)
    db.close()
    return game_id


def pdf_facts(path):
    """Page size in points and the text of a downloaded PDF."""
    info = subprocess.run(
        ["pdfinfo", str(path)], check=True, capture_output=True, text=True
    ).stdout
    width, height = map(
        float, re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info).groups()
    )
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return (round(width), round(height)), text


def test_tapping_score_sheet_on_the_scoreboard_downloads_the_pdf(
    page, live_app, live_server, screenshots, tmp_path
):
    game_id = seed(live_app)
    page.goto(f"{live_server}/g/{game_id}")
    links = page.locator(".sheet-links")
    expect(links).to_be_visible()
    links.scroll_into_view_if_needed()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_WIDTH
    for link in links.get_by_role("link").all():
        box = link.bounding_box()
        assert box["height"] >= 44  # a thumb hits it first time
    page.screenshot(path=screenshots / "scoreboard-sheet-links.png", full_page=True)

    with page.expect_download() as download_info:
        links.get_by_role("link", name="Score sheet (PDF) on US Letter paper").tap()
    download = download_info.value
    assert download.suggested_filename == "sábado-com-a-begoña-2026-11-21.pdf"
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    size, text = pdf_facts(path)
    assert size == (612, 792)
    assert "Sábado com a Begoña" in text and "Nós: João & Begoña" in text
    assert re.search(r"1\s+João\s+50\s+70\s+500\s+–\s+100\s+–\s+670\s+670", text)

    # The plain link now prints on the paper just chosen (remembered in a cookie).
    with page.expect_download() as download_info:
        links.get_by_role("link", name="Score sheet (PDF)", exact=True).tap()
    again = tmp_path / "again.pdf"
    download_info.value.save_as(again)
    assert pdf_facts(again)[0] == (612, 792)


def test_blank_pads_page_downloads_a_pad_on_the_chosen_paper(
    page, live_server, screenshots, tmp_path
):
    page.goto(live_server + "/")
    page.get_by_role("link", name="Score pads").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Blank score pads")
    # The phone says en-US, so Letter comes first; choosing A4 and back shows the choice sticks.
    expect(page.locator(".paper-choice strong")).to_have_text("✓ US Letter")
    page.get_by_role("link", name="A4").tap()
    expect(page.locator(".paper-choice strong")).to_have_text("✓ A4")
    page.get_by_role("link", name="US Letter").tap()
    expect(page.locator(".paper-choice strong")).to_have_text("✓ US Letter")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_WIDTH
    page.screenshot(path=screenshots / "sheets-pads.png", full_page=True)
    with page.expect_download() as download_info:
        page.locator("#pad-samba").get_by_role(
            "link", name=re.compile("3 partnerships of 2")
        ).tap()
    download = download_info.value
    assert download.suggested_filename == "samba-score-pad-3-sides.pdf"
    path = tmp_path / "pad.pdf"
    download.save_as(path)
    size, text = pdf_facts(path)
    assert size == (792, 612)  # Letter, landscape for three sides
    assert "Samba score pad" in text and "Side 3" in text
