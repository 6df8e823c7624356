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
    group = group_or_404(key)
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
    return _director(event_or_404(key))


def _stale():
    return gettext(
        "The event changed meanwhile (on another phone): look at it again and repeat."
    )


def _change(key, event, form, *, invalid, act, said, **typed):
    """One director's change: a form that does not validate says `invalid` (400); `act(db,
    version)` makes the change, a stale version or a refusal drawing the page again (409) with
    what was typed; `said(result)` gives the messages to flash before going back to the page."""
    if not form.validate_on_submit():
        return _director(event, problem=invalid, status=400, **typed)
    try:
        result = act(get_db(), int(form.version.data))
    except storage.StaleGame:
        return _director(event, problem=_stale(), status=409, **typed)
    except event_rounds.Refused as error:
        return _director(event, problem=str(error), status=409, **typed)
    for message in said(result):
        flash(message)
    return redirect(url_for("events.director", key=key))


@bp.post("/e/<key>/rounds")
def start_round(key):
    """Start the next round: one game a table, seated by the movement (a resend starts nothing)."""
    event = event_or_404(key)
    form = RoundForm()
    return _change(
        key,
        event,
        form,
        invalid=gettext("Start the round again."),
        act=lambda db, version: event_rounds.start_next(
            db, event, form.round.data, version
        ),
        said=lambda started: (
            [gettext("Round %(round)s started.", round=form.round.data)]
            if started
            else []
        ),
    )


@bp.post("/e/<key>/rounds/<int:round>/tables/<int:table>/paper")
def paper(key, round, table):
    """A table's totals typed from its paper sheet, or cleared (its game counts again)."""
    event = event_or_404(key)
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
    event = event_or_404(key)
    form = SwapForm()
    return _change(
        key,
        event,
        form,
        invalid=gettext("Choose two entrants."),
        act=lambda db, version: event_rounds.swap(
            db, event, form.round.data, form.first.data, form.second.data, version
        ),
        said=lambda warnings: [
            gettext("Seats swapped in round %(round)s.", round=form.round.data),
            *warnings,
        ],
        swap=form,
    )


@bp.post("/e/<key>/time")
def call_time(key):
    """Time is called: every table still playing finishes the hand in play, and no more."""
    event = event_or_404(key)
    return _change(
        key,
        event,
        RoundForm(),
        invalid=gettext("Call time again."),
        act=lambda db, version: event_rounds.call_time(db, event, version),
        said=lambda called: [_time_called(called)],
    )


def _time_called(called: dict) -> str:
    """Which tables end after which hand, or that time had been called at all of them."""
    if not called:
        return gettext("Time had been called at every table still playing.")
    return gettext(
        "Time called: %(tables)s.",
        tables=", ".join(
            gettext("table %(table)s ends after hand %(hand)s", table=t, hand=h)
            for t, h in sorted(called.items())
        ),
    )


@bp.post("/e/<key>/late")
def late(key):
    """A late pair joins from the next round, playing whoever would have sat out."""
    event = event_or_404(key)
    form = LateForm()
    return _change(
        key,
        event,
        form,
        invalid=gettext("Type the late pair."),
        act=lambda db, version: event_field.late_pair(
            db, event, form.entrant.data, version
        ),
        said=lambda name: [gettext("%(name)s join from the next round.", name=name)],
        late=form,
    )


@bp.post("/e/<key>/withdraw")
def withdraw(key):
    """An entrant leaves after the round in play; its later opponents sit out."""
    event = event_or_404(key)
    form = WithdrawForm()
    return _change(
        key,
        event,
        form,
        invalid=gettext("Choose an entrant."),
        act=lambda db, version: event_field.withdraw_entrant(
            db, event, form.entrant.data, version
        ),
        said=lambda name: [
            gettext(
                "%(name)s withdrew after round %(round)s.",
                name=name,
                round=event["current_round"],
            )
        ],
    )
