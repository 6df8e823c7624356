"""A club night's director: the event created from a group's page, then run from /e/<director's
link>: rounds started, entrants swapped, paper results typed. Every change is a versioned POST
(a second director's phone is told, not overwritten); the room's link is refused here (403)."""

from flask import (
    Blueprint,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.web.entry import event_field, event_rounds, event_view
from scorekeeper.web.entry.event_director_forms import (
    LateForm,
    PaperForm,
    RoundForm,
    SwapForm,
    WithdrawForm,
)
from scorekeeper.web.entry.event_forms import EventForm, EventProblem, event_fields
from scorekeeper.web.pages.shared import event_or_404, group_or_404
from scorekeeper.web.plumbing import budget
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("events", __name__)


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


def _director(event, *, problem=None, status=200, **typed):
    """The director's page; a refused form is drawn again with what was typed."""
    context = event_view.director_page(get_db(), event, typed)
    return (
        render_template("events/director.html", problem=problem, **context),
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


@bp.post("/e/<key>/late")
def late(key):
    """A late pair joins from the next round, playing whoever would have sat out."""
    event = event_or_404(key, managing=True)
    form = LateForm()
    if not form.validate_on_submit():
        return _director(
            event, problem=gettext("Type the late pair."), status=400, late=form
        )
    try:
        name = event_field.late_pair(
            get_db(), event, form.entrant.data, int(form.version.data)
        )
    except storage.StaleGame:
        return _director(event, problem=_stale(), status=409, late=form)
    except event_rounds.Refused as error:
        return _director(event, problem=str(error), status=409, late=form)
    flash(gettext("%(name)s join from the next round.", name=name))
    return redirect(url_for("events.director", key=key))


@bp.post("/e/<key>/withdraw")
def withdraw(key):
    """An entrant leaves after the round in play; its later opponents sit out."""
    event = event_or_404(key, managing=True)
    form = WithdrawForm()
    if not form.validate_on_submit():
        return _director(event, problem=gettext("Choose an entrant."), status=400)
    try:
        name = event_field.withdraw_entrant(
            get_db(), event, form.entrant.data, int(form.version.data)
        )
    except storage.StaleGame:
        return _director(event, problem=_stale(), status=409)
    except event_rounds.Refused as error:
        return _director(event, problem=str(error), status=409)
    flash(
        gettext(
            "%(name)s withdrew after round %(round)s.",
            name=name,
            round=event["current_round"],
        )
    )
    return redirect(url_for("events.director", key=key))
