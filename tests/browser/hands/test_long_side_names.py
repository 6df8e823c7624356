"""A side's name on two lines, and the longer words of Italian and German, at 390 and 320 px: Count
cards keeps its columns (each card value's name readable, both steppers on screen), the preview and
the save bar never split a score in the middle of its number, and the three ways of entering stay
inside the side's box (they go under the name when both do not fit on one line)."""

import pytest
from factories import a_game
from playwright.sync_api import expect
from test_hand_form import game_url, side
from test_words_unbroken import WORD_LINES

SIDES = [
    {"name": "Anna & Bruno", "players": ["Anna", "Bruno"]},
    {"name": "Carla & Dario", "players": ["Carla", "Dario"]},
]
WIDTHS = [390, 320]


def hand_form(context, page, live_app, live_server, width, language="en"):
    context.add_cookies([{"name": "lang", "value": language, "url": live_server}])
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(game_url(live_server, a_game(live_app, sides=SIDES), "/hands/new"))


def no_sideways_scroll(page, width):
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def inside(page, inner, outer):
    """`inner`'s box lies within `outer`'s, left to right."""
    a, b = inner.bounding_box(), outer.bounding_box()
    assert (
        a["x"] >= b["x"] - 0.5 and a["x"] + a["width"] <= b["x"] + b["width"] + 0.5
    ), (a, b)


def words_whole(locator):
    """Every word of the element's text on one line (no word, no number, split)."""
    broken = [w for w, lines in locator.evaluate(WORD_LINES) if lines != 1]
    assert not broken, broken


@pytest.mark.parametrize("width", WIDTHS)
def test_count_cards_keeps_its_columns_when_the_sides_name_wraps(
    context, page, live_app, live_server, width
):
    hand_form(context, page, live_app, live_server, width)
    anna = side(page, "Anna & Bruno")
    anna.get_by_text("Count cards", exact=True).tap()
    names = anna.locator(".value-name")
    expect(names).to_have_count(4)
    for i in range(4):
        words_whole(names.nth(i))
    for label in ("Jokers (50), melded", "7 to 4, black 3s (5), left in hand"):
        inside(page, anna.get_by_role("button", name=f"{label} plus 1"), anna)
    no_sideways_scroll(page, width)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_preview_and_the_save_bar_keep_each_score_whole(
    context, page, live_app, live_server, width
):
    """Anna & Bruno count 350 card points melded and two natural canastas: 350 + 2 × 500 = +1350."""
    hand_form(context, page, live_app, live_server, width)
    anna = side(page, "Anna & Bruno")
    anna.get_by_text("Count points", exact=True).tap()
    anna.get_by_label("Card points melded", exact=True).fill("350")
    anna.get_by_label("Natural canastas", exact=True).fill("2")
    expect(page.locator("#preview [data-score='0']")).to_have_text("+1350")
    expect(page.locator(".live-scores")).to_contain_text("+1350")
    for heading in page.locator("#preview .preview-side h3").all():
        words_whole(heading)
    words_whole(page.locator(".live-scores"))
    no_sideways_scroll(page, width)


@pytest.mark.parametrize("language", ["it", "de"])
@pytest.mark.parametrize("width", WIDTHS)
def test_the_ways_of_entering_stay_inside_the_sides_box(
    context, page, live_app, live_server, width, language
):
    hand_form(context, page, live_app, live_server, width, language)
    for s in (0, 1):
        box = page.locator(f"#side-{s}")
        pills = box.locator(".modes .pill")
        expect(pills).to_have_count(3)
        for i in range(3):
            inside(page, pills.nth(i), box)
            words_whole(pills.nth(i))
    no_sideways_scroll(page, width)


@pytest.mark.parametrize("width", WIDTHS)
def test_save_hand_1_is_one_line(context, page, live_app, live_server, width):
    hand_form(context, page, live_app, live_server, width)
    save = page.get_by_role("button", name="Save hand 1")
    lines = save.evaluate(
        "b => { const r = document.createRange(); r.selectNodeContents(b);"
        " return new Set([...r.getClientRects()].map(x => Math.round(x.bottom))).size; }"
    )
    assert lines == 1
