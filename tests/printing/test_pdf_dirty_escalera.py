"""Bolivia's dirty escalera on paper: a game's score sheet writes it among the hand's canastas and in the
legend of kinds, and the blank Bolivia pad gives its bonus for the tables that play it."""

import re

from dirty_escalera import RECORD
from pdf_tools import pdf_text, pdf_words, row_tokens
from test_pdf_sheet import sheet_pdf


def test_the_sheet_writes_the_dirty_escalera_among_the_hands_canastas(app, tmp_path):
    pdf = sheet_pdf(app, RECORD)
    text, words = pdf_text(pdf, tmp_path), pdf_words(pdf, tmp_path)
    # Hand 1, Us: 165 melded, 800 canastas (300 + 500), 200 red threes, 200 out, −10 left: 1355
    assert row_tokens(text, "1")[3:9] == ["165", "800", "200", "200", "−10", "1355"]
    assert re.search(r"\b1DE 1N\b|\b1N 1DE\b", text)
    assert "DE dirty escalera" in words
    assert "★ Runs with wild cards: yes" in words


def test_the_blank_bolivia_pad_gives_the_dirty_escalera_for_the_tables_that_play_it(
    client, tmp_path
):
    response = client.get("/sheets/blank/bolivia.pdf?paper=a4")
    assert response.status_code == 200
    layout = pdf_text(response.data, tmp_path)
    assert re.search(
        r"Dirty escalera canasta, where the table plays it\s+300", layout
    ), layout
    samba = pdf_text(client.get("/sheets/blank/samba.pdf?paper=a4").data, tmp_path)
    assert "Dirty" not in samba
