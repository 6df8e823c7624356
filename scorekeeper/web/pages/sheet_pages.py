"""Printable score sheets: a game's PDF, the blank pads, and the page that lists them.

Views only adapt: the store gives the game, `summary` scores it, `printing` lays it out and
makes the PDF. The paper is the one asked for, else the one remembered, else the browser's.
"""

import io

from flask import Blueprint, abort, make_response, render_template, request, send_file
from flask_babel import get_locale

from scorekeeper import storage
from scorekeeper.printing import (
    PAPERS,
    blank_pad,
    choose_paper,
    corrected_hands,
    game_sheet,
    render_pdf,
)
from scorekeeper.rules import VARIANTS, RuleError
from scorekeeper.statistics.summary import InvalidGame, summarise
from scorekeeper.web.pages.shared import game_or_404, save_times, slug
from scorekeeper.web.words.problem_speech import summary_problems

bp = Blueprint("sheets", __name__)
PAPER_COOKIE = "paper"
ONE_YEAR = 365 * 24 * 3600


def _paper():
    requested = request.args.get("paper")
    languages = [tag for tag, _quality in request.accept_languages]
    return PAPERS[choose_paper(requested, request.cookies.get(PAPER_COOKIE), languages)]


def _remember_paper(response, paper):
    """Keep an explicit choice in a cookie, so the next sheet comes on the same paper."""
    if request.args.get("paper", "").lower() in PAPERS:
        response.set_cookie(
            PAPER_COOKIE, paper.id, max_age=ONE_YEAR, samesite="Lax", httponly=True
        )
    return response


def _pdf_response(html: str, filename: str, paper):
    response = send_file(
        io.BytesIO(render_pdf(html)),
        mimetype="application/pdf",
        as_attachment=True,
        download_name=filename,
    )
    return _remember_paper(response, paper)


@bp.get("/g/<game_id>/sheet.pdf")
def game_pdf(game_id):
    game = game_or_404(game_id)
    record = storage.record_of(game)
    try:
        summary = summarise(record, corrected=corrected_hands(game))
    except InvalidGame:
        abort(404)  # a record the engine cannot read at all has no sheet to print
    summary["problems"] = summary_problems(summary)
    paper = _paper()
    sheet = game_sheet(
        summary,
        name=game["name"],
        created=game["created"],
        paper=paper,
        saved=save_times(game)[1],
        language=str(get_locale()),
    )
    html = render_template(
        "sheets/score_sheet.html",
        sheet=sheet,
        paper=paper,
        landscape=sheet["landscape"],
    )
    return _pdf_response(
        html, f"{slug(game['name'])}-{game['created'][:10]}.pdf", paper
    )


@bp.get("/sheets")
def index():
    """Every rule set with a blank pad per seating it is played by, and the paper to print on."""
    paper = _paper()
    page = render_template(
        "sheets/index.html", variants=VARIANTS.values(), paper=paper, papers=PAPERS
    )
    return _remember_paper(make_response(page), paper)


@bp.get("/sheets/blank/<variant_id>.pdf")
def blank_pdf(variant_id):
    if variant_id not in VARIANTS:
        abort(404)
    sides = request.args.get("sides", type=int)
    players = request.args.get("players", type=int)
    try:
        pad = blank_pad(variant_id, sides, players)
    except RuleError as error:
        abort(400, description=str(error))
    paper = _paper()
    html = render_template(
        "sheets/blank_pad.html", pad=pad, paper=paper, landscape=pad["landscape"]
    )
    return _pdf_response(
        html, f"{variant_id}-score-pad-{pad['layout'].sides}-sides.pdf", paper
    )
