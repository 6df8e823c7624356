"""The director's console beyond starting rounds (issue 29): what the evening is (the page's
`event_facts`), a table that could not finish
gets an adjusted result, a swap or a withdrawal is undone until the next round starts, and the
director's or the room's link is replaced (the old one answers 404; the tables keep playing),
or one table's (asked first; its games' links are new too), and the evening is closed (storage/event_store/evening_close.py). Each is a POST on the
director's link, logged like every change."""

from flask import Blueprint, flash, redirect, request, url_for
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.printing.event_results import (
    BYE_WORDS,
    RANKING_WORDS,
    round_format_words,
)
from scorekeeper.printing.vp_table_words import vp_table_line
from scorekeeper.rules import VARIANTS, RoundFormat
from scorekeeper.storage.event_store import evening_close
from scorekeeper.translations import N_
from scorekeeper.web.actions.event_rounds import Refused
from scorekeeper.web.actions.paper_results import adjusted_result
from scorekeeper.web.actions.table_link import new_table_link
from scorekeeper.web.entry.event_entry.event_director_forms import (
    AdjustForm,
    KeyForm,
    UndoForm,
)
from scorekeeper.web.entry.forms import EmptyForm
from scorekeeper.web.pages.event_views.director_answers import (
    confirm_first,
    director_change,
    director_page,
    stale,
)
from scorekeeper.web.pages.shared import event_or_404
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.words.event_words import KIND_NAMES
from scorekeeper.web.words.table_words import said

bp = Blueprint("event_console", __name__)
ADJUST_SAVED = N_("Round %(round)s, table %(table)s: adjusted result saved.")
ADJUST_CLEARED = N_("Round %(round)s, table %(table)s: adjusted result cleared.")
NEW_DIRECTOR = N_(
    "This is the director's new link: the old one opens nothing from now on."
    " Keep this one to yourself; the tables play on."
)
TABLE_QUESTION = N_(
    "Replace table %(table)s's link? Its old link, and the games it led to, open nothing from"
    " then on: the table's phones scan the new code (below, or its card printed again)."
)
NEW_TABLE = N_(
    "Table %(table)s's link is new: the old one opens nothing from now on. Let the table's"
    " phones scan its new code below, or print its card again (Table cards)."
)
NEW_ROOM = N_(
    "The room's link is new: the old one opens nothing from now on. Show the room"
    " the new one (below)."
)


@bp.app_template_global()
def event_facts(event: dict) -> list[str]:
    """What the evening is, in lines the director reads at a glance: the rule set, how a round
    is played (hands, clock), the movement, how the room is ranked and what a bye scores."""
    fmt = RoundFormat.from_data(event["format"])
    return [
        said(VARIANTS[event["variant"]].name),
        round_format_words(fmt),
        gettext(KIND_NAMES.get(event["movement"], event["movement"])),
        gettext(RANKING_WORDS[event["ranking"]]),
        *filter(None, [vp_table_line(event)]),
        gettext(BYE_WORDS[event["bye_rule"]]),
    ]


@bp.post("/e/<key>/rounds/<int:round>/tables/<int:table>/adjusted")
def adjusted(key, round, table):
    """A table that could not finish: each side its own average, or a fixed split of the VPs."""
    event = event_or_404(key)
    form = AdjustForm(prefix=f"a{round}-{table}-")  # one form a table, on one page
    clearing = "clear" in request.form
    return director_change(
        key,
        event,
        form,
        invalid=gettext("Choose the adjusted result again."),
        act=lambda db, version: adjusted_result(
            db, event, round, table, None if clearing else _adjustment(form), version
        ),
        said=lambda _: [
            gettext(
                ADJUST_CLEARED if clearing else ADJUST_SAVED, round=round, table=table
            )
        ],
        table=table,
        adjust=(round, table, form),
    )


def _adjustment(form: AdjustForm) -> dict:
    if form.rule.data == "average":
        return {"rule": "average"}
    if form.ns.data is None or form.ew.data is None:
        raise Refused(gettext("Type both sides' shares, as 40 and 60."))
    return {"rule": "split", "ns": form.ns.data, "ew": form.ew.data}


@bp.post("/e/<key>/undo")
def undo(key):
    """Undo the newest swap or withdrawal, while the round in play is still the same."""
    event = event_or_404(key)
    form = UndoForm()

    def act(db, version):
        try:
            return storage.undo(
                db, event["pk"], form.change.data, expected_version=version
            )
        except storage.NotFound:
            raise Refused(
                gettext(
                    "Only the newest swap or withdrawal of this round can be undone."
                )
            ) from None

    return director_change(
        key,
        event,
        form,
        invalid=gettext("Undo it again."),
        act=act,
        said=lambda change: [gettext("Undone.")],
    )


@bp.post("/e/<key>/keys")
def new_key(key):
    """Replace the director's or the room's link; the director's page then says what changed."""
    event = event_or_404(key)
    form = KeyForm()
    which = {"director": "token", "room": "view_token"}.get(form.which.data)
    if not form.validate_on_submit() or which is None:
        return director_page(
            event, problem=gettext("Choose the link to replace."), status=400
        )
    try:
        token = storage.new_key(
            get_db(), event["pk"], which, expected_version=int(form.version.data)
        )
    except storage.StaleGame:
        return director_page(event, problem=stale(), status=409)
    if which == "token":
        flash(gettext(NEW_DIRECTOR))
        return redirect(url_for("events.director", key=token))
    flash(gettext(NEW_ROOM))
    return redirect(url_for("events.director", key=key))


@bp.post("/e/<key>/tables/<int:table>/key")
def new_table_key(key, table):
    """Replace one table's link, asked first: the old one and its games' links answer 404."""
    event = event_or_404(key)
    form = KeyForm()
    asked = confirm_first(
        event,
        form,
        text=gettext(TABLE_QUESTION, table=table),
        button=gettext("Replace table %(table)s’s link", table=table),
        action=url_for("event_console.new_table_key", key=key, table=table),
        table=table,
    )
    return asked or director_change(
        key,
        event,
        form,
        invalid=gettext("Choose the link to replace."),
        act=lambda db, version: new_table_link(db, event, table, version),
        said=lambda number: [gettext(NEW_TABLE, table=number)],
        table=table,
    )


@bp.post("/e/<key>/close")
def close(key):
    """Close the evening now: the tables' links and the room's screen show the results only; this
    link corrects results for DIRECTOR_CORRECTS_HOURS more. Closed twice, nothing changes."""
    event = event_or_404(key)
    if EmptyForm().validate_on_submit():
        evening_close.close(get_db(), event["pk"])
        flash(
            gettext("The evening is closed: the tables and the room see the results.")
        )
    return redirect(url_for("events.director", key=key))
