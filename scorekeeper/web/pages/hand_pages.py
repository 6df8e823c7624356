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

from scorekeeper import storage
from scorekeeper.rules import InvalidGame
from scorekeeper.web.boards.scoreboard import scoreboard, scorer_data
from scorekeeper.web.entry import hand_form, queued_hands, save_prompts
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
from scorekeeper.web.pages.shared import answered_or_missing, game_or_404
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
    preview = stale = ask = None
    errors, marks = {}, {}
    if request.method == "POST":
        formdata, rearranged = rearranged_formdata()
        form = Form(formdata=formdata)
        action = request.form.get("action", "save")
        confirmed = action == "save_anyway"  # the player answered the question below
        action = "save" if confirmed else action
        db = get_db()
        again = (
            answered_before(game["id"], form.nonce.data, new_hand=not position)
            if action == "save"
            else None
        )
        if again:  # the same form posted again (a double tap, a resend): it was saved the first time
            return again
        if not rearranged and form.validate():
            hand, preview, errors, marks = check_typed(form, record, spec, position)
            if action == "save" and not errors and not position and not confirmed:
                ask = save_prompts.question(record["hands"], hand, names)
            if action == "save" and not errors and not ask:
                saved, stale = _save(
                    db,
                    game,
                    hand,
                    position,
                    form,
                    bool(preview and preview["finished"]),
                )
                if saved:
                    return saved
    else:
        start = (
            hand_form.form_data(game["hands"][position - 1]["record"], spec)
            if position
            else blank(game, spec, names)
        )
        form = Form(data={**start, "version": game["version"]})
    page = render_template(
        "hands/form.html",
        game=game,
        form=form,
        spec=spec,
        names=names,
        position=position,
        players=[side.get("players") or [] for side in game["sides"]],
        preview=preview,
        errors=errors,
        marks=marks,
        stale=stale,
        ask=ask,
        context=context(record, position),
        refused=refusals(errors, form)
        if request.method == "POST" and action == "save"
        else [],
        scorer=scorer_data(record, position),
    )
    response = make_response(page)
    # Never from a cache, never restored by Back: the next hand's form must come back empty.
    response.headers["Cache-Control"] = "no-store"
    return response


def _save(db, game, hand, position, form, finished):
    """Write the hand (and whether it ends the game); a redirect to the scoreboard, or
    (None, what changed) when another phone was first."""
    try:
        if position is None:
            storage.add_hand(
                db,
                game["id"],
                hand,
                # a hand kept offline after others from this phone is not their conflict
                expected_version=queued_hands.version_to_write_over(
                    db, game, page_version(form), request.form.get(queued_hands.FIELD)
                ),
                nonce=form.nonce.data,
                finished=finished,
            )
            message = gettext("Hand %(number)s saved.", number=len(game["hands"]) + 1)
        elif hand_form.same_hand(
            game["hands"][position - 1]["record"],
            hand,
            [s["name"] for s in game["sides"]],
        ):
            message = gettext("Hand %(number)s unchanged.", number=position)
        else:
            storage.update_hand(
                db,
                game["id"],
                position,
                hand,
                expected_version=page_version(form),
                finished=finished,
                nonce=form.nonce.data or None,
            )
            message = gettext("Hand %(number)s corrected.", number=position)
    except storage.StaleGame:
        current = storage.get_game(db, game["id"])
        names = [side["name"] for side in current["sides"]]
        if (
            position is not None
            and len(current["hands"]) >= position
            and hand_form.same_hand(
                current["hands"][position - 1]["record"], hand, names
            )
        ):
            return redirect(
                url_for("games.show", game_id=game["id"])
            ), None  # saved already: a double tap
        form.version.data = current["version"]
        return None, {"game": current, **scoreboard(current)}
    except storage.NotFound:
        flash(
            gettext("That hand is no longer in the game: it was deleted meanwhile."),
            "error",
        )
        return redirect(url_for("games.show", game_id=game["id"])), None
    except storage.CannotWrite as error:  # the form is drawn again with what was typed
        flash(cannot_write(error), "error")
        return None, None
    flash(message)
    # ?saved=N lets the scoreboard offer Undo for as long as hand N is the last one.
    saved = len(game["hands"]) + 1 if position is None else None
    return redirect(url_for("games.show", game_id=game["id"], saved=saved)), None


@bp.route("/new", methods=["GET", "POST"])
def new(game_id):
    """Record the next hand."""
    return _hand_page(game_or_404(game_id))


@bp.route("/<int:number>/edit", methods=["GET", "POST"])
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
    hand, shown, errors, marks = check_typed(form, record, spec, position, live=True)
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
