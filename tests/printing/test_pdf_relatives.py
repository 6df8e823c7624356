"""Score sheets and blank pads of Burraco, Buraco and Biriba, read back as text and looked at as a
page: each prints its pile, closing and canastas in the players' own words (pozzetto, pulito, sporco,
chiusura in Italian; morto, canastra limpa, suja, batida in Portuguese) and in the three other
languages, with the numbers of the relatives reference (relatives.md)."""

import pytest
from factories import a_game
from pdf_tools import ink, page_images, pdf_text

# B1 and B2 (relatives.md §1.3), counted: NS 560 then 290 (850); EW 95 then −85 (10).
B1 = {
    "results": [
        {
            "meld_points": 185,
            "canastas": {"clean": 1, "dirty": 1},
            "went_out": True,
            "hand_points": 25,
        },
        {
            "meld_points": 120,
            "canastas": {"semi_clean": 1},
            "pile": "not_taken",
            "hand_points": 75,
        },
    ]
}
B2 = {
    "results": [
        {
            "meld_points": 100,
            "canastas": {"dirty": 1},
            "went_out": True,
            "hand_points": 10,
        },
        {
            "meld_points": 55,
            "pile": "taken_unplayed",
            "pile_points": 125,
            "hand_points": 15,
        },
    ]
}
PAD_WORDS = {
    ("burraco", "it"): [
        "Pozzetto",
        "Burraco pulito",
        "Burraco sporco",
        "Chiusura",
        "Jolly 30",
    ],
    ("burraco", "pt"): ["Pozzetto", "Burraco pulito", "Batida"],
    ("buraco", "pt"): [
        "Morto",
        "Canastra limpa",
        "Canastra suja",
        "Batida",
        "Morto não pego",
    ],
    ("buraco", "it"): ["Morto", "Canastra limpa (pulita)", "Chiusura"],
    ("biriba", "en"): [
        "Biribaki",
        "Clean biriba in trumps",
        "Closing",
        "Biribaki not taken",
    ],
    ("biriba", "de"): ["Biribaki", "Reine Biriba in Trumpf", "Schließen"],
    ("burraco", "es"): ["Pozzetto", "Burraco pulito (limpio)", "Cierre"],
}


@pytest.mark.parametrize("variant, lang", list(PAD_WORDS))
def test_a_blank_pad_prints_the_pile_closing_and_canastas_in_the_players_words(
    client, tmp_path, variant, lang
):
    client.set_cookie("lang", lang)
    response = client.get(f"/sheets/blank/{variant}.pdf?paper=a4")
    assert response.status_code == 200
    text = " ".join(pdf_text(response.data, tmp_path).split())
    for words in PAD_WORDS[variant, lang]:
        assert words in text, words


def test_the_burraco_pad_gives_the_fibur_numbers(client, tmp_path):
    """200 / 150 / 100, closing 100, pozzetto not taken −100; cards 30, 20, 15, 10, 5 (relatives.md §1)."""
    text = " ".join(
        pdf_text(client.get("/sheets/blank/burraco.pdf").data, tmp_path).split()
    )
    for row in (
        "Burraco pulito 200",
        "Burraco semipulito 150",
        "Burraco sporco 100",
        "Closing 100",
        "Pozzetto not taken −100",
        "Pozzetto taken, not played its cards, minus",
        "Card values: Joker 30 · 2 20 · A 15 · K–8",  # the legend's two columns interleave here
        "10 · 7–3 5",
        "not be a wild card.",  # the last discard may not…
    ):
        assert row in text, row


def test_the_internazionale_pad_has_no_semipulito_and_biribas_trumps_are_doubled(
    client, tmp_path
):
    international = " ".join(
        pdf_text(
            client.get("/sheets/blank/burraco-international.pdf").data, tmp_path
        ).split()
    )
    assert "semipulito 150" not in international
    assert "a clean canasta" in international
    biriba = " ".join(
        pdf_text(client.get("/sheets/blank/biriba.pdf").data, tmp_path).split()
    )
    assert (
        "Whole clean biriba in trumps 2000" in biriba
        and "Whole clean biriba 1000" in biriba
    )


def test_a_burraco_score_sheet_prints_b1_and_b2_with_the_pozzetto_column(
    app, client, tmp_path
):
    game = a_game(app, [B1, B2], variant="burraco", name="Burraco night")
    client.set_cookie("lang", "it")
    pdf = client.get(f"/g/{game}/sheet.pdf").data
    text = pdf_text(pdf, tmp_path)
    flat = " ".join(text.split())
    assert "Pozzetto" in flat and "Chiusura" in flat
    # NS's totals after each hand: 560, 850; EW's: 95, 10 (relatives.md B1, B2)
    assert "560" in flat and "850" in flat and "95" in flat
    # looked at as a page: one page, inked but mostly paper
    pages = page_images(pdf, tmp_path)
    assert len(pages) == 1
    width, height, pixels = pages[0]
    assert 0.01 < ink(pixels) < 0.3 and height > width
