"""A game's setup after it started: names and first dealer corrected, and a rematch of a finished game.
Scores are computed from the stored hands, so a new first dealer redraws every hand's dealer."""

from flask import Blueprint, flash, redirect, render_template, url_for
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.rules import VARIANTS
from scorekeeper.translations import N_
from scorekeeper.web.actions.game_setup_edit import edit_setup
from scorekeeper.web.actions.game_start import Refused, play_again
from scorekeeper.web.entry import house_rules
from scorekeeper.web.entry.forms import EmptyForm, VersionForm, new_game_form_class
from scorekeeper.web.pages.shared import game_or_404
from scorekeeper.web.plumbing import budget
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("game_setup", __name__, url_prefix="/g/<game_id>")
SAVED = N_("Game details saved; every hand's dealer follows the first dealer.")


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


def _as_typed(game) -> dict:
    """The game's set-up as its edit form shows it first."""
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
    return start


@bp.route("/edit", methods=["GET", "POST"])
def edit(game_id):
    """Correct the game's name, its sides' and players' names, and who dealt first."""
    game = game_or_404(game_id)
    n_sides, per_side = _layout(game)
    Form = new_game_form_class([], n_sides, per_side)
    form = Form(data=_as_typed(game))
    version = VersionForm(data={"version": game["version"]}, meta={"csrf": False})
    problem = None
    if form.validate_on_submit() and version.validate():
        try:
            edit_setup(get_db(), game, per_side, form.data, int(version.version.data))
        except Refused as refused:
            problem = str(refused)
        else:
            flash(gettext(SAVED))
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


@bp.post("/rematch")
@budget.new_games
def rematch(game_id):
    """A new game with the same players, seating, first dealer and rules."""
    game = game_or_404(game_id)
    db = get_db()
    # A club night's table is no game to play again: the director seats the next round.
    if not EmptyForm().validate_on_submit() or storage.event_of_game(db, game_id):
        return redirect(url_for("games.show", game_id=game_id))
    new_id = play_again(db, game)
    flash(gettext("New game, same players and rules."))
    return redirect(url_for("hands.new", game_id=new_id))
