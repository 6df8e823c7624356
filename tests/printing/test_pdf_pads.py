"""Blank score pads: one for every rule set and seating the engine knows, read back as text."""

import pytest
from flask import render_template
from pdf_tools import ink, page_images, pdf_info, pdf_pages

from scorekeeper.printing import PAPERS, blank_pad
from scorekeeper.rules import VARIANTS, RuleError

SEATINGS = [
    (v.id, layout.sides, layout.players_per_side)
    for v in VARIANTS.values()
    for layout in v.layouts
]


def pad_url(variant_id, sides, players, paper="a4"):
    return (
        f"/sheets/blank/{variant_id}.pdf?sides={sides}&players={players}&paper={paper}"
    )


@pytest.mark.parametrize("variant_id, sides, players", SEATINGS)
def test_blank_pad_prints_the_rule_sets_columns_tables_and_rows(
    client, tmp_path, variant_id, sides, players
):
    response = client.get(pad_url(variant_id, sides, players))
    assert response.status_code == 200
    assert response.mimetype == "application/pdf"
    pad = blank_pad(variant_id, sides, players)
    pages = pdf_pages(response.data, tmp_path)
    text = "".join(pages)
    assert f"{pad['variant'].name} score pad" in text
    for heading in (
        "MINIMUM INITIAL MELD",
        "BONUSES AND PENALTIES",
        "Card values:",
        "Dealer",
        "Score",
        "Total",
        "Min",
    ):
        assert heading in text
    for when, minimum in pad["meld_rows"]:
        assert when in text and minimum in text
    for what, points in pad["bonus_rows"]:
        assert what.split()[0] in text and points.split()[0] in text
    assert text.count("Side ") >= sides
    # A numbered row for every hand of a game, in order, however many pages it takes.
    numbers = [
        line.split()[0]
        for line in text.splitlines()
        if line.split()[:1] and line.split()[0].isdigit()
    ]
    assert [n for n in numbers if int(n) <= pad["rows"]][-pad["rows"] :] == [
        str(n) for n in range(1, pad["rows"] + 1)
    ]
    for number, page in enumerate(pages, 1):
        assert f"Page {number} of {len(pages)}" in page


@pytest.mark.parametrize("variant_id, sides, players", SEATINGS)
def test_blank_pad_has_a_column_per_scoring_item_for_every_side(
    app, variant_id, sides, players
):
    # Read from the HTML: narrow headers wrap in the PDF, and pdftotext then reads them out of order.
    pad = blank_pad(variant_id, sides, players)
    with app.test_request_context():
        html = render_template(
            "sheets/blank_pad.html",
            pad=pad,
            paper=PAPERS["a4"],
            landscape=pad["landscape"],
        )
    for column in pad["columns"]:
        assert (
            html.count(
                f'<th class="item" title="{column["hint"]}">{column["short"]}</th>'
            )
            == sides
        )
    assert html.count('<th class="score">Score</th>') == sides
    assert html.count('<tr><td class="hand">') == pad["rows"]


def test_blank_pad_has_enough_rows_for_a_game_to_the_target():
    assert blank_pad("classic")["rows"] >= 20
    assert blank_pad("hand-and-foot")["rows"] == 4  # a game of four hands


@pytest.mark.parametrize(
    "variant_id, sides, players", [s for s in SEATINGS if s[1] == 2]
)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_two_sided_pads_fit_one_page_of_either_paper(
    client, tmp_path, variant_id, sides, players, paper
):
    assert (
        pdf_info(client.get(pad_url(variant_id, sides, players, paper)).data, tmp_path)[
            "pages"
        ]
        == 1
    )


def test_pads_for_three_sides_are_landscape(client, tmp_path):
    info = pdf_info(client.get(pad_url("classic-3p", 3, 1)).data, tmp_path)
    assert info["width"] > info["height"]


def test_blank_pad_meld_table_reads_as_score_bands():
    assert blank_pad("classic")["meld_rows"] == [
        ("total below 0", "15"),
        ("total 0–1495", "50"),
        ("total 1500–2995", "90"),
        ("total 3000 or more", "120"),
    ]
    assert blank_pad("hand-and-foot")["meld_rows"][0] == ("hand 1", "50")


def test_blank_pad_seating_changes_the_rules_printed():
    # Classic for six: two teams of three play to 10000 with a fifth meld band.
    assert "to 10000" in blank_pad("classic-6p", 2, 3)["end"]
    assert blank_pad("classic-6p", 2, 3)["meld_rows"][-1] == (
        "total 7500 or more",
        "150",
    )
    assert "to 7500" in blank_pad("classic-6p", 3, 2)["end"]


def test_blank_pad_refuses_a_seating_the_rule_set_is_not_played_by():
    with pytest.raises(RuleError):
        blank_pad("classic", 3)


def test_blank_pad_pages_have_ink(client, tmp_path):
    for width, height, pixels in page_images(
        client.get(pad_url("samba", 3, 2)).data, tmp_path
    ):
        assert width > height
        assert 0.02 < ink(pixels) < 0.5
