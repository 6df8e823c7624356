"""Printable score sheets: pure helpers that turn a game summary or a rule set into a print
document, and WeasyPrint to make the PDF. Nothing here imports Flask."""

from .blank_pad import blank_pad
from .game_sheet import corrected_hands, game_sheet
from .paper import PAPERS, choose_paper, paper_for_languages
from .pdf import STYLESHEET, StaticOnlyFetcher, render_pdf

__all__ = ["PAPERS", "STYLESHEET", "StaticOnlyFetcher", "blank_pad", "choose_paper", "corrected_hands",
           "game_sheet", "paper_for_languages", "render_pdf"]
