"""A club night's director: the event created from a group's page, then run from /e/<director's
link>: rounds started, entrants swapped, paper results typed. Every change is a versioned POST
(a second director's phone is told, not overwritten); the room's link is refused here (403)."""

import segno
from flask import (
    Blueprint,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.web.entry import event_rounds
from scorekeeper.web.entry.event_director_forms import PaperForm, RoundForm, SwapForm
from scorekeeper.web.entry.event_forms import EventForm, EventProblem, event_fields
from scorekeeper.web.pages.shared import event_or_404, group_or_404
from scorekeeper.web.plumbing import budget
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.event_board import board
from scorekeeper.web.plumbing.phone_address import phone_link
from scorekeeper.web.words.event_words import FIGURE_NAMES, change_words

bp = Blueprint("events", __name__)


def _qr(link: str) -> str:
    # The QR code encodes the link in its modules; the SVG holds no text of ours.
    return segno.make(link, error="m").svg_inline(
        scale=4, omitsize=True, dark="#000", light="#fff"
    )


@bp.route("/groups/<key>/events/new", methods=["GET", "POST"])
@budget.new_games
def new(key):
    """A new club night of the group (its recording link only), entrants typed one a line."""
    group = group_or_404(key, recording=True)
    db = get_db()
    form, problem = EventForm(), None
    if form.validate_on_submit():
        try:
            fields = event_fields(form)
        except EventProblem as error:
            problem = str(error)
        else:
            token = storage.create_event(db, group["pk"], **fields)
            flash(
                gettext("The club night is ready: start round 1 when the tables sit.")
            )
            return redirect(url_for("events.director", key=token))
    roster = [
        e["name"] for e in storage.roster(db, group["pk"]) if not e["merged_into"]
    ]
    return render_template(
        "events/new.html", group=group, form=form, problem=problem, roster=roster
    )


def _links(db, event) -> dict:
    room = phone_link(url_for("event_room.standings", key=event["view_token"]))
    tables = [
        (t["number"], link, _qr(link))
        for t in storage.table_links(db, event["pk"])
        for link in [phone_link(url_for("event_room.table", token=t["token"]))]
    ]
    return {"room": (room, _qr(room)), "tables": tables}


def _director(event, *, problem=None, status=200, paper=None, swap=None, warnings=()):
    """The director's page; a refused form is drawn again with what was typed."""
    db = get_db()
    now = board(db, event)
    current = now.event["current_round"]
    keys, rows = event_rounds.standings_rows(now)
    version = now.event["version"]
    for typed in (swap, paper[2] if paper else None):
        if typed is not None:  # what was typed stays, on the event as it is now
            typed.version.data = version
    return (
        render_template(
            "events/director.html",
            board=now,
            event=now.event,
            problem=problem,
            warnings=warnings,
            late=event_rounds.late_tables(now),
            seats=event_rounds.seats_of(now, current),
            next_seats=event_rounds.seats_of(now, current + 1),
            start=RoundForm(data={"version": version, "round": current + 1}),
            paper=paper,
            paper_form=lambda table: PaperForm(
                prefix=f"t{table}-", data={"version": version}
            ),
            swap=(
                swap or SwapForm(data={"version": version, "round": current + 1})
            ).offer(now.event, now.entrants),
            changes=storage.changes(db, event["pk"])[::-1],
            change_words=change_words,
            clock=event_rounds.clock_now(now),
            figure_keys=keys,
            figure_names=FIGURE_NAMES,
            standing_rows=rows,
            paper_links=current_app.view_functions,
            links=_links(db, now.event),
        ),
        status,
    )


@bp.get("/e/<key>")
def director(key):
    """Every table of the round in play, the clock, the next round's seating and the links."""
    return _director(event_or_404(key, managing=True))


def _stale():
    return gettext(
        "The event changed meanwhile (on another phone): look at it again and repeat."
    )


@bp.post("/e/<key>/rounds")
def start_round(key):
    """Start the next round: one game a table, seated by the movement (a resend starts nothing)."""
    event = event_or_404(key, managing=True)
    form = RoundForm()
    if not form.validate_on_submit():
        return _director(event, problem=gettext("Start the round again."), status=400)
    try:
        started = event_rounds.start_next(
            get_db(), event, form.round.data, int(form.version.data)
        )
    except storage.StaleGame:
        return _director(event, problem=_stale(), status=409)
    except event_rounds.Refused as error:
        return _director(event, problem=str(error), status=409)
    if started:
        flash(gettext("Round %(round)s started.", round=form.round.data))
    return redirect(url_for("events.director", key=key))


@bp.post("/e/<key>/rounds/<int:round>/tables/<int:table>/paper")
def paper(key, round, table):
    """A table's totals typed from its paper sheet, or cleared (its game counts again)."""
    event = event_or_404(key, managing=True)
    form = PaperForm(prefix=f"t{table}-")  # one form a table, on one page
    clearing = "clear" in request.form
    if not form.validate_on_submit() or (
        not clearing and (form.ns.data is None or form.ew.data is None)
    ):
        return _director(
            event,
            problem=gettext("Type both sides' totals from the sheet."),
            status=400,
            paper=(round, table, form),
        )
    totals = None if clearing else {"ns": form.ns.data, "ew": form.ew.data}
    try:
        storage.set_paper_result(
            get_db(),
            event["pk"],
            round,
            table,
            totals,
            expected_version=int(form.version.data),
        )
    except storage.StaleGame:
        return _director(
            event, problem=_stale(), status=409, paper=(round, table, form)
        )
    except storage.NotFound:
        return _director(
            event, problem=gettext("That table has no game yet."), status=404
        )
    flash(
        gettext("Table %(table)s's paper result cleared.", table=table)
        if clearing
        else gettext("Table %(table)s's paper result saved.", table=table)
    )
    return redirect(url_for("events.director", key=key))


@bp.post("/e/<key>/swap")
def swap(key):
    """Swap two entrants' seats in a round not started yet; what it repeats is said, not refused."""
    event = event_or_404(key, managing=True)
    form = SwapForm()
    if not form.validate_on_submit():
        return _director(
            event, problem=gettext("Choose two entrants."), status=400, swap=form
        )
    try:
        warnings = event_rounds.swap(
            get_db(),
            event,
            form.round.data,
            form.first.data,
            form.second.data,
            int(form.version.data),
        )
    except storage.StaleGame:
        return _director(event, problem=_stale(), status=409, swap=form)
    except event_rounds.Refused as error:
        return _director(event, problem=str(error), status=409, swap=form)
    flash(gettext("Seats swapped in round %(round)s.", round=form.round.data))
    for warning in warnings:
        flash(warning)
    return redirect(url_for("events.director", key=key))


@bp.post("/e/<key>/time")
def call_time(key):
    """Time is called: every table still playing finishes the hand in play, and no more."""
    event = event_or_404(key, managing=True)
    form = RoundForm()
    if not form.validate_on_submit():
        return _director(event, problem=gettext("Call time again."), status=400)
    try:
        called = event_rounds.call_time(get_db(), event, int(form.version.data))
    except storage.StaleGame:
        return _director(event, problem=_stale(), status=409)
    except event_rounds.Refused as error:
        return _director(event, problem=str(error), status=409)
    flash(
        gettext(
            "Time called: %(tables)s.",
            tables=", ".join(
                gettext("table %(table)s ends after hand %(hand)s", table=t, hand=h)
                for t, h in sorted(called.items())
            ),
        )
        if called
        else gettext("Time had been called at every table still playing.")
    )
    return redirect(url_for("events.director", key=key))
