"""The printed score sheet: render scripted games to PDF and read them back with poppler.

The expected numbers come from tests/sheet_games.py, where each one is worked out by hand."""

import pytest
from factories import make_app
from flask import render_template
from pdf_tools import ink, page_images, pdf_info, pdf_pages, pdf_text, row_tokens
from sheet_games import CLASSIC_ROWS, classic_record, long_record

from scorekeeper.printing import PAPERS, game_sheet, render_pdf
from scorekeeper.statistics.summary import summarise

A4 = (595.3, 841.9)


def sheet_pdf(
    app,
    record,
    *,
    corrected=(),
    name="Friday at Ana's",
    created="2026-11-20T19:30:00+00:00",
    paper="a4",
):
    sheet = game_sheet(
        summarise(record, corrected=set(corrected)),
        name=name,
        created=created,
        paper=PAPERS[paper],
    )
    with app.test_request_context():
        html = render_template(
            "sheets/score_sheet.html",
            sheet=sheet,
            paper=PAPERS[paper],
            landscape=sheet["landscape"],
        )
    return render_pdf(html)


@pytest.fixture(scope="module")
def classic_text(tmp_path_factory):
    """The scripted five-hand game, rendered once for the tests that read it."""

    folder = tmp_path_factory.mktemp("classic")
    app = make_app(folder, csrf=True)
    return pdf_text(sheet_pdf(app, classic_record(), corrected={2}), folder)


@pytest.mark.parametrize("hand", sorted(CLASSIC_ROWS))
def test_sheet_prints_each_hands_items_score_and_running_total(classic_text, hand):
    assert row_tokens(classic_text, hand)[1:] == CLASSIC_ROWS[hand]


def kinds_line(text, hand):
    """The line under a hand's row: which canastas made each side's bonus."""
    lines = text.splitlines()
    row = next(
        i for i, line in enumerate(lines) if line.split()[:1] in ([hand], [hand + "†"])
    )
    return [word for word in lines[row + 1].split() if word != "│"]


def test_sheet_prints_the_canasta_kinds_under_the_bonus(classic_text):
    # Us: kings natural, queens mixed
    assert kinds_line(classic_text, "1") == ["1N", "1M"]
    # Them: nines natural, jacks mixed
    assert kinds_line(classic_text, "2") == ["1N", "1M"]
    # Us: queens; jacks and kings mixed
    assert kinds_line(classic_text, "4") == ["1N", "2M"]
    assert kinds_line(classic_text, "5") == ["1N"]  # Us: sixes
    assert "Canastas: N natural, M mixed." in classic_text


def test_sheet_header_names_the_rule_set_date_sides_players_and_first_dealer(
    classic_text,
):
    head = classic_text.split("Hand")[0]
    assert "Friday at Ana's" in head
    assert "Classic Canasta" in head
    assert "20 November 2026" in head
    assert "Us: Ana & Ben" in head and "Them: Cleo & Dan" in head
    assert "First dealer: Ana" in head
    assert "House rules: none" in head


def test_sheet_foot_names_the_winner_and_margin(classic_text):
    assert "Winner: Us, by 3675 points" in classic_text
    assert row_tokens(classic_text, "Us", after="Winner")[1:] == ["5420"]
    assert row_tokens(classic_text, "Them", after="Winner")[1:] == ["1745"]


def test_sheet_marks_corrected_hands(classic_text):
    assert row_tokens(classic_text, "2")[0] == "2†"
    assert row_tokens(classic_text, "3")[0] == "3"
    assert "† corrected after it was first entered" in classic_text


def test_sheet_prints_notes_and_every_rule_setting(classic_text):
    assert "Note: Cleo went out concealed" in classic_text
    legend = " ".join(classic_text.split("RULES IN PLAY")[1].split())
    assert "Initial meld table: below 0: 15, 0+: 50, 1500+: 90, 3000+: 120 ·" in legend
    assert "★" not in legend  # no house rules in this game


