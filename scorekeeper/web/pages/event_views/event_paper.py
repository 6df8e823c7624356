"""An event on paper: the table cards and pre-filled score sheets the director prints before the
evening (the director's link only: they carry the tables' links), and the results as PDF and CSV
(the room's link too). Each is drawn in the background by a paper worker, once per version of
what it shows (web/plumbing/prepared.py): the view answers at once, with the file or a page that
says it is being prepared. The results read the event's board (event_board.py, cached per-game
summaries), never scoring a game in a loop. File names are slugs of the event's name and day
(downloads.py), which are whatever the director typed."""

from hashlib import sha256

from flask import (
    Blueprint,
    abort,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.events.guide import guide
from scorekeeper.events.results import results
from scorekeeper.printing import (
    PAPERS,
    event_cards,
    event_results,
    render_pdf,
    render_pdf_parts,
)
from scorekeeper.translations import N_
from scorekeeper.web.boards.event_board import board, movement_of
from scorekeeper.web.boards.season_board import handicapped_ranking
from scorekeeper.web.pages.shared import chosen_paper, event_or_404, remember_paper
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import day_of
from scorekeeper.web.plumbing.phone_address import phone_link, reach
from scorekeeper.web.plumbing.prepared import drawing, prepared

bp = Blueprint("event_paper", __name__)

STYLESHEET = "event_paper.css"  # after sheet.css
# A round's sheets and the table cards are laid out this many pages at a time and joined (pdf.py
# render_pdf_parts): 400 tables' sheets in one document would hold some 2 GB while laid out.
PART_PAGES = 40
ROUND_AT_A_TIME = N_(
    "Score sheets are drawn a round at a time: choose the round under “Paper”."
)


def _names(event, *parts) -> tuple:
    return (event["name"], day_of(event["day"]), *parts)


def _paper(event, kind, version, name_parts, extension="pdf", **args):
    """The event's `kind` of paper on the chosen paper, as prepared.py answers it."""
    paper = chosen_paper()
    args = {"key": event["key"], "paper_id": paper.id, **args}
    answer = prepared(kind, event["key"], version, args, name_parts, extension)
    return remember_paper(answer, paper)


@bp.get("/e/<key>/table-cards.pdf")
def table_cards(key):
    """One folding card a table: its number, its QR code and link, and its seating by round."""
    event = event_or_404(key)
    # The address phones reach (PUBLIC_URL, else the Wi-Fi's): part of what the cards are kept by.
    names = _names(event, "table-cards")
    return _paper(event, "table-cards", event["version"], names, base=phone_link("/"))


@drawing("table-cards")
def _cards(key, base, paper_id, language) -> bytes:
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

    def part(items, first_page):
        return render_template(
            "events/paper/table_cards.html",
            event=event,
            cards=[cards[i] for i in items],
            paper=paper,
            **reach(base),
        )

    return render_pdf_parts(part, len(cards), PART_PAGES, extra=STYLESHEET)


@bp.get("/e/<key>/sheets.pdf")
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
    names = _names(event, f"round-{chosen}", "sheets")
    return _paper(event, "round-sheets", event["version"], names, rounds=[chosen])


@drawing("round-sheets")
def _sheets(key, rounds, paper_id, language) -> bytes:
    db = get_db()
    event = storage.event_by_key(db, key)
    entrants = storage.entrants(db, event["pk"])
    filled = event_cards.event_sheets(
        event, movement_of(event, entrants), entrants, tuple(rounds), language
    )
    paper = PAPERS[paper_id]
    sheets = filled.pop("sheets")
    parted = len(sheets) > PART_PAGES  # else one document, numbered "Page N of M"

    def part(items, first_page):
        return render_template(
            "events/paper/sheets.html",
            event=event,
            paper=paper,
            landscape=False,
            sheets=[sheets[i] for i in items],
            first_page=first_page if parted else None,
            **filled,
        )

    return render_pdf_parts(part, len(sheets), PART_PAGES, extra=STYLESHEET)


@bp.get("/e/<key>/guide-cards.pdf")
def guide_cards(key):
    """A small card an entrant: where it sits each round and whom it meets (events/guide.py)."""
    event = event_or_404(key)
    names = _names(event, "guide-cards")
    return _paper(event, "guide-cards", event["version"], names)


@drawing("guide-cards")
def _guides(key, paper_id, language) -> bytes:
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


def _standing(event) -> str:
    """What the results show changes with any game of the event, not only with the event, and
    with the club's handicaps (their ranking is printed beside the actual one when they are on)."""
    adjusted = handicapped_ranking(get_db(), event)
    handicaps = "" if adjusted is None else sha256(repr(adjusted).encode()).hexdigest()
    return f"{storage.standings_version(get_db(), event['pk'])}|{handicaps[:16]}"


@bp.get("/e/<key>/results.pdf")
def results_pdf(key):
    """The ranking, every round's tables and each entrant's rounds, as they stand now."""
    event = event_or_404(key)
    return _paper(event, "results", _standing(event), _names(event, "results"))


@drawing("results")
def _results_pdf(key, paper_id, language) -> bytes:
    event = storage.event_by_key(get_db(), key)
    document = event_results.results_document(event, _results(event), language)
    html = render_template(
        "events/paper/results.html",
        doc=document,
        paper=PAPERS[paper_id],
        landscape=False,
        adjusted=handicapped_ranking(get_db(), event),
    )
    return render_pdf(html, extra=STYLESHEET)


@bp.get("/e/<key>/results.csv")
def results_csv(key):
    """The same three tables in one CSV file, a `section` column telling them apart."""
    event = event_or_404(key)
    names = _names(event, "results")
    return _paper(event, "results-csv", _standing(event), names, extension="csv")


@drawing("results-csv")
def _results_csv(key, paper_id, language) -> str:
    event = storage.event_by_key(get_db(), key)
    return event_results.results_csv(_results(event))
