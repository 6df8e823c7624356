"""Printable score sheets: a game's PDF, the blank pads, and the page that lists them.

Views only adapt: the store gives the game, `summary` scores it, `printing` lays it out and
makes the PDF. The paper is the one asked for, else the one remembered, else the browser's.
"""

from functools import lru_cache

from flask import Blueprint, abort, make_response, render_template, request
from flask_babel import get_locale

from scorekeeper import storage
from scorekeeper.printing import (
    PAPERS,
    blank_pad,
    corrected_hands,
    game_sheet,
    render_pdf,
)
from scorekeeper.rules import VARIANTS, RuleError
from scorekeeper.statistics.summary import InvalidGame, summarise
from scorekeeper.web.boards.scoreboard import save_times
from scorekeeper.web.pages.shared import (
    chosen_paper,
    game_or_404,
    pdf_download,
    remember_paper,
)
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import day_of
from scorekeeper.web.plumbing.heavy import heavy
from scorekeeper.web.plumbing.prepared import drawing, prepared
from scorekeeper.web.words.problem_speech import summary_problems

bp = Blueprint("sheets", __name__)


@bp.get("/g/<game_id>/sheet.pdf")
def game_pdf(game_id):
    """The game's sheet, drawn by a paper worker (prepared.py): the file, or the page saying it
    is being prepared."""
    game = game_or_404(game_id)
    paper = chosen_paper()
    args = {"game_id": game["id"], "paper_id": paper.id}
    name = (game["name"], day_of(game["created"]))
    answer = prepared("game-sheet", game["id"], game["version"], args, name)
    return remember_paper(answer, paper)


@drawing("game-sheet")
def _sheet_pdf(game_id, paper_id, language) -> bytes:
    """A game's sheet, drawn once per version, paper and language: every change bumps the
    version, so a kept sheet is never out of date, and asking again costs nothing."""
    game = storage.get_game(get_db(), game_id)
    record = storage.record_of(game)
    try:
        summary = summarise(record, corrected=corrected_hands(game))
    except InvalidGame:
        abort(404)  # a record the engine cannot read at all has no sheet to print
    summary["problems"] = summary_problems(summary)
    paper = PAPERS[paper_id]
    sheet = game_sheet(
        summary,
        name=game["name"],
        created=game["created"],
        paper=paper,
        saved=save_times(game)[1],
        language=language,
    )
    html = render_template(
        "sheets/score_sheet.html",
        sheet=sheet,
        paper=paper,
        landscape=sheet["landscape"],
    )
    return render_pdf(html)


@bp.get("/sheets")
def index():
    """Every rule set with a blank pad per seating it is played by, and the paper to print on."""
    paper = chosen_paper()
    page = render_template(
        "sheets/index.html", variants=VARIANTS.values(), paper=paper, papers=PAPERS
    )
    return remember_paper(make_response(page), paper)


@bp.get("/sheets/blank/<variant_id>.pdf")
@heavy
def blank_pdf(variant_id):
    if variant_id not in VARIANTS:
        abort(404)
    sides = request.args.get("sides", type=int)
    players = request.args.get("players", type=int)
    try:
        pad = blank_pad(variant_id, sides, players)
    except RuleError as error:
        abort(400, description=str(error))
    paper = chosen_paper()
    pdf = _pad_pdf(variant_id, sides, players, paper.id, str(get_locale()))
    name = (variant_id, "score-pad", f"{pad['layout'].sides}-sides")
    return pdf_download(pdf, name, paper)


@lru_cache(maxsize=64)
def _pad_pdf(variant_id, sides, players, paper_id, language) -> bytes:
    """A blank pad, drawn once per rule set, sizes, paper and language (`language` is the
    page's, which the template reads): a pad never changes while the app runs."""
    pad = blank_pad(variant_id, sides, players)
    paper = PAPERS[paper_id]
    html = render_template(
        "sheets/blank_pad.html", pad=pad, paper=paper, landscape=pad["landscape"]
    )
    return render_pdf(html)
