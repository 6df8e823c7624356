"""Printable score sheets: helpers that turn a game summary or a rule set into a print document,
and WeasyPrint to make the PDF. The sheets' words come from flask_babel's gettext (the page's
language), so they are drawn inside a request; nothing here imports the web app or storage."""

from scorekeeper.printing.blank_pad import blank_pad
from scorekeeper.printing.game_sheet import corrected_hands, game_sheet
from scorekeeper.printing.paper import PAPERS, choose_paper, paper_for_languages
from scorekeeper.printing.pdf import STYLESHEET, StaticOnlyFetcher, render_pdf

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
]