def test_unfinished_game_shows_totals_what_is_left_and_next_minimums(app, tmp_path):
    text = pdf_text(
        sheet_pdf(app, classic_record(classic_record()["hands"][:4])), tmp_path
    )
    assert "Game in progress after 4 hands" in text
    # Us 4685: 315 still to make, next minimum 120; Them 1585: 3415 to make, minimum 90.
    assert row_tokens(text, "Us", after="Game in progress")[1:] == [
        "4685",
        "315",
        "120",
    ]
    assert row_tokens(text, "Them", after="Game in progress")[1:] == [
        "1585",
        "3415",
        "90",
    ]
    assert "Next to deal: Ana." in text
    assert "Winner" not in text


def test_house_rules_are_flagged_in_the_header(app, tmp_path):
    text = pdf_text(
        sheet_pdf(app, classic_record(rules={"target": 3000, "going_out": 150})),
        tmp_path,
    )
    head = text.split("Hand")[0]
    assert "Game target: 3000 (rule book: 5000)" in head
    assert "Going out: 150 (rule book: 100)" in head
    legend = " ".join(text.split("RULES IN PLAY")[1].split())
    # And starred in the full list
    assert "★ Game target: 3000 (rule book: 5000)" in legend
    assert "★ Going out: 150 (rule book: 100)" in legend
    # Unchanged settings are listed, unstarred
    assert "Going out concealed: 200 ·" in legend


def test_long_game_flows_onto_numbered_pages_with_the_headers_repeated(app, tmp_path):
    pdf = sheet_pdf(app, long_record(40))
    pages = pdf_pages(pdf, tmp_path)
    count = pdf_info(pdf, tmp_path)["pages"]
    assert count == len(pages) >= 2
    for number, page in enumerate(pages, 1):
        assert f"Page {number} of {count}" in page
        assert "Friday at Ana's · Classic Canasta" in page  # running header
    # The column headers come back on every page that continues the hand table.
    table_pages = [
        page
        for page in pages
        if any(line.split()[:1] == ["40"] for line in page.splitlines())
        or "Dealer" in page
    ]
    assert all(
        "Dealer" in page and "Melds" in page and "Total" in page for page in table_pages
    )
    text = "".join(pages)
    for hand in range(1, 41):
        words = row_tokens(text, str(hand))
        # Running totals: after hand n, Us have ceil(n/2) hands of 520 and floor(n/2) of 120.
        us = (hand + 1) // 2 * 520 + hand // 2 * 120
        them = (hand + 1) // 2 * 120 + hand // 2 * 520
        assert (words[9], words[-1]) == (str(us), str(them))
    assert "Game in progress after 40 hands" in text


def test_three_sides_print_landscape_with_a_column_group_each(app, tmp_path):
    record = {
        "variant": "classic-3p",
        "first_dealer": "Giulia",
        "sides": [{"name": "Giulia"}, {"name": "Jürgen"}, {"name": "João"}],
        "hands": [
            {
                "results": [
                    {
                        "meld_points": 120,
                        "canastas": {"mixed": 1},
                        "went_out": True,
                        "hand_points": 0,
                    },
                    {"meld_points": 60, "hand_points": 35},
                    {"meld_points": 50, "hand_points": 80},
                ]
            }
        ],
    }
    pdf = sheet_pdf(app, record)
    info = pdf_info(pdf, tmp_path)
    assert info["width"] > info["height"]
    text = pdf_text(pdf, tmp_path)
    # Giulia: 120+300+100 = 520; Jürgen 60-35 = 25; João 50-80 = -30.
    assert row_tokens(text, "1") == [
        "1",
        "Giulia",
        "50",
        "120",
        "300",
        "–",
        "100",
        "–",
        "520",
        "520",
        "50",
        "60",
        "–",
        "–",
        "–",
        "−35",
        "25",
        "25",
        "50",
        "50",
        "–",
        "–",
        "–",
        "−80",
        "−30",
        "−30",
    ]
    assert "Giulia" in text and "Jürgen" in text and "João" in text


