"""A group's seasons of club nights: the list and a new season's form, each season's ladder (best
evenings, most improved, attendance) on a page, as a printable PDF and as CSV, and the club's
handicap switch. Everything reads the club nights' cached standings (season_board.py)."""

from flask import (
    Blueprint,
    Response,
    abort,
    flash,
    redirect,
    render_template,
    url_for,
)
from flask_babel import gettext

from scorekeeper.printing import render_pdf
from scorekeeper.printing.season_ladder import MEASURE_WORDS, ladder_csv
from scorekeeper.storage import season_rows
from scorekeeper.web.boards.season_board import season_ladder
from scorekeeper.web.entry.season_forms import HandicapForm, SeasonForm
from scorekeeper.web.pages.shared import chosen_paper, group_or_404, pdf_download
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment
from scorekeeper.web.plumbing.heavy import heavy

bp = Blueprint("seasons", __name__, url_prefix="/groups/<key>")


@bp.route("/seasons", methods=["GET", "POST"])
def index(key):
    """The group's seasons; a recording link also makes a new one and sets the handicaps (the
    access table, web/plumbing/access.py, refuses a view-only link's POST)."""
    group = group_or_404(key)
    db = get_db()
    form = SeasonForm()
    if form.validate_on_submit():  # the recording link only (access.py)
        number = season_rows.create_season(
            db, group["pk"], nonce=form.nonce.data, **form.fields()
        )
        return redirect(url_for("seasons.ladder", key=key, number=number))
    return render_template(
        "groups/seasons.html",
        group=group,
        form=form,
        seasons=season_rows.seasons(db, group["pk"]),
        handicaps=season_rows.handicaps_on(db, group["pk"]),
        handicap_form=HandicapForm(),
        measure_words=MEASURE_WORDS,
    )


@bp.post("/handicaps")
def handicaps(key):
    """Turn the club's handicaps on or off (club nights then print an adjusted ranking); the
    recording link only (access.py)."""
    group = group_or_404(key)
    form = HandicapForm()
    if form.validate_on_submit():
        on = form.handicaps.data == "on"
        season_rows.set_handicaps(get_db(), group["pk"], on)
        flash(gettext("Handicaps on.") if on else gettext("Handicaps off."))
    return redirect(url_for("seasons.index", key=key))


def _season_or_404(group, number) -> dict:
    return season_rows.season(get_db(), group["pk"], number) or abort(404)


@bp.get("/seasons/<int:number>")
def ladder(key, number):
    """The season's ladder, its most improved and its attendance."""
    group = group_or_404(key)
    season = _season_or_404(group, number)
    return render_template(
        "groups/ladder.html",
        group=group,
        board=season_ladder(get_db(), group["pk"], season),
        measure_words=MEASURE_WORDS,
    )


@bp.get("/seasons/<int:number>/ladder.pdf")
@heavy
def ladder_pdf(key, number):
    """The same on paper."""
    group = group_or_404(key)
    season = _season_or_404(group, number)
    paper = chosen_paper()
    html = render_template(
        "groups/paper/ladder.html",
        group=group,
        board=season_ladder(get_db(), group["pk"], season),
        measure_words=MEASURE_WORDS,
        paper=paper,
        landscape=False,
    )
    return pdf_download(
        render_pdf(html, extra="event_paper.css"),
        (group["name"], season["name"], "ladder"),
        paper,
    )


@bp.get("/seasons/<int:number>/ladder.csv")
@heavy
def ladder_file(key, number):
    """The ladder, most improved and attendance as one CSV file."""
    group = group_or_404(key)
    season = _season_or_404(group, number)
    return Response(
        ladder_csv(season_ladder(get_db(), group["pk"], season)),
        mimetype="text/csv",
        headers=attachment(group["name"], season["name"], "ladder", extension="csv"),
    )
