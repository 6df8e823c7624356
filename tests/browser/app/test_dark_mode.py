"""Dark mode (prefers-color-scheme: dark) keeps the light theme's contrast, pair by pair, measured from the
colours Chromium actually computes (WCAG 2 relative luminance)."""

import pytest
from factories import a_game

from scorekeeper import storage

# (what, selector of the text, selector of the box behind it)
PAIRS = [
    ("text on the page", "h1", "body"),
    ("muted text on the page", ".context", "body"),
    ("a link on the page", ".crumb a", "body"),
    ("text in a side's box", ".side > legend", ".side"),
    ("a problem in red in a side's box", ".side .errors li", ".side"),
    ("the Save button", ".save-bar .primary", ".save-bar .primary"),
    ("the chosen pill", ".pill:has(input:checked)", ".pill:has(input:checked)"),
]

CONTRAST = """([text, box]) => {
    const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    let back = document.querySelector(box);
    let colour = getComputedStyle(back).backgroundColor;
    while (colour === 'rgba(0, 0, 0, 0)' && back.parentElement) {  // a transparent box shows its parent's
        back = back.parentElement; colour = getComputedStyle(back).backgroundColor;
    }
    if (colour === 'rgba(0, 0, 0, 0)') colour = getComputedStyle(document.documentElement).backgroundColor;
    const a = lum(rgb(getComputedStyle(document.querySelector(text)).color)), b = lum(rgb(colour));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


def ratios(browser, base, path, scheme):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, color_scheme=scheme
    )
    page = context.new_page()
    page.goto(base + path)
    page.get_by_text("Us went out", exact=True).click()
    page.get_by_role("button", name="Add Fours for Us").click()
    # a problem in red
    page.get_by_role("group", name="Fours").get_by_label("Naturals", exact=True).fill(
        "1"
    )
    page.locator(".side .errors li").first.wait_for()
    found = {what: page.evaluate(CONTRAST, [text, box]) for what, text, box in PAIRS}
    is_dark = page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    context.close()
    return found, is_dark


@pytest.fixture
def hand_page(live_app):
    db = storage.open_db(live_app.config["DATABASE"])
    game_id = a_game(
        db,
        name="Dark",
        sides=[{"name": "Us", "players": []}, {"name": "Them", "players": []}],
    )
    db.close()
    return f"/g/{game_id}/hands/new"


def test_dark_mode_keeps_the_light_themes_contrast(browser, live_server, hand_page):
    light, light_is_dark = ratios(browser, live_server, hand_page, "light")
    dark, dark_is_dark = ratios(browser, live_server, hand_page, "dark")
    assert (light_is_dark, dark_is_dark) == (False, True)
    for what, _, _ in PAIRS:
        # At least the light theme's contrast, and never under WCAG AA's 4.5 for text.
        assert dark[what] >= min(light[what], 7.0) and dark[what] >= 4.5, (
            what,
            light[what],
            dark[what],
        )
    # The page really is dark: light text on a dark page.
    assert dark["text on the page"] > 12
