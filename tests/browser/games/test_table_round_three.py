"""The third round at the table (issue 33), in Chromium at 390 and 320 px, in English, German and
Italian: each defect a player met, tested as the player met it."""

import io
import re

import pytest
from factories import SIDES as PARTNERS
from factories import a_game
from PIL import Image
from playwright.sync_api import expect
from sheet_games import CLASSIC_HANDS

from scorekeeper import storage

WIDTHS = [390, 320]
LANGUAGES = ["en", "de", "it"]


def phone(context, page, live_server, lang, width):
    """The page in `lang` on a phone `width` px wide."""
    context.add_cookies([{"name": "lang", "value": lang, "url": live_server}])
    page.set_viewport_size({"width": width, "height": 740})


def finished_classic(live_app) -> str:
    """The scripted five-hand Classic game of tests/sheet_games.py (Us win 5420 to 1745): its axis
    runs to 6000, written "6.000" in German and Italian."""
    hands = [dict(hand) for hand in CLASSIC_HANDS]
    return "/g/" + a_game(live_app, hands)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_share_page_fits_the_phone_with_its_view_only_link(
    context, page, live_server, live_app, lang, width
):
    """N4: the view-only link is one unbroken 60-character word; it wraps like the game's link above
    it instead of widening the page (461 px at 390)."""
    phone(context, page, live_server, lang, width)
    page.goto(live_server + "/g/" + a_game(live_app) + "/share")
    link = page.locator(".view-link a")
    expect(link).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    box = link.bounding_box()
    assert box["x"] + box["width"] <= width


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_charts_y_axis_labels_keep_every_digit(
    context, page, live_server, live_app, screenshots, lang, width
):
    """N6: "6.000" showed as ".000": the room left of the plot counted digits only, not the grouping
    mark German and Italian write. Every y label now lies inside the drawing."""
    phone(context, page, live_server, lang, width)
    page.goto(live_server + finished_classic(live_app))
    chart = page.locator("svg.running-total")
    chart.scroll_into_view_if_needed()
    left = chart.bounding_box()["x"]
    labels = page.locator(".chart-labels text[text-anchor=end]")
    expect(labels.first).to_be_visible()
    texts = [label.text_content() for label in labels.all()]
    assert texts[-1] == ("6000" if lang == "en" else "6.000")
    starts = [label.bounding_box()["x"] for label in labels.all()]
    chart.screenshot(path=screenshots / f"chart-y-labels-{lang}-{width}.png")
    assert min(starts) >= left, list(zip(texts, starts))


# Them score 1400 twice and then nothing, so their line runs flat at 2800 from hand 2 to hand 4: right
# through the "min 90" label, which sits in the top right corner of the 1500–3000 band (y 2680–2910 on
# the 0–5000 axis). Us go out in hands 3 and 4 with one natural canasta.
# Them, hands 1 and 2: 300 melded + 2 natural canastas (1000) + going out (100) = 1400 each: 1400, 2800.
# Us, hands 3 and 4: 200 melded + 1 natural canasta (500) + going out (100) = 800 each: 800, 1600.
NOTHING = {"meld_points": 0, "hand_points": 0}
THEM_OUT = {"meld_points": 300, "canastas": {"natural": 2}, "went_out": True}
US_OUT = {"meld_points": 200, "canastas": {"natural": 1}, "went_out": True}
FLAT_AT_2800 = [
    {"results": [NOTHING, THEM_OUT]},
    {"results": [NOTHING, THEM_OUT]},
    {"results": [US_OUT, NOTHING]},
    {"results": [US_OUT, NOTHING]},
]
# Us blue, Them orange (light theme)
SERIES_COLOURS = [
    (0x00, 0x72, 0xB2),
    (0xD5, 0x5E, 0x00),
]