def test_accented_and_markup_names_print_literally(app, tmp_path):
    record = classic_record()
    record["sides"] = [
        {"name": "<script>alert(1)</script>", "players": ["Niccolò", "Jürgen Groß"]},
        {"name": "Tom & Jerry", "players": ["João Conceição", "Begoña Núñez"]},
    ]
    record["first_dealer"] = "Niccolò"
    text = pdf_text(sheet_pdf(app, record, name="Café & <b>Crème</b>"), tmp_path)
    for literal in (
        "<script>alert(1)</script>",
        "Tom & Jerry",
        "Café & <b>Crème</b>",
        "Niccolò",
        "Jürgen Groß",
        "João Conceição",
        "Begoña Núñez",
    ):
        assert literal in text
    assert "&amp;" not in text and "&lt;" not in text


def test_pages_have_ink_and_a4_size(app, tmp_path):
    pdf = sheet_pdf(app, long_record(40))
    info = pdf_info(pdf, tmp_path)
    assert (round(info["width"], 1), round(info["height"], 1)) == A4
    images = page_images(pdf, tmp_path)
    assert len(images) == info["pages"]
    for width, height, pixels in images:
        assert abs(width - 210 / 25.4 * 60) < 2 and abs(height - 297 / 25.4 * 60) < 2
        # printed, but not a black page (since the chart, the last page may hold only the rules in play)
        assert 0.01 < ink(pixels) < 0.5


def test_letter_paper(app, tmp_path):
    info = pdf_info(sheet_pdf(app, classic_record(), paper="letter"), tmp_path)
    assert (round(info["width"]), round(info["height"])) == (612, 792)


def test_sheet_of_a_game_with_no_hands_yet(app, tmp_path):
    text = pdf_text(sheet_pdf(app, classic_record([])), tmp_path)
    assert "No hands played yet." in text
    assert "Game in progress after 0 hands" in text


def test_four_sides_fit_across_a_landscape_page(app, tmp_path):
    # Hand and Foot, counted entries; nobody went out. Side k: 300+10k card points,
    # 1 natural + 2 mixed canastas = 500+600 = 1100, 40 left in hand: 1360+10k each hand.
    record = {
        "variant": "hand-and-foot",
        "sides": [
            {"name": f"Side {k + 1}", "players": [f"Ana{k}", f"Ben{k}"]}
            for k in range(4)
        ],
        "hands": [
            {
                "results": [
                    {
                        "meld_points": 300 + 10 * k,
                        "canastas": {"natural": 1, "mixed": 2},
                        "hand_points": 40,
                    }
                    for k in range(4)
                ]
            }
        ]
        * 2,
    }
    pdf = sheet_pdf(app, record)
    info = pdf_info(pdf, tmp_path)
    assert info["pages"] == 1 and info["width"] > info["height"]
    # Hand 2 (hand 2's minimum is 90): min, melds, canastas, out, in hand, score, total
    # (no red-threes column: Hand and Foot never lays threes).
    expected = ["2", "Ana1"]
    for k in range(4):
        expected += [
            "90",
            str(300 + 10 * k),
            "1100",
            "–",
            "−40",
            str(1360 + 10 * k),
            str(2720 + 20 * k),
        ]
    text = pdf_text(pdf, tmp_path)
    assert row_tokens(text, "2") == expected
    assert "Game: 4 hands" in text  # a fixed-length game, no target
    for _width, _height, pixels in page_images(pdf, tmp_path):
        assert 0.02 < ink(pixels) < 0.5


