"""A game played on a phone in each language: switch the language at the foot of the page, start a game,
have a hand refused, then save it; the pages show the table's words and none of a list of English ones.

Classic arithmetic for the saved hand: Us meld seven kings (7 × 10 = 70 card points) and so a natural
canasta (500), and go out (100): 70 + 500 + 100 = 670. Them meld nothing and hold nothing: 0."""

import re

import pytest
from playwright.sync_api import expect

from scorekeeper.translations import LANGUAGES

# Words the English pages show at these steps; none may be left on a translated page.
ENGLISH = [
    r"\bSave\b",
    r"\bScore\b",
    r"New game",
    r"went out",
    r"\bDealer\b",
    r"\bDelete\b",
    r"\bShare\b",
    r"\bNext\b",
    r"\bhand\b",
    r"\bHands\b",
    r"\bpoints\b",
    r"\bTotal\b",
    r"\bPreview\b",
    r"\bNot saved\b",
]
# The refusal (going out without a canasta) and the flash after the save, in each language.
SAID = {
    "it": ("per chiudere occorre avere 1 canasta", "Mano 1 salvata."),
    "de": ("zum Ausmachen braucht es 1 Canasta", "Runde 1 gespeichert."),
    "pt": ("para bater é preciso ter", "Mão 1 salva."),
    "es": ("para cerrar hacen falta", "Mano 1 anotada."),
}


# English words that are also the language's own: "Total" is Portuguese and Spanish for total.
SAME_WORD = {"pt": {r"\bTotal\b"}, "es": {r"\bTotal\b"}}


def english_left(page) -> list[str]:
    text = page.locator("body").inner_text()
    lang = page.locator("html").get_attribute("lang")
    return [
        word
        for word in ENGLISH
        if word not in SAME_WORD.get(lang, set()) and re.search(word, text)
    ]


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_a_hand_refused_then_saved_in_each_language(page, live_server, lang):
    page.goto(live_server + "/")
    page.locator(
        ".language-menu > summary"
    ).tap()  # the switch is folded at the end of the header
    page.locator(f".language-switch button[value='{lang}']").tap()
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.locator("a[href='/games/new']").first.tap()
    page.locator("a[href='/games/new/classic/0']").tap()
    assert english_left(page) == []
    page.locator("form.new-game button[type=submit]").tap()

    # Us go out with three kings: no canasta, so the hand is refused, in the page's language.
    page.locator("button[name=add_meld][value='0:K']").tap()
    page.locator("label.pill:has(input[name=went_out][value='0'])").tap()
    page.locator("button[name=action][value=save]").tap()
    refused = page.locator("#refused")
    expect(refused).to_be_visible()
    if SAID[lang][0]:
        expect(refused).to_contain_text(SAID[lang][0])
    assert english_left(page) == []

    page.locator("#side-0 .meld input.count").first.fill("7")
    page.locator("button[name=action][value=save]").tap()
    expect(page.locator("[data-total='0']")).to_have_text("670")
    if SAID[lang][1]:
        expect(page.get_by_role("status").first).to_have_text(SAID[lang][1])
    assert english_left(page) == []
