"""No English left on an Italian or German table: a played game's pages and printed sheets, and the
catalogs themselves, hold none of a short list of English words that neither language uses.

The words are matched whole and with their case ("Hand" is German; "hand" is English). Names typed by
the players are left out of the game (the sides are Nord and Sud, no note), so any hit is ours."""

import copy
import html
import re

import pytest
from babel.messages.pofile import read_po
from factories import a_game
from pdf_tools import pdf_words
from sheet_games import CLASSIC_HANDS

from scorekeeper import storage
from scorekeeper.translations import CATALOGS
from scorekeeper.web.plumbing.database import get_db

ENGLISH = [
    "natural",
    "mixed",
    "meld",
    "melds",
    "melded",
    "canastas",
    "threes",
    "went out",
    "going out",
    "left in hand",
    "hand",
    "hands",
    "none",
    "Next",
    "Dealer",
    "Winner",
    "House rules",
    "Score",
    "Share",
    "Delete",
    "Min",
    "joker",
    "runs",
    "sevens",
    "not nothing",
]
FOUND = re.compile(r"\b(" + "|".join(re.escape(w) for w in ENGLISH) + r")\b")
# Words of ours that are the same in the language: the rule sets' own names, kept as the players
# call them, and the German plural of canasta.
ALLOWED = {"de": {"Canastas"}, "it": set()}
KEPT_NAMES = ("Hand and Foot",)


def english_in(text: str) -> list[str]:
    # a placeholder's name is no word of the page
    text = re.sub(r"%\(\w+\)s", " ", text)
    for name in KEPT_NAMES:
        text = text.replace(name, "")
    return sorted(set(FOUND.findall(text)))


def visible_text(page: str) -> str:
    """The words a reader or a screen reader meets: text, and titles, labels and placeholders."""
    page = re.sub(r"(?s)<(script|style)\b.*?</\1>", " ", page)
    said = re.findall(r'(?:title|aria-label|placeholder|alt)="([^"]*)"', page)
    text = re.sub(r"<[^>]+>", " ", page)
    return html.unescape(" ".join([text, *said]))


@pytest.fixture
def played_game(app):
    """Classic, five hands (tests/sheet_games.py), without the note and with sides named in no
    language's words."""
    with app.app_context():
        db = get_db()
        game_id = a_game(
            db,
            [{k: v for k, v in hand.items() if k != "note"} for hand in CLASSIC_HANDS],
            name="Partita",
            sides=[
                {"name": "Nord", "players": ["Ana", "Ben"]},
                {"name": "Sud", "players": ["Cleo", "Dan"]},
            ],
            first_dealer="Ana",
        )
        # A correction, so the scoreboard shows an edit's lines: Sud held a joker, not two jacks
        # (J J 7 2 = 45 became joker 7 2 = 75; the game still ends at hand 5, Nord on 5420).
        corrected = copy.deepcopy(CLASSIC_HANDS[0])
        corrected["results"][1]["in_hand"] = {"joker": 1, "7": 1, "2": 1}
        corrected["results"][1]["red_threes"] = 0
        storage.update_hand(db, game_id, 1, corrected, expected_version=6)
        return game_id


def pages(game_id: str) -> list[str]:
    return [
        f"/g/{game_id}",
        f"/g/{game_id}/hands/new",
        f"/g/{game_id}/hands/1/edit",
        f"/g/{game_id}/hands/2/delete",
        f"/g/{game_id}/share",
        f"/g/{game_id}/edit",
        f"/g/{game_id}/delete",
        "/",
        "/games/new",
        "/games/new/classic/0",
        "/games/import",
        "/players",
        "/sheets",
    ]


@pytest.mark.parametrize("lang", ["it", "de"])
def test_no_english_word_is_left_on_a_played_games_pages(client, played_game, lang):
    client.set_cookie("lang", lang)
    left = {}
    for url in pages(played_game):
        response = client.get(url, follow_redirects=True)  # /players: the group's page
        assert response.status_code == 200, url
        words = set(english_in(visible_text(response.get_data(as_text=True))))
        if words - ALLOWED[lang]:
            left[url] = sorted(words - ALLOWED[lang])
    assert left == {}


@pytest.mark.parametrize("lang", ["it", "de"])
@pytest.mark.parametrize(
    "url",
    [
        "/g/{game}/sheet.pdf",
        "/sheets/blank/classic.pdf",
        "/sheets/blank/samba.pdf",
        "/sheets/blank/brazilian.pdf",
        "/sheets/blank/sevens.pdf",
    ],
)
def test_no_english_word_is_left_on_the_printed_sheets(
    client, tmp_path, played_game, lang, url
):
    client.set_cookie("lang", lang)
    response = client.get(url.format(game=played_game))
    assert response.status_code == 200
    text = pdf_words(response.data, tmp_path)
    assert set(english_in(text)) - ALLOWED[lang] == set()


@pytest.mark.parametrize("lang", ["it", "de"])
def test_no_translation_in_the_catalogs_holds_an_english_word(lang):
    with open(CATALOGS / lang / "LC_MESSAGES" / "messages.po", "rb") as po:
        catalog = read_po(po)
    left = {}
    for message in catalog:
        strings = (
            message.string if isinstance(message.string, tuple) else [message.string]
        )
        words = set().union(*(english_in(s or "") for s in strings)) - ALLOWED[lang]
        if message.id and words:
            left[str(message.id)] = sorted(words)
    assert left == {}


@pytest.mark.parametrize(
    "lang, mark", [("it", "canasta pulita"), ("de", "Canasta: rein")]
)
def test_the_canasta_mark_under_a_melds_points_is_in_the_pages_language(
    app, lang, mark
):
    from scorekeeper.web.entry.meld_marks import meld_marks

    record = {
        "format": 1,
        "name": "P",
        "variant": "classic",
        "sides": [{"name": "Nord"}, {"name": "Sud"}],
    }
    # Nord: K×7 is a natural canasta (70 points), Q 5 + 2 deuces mixed
    hand = CLASSIC_HANDS[0]
    with app.test_request_context(headers={"Cookie": f"lang={lang}"}):
        marks = meld_marks(record, hand, [[0, 1, 2], [0, 1]])
    assert marks["s0.0"] == {"points": 70, "canasta": mark}
