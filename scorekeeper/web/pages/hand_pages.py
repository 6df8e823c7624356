"""Hands: record a new one, preview it, correct or delete a past one.

Every save is checked by the engine on the whole game (a correction may break a later hand),
and written with the game's version, so a double tap or a second phone never duplicates a hand."""

from flask import (
    Blueprint,
    flash,
    jsonify,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import gettext

from scorekeeper.rules import InvalidGame
from scorekeeper.web.actions import queued_hands
from scorekeeper.web.actions.hand_write import CANNOT_WRITE, STALE, Refused, write
from scorekeeper.web.boards.scoreboard import played_once, scoreboard, scorer_data
from scorekeeper.web.entry import hand_form, save_prompts
from scorekeeper.web.entry.hand_checks import (
    blank,
    check_typed,
    context,
    form_class,
    page_version,
    rearranged_formdata,
    setup,
)
from scorekeeper.web.entry.refusals import refusals
from scorekeeper.web.entry.stand_in_names import kept_copy_key, shared_form
from scorekeeper.web.pages.shared import answered_or_missing, game_or_404
from scorekeeper.web.plumbing import budget, devices
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write
from scorekeeper.web.plumbing.heavy import heavy
from scorekeeper.web.plumbing.resends import answered_before
from scorekeeper.web.words.wording import signed

bp = Blueprint("hands", __name__, url_prefix="/g/<game_id>/hands")


@bp.errorhandler(InvalidGame)
def _unreadable(error):
    """A game the rules can no longer read: its scoreboard says why and offers the export."""
    return redirect(url_for("games.show", game_id=request.view_args["game_id"]))


def _hand_page(game, position=None):
    record, spec, names = setup(game)
    Form = form_class(game, spec, names)
    if request.method != "POST":
        start = (
            hand_form.form_data(game["hands"][position - 1]["record"], spec)
            if position
            else blank(game, spec, names)
        )
        form = Form(data={**start, "version": game["version"]})
        shared = shared_form(game, spec, names, start) if not position else (None, None)
        return _drawn(game, form, spec, names, position, record, shared=shared)
    formdata, rearranged = rearranged_formdata()
    form = Form(formdata=formdata)
    action = request.form.get("action", "save")
    confirmed = action == "save_anyway"  # the player answered the question below
    action = "save" if confirmed else action
    again = (
        answered_before(game["id"], form.nonce.data, new_hand=not position)
        if action == "save"
        else None
    )
    if again:  # the same form posted again (a double tap, a resend): it was saved the first time
        return again
    shown = {"refused_shown": action == "save"}
    if not rearranged and form.validate():
        change, shown["preview"], shown["errors"], shown["marks"] = check_typed(
            form, record, spec, position
        )
        saving = action == "save" and not shown["errors"]
        if saving and not position and not confirmed:
            shown["ask"] = save_prompts.question(record["hands"], change.hand, names)
        if saving and not shown.get("ask"):
            try:
                done = write(
                    get_db(),
                    game,
                    change,
                    version=page_version(form),
                    nonce=form.nonce.data,
                    queued_after=request.form.get(queued_hands.FIELD),
                    saved_by=devices.phone_mark(),
                )
            except Refused as refused:
                answer = _refused(refused, game, form, shown)
                if answer:
                    return answer
            else:
                return _saved(done, game, change)
    return _drawn(game, form, spec, names, position, record, **shown)


def _saved(done: str, game, change):
    """The scoreboard after a save, saying what was done. ?saved=N lets it offer Undo for as
    long as hand N is the last one."""
    if done == "add":
        message = gettext("Hand %(number)s saved.", number=change.number)
    elif done == "same":
        message = gettext("Hand %(number)s unchanged.", number=change.number)
    else:
        message = gettext("Hand %(number)s corrected.", number=change.number)
    flash(message)
    saved = change.number if done == "add" else None
    return redirect(url_for("games.show", game_id=game["id"], saved=saved))


def _refused(refused: Refused, game, form, shown):
    """A save the store refused: another phone saved first (the form is drawn again with what was
    typed and the game as it is now), the hand was deleted meanwhile (back to the scoreboard), or
    the database cannot write (drawn again with why, answered 503 so a phone's outbox retries)."""
    if refused.why == STALE:
        form.version.data = refused.current["version"]
        shown["stale"] = {"game": refused.current, **scoreboard(refused.current)}
        return None
    if refused.why == CANNOT_WRITE:
        flash(cannot_write(refused.error), "error")
        return None
    flash(
        gettext("That hand is no longer in the game: it was deleted meanwhile."),
        "error",
    )
    return redirect(url_for("games.show", game_id=game["id"]))


def _drawn(
    game,
    form,
    spec,
    names,
    position,
    record,
    refused_shown=False,
    shared=(None, None),
    **shown,
):
    """The hand page, never from a cache and never restored by Back: the next hand's form must
    come back empty. A new hand's form `shared` by the evening's tables is kept drawn with
    stand-ins for the names (web/entry/stand_in_names.py)."""
    errors = shown.pop("errors", {})
    stand_in, stand_in_form = shared
    played = played_once(record)
    scorer = scorer_data(record, position, played)
    page = render_template(
        "hands/form.html",
        drawn_once=(  # a new hand's form as it starts: a kept copy of its unchanging part
            kept_copy_key(game, form, scorer["form"], stand_in)
            if request.method == "GET" and not position
            else None
        ),
        stand_in=stand_in,
        stand_in_form=stand_in_form,
        game=game,
        form=form,
        spec=spec,
        names=names,
        position=position,
        players=[side.get("players") or [] for side in game["sides"]],
        preview=shown.get("preview"),
        errors=errors,
        marks=shown.get("marks", {}),
        stale=shown.get("stale"),
        ask=shown.get("ask"),
        context=context(record, position, played),
        refused=refusals(errors, form) if refused_shown else [],
        scorer=scorer,
    )
    response = make_response(page)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.route("/new", methods=["GET", "POST"])
@budget.hand_saves
def new(game_id):
    """Record the next hand."""
    return _hand_page(game_or_404(game_id))


@bp.route("/<int:number>/edit", methods=["GET", "POST"])
@budget.corrections
def edit(game_id, number):
    """Correct a past hand: every later total and minimum is recomputed from the records."""
    game = game_or_404(game_id)
    answer = answered_or_missing(game, number)
    return answer or _hand_page(game, number)


@bp.post("/preview")
@heavy
def preview(game_id):
    """The live preview: the engine's score of the hand being typed, as JSON with an HTML fragment."""
    game = game_or_404(game_id)
    record, spec, names = setup(game)
    position = request.args.get("position", type=int)
    if position is not None and not 1 <= position <= len(game["hands"]):
        position = None
    form = form_class(game, spec, names)()
    if not form.validate():
        problems = [f"{error}" for errors in _field_errors(form) for error in errors]
        return jsonify(
            ok=False,
            problems=problems,
            errors={},
            html=render_template(
                "hands/_preview.html", preview=None, problems=problems
            ),
        )
    _, shown, errors, marks = check_typed(form, record, spec, position, live=True)
    problems = [m for messages in errors.values() for m in messages]
    return jsonify(
        ok=not errors,
        problems=problems,
        errors=errors,
        scores=[side["score"] for side in shown["sides"]] if shown else None,
        # as the scoreboard writes them in this language ("+2.315", "−280"): one way on every page
        said_scores=[signed(side["score"]) for side in shown["sides"]]
        if shown
        else None,
        marks=marks,
        html=render_template("hands/_preview.html", preview=shown, problems=problems),
    )


def _field_errors(form):
    stack = list(form)
    while stack:
        field = stack.pop()
        if hasattr(field, "entries"):
            stack.extend(field.entries)
        elif hasattr(field, "form"):
            stack.extend(field.form)
        elif field.errors:
            yield [f"{field.label.text}: {e}" for e in field.errors]