def test_entries_that_break_the_rules_are_printed_with_the_sheet(app, tmp_path):
    # Hand 3 again after the game ended at hand 5: scored as entered, and said so at the foot.
    record = classic_record(classic_record()["hands"] + [classic_record()["hands"][2]])
    text = " ".join(pdf_text(sheet_pdf(app, record), tmp_path).split())
    assert "Entries that break the rules (scored as entered):" in text
    assert "hand 6: the game was already over after hand 5" in text
    assert "Winner: Us, by 3675 points" in text


def test_a_rule_set_with_many_items_prints_sideways_with_the_minimum_short(
    app, tmp_path
):
    # Modern American W16: ten item columns a side (penalties, special hand) need a landscape page
    import json
    from pathlib import Path

    record = json.loads(
        (
            Path(__file__).parent.parent / "cli" / "records" / "modern_american.json"
        ).read_text()
    )
    pdf = sheet_pdf(app, record)
    info = pdf_info(pdf, tmp_path)
    assert info["pages"] == 1 and info["width"] > info["height"]
    text = pdf_text(pdf, tmp_path)
    # B's hand 1: -3460 scored and -3460 in total, printed apart; the minimum is 125 with one footnote
    assert row_tokens(text, "1")[-2:] == ["−3460", "−3460"]
    assert "Min: the minimum initial meld, or a natural canasta." in text
    assert "125 or a natural canasta │" not in text


def test_a_player_alone_is_named_once(app, tmp_path):
    import json
    from pathlib import Path

    record = json.loads(
        (
            Path(__file__).parent.parent / "cli" / "records" / "two_players.json"
        ).read_text()
    )
    text = pdf_text(sheet_pdf(app, record), tmp_path)
    assert "Ana: Ana" not in text and "Cleo: Cleo" not in text
    assert "Ana" in text and "Cleo" in text


def test_the_rule_after_min_is_one_line_down_the_whole_row_not_a_glyph(app, tmp_path):
    # Hands 1, 3 and 4 have a second line (the canasta kinds): a │ glyph broke there; a drawn rule runs on.
    pdf = sheet_pdf(app, classic_record(), corrected={2})
    assert "│" not in pdf_text(pdf, tmp_path)
    width, height, pixels = page_images(pdf, tmp_path, dpi=100)[0]

    def longest_dark_run(x):
        best = run = 0
        for y in range(height):
            run = run + 1 if pixels[y * width + x] < 215 else 0
            best = max(best, run)
        return best

    # Vertical lines longer than two table rows (about 60 px at 100 dpi), grouped into lines.
    columns = [x for x in range(width) if longest_dark_run(x) > 60]
    lines = [x for i, x in enumerate(columns) if i == 0 or x - columns[i - 1] > 2]
    # Each side's green group border is followed, one Min column later (under 50 px), by the Min rule.
    pairs = [(a, b) for a, b in zip(lines, lines[1:]) if b - a < 50]
    assert len(pairs) >= 2, lines


def test_a_hand_and_foot_sheet_lists_no_laid_red_three_settings(app, tmp_path):
    # Hand and Foot never lays red threes: only what one kept in hand costs (300) is a rule in play.
    record = {
        "variant": "hand-and-foot",
        "sides": [{"name": "Us", "players": []}, {"name": "Them", "players": []}],
        "hands": [
            {
                "results": [
                    {
                        "meld_points": 700,
                        "canastas": {"natural": 3, "mixed": 4},
                        "went_out": True,
                    },
                    {"meld_points": 100, "hand_points": 40},
                ]
            }
        ],
    }
    text = " ".join(pdf_text(sheet_pdf(app, record), tmp_path).split())
    assert "Red three kept in hand: 300" in text
    for label in (
        "Red three:",
        "All red threes",
        "Red threes by count",
        "Red threes count minus when",
        "Red threes of a side that has not melded",
    ):
        assert label not in text, label
    # Classic lays them: its sheet still lists them.
    classic = " ".join(pdf_text(sheet_pdf(app, classic_record()), tmp_path).split())
    assert "Red three: 100" in classic and "All red threes: 800" in classic
