"""An event on paper: the table cards and pre-filled score sheets the director prints before the
evening (the director's link only: they carry the tables' links), and the results as PDF and CSV
(the room's link too). All are heavy answers (heavy.py); the results read the event's board
(event_board.py, cached per-game summaries), never scoring a game in a loop. File names are slugs
of the event's name and day (downloads.py), which are whatever the director typed."""

from functools import lru_cache

from flask import (
    Blueprint,
    Response,
    abort,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import get_locale, gettext

from scorekeeper import storage
from scorekeeper.events.guide import guide
from scorekeeper.events.results import results
from scorekeeper.printing import PAPERS, event_cards, event_results, render_pdf
from scorekeeper.translations import N_
from scorekeeper.web.boards.event_board import board, movement_of
from scorekeeper.web.boards.season_board import handicapped_ranking
from scorekeeper.web.pages.shared import chosen_paper, event_or_404, pdf_download
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment, day_of
from scorekeeper.web.plumbing.heavy import heavy
from scorekeeper.web.plumbing.phone_address import phone_link, reach

bp = Blueprint("event_paper", __name__)

STYLESHEET = "event_paper.css"  # after sheet.css
ROUND_AT_A_TIME = N_(
    "Score sheets are drawn a round at a time: choose the round under “Paper”."
)


def _names(event, *parts) -> tuple:
    return (event["name"], day_of(event["day"]), *parts)


@bp.get("/e/<key>/table-cards.pdf")
@heavy
def table_cards(key):
    """One folding card a table: its number, its QR code and link, and its seating by round."""
    event = event_or_404(key)
    paper = chosen_paper()
    # The address phones reach (PUBLIC_URL, else the Wi-Fi's): part of what the cards are kept by.
    base = phone_link("/")
    pdf = _cards(event["key"], event["version"], base, paper.id, str(get_locale()))
    return pdf_download(pdf, _names(event, "table-cards"), paper)


@lru_cache(maxsize=8)
def _cards(key, version, base, paper_id, language) -> bytes:
    """Drawn once per version of the event (every change of seating or entrants bumps it)."""
    db = get_db()
    event = storage.event_by_key(db, key)
    entrants = storage.entrants(db, event["pk"])
    links = {
        table["number"]: phone_link(url_for("event_room.table", token=table["token"]))
        for table in storage.table_links(db, event["pk"])
    }
    cards = event_cards.table_cards(movement_of(event, entrants), entrants, links)
    paper = PAPERS[paper_id]
    html = render_template(
        "events/paper/table_cards.html",
        event=event,
        cards=cards,
        paper=paper,
        **reach(base),
    )
    return render_pdf(html, extra=STYLESHEET)


@bp.get("/e/<key>/sheets.pdf")
@heavy
def sheets(key):
    """One round's pre-filled score sheets (?round=N), a page a table: an evening's are drawn a
    round at a time (12 tables × 4 rounds in one request took 29.4 s of CPU and 400 MB), so the
    director's page offers a link a round, and asking for them all leads back there, saying so."""
    event = event_or_404(key)
    rounds = tuple(range(1, len(event["seating"]["rounds"]) + 1))
    if "round" not in request.args and len(rounds) > 1:
        flash(gettext(ROUND_AT_A_TIME))
        return redirect(url_for("events.director", key=key) + "#paper")
    chosen = request.args.get("round", type=int) if "round" in request.args else 1
    if chosen not in rounds:
        abort(404)
    paper = chosen_paper()
    pdf = _sheets(
        event["key"], event["version"], (chosen,), paper.id, str(get_locale())
    )
    return pdf_download(pdf, _names(event, f"round-{chosen}", "sheets"), paper)


@lru_cache(maxsize=8)
def _sheets(key, version, rounds, paper_id, language) -> bytes:
    db = get_db()
    event = storage.event_by_key(db, key)
    entrants = storage.entrants(db, event["pk"])
    filled = event_cards.event_sheets(
        event, movement_of(event, entrants), entrants, rounds, language
    )
    paper = PAPERS[paper_id]
    html = render_template(
        "events/paper/sheets.html", event=event, paper=paper, landscape=False, **filled
    )
    return render_pdf(html, extra=STYLESHEET)


@bp.get("/e/<key>/guide-cards.pdf")
@heavy
def guide_cards(key):
    """A small card an entrant: where it sits each round and whom it meets (events/guide.py)."""
    event = event_or_404(key)
    paper = chosen_paper()
    pdf = _guides(event["key"], event["version"], paper.id, str(get_locale()))
    return pdf_download(pdf, _names(event, "guide-cards"), paper)


@lru_cache(maxsize=8)
def _guides(key, version, paper_id, language) -> bytes:
    """Drawn once per version of the event, as the table cards."""
    db = get_db()
    event = storage.event_by_key(db, key)
    entrants = storage.entrants(db, event["pk"])
    movement = movement_of(event, entrants)
    cards = [
        {
            "entrant": e,
            "rows": guide(
                movement, entrants, e["number"], event["rounds"], e["withdrawn_after"]
            ),
        }
        for e in entrants
    ]
    html = render_template(
        "events/paper/guide_cards.html",
        event=event,
        cards=cards,
        paper=PAPERS[paper_id],
        landscape=False,
    )
    return render_pdf(html, extra=STYLESHEET)


def _results(event):
    now = board(get_db(), event)
    return results(
        now.standings,
        now.tables,
        now.movement,
        now.entrants,
        scale=[tuple(row) for row in event["scale"]],
        bye_rule=event["bye_rule"],
    )


@bp.get("/e/<key>/results.pdf")
@heavy
def results_pdf(key):
    """The ranking, every round's tables and each entrant's rounds, as they stand now."""
    event = event_or_404(key)
    paper = chosen_paper()
    document = event_results.results_document(event, _results(event), str(get_locale()))
    html = render_template(
        "events/paper/results.html",
        doc=document,
        paper=paper,
        landscape=False,
        adjusted=handicapped_ranking(get_db(), event),
    )
    return pdf_download(
        render_pdf(html, extra=STYLESHEET), _names(event, "results"), paper
    )


@bp.get("/e/<key>/results.csv")
@heavy
def results_csv(key):
    """The same three tables in one CSV file, a `section` column telling them apart."""
    event = event_or_404(key)
    return Response(
        event_results.results_csv(_results(event)),
        mimetype="text/csv",
        headers=attachment(*_names(event, "results"), extension="csv"),
    )