def series_pixels(png: bytes) -> int:
    """How many pixels of a screenshot are (nearly) a side's line colour."""
    data = Image.open(io.BytesIO(png)).convert("RGB").tobytes()
    pixels = (data[i : i + 3] for i in range(0, len(data), 3))
    return sum(
        1
        for pixel in pixels
        if any(
            sum(abs(a - b) for a, b in zip(pixel, colour)) < 60
            for colour in SERIES_COLOURS
        )
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_line_crosses_the_meld_bands_labels(
    context, page, live_server, live_app, screenshots, lang
):
    """N6: "min. 90" was crossed by a line. A side's line runs flat through the label's place; the
    label stands on a backdrop drawn over the lines, so not one pixel of a line shows inside it."""
    phone(context, page, live_server, lang, 390)
    page.goto(live_server + "/g/" + a_game(live_app, FLAT_AT_2800, sides=PARTNERS))
    chart = page.locator("svg.running-total")
    chart.scroll_into_view_if_needed()
    chart.screenshot(path=screenshots / f"chart-band-labels-{lang}.png")
    labels = page.locator(".chart-band-label")
    expect(labels).to_have_count(3)  # min 50, min 90, min 120
    for label in labels.all():
        box = label.bounding_box()
        assert series_pixels(page.screenshot(clip=box)) == 0, label.text_content()


def new_classic_hand(context, page, live_server, lang="en", width=390):
    """A new Classic game between Us and Them, on its first hand's form."""
    phone(context, page, live_server, lang, width)
    page.goto(live_server + "/games/new/classic/0")
    page.locator("form button[type=submit]").last.tap()
    expect(page).to_have_url(re.compile(r"/hands/new$"))


@pytest.mark.parametrize("first", ["type at once", "tap the box first"])
def test_a_new_meld_lines_three_naturals_give_way_to_the_first_digit_typed(
    context, page, live_server, first
):
    """N11: a new meld line starts at 3 naturals; typing 5 gave 35. The guess is selected when the
    line appears and whenever its box is tapped, so the digit typed replaces it; once the player
    has typed, a tap puts the caret as usual."""
    new_classic_hand(context, page, live_server)
    page.locator('button[name=add_meld][value="0:K"]').tap()
    naturals = page.locator(
        '.melds[data-side="0"] .meld[data-rank=K] input.count'
    ).first
    expect(naturals).to_have_value("3")
    if first == "tap the box first":
        page.locator("h1").first.tap()
        naturals.tap()
    page.keyboard.type("5")
    expect(naturals).to_have_value("5")
    naturals.tap()
    page.keyboard.press("End")
    page.keyboard.type("0")
    # typed numbers are the player's: no longer replaced
    expect(naturals).to_have_value("50")


@pytest.mark.parametrize("link", ["token", "view_token"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_phone_that_joined_a_group_is_not_told_it_has_no_games(
    context, page, live_server, live_app, lang, link
):
    """N12: after opening a group's link again (a cleared cookie, a second phone), the games list
    showed "Your groups: Our table 1 game" and under it "No games on this device yet": the empty
    note stood for "no home group", and a group joined by its view-only link is never a home. It
    shows only when the phone has no group at all."""
    db = storage.open_db(live_app.config["DATABASE"])
    group = storage.group_by_key(db, storage.create_group(db, "Our table"))
    token, group_pk = group[link], group["pk"]
    db.close()
    a_game(live_app, sides=PARTNERS, group_pk=group_pk)
    phone(context, page, live_server, lang, 390)
    page.goto(live_server + "/")
    # a new phone: no games, and it says so
    expect(page.locator(".empty")).to_have_count(1)
    page.goto(live_server + f"/groups/{token}")
    page.goto(live_server + "/")
    expect(page.locator(".my-groups")).to_contain_text("Our table")
    expect(page.locator(".empty")).to_have_count(0)


def test_a_run_scores_nothing_until_its_lowest_card_is_chosen(
    context, page, live_server
):
    """N13: a Samba run just added (3 cards, no lowest card, no suit) showed +15 in the preview, as
    if it were 4-5-6. It holds no known cards yet: 0, until its lowest card says 8-9-10 (10 + 10 + 10
    = 30 card points). The phone's scorer and the server agree (tests/browser/offline/test_scorer_parity.py,
    tests/web/hands/test_round_three_runs.py)."""
    phone(context, page, live_server, "en", 390)
    page.goto(live_server + "/games/new/samba/0")
    page.locator("form button[type=submit]").last.tap()
    expect(page).to_have_url(re.compile(r"/hands/new$"))
    page.locator('button[name=add_meld][value="0:run"]').tap()
    us = page.locator('.preview [data-score="0"]')
    expect(us).to_have_text("0")
    run = page.locator('.melds[data-side="0"] .meld[data-rank=run]')
    page.select_option("#sides-0-melds-0-low", "8")
    page.select_option("#sides-0-melds-0-suit", "hearts")
    expect(us).to_have_text("+30")
    expect(run.locator("[data-points]")).to_have_text("30")


def lines_of(locator) -> float:
    """How many lines of text a block takes: its height over its line height."""
    return locator.evaluate(
        "e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)"
    )


@pytest.mark.parametrize("width, height", [(390, 844), (320, 568)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_save_bars_live_score_takes_two_lines_at_most(
    context, page, live_server, lang, width, height
):
    """N10: in German at 320 px the bar's live score ("Wir +570 · Sie +40 · rote Hinweise beheben")
    wrapped to 5 lines in an 85 px column beside a one-line "Runde 1 speichern". Save's label may now
    take two lines, and while a red note stands the bar says only that (the scores wait in the
    preview): two lines at most, and the bar still under a tenth of the screen."""
    new_classic_hand(context, page, live_server, lang, width)
    page.set_viewport_size({"width": width, "height": height})
    # each new line's 3 is selected in its box before a person types over it
    page.locator('button[name=add_meld][value="0:K"]').tap()
    expect(page.locator("input:focus")).to_have_value("3")
    page.keyboard.type("7")
    page.locator('button[name=add_meld][value="1:A"]').tap()
    expect(page.locator("input:focus")).to_have_value("3")
    page.keyboard.type("2")  # two aces are no meld: a red note
    live = page.locator(".live-scores")
    expect(page.locator(".melds [data-errors] li").first).to_be_visible()
    expect(live).not_to_be_empty()
    assert lines_of(live) <= 2.1
    page.keyboard.press("Backspace")
    page.keyboard.type("3")  # K×7 natural canasta 500 + 70 = 570; A×3 = 60
    expect(live).to_contain_text("570")
    expect(live).to_contain_text("60")
    assert lines_of(live) <= 2.1
    assert page.locator(".save-bar").bounding_box()["height"] <= height / 10


# Sentences that break when a side is called by the language's default name, which is a pronoun.
BROKEN = {
    # "Gegeben von Wir"
    "de": [
        "Wir hat",
        "Sie hat",
        "für Wir",
        "von Wir",
        "wird Wir",
        "Wir gewinnt",
    ],
    "it": ["Noi ha ", "Loro ha ", "vince Noi", "Ha vinto Noi", "Noi e Loro finiscono"],
}
WENT_OUT = {"de": "Wir: ausgemacht", "it": "Noi: chiusura"}


@pytest.mark.parametrize("lang", ["de", "it"])
def test_default_side_names_never_make_a_broken_sentence(
    context, page, live_server, live_app, lang
):
    """N7: the default names are pronouns ("Wir", "Noi"), so "Wir hat ausgemacht", "Mehr für Wir"
    and "Noi ha chiuso" read wrong. A side's name now stands before a colon, or where the language
    declines it as it is ("per noi"), on the hand form (its labels too) and on a won game's board."""
    new_classic_hand(context, page, live_server, lang)
    expect(page.locator("#went-out")).to_contain_text(WENT_OUT[lang])
    html = page.content()
    assert [phrase for phrase in BROKEN[lang] if phrase in html] == []
    names = [{"name": name, "players": []} for name in ("Wir", "Sie")]
    if lang == "it":
        names = [{"name": name, "players": []} for name in ("Noi", "Loro")]
    won = a_game(live_app, [dict(hand) for hand in CLASSIC_HANDS], sides=names)
    page.goto(live_server + "/g/" + won)
    html = page.content()
    assert [phrase for phrase in BROKEN[lang] if phrase in html] == []


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_more_folds_label_is_never_cut(context, page, live_server, lang, width):
    """N8: "More for Us: cards left one by one, red …" ended in an ellipsis at every width (one line,
    overflow hidden). It now wraps between words: all its text shows."""
    new_classic_hand(context, page, live_server, lang, width)
    label = page.locator("fieldset.side details.more > summary > span").first
    expect(label).to_be_visible()
    widths = label.evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert widths[0] <= widths[1] + 1, widths
    assert page.evaluate("document.documentElement.scrollWidth") <= width


REFUSED_MINIMUM = {
    "en": (
        "Us: the melds total 30 points, less than the minimum initial meld of 50",
        "this side",
    ),
    "de": (
        "Wir: die Meldungen ergeben 30 Punkte, weniger als die Erstmeldung von 50",
        "dieser Partei",
    ),
    "it": (
        "Noi: le combinazioni fanno 30 punti, meno dell'apertura minima di 50",
        "questa coppia",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_minimum_names_the_side(context, page, live_server, lang):
    """Partly fixed last round: the note said "this side's minimum" beside the side's name. Three
    kings are 30 points, under the first hand's minimum of 50: the note names the side once, first.
    (It shows once the player leaves the guessed 3 as it is, never on the first tap: issue 43.)"""
    said, gone = REFUSED_MINIMUM[lang]
    new_classic_hand(context, page, live_server, lang)
    page.locator('button[name=add_meld][value="0:K"]').tap()
    page.get_by_role("heading", level=1).tap()  # away from the box: 3 kings it is
    note = page.locator(".melds [data-errors] li, [data-errors='s0.melds'] li").first
    expect(note).to_have_text(said)
    page.locator(".save-bar .primary").tap()
    expect(page.locator(".errors li").first).to_have_text(said)
    assert gone not in page.locator(".errors li").first.inner_text()


RANKS = {"en": "A K Q J", "de": "A K D B", "it": "A K Q J"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rank_buttons_carry_the_languages_card_letters(
    context, page, live_server, lang
):
    """Partly fixed: German buttons still showed A K Q J; German cards print A K D B (Ass, König,
    Dame, Bube). Italian French-suited decks print A K Q J, which stay."""
    new_classic_hand(context, page, live_server, lang)
    buttons = page.locator(".ranks[role=group]").first.locator("button")
    assert " ".join(buttons.all_inner_texts()[:4]) == RANKS[lang]
    buttons.nth(2).tap()  # the queen: its meld line carries the same letter
    expect(
        page.locator('.melds[data-side="0"] .meld[data-rank=Q] .meld-name')
    ).to_have_text(RANKS[lang].split()[2])


GENDERED = {
    "en": [" his ", " him ", " he "],
    "de": ["jeder ", "Spieler;"],
    "it": ["ciascuno", "da solo"],
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cutthroat_blurb_does_not_assume_a_gender(context, page, live_server, lang):
    """Partly fixed: "each scores their total plus his own red threes"."""
    phone(context, page, live_server, lang, 390)
    page.goto(live_server + "/games/new")
    blurb = page.locator(".hint", has_text="7500").first
    expect(blurb).to_be_visible()
    text = blurb.inner_text()
    assert [word for word in GENDERED[lang] if word in text] == [], text


MINI_CANASTAS = {
    "en": "one pure and one impure, to go out",
    "de": "eine reine und eine unreine, zum Ausmachen",
    "it": "una pura e una impura, per chiudere",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_minis_rules_say_it_needs_a_pure_and_an_impure_canasta(
    context, page, live_server, live_app, lang
):
    """Partly fixed: Mini's rules fold did not say that going out, and counting canastas at all,
    take one pure and one impure canasta (rules reference §21)."""
    phone(context, page, live_server, lang, 390)
    page.goto(live_server + "/g/" + a_game(live_app, variant="mini", sides=PARTNERS))
    rules = page.locator("details.settings")
    rules.locator("summary").tap()
    expect(rules).to_contain_text(MINI_CANASTAS[lang])


MODERN_MINIMUM = {
    "en": "Us 125 or a natural canasta",
    "de": "Wir 125 oder eine reine Canasta",
    "it": "Noi 125 o una canasta pulita",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hand_forms_minimum_line_is_all_in_the_pages_language(
    context, page, live_server, lang
):
    """Partly fixed: a rule line stayed English in German ("Wir 125 or a natural canasta"): the
    summary's minimum is one English string, number and Modern American's way round it together,
    which no catalog holds; each part is now translated on its own."""
    phone(context, page, live_server, lang, 390)
    page.goto(live_server + "/games/new/modern-american/0")
    page.locator("form button[type=submit]").last.tap()
    expect(page).to_have_url(re.compile(r"/hands/new$"))
    expect(page.locator(".context").first).to_contain_text(MODERN_MINIMUM[lang])
