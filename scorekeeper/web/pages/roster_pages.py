"""A group's players: the table (played, won, win rate, points and canastas a hand, best partner),
each person's page (her figures, head to head, her games, her results over time), and the roster's
care: renaming a person everywhere, merging two entries and undoing it, on the server, so every
member phone sees the same. Everything is read from the summary cache, never by scoring games."""

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for
from flask_babel import gettext, ngettext

from scorekeeper import storage
from scorekeeper.statistics.chart_geometry import PHONE, running_total_chart
from scorekeeper.statistics.group_players import (
    group_table,
    person_view,
    results_over_time,
)
from scorekeeper.statistics.players import (
    MIN_PARTNER_GAMES,
    SORTS,
)
from scorekeeper.statistics.rating_chart import rating_chart
from scorekeeper.statistics.ratings import PROVISIONAL_GAMES
from scorekeeper.translations import N_, NN_
from scorekeeper.web.boards.ratings_cache import group_ratings, person_history
from scorekeeper.web.boards.summary_cache import filled
from scorekeeper.web.entry.forms import EmptyForm
from scorekeeper.web.entry.player_forms import (
    PlayerFilterForm,
    RenameForm,
    RosterMergeForm,
)
from scorekeeper.web.pages.shared import chosen_query, group_or_404, player_filters
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("roster", __name__, url_prefix="/groups/<key>")
QUERY_KEYS = ("rules", "period", "since", "until", "unfinished", "sort")


def _people(db, group):
    """The roster, who counts as whom, and each person's name."""
    entries = storage.roster(db, group["pk"])
    people = storage.people_of(entries)
    names = {e["id"]: e["name"] for e in entries}
    return entries, people, names


def _playing(entries, people, summaries) -> list[dict]:
    """The roster entries a merge can matter to: unmerged, and named in a game of the group (a
    merged spelling's games count as its person's). An entry no game names changes no figure,
    and a group file may hold thousands: the page's merge lists grow with the players table."""
    named = {
        people.get(rid, rid)
        for summary in summaries
        for side in summary.get("sides") or []
        for rid in side.get("roster") or []
    }
    return [e for e in entries if e["merged_into"] is None and e["id"] in named]


@bp.get("/players")
def players(key):
    """The group's players table, ranked by ?sort=, filtered by rule set and period."""
    group = group_or_404(key)
    db = get_db()
    form = PlayerFilterForm(request.args)
    sorts = (*SORTS, "rating")
    sort = request.args.get("sort") if request.args.get("sort") in sorts else "win_rate"
    entries, people, names = _people(db, group)
    summaries = [
        row["summary"] for row in filled(db, storage.group_summaries(db, group["pk"]))
    ]
    ratings = group_ratings(db, group["pk"], people)
    table = group_table(summaries, people, names, player_filters(form), sort)
    if sort == "rating":  # highest first; players no counted game rated yet last
        table.lines.sort(
            key=lambda line: (line.key not in ratings, -_shown(ratings, line.key))
        )
    merge_form = RosterMergeForm()
    live = _playing(entries, people, summaries)
    merge_form.first.choices = merge_form.second.choices = [
        (e["id"], e["name"]) for e in live
    ]
    return render_template(
        "groups/players.html",
        group=group,
        table=table,
        form=form,
        sort=sort,
        query=chosen_query(QUERY_KEYS),
        merge_form=merge_form,
        merges=storage.merges(db, group["pk"]),
        merges_in_play=storage.merges_in_play(db, group["pk"]),
        suggested=storage.suggested_merges(live),
        undo=EmptyForm(),
        partner_games=MIN_PARTNER_GAMES,
        ratings=ratings,
        provisional_games=PROVISIONAL_GAMES,
    )


def _shown(ratings, key) -> int:
    return ratings[key].shown if key in ratings else 0


@bp.get("/players/<int:person>")
def player(key, person):
    """One person: her figures, head to head, her games and her results over time."""
    group = group_or_404(key)
    db = get_db()
    entries, people, names = _people(db, group)
    if person not in people:
        abort(404)
    if people[person] != person:  # a merged spelling: her page is the person's
        return redirect(url_for("roster.player", key=key, person=people[person]))
    form = PlayerFilterForm(request.args)
    ids = [rid for rid, who in people.items() if who == person]
    # Each summary carries its game's name and the link this visitor may open (view-only or not).
    summaries = [
        {
            **row["summary"],
            "game": row["name"],
            "link": row["id"] if group["can_record"] else row["view_token"],
        }
        for row in filled(db, storage.player_summaries(db, ids))
    ]
    view = person_view(summaries, people, names, person, player_filters(form))
    over_time = results_over_time(view.games, names[person])
    history = person_history(db, group["pk"], people, person)
    return render_template(
        "groups/player.html",
        group=group,
        name=names[person],
        person=person,
        view=view,
        form=form,
        query=chosen_query(QUERY_KEYS),
        results_chart=running_total_chart(over_time, PHONE) if over_time else None,
        rating=history[-1] if history else None,
        rating_chart=rating_chart(names[person], [s.shown for s in history]),
        provisional_games=PROVISIONAL_GAMES,
        rename=RenameForm(data={"name": names[person]}),
        spellings=[names[rid] for rid in ids if rid != person],
    )


CLASH = N_("Someone in the group is already called “%(name)s”: merge the two instead.")
RENAMED = NN_(
    "Renamed to “%(name)s” in %(num)s game.", "Renamed to “%(name)s” in %(num)s games."
)


@bp.post("/players/<int:person>/rename")
def rename(key, person):
    """Rename a person in the roster and in every game of the group that names her."""
    group = group_or_404(key)
    form = RenameForm()
    if form.validate_on_submit():
        try:
            count = storage.rename(get_db(), group["pk"], person, form.name.data)
        except storage.RosterClash:
            flash(gettext(CLASH, name=form.name.data))
        except storage.NotFound:
            abort(404)
        else:
            flash(ngettext(*RENAMED, count, name=form.name.data.strip()))
    return redirect(url_for("roster.player", key=key, person=person))


@bp.post("/players/merge")
def merge(key):
    """Count two roster entries as one person, on every phone of the group."""
    group = group_or_404(key)
    form = RosterMergeForm()
    if form.validate_on_submit():
        try:
            done = storage.merge(
                get_db(), group["pk"], form.first.data, form.second.data
            )
        except storage.NotFound:
            abort(404)
        if done is None:
            flash(gettext("Those are already one player."))
        else:
            flash(
                gettext("Merged: every phone of the group counts them as one player.")
            )
    return redirect(url_for("roster.players", key=key, **chosen_query(QUERY_KEYS)))


@bp.post("/merges/<int:merge_id>/undo")
def unmerge(key, merge_id):
    """Count a merged pair apart again."""
    group = group_or_404(key)
    if EmptyForm().validate_on_submit():
        storage.undo_merge(get_db(), group["pk"], merge_id)
    return redirect(url_for("roster.players", key=key, **chosen_query(QUERY_KEYS)))
