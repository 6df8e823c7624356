"""A game's setup after it started: names and first dealer corrected, and a rematch of a finished game.
Scores are computed from the stored hands, so a new first dealer redraws every hand's dealer."""

from flask import Blueprint, flash, redirect, render_template, url_for
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.rules import VARIANTS, RuleError
from scorekeeper.web.entry import house_rules
from scorekeeper.web.entry.forms import EmptyForm, VersionForm, new_game_form_class
from scorekeeper.web.pages.shared import default_name, game_or_404, sides_from_form
from scorekeeper.web.plumbing import budget, joined_groups
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("game_setup", __name__, url_prefix="/g/<game_id>")


def _layout(game):
    """The game's sides and players a side. A partnership game started without player names
    lists none: its rule set's seating for that many sides says how many play each side (an
    individual game always lists its players, so that seating is the partnerships')."""
    sides = game["sides"]
    players = len(sides[0].get("players") or [])
    if not players:
        partnerships = [
            layout.players_per_side
            for layout in VARIANTS[game["variant"]].layouts
            if layout.sides == len(sides) and layout.players_per_side > 1
        ]
        players = partnerships[0] if partnerships else 1
    return len(sides), players if players > 1 else 1


@bp.route("/edit", methods=["GET", "POST"])
def edit(game_id):
    """Correct the game's name, its sides' and players' names, and who dealt first."""
    game = game_or_404(game_id)
    n_sides, per_side = _layout(game)
    Form = new_game_form_class([], n_sides, per_side)
    people = house_rules.seating(game["sides"])
    start = {
        "name": game["name"],
        "first_dealer": people.index(game["first_dealer"])
        if game["first_dealer"] in people
        else 0,
        "sides": [
            {
                "name": side["name"],
                **{f"player{k}": p for k, p in enumerate(side.get("players") or [])},
            }
            for side in game["sides"]
        ],
    }
    form = Form(data=start)
    version = VersionForm(data={"version": game["version"]}, meta={"csrf": False})
    problem = None
    if form.validate_on_submit() and version.validate():
        sides, problem = sides_from_form(form.sides.data, per_side)
        if problem is None:
            try:
                VARIANTS[game["variant"]].configure(
                    n_sides, per_side if sides[0]["players"] else None
                )
                seats = house_rules.seating(sides)
            except RuleError as error:
                problem = str(error)
        if problem is None:
            try:
                storage.update_setup(
                    get_db(),
                    game_id,
                    name=form.name.data.strip() or game["name"],
                    sides=sides,
                    first_dealer=seats[(form.first_dealer.data or 0) % len(seats)],
                    expected_version=int(version.version.data),
                )
            except (storage.StaleGame, ValueError):
                problem = gettext(
                    "The game changed meanwhile (another phone saved): check the names and save again."
                )
            else:
                flash(
                    gettext(
                        "Game details saved; every hand's dealer follows the first dealer."
                    )
                )
                return redirect(url_for("games.show", game_id=game_id))
    return render_template(
        "games/edit.html",
        game=game,
        form=form,
        version=version,
        problem=problem,
        n_sides=n_sides,
        per_side=per_side,
    )


def _group_pk(db, game_id):
    """A rematch stays in the game's group."""
    group = storage.group_of_game(db, game_id) if db else None
    return group["pk"] if group else None


@bp.post("/rematch")
@budget.new_games
def rematch(game_id):
    """A new game with the same players, seating, first dealer and rules."""
    game = game_or_404(game_id)
    if not EmptyForm().validate_on_submit():
        return redirect(url_for("games.show", game_id=game_id))
    db = get_db()
    base = " v ".join(side["name"] for side in game["sides"])
    group_pk = _group_pk(db, game_id) or joined_groups.ensure_home(db)["pk"]
    new_id = storage.create_game(
        db,
        name=default_name(db, base, group_pk),
        variant=game["variant"],
        rules=game["rules"],
        sides=game["sides"],
        first_dealer=game["first_dealer"],
        group_pk=group_pk,
    )
    flash(gettext("New game, same players and rules."))
    return redirect(url_for("hands.new", game_id=new_id))
