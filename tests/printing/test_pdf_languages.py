"""The score sheet and the blank pad in Italian and German: translated headings and words, totals grouped
as each language groups digits (read back with pdftotext)."""

import pytest
from factories import SIDES, a_game
from pdf_tools import level_row, pdf_text, pdf_words, side_by_side, word_boxes

# Counted: 600 card points melded, five natural canastas (5 × 500) and two mixed (2 × 300), one red three
# (100), going out (100): 600 + 2500 + 600 + 100 + 100 = 3900. Them meld nothing and hold nothing: 0.
BIG_HAND = {
    "results": [
        {
            "meld_points": 600,
            "canastas": {"natural": 5, "mixed": 2},
            "red_threes": 1,
            "went_out": True,
            "hand_points": 0,
        },
        {"meld_points": 0, "hand_points": 0},
    ]
}
# Two such hands: 3900 + 3900 = 7800 for Us (over Classic's 5000: Us win by 7800 − 0 = 7800).

HEADINGS = {
    "it": [
        "Mano",
        "Mazziere",
        "Punti",
        "Totale",
        "Calate",
        "Canaste",
        "Regole della casa:",
        "Canasta classica",
        "Vince: Us, con 7.800 punti di scarto",
        "Pagina 1 di 1",
    ],
    "de": [
        "Runde",
        "Geber",
        "Punkte",
        "Gesamt",
        "Meldungen",
        "Canastas",
        "Hausregeln:",
        "Klassisches Canasta",
        "Sieger: Us, mit 7.800 Punkten Vorsprung",
        "Seite 1 von 1",
    ],
}


@pytest.fixture
def finished_game(app):
    return a_game(app, [BIG_HAND] * 2, name="Friday", sides=SIDES, first_dealer="Ana")


@pytest.mark.parametrize("lang", ["it", "de"])
def test_the_score_sheet_prints_translated_headings_and_grouped_totals(
    client, tmp_path, finished_game, lang
):
    client.set_cookie("lang", lang)
    pdf = client.get(f"/g/{finished_game}/sheet.pdf").data
    text = pdf_words(pdf, tmp_path)
    for words in HEADINGS[lang]:
        assert words in text
    # Hand 1's score and total, then hand 2's (read along the row: its fields stand well apart, and
    # pdftotext's reading order may take them as columns)
    boxes = word_boxes(pdf, tmp_path)
    assert "3.900 3.900" in " ".join(level_row(boxes, "1"))
    # and an item grouped alike: the canastas' 3100 beside them
    assert "3.100" in level_row(boxes, "1") and "3100" not in level_row(boxes, "1")
    assert "3.900 7.800" in " ".join(level_row(boxes, "2"))
    for english in ("Dealer", "Winner", "House rules", "Rules in play", "Page 1 of 1"):
        assert english not in text


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "it",
            [
                "Blocco segnapunti: Canasta classica",
                "APERTURA MINIMA",
                "PREMI E PENALITÀ",
                "Canasta pulita",
                "Valore delle carte:",
            ],
        ),
        (
            "de",
            [
                "Punkteblock: Klassisches Canasta",
                "ERSTMELDUNG",
                "PRÄMIEN UND STRAFEN",
                "Canasta: rein",
                "Kartenwerte:",
            ],
        ),
    ],
)
def test_the_blank_pad_speaks_the_tables_language(client, tmp_path, lang, words):
    """(The legend's headings are set in capitals by sheet.css.)"""
    client.set_cookie("lang", lang)
    text = pdf_words(client.get("/sheets/blank/classic.pdf").data, tmp_path)
    for word in words:
        assert word in text


@pytest.mark.parametrize("lang", ["it", "de"])
@pytest.mark.parametrize("url", ["/g/{game}/sheet.pdf", "/sheets/blank/classic.pdf"])
def test_headers_wrap_between_words_never_inside_one(
    client, tmp_path, finished_game, lang, url
):
    """WeasyPrint marks a hyphenated break with U+2010 ("Canas‐tas", "Meldun‐gen")."""
    client.set_cookie("lang", lang)
    text = pdf_text(client.get(url.format(game=finished_game)).data, tmp_path)
    assert "\u2010" not in text


@pytest.mark.parametrize(
    "lang, legend, codes",
    [
        ("it", "Canaste: P pulita, S sporca.", "5P 2S"),
        ("de", "Canastas: R rein, G gemischt.", "5R 2G"),
    ],
)
def test_canasta_codes_come_from_the_languages_own_words(
    client, tmp_path, finished_game, lang, legend, codes
):
    client.set_cookie("lang", lang)
    text = pdf_words(client.get(f"/g/{finished_game}/sheet.pdf").data, tmp_path)
    assert legend in text and codes in text


@pytest.mark.parametrize(
    "lang, hand, dealer",
    [
        ("en", "Hand", "Dealer"),
        ("de", "Runde", "Geber"),
        ("it", "Mano", "Mazziere"),
        ("es", "Mano", "Da"),
        ("pt", "Mão", "Quem"),
    ],
)
@pytest.mark.parametrize(
    "pad", ["classic.pdf", "samba.pdf?sides=5&players=1", "hand-and-foot.pdf?sides=4"]
)
def test_the_pads_hand_and_dealer_headers_stand_apart(
    client, tmp_path, lang, hand, dealer, pad
):
    """The first two column heads, read back with their boxes: two words at least 2 pt apart (two words
    printed touching come back as one, "RundeGeber")."""
    client.set_cookie("lang", lang)
    words = word_boxes(client.get(f"/sheets/blank/{pad}").data, tmp_path)
    # The dealer head and the hand head just left of it, side by side (a two-line head ends lower).
    left, right = side_by_side(words, hand, dealer)
    assert right[0] - left[2] >= 2, (left, right)
