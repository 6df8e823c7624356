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
from scorekeeper.translations import N_
from scorekeeper.web.actions import event_field, event_rounds
from scorekeeper.web.actions.paper_results import NoTable, paper_result
from scorekeeper.web.entry.event_entry.event_director_forms import (
    LateForm,
    PaperForm,
    RoundForm,
    SwapForm,
    WithdrawForm,
)
from scorekeeper.web.entry.event_entry.event_forms import EventForm, event_fields
from scorekeeper.web.entry.event_entry.event_terms import EventProblem
from scorekeeper.web.pages.event_views.director_answers import (
    back_to,
    confirm_first,
    director_change,
    director_page,
    stale,
)
from scorekeeper.web.pages.shared import event_or_404, group_or_404
from scorekeeper.web.plumbing import budget, joined_groups
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("events", __name__)
READY = N_("The club night is ready: start round 1 when the tables sit.")
BOTH = N_("Type both sides' totals from the sheet.")
PAPER_SAVED = N_("Table %(table)s's paper result saved.")
PAPER_CLEARED = N_("Table %(table)s's paper result cleared.")
SWAPPED = N_("Seats swapped in round %(round)s.")
WITHDREW = N_("%(name)s withdrew after round %(round)s.")


@bp.route("/groups/<key>/events/new", methods=["GET", "POST"])
@budget.new_games
def new(key):
    """A new club night of the group (its recording link only), entrants typed one a line."""
    group = group_or_404(key)
    db = get_db()
    form, problem, offer = EventForm(), None, None
    if request.form.get("use_tables", "").isdigit():  # the offered number, tapped
        form.tables.data = int(request.form["use_tables"])
    if form.validate_on_submit():
        try:
            fields = event_fields(form)
        except EventProblem as error:
            problem, offer = str(error), error.tables
        else:
            token = storage.create_event(db, group["pk"], **fields)
            flash(gettext(READY))
            return redirect(url_for("events.director", key=token))
    return render_template(
        "events/new.html",
        group=group,
        form=form,
        problem=problem,
        offer=offer,
        roster=_roster(db, group),
    )


def _roster(db, group) -> list[str]:
    """The group's people, by name, for the entrants' box to suggest."""
    return [e["name"] for e in storage.roster(db, group["pk"]) if not e["merged_into"]]


@bp.get("/e/<key>")
def director(key):
    """Every table of the round in play, the clock, the next round's seating and the links."""
    event = event_or_404(key)
    joined_groups.directed(
        key
    )  # its group's page lists it by this link on this phone only
    return director_page(event)


@bp.post("/e/<key>/rounds")
@budget.round_games
def start_round(key):
    """Start the next round: one game a table, seated by the movement (a resend starts nothing)."""
    event = event_or_404(key)
    form = RoundForm()
    return director_change(
        key,
        event,
        form,
        invalid=gettext("Start the round again."),
        act=lambda db, version: event_rounds.start_next(
            db, event, form.round.data, version, confirmed=form.confirm.data == "1"
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
    clearing, typed = "clear" in request.form, {"paper": (round, table, form)}
    if not form.validate_on_submit() or (
        not clearing and (form.ns.data is None or form.ew.data is None)
    ):
        return director_page(event, problem=gettext(BOTH), status=400, **typed)
    totals = None if clearing else {"ns": form.ns.data, "ew": form.ew.data}
    try:
        version = int(form.version.data)
        paper_result(get_db(), event, round, table, totals, version)
    except storage.StaleGame:
        return director_page(event, problem=stale(), status=409, **typed)
    except NoTable as refused:
        return director_page(event, problem=str(refused), status=404)
    flash(gettext(PAPER_CLEARED if clearing else PAPER_SAVED, table=table))
    return back_to(key, table)


@bp.post("/e/<key>/swap")
def swap(key):
    """Swap two entrants' seats in a round not started yet; what it repeats is said, not refused."""
    event = event_or_404(key)
    form = SwapForm()
    asked = confirm_first(
        event,
        form,
        text=_swap_question(event, form),
        button=gettext("Swap their seats"),
        action=url_for("events.swap", key=key),
    )
    if asked:
        return asked
    return director_change(
        key,
        event,
        form,
        invalid=gettext("Choose two entrants."),
        act=lambda db, version: event_rounds.swap(
            db, event, form.round.data, form.first.data, form.second.data, version
        ),
        said=lambda warnings: [gettext(SWAPPED, round=form.round.data), *warnings],
        swap=form,
    )


@bp.post("/e/<key>/time")
def call_time(key):
    """Time is called: every table still playing finishes the hand in play, and no more."""
    event = event_or_404(key)
    return director_change(
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
    return director_change(
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
    asked = confirm_first(
        event,
        form,
        text=_withdraw_question(event, form),
        button=gettext("Withdraw"),
        action=url_for("events.withdraw", key=key),
    )
    if asked:
        return asked
    return director_change(
        key,
        event,
        form,
        invalid=gettext("Choose an entrant."),
        act=lambda db, version: event_field.withdraw_entrant(
            db, event, form.entrant.data, version
        ),
        said=lambda name: [gettext(WITHDREW, name=name, round=event["current_round"])],
    )


def _names(event) -> dict[int, str]:
    return {e["number"]: e["name"] for e in storage.entrants(get_db(), event["pk"])}


def _swap_question(event, form) -> str:
    names = _names(event)
    return gettext(
        "Swap %(first)s and %(second)s in round %(round)s?",
        first=names.get(form.first.data, "?"),
        second=names.get(form.second.data, "?"),
        round=form.round.data,
    )


def _withdraw_question(event, form) -> str:
    return gettext(
        "%(name)s withdraw after round %(round)s: whoever would have played them sits out."
        " Go on?",
        name=_names(event).get(form.entrant.data, "?"),
        round=event["current_round"],
    )
