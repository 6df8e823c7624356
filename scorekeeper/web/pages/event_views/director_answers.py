"""How the director's pages answer (pages/event_views/event_pages.py and pages/event_views/event_console.py share it): the page
drawn again with a problem and what was typed, and one path for every change: validate, act on
the page's version, a stale version or a refusal drawn again (409), else flash and go back to
the page, at the window of tables holding the table changed (a director typing table 41's
result at a championship stays among tables 41-80)."""

from flask import flash, redirect, render_template, url_for
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.web.actions import event_rounds
from scorekeeper.web.pages.event_views import director_view
from scorekeeper.web.plumbing.database import get_db


def director_page(event, *, problem=None, status=200, **typed):
    """The director's page; a refused form is drawn again with what was typed."""
    context = director_view.director_page(get_db(), event, typed)
    return (
        render_template("events/director.html", problem=problem, **context),
        status,
    )


def stale():
    return gettext(
        "The event changed meanwhile (on another phone): look at it again and repeat."
    )


def back_to(key, table: int | None = None):
    """The director's page again: the window holding `table` when the change was a table's."""
    return redirect(url_for("events.director", key=key, table=table))


def director_change(key, event, form, *, invalid, act, said, table=None, **typed):
    """One director's change: a form that does not validate says `invalid` (400); `act(db,
    version)` makes the change, a stale version or a refusal drawing the page again (409) with
    what was typed; `said(result)` gives the messages to flash before going back to the page
    (to `table`'s window, when given)."""
    if not form.validate_on_submit():
        return director_page(event, problem=invalid, status=400, **typed)
    try:
        result = act(get_db(), int(form.version.data))
    except storage.StaleGame:
        return director_page(event, problem=stale(), status=409, **typed)
    except event_rounds.StillPlaying as asked:  # the director is asked first
        still = (asked.number, asked.tables)
        return director_page(event, status=409, still_playing=still, **typed)
    except event_rounds.Refused as error:
        return director_page(event, problem=str(error), status=409, **typed)
    for message in said(result):
        flash(message)
    return back_to(key, table)


def confirm_first(event, form, *, text: str, button: str, action: str, table=None):
    """A change the director confirms before it is made (a withdrawal, a swap): a valid form
    not yet confirmed draws the page with the question and the same fields, confirmed (at
    `table`'s window, when the change is a table's); None once confirmed (or invalid:
    director_change then says why)."""
    if form.confirm.data == "1" or not form.validate_on_submit():
        return None
    fields = {
        name: field.data
        for name, field in form._fields.items()
        if name not in ("csrf_token", "confirm")
    }
    question = {
        "text": text,
        "button": button,
        "action": action,
        "fields": fields,
        "table": table,
    }
    return director_page(event, confirm=question)
