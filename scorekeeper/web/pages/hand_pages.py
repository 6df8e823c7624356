"""Hands: record a new one, preview it, correct or delete a past one.

Every save is checked by the engine on the whole game (a correction may break a later hand),
and written with the game's version, so a double tap or a second phone never duplicates a hand."""

import re

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
from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import InvalidGame
from scorekeeper.statistics.summary import summarise
from scorekeeper.web.entry import hand_form, save_prompts
from scorekeeper.web.entry.forms import VersionForm, hand_form_class
from scorekeeper.web.entry.meld_marks import meld_marks
from scorekeeper.web.entry.refusals import refusals
from scorekeeper.web.entry.spoken_spec import spoken_spec
from scorekeeper.web.pages.shared import (
    finished_after,
    game_or_404,
    scoreboard,
    scorer_data,
)
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write
from scorekeeper.web.plumbing.heavy import heavy
from scorekeeper.web.plumbing.resends import answered_before
from scorekeeper.web.words.problem_speech import problem_said, problem_whole
from scorekeeper.web.words.wording import signed

bp = Blueprint("hands", __name__, url_prefix="/g/<game_id>/hands")
ROW_KEY = re.compile(r"sides-(\d+)-melds-(\d+)-")
REPEATABLE_RANKS = (
    "wild",
    "run",
)  # a side may hold several melds of these; of a rank, only one


@bp.errorhandler(InvalidGame)
def _unreadable(error):
    """A game the rules can no longer read: its scoreboard says why and offers the export."""
    return redirect(url_for("games.show", game_id=request.view_args["game_id"]))


def _setup(game):
    """The game's record, what its hand form asks, and its side names."""
    record = storage.record_of(game)
    parsed = parse_record({**record, "hands": []})
    return (
        record,
        spoken_spec(hand_form.entry_spec(parsed.variant)),
        [side.name for side in parsed.sides],
    )


def _form_class(game, spec, names):
    """The hand form of this game; cards left are asked player by player when the rules need it
    and every side has named players."""
    per_side = {len(side.get("players") or []) for side in game["sides"]}
    players = per_side.pop() if len(per_side) == 1 else 0
    return hand_form_class(spec, names, players if players > 1 else 0)


def _rearranged_formdata():
    """The posted form, with a meld row added or removed when a rank or remove button was tapped
    without JavaScript; the second value says whether that happened (then nothing is saved)."""
    data = request.form.copy()
    add, remove = data.pop("add_meld", None), data.pop("remove_meld", None)
    if add and ":" in add:
        side, rank = add.split(":", 1)
        rows = {
            int(m.group(2)): data.get(k)
            for k in data
            if (m := ROW_KEY.match(k)) and m.group(1) == side and k.endswith("-rank")
        }
        if rank in REPEATABLE_RANKS or rank not in rows.values():
            row = max(rows, default=-1) + 1
            data[f"sides-{side}-melds-{row}-rank"] = rank
            data[f"sides-{side}-melds-{row}-natural"] = (
                "0" if rank in REPEATABLE_RANKS else "3"
            )
    if remove and ":" in remove:
        side, row = remove.split(":", 1)
        for key in [k for k in data if k.startswith(f"sides-{side}-melds-{row}-")]:
            del data[key]
    return data, bool(add or remove)


def preview_of(record, hand, position) -> dict | None:
    """The engine's score of the hand as it would stand in the game, for the preview box."""
    changed = hand_form.candidate(record, hand, position)
    number = position or len(changed["hands"])
    try:
        summary = summarise(changed)
    except InvalidGame:
        return None
    scored = summary["hands"][number - 1]
    sides = [
        {"name": side["name"], **scored_side}
        for side, scored_side in zip(summary["sides"], scored["sides"])
    ]
    return {
        "number": number,
        "sides": sides,
        "next_initial_meld": summary["next_initial_meld"],
        "finished": summary["finished"],
        "winner": summary["winner"],
        "final_totals": summary["totals"]
        if position and position < len(changed["hands"])
        else None,
    }


def _check(form, record, spec, position, live=False):
    """The hand typed in, its preview, the problems (by where they show) that refuse it, and each
    meld row's points and canasta. Live (while typing), a run whose lowest card is not chosen yet
    is not yet a problem: Save still says so."""
    hand, rows = hand_form.hand_record(form.data, spec)
    own, others = hand_form.check_change(record, hand, position)
    if live:
        own = [p for p in own if p.code != "run.no_start"]
    # Too many red threes for the packs is every side's doing: shown at each red-three box that has some.
    threes = [p for p in own if p.side_index is None and p.field == "red_threes"]
    errors = hand_form.errors_by_key([p for p in own if p not in threes], rows, hand)
    for problem in threes:
        for index, result in enumerate(hand["results"]):
            if result.get("red_threes"):
                errors.setdefault(f"s{index}.red_threes", []).append(
                    problem_said(problem)
                )
    if others:
        errors.setdefault("hand", []).extend(
            gettext(
                "This would make another hand wrong: %(problem)s",
                problem=problem_whole(problem),
            )
            for problem in others
        )
    return (
        hand,
        preview_of(record, hand, position),
        errors,
        meld_marks(record, hand, rows),
    )


def _version(form) -> int:
    """The game version the page was drawn at; anything else (not a number, or past what SQLite
    holds) is 0, which no game has, so the save is refused as coming from an out-of-date page."""
    try:
        version = int(form.version.data)
    except (TypeError, ValueError):
        return 0
    return version if 0 < version < 2**63 else 0


