"""Games: the list, starting one, the scoreboard, deleting, and import/export of game records.
Views adapt requests to `storage` and the engine; no SQL and no scoring here."""

import json

from flask import (
    Blueprint,
    Response,
    abort,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.rules import VARIANTS, InvalidGame
from scorekeeper.storage.group_store import kept_games
from scorekeeper.storage.group_store.group_file import holds_group
from scorekeeper.translations import N_
from scorekeeper.web.actions import games_file_import
from scorekeeper.web.actions.game_import import import_record, read_record
from scorekeeper.web.actions.game_start import Refused, start_game
from scorekeeper.web.actions.group_file_import import import_group_data
from scorekeeper.web.boards.kept_scoreboard import drawn_key, kept_scoreboard
from scorekeeper.web.entry import house_rules
from scorekeeper.web.entry.forms import (
    EmptyForm,
    ImportForm,
    VersionForm,
    new_game_form_class,
)
from scorekeeper.web.entry.games_search import games_listing, suggested_names
from scorekeeper.web.entry.player_forms import GroupForm
from scorekeeper.web.pages.shared import (
    VARIANT_NAMES,
    game_or_404,
)
from scorekeeper.web.plumbing import budget, devices, joined_groups
from scorekeeper.web.plumbing.access import may
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment, day_of
from scorekeeper.web.plumbing.heavy import heavy

bp = Blueprint("games", __name__)

# in the page's language
PARTNERSHIP_NAMES = (
    N_("Us"),
    N_("Them"),
    N_("Others"),
    N_("Fourth side"),
)


@bp.get("/")
def index():
    """This phone's games: its home group's list (its own games and the ones it keeps), a page
    at a time, from the summary cache; above it, the other groups it joined. Nobody else's."""
    db = get_db()
    home = joined_groups.home_group(db)
    groups = [
        group
        for group in (storage.group_by_key(db, key) for key in joined_groups.joined())
        if group
    ]
    return render_template(
        "games/index.html",
        home=home,
        groups=groups,
        club=devices.club_passphrase(),
        variant_names=VARIANT_NAMES,
        rename=GroupForm() if home and not home["name"] else None,
        **(games_listing(db, home) if home else {}),
    )


def _group():
    """The group a new game is started in (?group=, its recording token), or None."""
    group = storage.group_by_key(get_db(), request.args.get("group"))
    return group if group and group["can_record"] else None


@bp.get("/games/new")
def choose():
    """Step 1 of a new game: the rule set and seating, one tap."""
    group = _group()
    return render_template(
        "games/choose.html",
        variants=VARIANTS.values(),
        group_key=group["token"] if group else None,
    )


def _layout(variant_id, layout_index):
    variant = VARIANTS.get(variant_id)
    if variant is None or not 0 <= layout_index < len(variant.layouts):
        abort(404)
    return variant, variant.layouts[layout_index]


def _new_game_form(variant, layout):
    """The house rules' fields of this seating, and the form with its defaults: the sides named
    Us, Them… in partnerships (each alone, a box left empty is numbered when saved)."""
    fields = house_rules.house_rule_fields(
        variant, layout.sides, layout.players_per_side
    )
    Form = new_game_form_class(fields, layout.sides, layout.players_per_side, variant)
    names = [
        gettext(PARTNERSHIP_NAMES[i]) if layout.players_per_side > 1 else ""
        for i in range(layout.sides)
    ]
    defaults = {
        "sides": [{"name": name} for name in names],
        "rules": {f["name"]: f["value"] for f in fields},
    }
    return fields, Form(data=defaults)


@bp.route("/games/new/<variant_id>/<int:layout_index>", methods=["GET", "POST"])
@budget.new_games
def new(variant_id, layout_index):
    """Step 2: names in seating order, the first dealer, and (folded away) the house rules."""
    variant, layout = _layout(variant_id, layout_index)
    fields, form = _new_game_form(variant, layout)
    problem, group = None, _group()
    if form.validate_on_submit():
        try:
            game_id = start_game(get_db(), variant, layout, form.data, group)
        except Refused as refused:
            problem = str(refused)
        else:
            return redirect(url_for("hands.new", game_id=game_id))
    listed_in = group or joined_groups.home_group(get_db())
    return render_template(
        "games/new.html",
        form=form,
        variant=variant,
        layout=layout,
        fields=fields,
        problem=problem,
        group=group,
        roster_names=suggested_names(get_db(), listed_in) if listed_in else [],
    )


@bp.get("/g/<game_id>")
def show(game_id):
    """The scoreboard: totals, next minimum melds, next dealer, and each hand's breakdown."""
    game = game_or_404(game_id)
    try:
        content, board, scorer = kept_scoreboard(game)
    except (
        InvalidGame
    ) as error:  # e.g. a record imported by an older version that the rules now refuse
        # Not a server error: the page says what is wrong with the game and how to get it back.
        return render_template(
            "games/unreadable.html", game=game, problems=error.problems
        )
    # Undo is offered for the hand just saved, for as long as no later hand exists.
    saved = request.args.get("saved", type=int)
    undo = (
        VersionForm(data={"version": game["version"]})
        if saved and saved == len(game["hands"]) and may("hand_removal.undo")
        else None
    )
    db = get_db()
    group = storage.group_of_game(db, game_id) if game["in_group"] else None
    # Back to the group only under a key this phone joined it with: a game's link never hands
    # out its group's.
    group_key = joined_groups.held_key(group)
    home = joined_groups.home_group(db)
    place = kept_games.place_in(db, home["pk"], game_id) if home else None
    return render_template(
        "games/show.html",
        game=game,
        group=group,
        group_key=group_key,
        listed=place is not None or group_key is not None,
        kept=place == kept_games.KEPT,
        undo=undo,
        undo_hand=saved,
        rematch=EmptyForm(),
        scorer=scorer,
        event_table=storage.event_of_game(db, game_id) if game["in_group"] else None,
        hands_drawn=drawn_key(content),
        **board,
    )


@bp.get("/g/<game_id>/export.json")
def export(game_id):
    """The game as its JSON record, as a download. No heavy turn: a player's backup must not
    wait behind sheets in a busy room, and one game is cheap (its rows as they were typed, no
    scoring: 2 ms of CPU for 20 hands, 11 ms for 200, the most a game holds; less than a save)."""
    game = game_or_404(game_id)
    body = json.dumps(storage.record_of(game), indent=2, ensure_ascii=False)
    # Named from slugs (the link stays out of file names, and no text of the record goes in as is).
    return Response(
        body,
        mimetype="application/json",
        headers=attachment(game["name"], day_of(game["created"]), extension="json"),
    )


@bp.route("/games/import", methods=["GET", "POST"])
@budget.imports
@heavy(methods=("POST",))
def import_game():
    """Start a game from a JSON record (a file or pasted text); refused whole if the engine finds a problem."""
    form = ImportForm()
    problems = []
    if form.validate_on_submit():
        problems, record = read_record(_typed_text(form))
        if not problems and holds_group(
            record
        ):  # a group's file, or all of a phone's games
            token, problems = import_group_data(record)
            if token:
                return redirect(url_for("groups.home", key=token))
        elif not problems and games_file_import.holds_games(record):
            # several games: each its own import
            return games_file_import.import_file(form, record)
        if not problems:
            try:
                game_id, name = import_record(get_db(), record)
            except Refused as refused:
                problems = [str(refused)]
            else:
                flash(gettext("Imported “%(game)s”.", game=name))
                return redirect(url_for("games.show", game_id=game_id))
    return render_template("games/import.html", form=form, problems=problems)


def _typed_text(form) -> str:
    """The record as uploaded (a file) or pasted."""
    upload = form.file.data
    if upload and upload.filename:
        return upload.read().decode("utf-8", "replace")
    return form.text.data or ""


@bp.route("/g/<game_id>/delete", methods=["GET", "POST"])
def delete(game_id):
    """GET asks for confirmation; POST (with its CSRF token) deletes the game for good."""
    db = get_db()
    game = game_or_404(game_id)
    form = EmptyForm()
    if form.validate_on_submit():
        storage.delete_game(db, game_id)
        flash(gettext("Deleted “%(game)s”.", game=game["name"]))
        return redirect(url_for("games.index"))
    return render_template("games/delete.html", game=game, form=form)
