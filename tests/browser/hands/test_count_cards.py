"""Count cards, not points (issue 22): a Classic hand entered by counting cards by value at 390×844,
the app adding them up; the counts kept in the record and shown again for a correction."""

import pytest
from factories import a_game
from playwright.sync_api import expect
from test_hand_form import game_url, side, stored_hands


def press(page, who, label, times):
    """Tap a stepper's + as a player would for a small pile."""
    for _ in range(times):
        side(page, who).get_by_role("button", name=f"{label} plus 1").tap()


def test_a_classic_hand_entered_by_counting_cards_scores_as_worked_by_hand(
    page, live_app, live_server
):
    game_id = a_game(live_app)
    page.goto(game_url(live_server, game_id, "/hands/new"))
    assert page.viewport_size == {"width": 390, "height": 844}
    # Us melded a joker, 3 aces and a deuce, 14 cards from king to eight and 3 from seven to four:
    # 50 + 4 × 20 + 14 × 10 + 3 × 5 = 50 + 80 + 140 + 15 = 285; a natural canasta 500, a red three
    # 100, going out 100: 285 + 500 + 100 + 100 = 985.
    side(page, "Us").get_by_text("Count cards", exact=True).tap()
    press(page, "Us", "Jokers (50), melded", 1)
    side(page, "Us").get_by_label("2s and aces (20), melded", exact=True).fill("4")
    side(page, "Us").get_by_label("K to 8 (10), melded", exact=True).fill("14")
    press(page, "Us", "7 to 4, black 3s (5), melded", 3)
    press(page, "Us", "Natural canastas", 1)
    press(page, "Us", "Red threes", 1)
    page.get_by_text("Us went out", exact=True).tap()
    # Them melded 2 aces (40), 6 from king to eight (60) and 4 from seven to four (20): 120; left a
    # joker, 2 kings and a six: 50 + 20 + 5 = 75; 120 − 75 = 45.
    side(page, "Them").get_by_text("Count cards", exact=True).tap()
    side(page, "Them").get_by_label("2s and aces (20), melded", exact=True).fill("2")
    side(page, "Them").get_by_label("K to 8 (10), melded", exact=True).fill("6")
    side(page, "Them").get_by_label("7 to 4, black 3s (5), melded", exact=True).fill(
        "4"
    )
    press(page, "Them", "Jokers (50), left in hand", 1)
    press(page, "Them", "K to 8 (10), left in hand", 2)
    press(page, "Them", "7 to 4, black 3s (5), left in hand", 1)
    expect(page.locator("[data-score='0']")).to_have_text("+985")
    expect(page.locator("[data-score='1']")).to_have_text("+45")
    # The points box of counting points is not on screen while counting cards.
    expect(
        side(page, "Us").get_by_label("Card points melded", exact=True)
    ).to_be_hidden()
    page.get_by_role("button", name="Save hand 1").tap()
    expect(page.locator(".total").first).to_have_text("985")
    us, them = stored_hands(live_app, game_id)[0]["results"]
    assert us["meld_cards"] == {"50": 1, "20": 4, "10": 14, "5": 3}
    assert them["meld_cards"] == {"20": 2, "10": 6, "5": 4}
    assert them["hand_cards"] == {"50": 1, "10": 2, "5": 1}
    # A correction starts from the piles counted, not from their sum.
    page.goto(game_url(live_server, game_id, "/hands/1/edit"))
    expect(side(page, "Them").get_by_label("Count cards")).to_be_checked()
    expect(
        side(page, "Them").get_by_label("K to 8 (10), melded", exact=True)
    ).to_have_value("6")
    expect(
        side(page, "Them").get_by_label("Jokers (50), left in hand", exact=True)
    ).to_have_value("1")


def test_counting_cards_fits_a_320_px_phone_with_44_px_steppers(
    page, live_app, live_server
):
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    side(page, "Us").get_by_text("Count cards", exact=True).tap()
    grid = side(page, "Us").locator(".value-grid")
    box = grid.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 320
    steps = grid.locator(".step")
    expect(steps).to_have_count(16)  # − and + for 4 values, melded and left
    for step in steps.all():
        size = step.bounding_box()
        assert size["width"] >= 44 and size["height"] >= 44
        assert size["x"] + size["width"] <= 320
    assert page.evaluate("document.documentElement.scrollWidth") <= 320


def test_too_many_cards_of_a_value_are_refused_in_the_sides_box(
    page, live_app, live_server
):
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    side(page, "Them").get_by_text("Count cards", exact=True).tap()
    # Two packs hold 4 jokers: 5 melded is a slip.
    side(page, "Them").get_by_label("Jokers (50), melded", exact=True).fill("5")
    errors = side(page, "Them").locator("[data-errors='s1.meld_cards']")
    expect(errors).to_contain_text(
        "Them: 5 cards worth 50 are counted for this side, but 2 packs hold only 4"
    )


@pytest.mark.parametrize("lang", ["de", "it", "pt"])
@pytest.mark.parametrize("width", [390, 320])
def test_the_three_ways_and_the_piles_break_no_word(
    page, context, live_app, live_server, width, lang
):
    context.add_cookies([{"name": "lang", "value": lang, "url": live_server}])
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    page.locator(
        "label.pill", has=page.locator("#sides-1-mode-1")
    ).tap()  # Them count cards
    expect(page.locator("#sides-1-mode-1")).to_be_checked()
    texts = page.locator(".modes .pill span, .value-name")
    for text in texts.all():
        # Each word on one line: no word's letters split across two lines.
        broken = text.evaluate(
            """(el) => {
                const range = document.createRange();
                const node = el.firstChild;
                let offset = 0;
                for (const word of node.textContent.split(" ")) {
                    range.setStart(node, offset);
                    range.setEnd(node, offset + word.length);
                    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                    if (lines.size > 1) return word;
                    offset += word.length + 1;
                }
                return null;
            }"""
        )
        assert broken is None, broken
