"""The players page: everyone named in this device's games (or, with the club passphrase, in every
game on the server), ranked; and merging two spellings of one player on this device.
The figures come from `statistics.players`; this module only chooses the games and draws them."""

from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _

from scorekeeper import storage
from scorekeeper.statistics.players import (
    MIN_PARTNER_GAMES,
    SORTS,
    player_table,
)
from scorekeeper.web.entry.forms import EmptyForm
from scorekeeper.web.entry.player_forms import MergeForm, PlayerFilterForm, name_choices
from scorekeeper.web.pages.shared import chosen_query, player_filters
from scorekeeper.web.plumbing import devices
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.player_merges import add_merge, merges, remove_merge

bp = Blueprint("players", __name__)
QUERY_KEYS = ("rules", "period", "since", "until", "unfinished", "sort", "scope")


def _club_scope() -> bool:
    return request.args.get("scope") == "club" and devices.is_club()


def _records(club: bool) -> list[dict]:
    """The game records the page counts: the club's (every game on the server) or this device's."""
    db = get_db()
    listed = storage.list_games(db, None if club else devices.known_ids())
    return [
        storage.record_of(game)
        for game in (storage.get_game(db, g["id"]) for g in listed)
        if game
    ]


@bp.get("/players")
def index():
    """The players table, ranked by the column in ?sort= (win rate by default)."""
    form = PlayerFilterForm(request.args)
    sort = request.args.get("sort") if request.args.get("sort") in SORTS else "win_rate"
    club = _club_scope()
    table = player_table(_records(club), player_filters(form), merges(), sort)
    merge_form = MergeForm()
    names = sorted((line.name for line in table.lines), key=str.casefold)
    merge_form.first.choices = merge_form.second.choices = name_choices(names)
    return render_template(
        "players/index.html",
        table=table,
        form=form,
        sort=sort,
        query=chosen_query(QUERY_KEYS),
        club=club,
        can_club=devices.is_club(),
        merge_form=merge_form,
        merges=merges(),
        undo=EmptyForm(),
        partner_games=MIN_PARTNER_GAMES,
    )


@bp.post("/players/merge")
def merge():
    """Count two spellings as one player on this device."""
    form = MergeForm()
    if form.validate_on_submit():
        if add_merge(form.first.data.strip(), form.second.data.strip()):
            flash(
                _(
                    "“%(first)s” and “%(second)s” now count as one player on this device.",
                    first=form.first.data,
                    second=form.second.data,
                )
            )
        else:
            flash(
                _(
                    "Those are already one player: names count alike whatever their capitals and spaces."
                )
            )
    return redirect(url_for("players.index", **chosen_query(QUERY_KEYS)))


@bp.post("/players/merges/<int:index>/undo")
def unmerge(index):
    """Count a merged pair of spellings apart again."""
    if EmptyForm().validate_on_submit():
        remove_merge(index)
    return redirect(url_for("players.index", **chosen_query(QUERY_KEYS)))