def _hand_page(game, position=None):
    record, spec, names = _setup(game)
    Form = _form_class(game, spec, names)
    preview = stale = ask = None
    errors, marks = {}, {}
    if request.method == "POST":
        formdata, rearranged = _rearranged_formdata()
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
            hand, preview, errors, marks = _check(form, record, spec, position)
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
            else _blank(game, spec, names)
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
        context=_context(record, position),
        refused=refusals(errors, form)
        if request.method == "POST" and action == "save"
        else [],
        scorer=scorer_data(record, position),
    )
    response = make_response(page)
    # Never from a cache, never restored by Back: the next hand's form must come back empty.
    response.headers["Cache-Control"] = "no-store"
    return response


def _context(record, position) -> dict:
    """Who deals the hand being entered, and each side's minimum initial meld in it."""
    summary = summarise(record)
    if position:
        hand = summary["hands"][position - 1]
        before = [side["total"] - side["score"] for side in hand["sides"]]
        return {
            "dealer": hand["dealer"],
            "minimums": [side["initial_meld"] for side in hand["sides"]],
            "totals": before,
        }
    return {
        "dealer": summary["next_dealer"],
        "minimums": summary["next_initial_meld"],
        "totals": summary["totals"],
    }


def _blank(game, spec, names) -> dict:
    """A new hand's form: nothing typed, each side scored the way it was in the last hand."""
    if not game["hands"]:
        return {"sides": [{} for _ in names]}
    last = hand_form.form_data(game["hands"][-1]["record"], spec)["sides"]
    return {"sides": [{"mode": side["mode"]} for side in last]}


def _save(db, game, hand, position, form, finished):
    """Write the hand (and whether it ends the game); a redirect to the scoreboard, or
    (None, what changed) when another phone was first."""
    try:
        if position is None:
            storage.add_hand(
                db,
                game["id"],
                hand,
                expected_version=_version(form),
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
                expected_version=_version(form),
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


def _answered_or_missing(game, number):
    """For a past hand's page: the answer already given to this POST's nonce (a resend), or a 404
    for a hand the game has not got; None when the page should be drawn."""
    if request.method == "POST":
        again = answered_before(game["id"], request.form.get("nonce"), new_hand=False)
        if again:
            return again
    if not 1 <= number <= len(game["hands"]):
        return render_template("errors/404.html"), 404
    return None


@bp.route("/<int:number>/edit", methods=["GET", "POST"])
def edit(game_id, number):
    """Correct a past hand: every later total and minimum is recomputed from the records."""
    game = game_or_404(game_id)
    answer = _answered_or_missing(game, number)
    return answer or _hand_page(game, number)


@bp.post("/preview")
@heavy
def preview(game_id):
    """The live preview: the engine's score of the hand being typed, as JSON with an HTML fragment."""
    game = game_or_404(game_id)
    record, spec, names = _setup(game)
    position = request.args.get("position", type=int)
    if position is not None and not 1 <= position <= len(game["hands"]):
        position = None
    form = _form_class(game, spec, names)()
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
    hand, shown, errors, marks = _check(form, record, spec, position, live=True)
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


@bp.route("/<int:number>/delete", methods=["GET", "POST"])
def delete(game_id, number):
    """GET shows the hand and asks; POST deletes it unless that would break a later hand."""
    game = game_or_404(game_id)
    answer = _answered_or_missing(game, number)
    if answer:
        return answer
    form = VersionForm(data={"version": game["version"]})
    problems, status = [], 200
    if form.validate_on_submit():
        db = get_db()
        record = storage.record_of(game)
        _, others = hand_form.check_change(record, None, number)
        problems = [problem_whole(p) for p in others]
        if not problems:
            try:
                storage.delete_hand(
                    db,
                    game_id,
                    number,
                    expected_version=_version(form),
                    finished=finished_after(record, None, number),
                    nonce=form.nonce.data or None,
                )
            except storage.StaleGame:
                # Drawn again here (409), not redirected: a phone resending it sees a refusal, not a success.
                flash(
                    gettext(
                        "The game changed meanwhile (another phone saved). Check the hand below and delete again."
                    ),
                    "error",
                )
                game, status = game_or_404(game_id), 409
                if number > len(game["hands"]):
                    return redirect(url_for("games.show", game_id=game_id))
                form = VersionForm(formdata=None, data={"version": game["version"]})
            else:
                flash(
                    gettext(
                        "Hand %(number)s deleted; later hands are renumbered and every total recomputed.",
                        number=number,
                    )
                )
                return redirect(url_for("games.show", game_id=game_id))
    board = scoreboard(game)
    return render_template(
        "hands/delete.html",
        game=game,
        form=form,
        hand=board["summary"]["hands"][number - 1],
        summary=board["summary"],
        problems=problems,
    ), status


@bp.post("/<int:number>/undo")
def undo(game_id, number):
    """Undo the hand just saved: a deletion kept in the history, offered while no later hand exists."""
    game = game_or_404(game_id)
    form = VersionForm()
    if not form.validate_on_submit() or number != len(game["hands"]):
        flash(
            gettext(
                "Hand %(number)s can no longer be undone: the game changed since (tap the hand to correct "
                "or delete it).",
                number=number,
            ),
            "error",
        )
        return redirect(url_for("games.show", game_id=game_id))
    try:
        storage.delete_hand(
            get_db(),
            game_id,
            number,
            expected_version=_version(form),
            finished=finished_after(storage.record_of(game), None, number),
            nonce=form.nonce.data or None,
        )
    except (storage.StaleGame, storage.NotFound):
        flash(
            gettext(
                "Hand %(number)s was not undone: another phone changed the game meanwhile.",
                number=number,
            ),
            "error",
        )
        return redirect(url_for("games.show", game_id=game_id))
    flash(
        gettext(
            "Hand %(number)s undone: it is kept in the game's history.", number=number
        )
    )
    return redirect(url_for("hands.new", game_id=game_id))
