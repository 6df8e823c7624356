"""Games: the list of games and deleting one. Views adapt requests to `store`; no SQL here."""

from flask import Blueprint, abort, flash, redirect, render_template, url_for

from .. import store
from ..forms import EmptyForm

bp = Blueprint("games", __name__)


@bp.get("/")
def index():
    return render_template("games/index.html", games=store.list_games(store.get_db()))


@bp.route("/games/<int:game_id>/delete", methods=["GET", "POST"])
def delete(game_id):
    """GET asks for confirmation; POST (with its CSRF token) deletes the game for good."""
    db = store.get_db()
    game = store.get_game(db, game_id)
    if game is None:
        abort(404)
    form = EmptyForm()
    if form.validate_on_submit():
        store.delete_game(db, game_id)
        flash(f"Deleted “{game['name']}”.")
        return redirect(url_for("games.index"))
    return render_template("games/delete.html", game=game, form=form)
