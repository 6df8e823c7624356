"""Printable score sheets: helpers that turn a game summary or a rule set into a print document,
and WeasyPrint to make the PDF (pdf.py, on the paper paper.py chooses). The sheets' words come from
flask_babel's gettext (the page's language), so they are drawn inside a request; nothing here
imports the web app or storage.

A game's score sheet: game_sheet.py lays the summary out, sheet_rows.py and ledger.py draw its hand
rows as monospaced text. A blank pad: blank_pad.py, with its legend in pad_legend.py, its bonuses
and penalties in pad_bonuses.py, and Burraco's, Buraco's and Biriba's own in pile_pad.py. A club
night: event_cards.py (table cards, pre-filled sheets), event_results.py (the results, their
victory-point table in vp_table_words.py) and season_ladder.py (a season's ladder)."""

from scorekeeper.printing.blank_pad import blank_pad
from scorekeeper.printing.game_sheet import corrected_hands, game_sheet
from scorekeeper.printing.paper import PAPERS, choose_paper, paper_for_languages
from scorekeeper.printing.pdf import (
    STYLESHEET,
    StaticOnlyFetcher,
    render_pdf,
    render_pdf_parts,
)

__all__ = [
    "PAPERS",
    "STYLESHEET",
    "StaticOnlyFetcher",
    "blank_pad",
    "choose_paper",
    "corrected_hands",
    "game_sheet",
    "paper_for_languages",
    "render_pdf",
    "render_pdf_parts",
]
