"""A group's own pages: starting one, its games (all of them, newest first, searched and paged),
its links and QR codes to keep, leaving it, and the one-tap move of a device's games into a new
group. The games' figures come from the summary cache (plumbing/summary_cache.py), never from
scoring the group's games on each visit."""

import segno
from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_babel import gettext, ngettext

from scorekeeper import storage
from scorekeeper.record.names import name_key
from scorekeeper.storage.game_summaries import PAGE
from scorekeeper.web.entry.forms import EmptyForm
from scorekeeper.web.entry.player_forms import GroupForm, GroupSearchForm
from scorekeeper.web.pages.shared import VARIANT_NAMES, group_or_404
from scorekeeper.web.plumbing import budget, devices, joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write
from scorekeeper.web.plumbing.summary_cache import filled

bp = Blueprint("groups", __name__)


def person_ids(db, group, typed) -> list[int]:
    """The roster ids a typed name finds: the person of that name (with her merged spellings),
    else everyone whose name holds it ("an" finds Ana and Dan), any case."""
    entries = storage.roster(db, group["pk"])
    people = storage.people_of(entries)
    key = name_key(typed)
    found = {people[e["id"]] for e in entries if name_key(e["name"]) == key} or {
        people[e["id"]] for e in entries if key in name_key(e["name"])
    }
    return [rid for rid, person in people.items() if person in found]


@bp.route("/groups/new", methods=["GET", "POST"])
@budget.new_groups
def new():
    """Start a group: a name, then its link to share with the table."""
    form = GroupForm()
    problem = None
    if form.validate_on_submit():
        try:
            token = storage.create_group(get_db(), form.name.data.strip())
        except storage.CannotWrite as error:
            problem = cannot_write(error)
        else:
            joined_groups.join(token)
            return redirect(url_for("groups.share", key=token, new=1))
    return render_template("groups/new.html", form=form, problem=problem)


@bp.get("/groups/<key>")
def home(key):
    """The group's games, newest first, a page at a time, with search by player, rule set and dates."""
    group = group_or_404(key)
    db = get_db()
    form = GroupSearchForm(request.args)
    form.validate()
    typed = (form.player.data or "").strip()
    ids = person_ids(db, group, typed) if typed else None
    page = max(request.args.get("page", 1, type=int), 1)
    rows, total = storage.games_page(
        db,
        group["pk"],
        roster_ids=ids,
        variant=form.rules.data if form.rules.data in VARIANT_NAMES else None,
        since=form.since.data,
        until=form.until.data,
        page=page,
    )
    size = PAGE
    query = {k: v for k, v in request.args.items() if k != "page" and v}
    return render_template(
        "groups/home.html",
        group=group,
        games=filled(db, rows),
        total=total,
        page=page,
        pages=max((total + size - 1) // size, 1),
        query=query,
        form=form,
        roster=storage.roster(db, group["pk"]),
        events=storage.group_events(db, group["pk"]) if group["can_record"] else [],
        link_changes=storage.recent_link_changes(db, group["pk"]),
        leave=EmptyForm(),
        variant_names=VARIANT_NAMES,
    )


def _qr(link: str) -> str:
    # The QR code encodes the link in its modules; the SVG holds no text of ours.
    return segno.make(link, error="m").svg_inline(
        scale=4, omitsize=True, dark="#000", light="#fff"
    )


@bp.get("/groups/<key>/share")
def share(key):
    """The group's links and QR codes: the one that records (for the table) and the view-only one."""
    group = group_or_404(key)
    links = []
    if group["can_record"]:
        link = url_for("groups.home", key=group["token"], _external=True)
        links.append(("record", link, _qr(link)))
    view = url_for("groups.home", key=group["view_token"], _external=True)
    links.append(("view", view, _qr(view)))
    return render_template(
        "groups/share.html",
        group=group,
        links=links,
        new=request.args.get("new"),
        replace=EmptyForm(),
    )


@bp.post("/groups/<key>/leave")
def leave(key):
    """This device forgets the group; the group and its games stay for everyone with its link."""
    group = storage.group_by_key(get_db(), key)
    if EmptyForm().validate_on_submit() and group:
        joined_groups.leave(group["token"], group["view_token"])
        flash(
            gettext(
                "This phone left “%(group)s”. Its link joins it again.",
                group=group["name"],
            )
        )
    return redirect(url_for("games.index"))


@bp.post("/groups/from-my-games")
@budget.new_groups
def move_in():
    """One tap: a new group of this device's games, their names its roster."""
    form = GroupForm()
    if not form.validate_on_submit() or not devices.known_ids():
        return redirect(url_for("games.index"))
    db = get_db()
    try:
        token = storage.create_group(db, form.name.data.strip())
        group = storage.group_by_key(db, token)
        moved = storage.move_into_group(db, group["pk"], devices.known_ids())
    except storage.CannotWrite as error:
        flash(cannot_write(error))
        return redirect(url_for("games.index"))
    joined_groups.join(token)
    joined_groups.offer_done()
    flash(
        ngettext(
            "“%(group)s” holds your game: check the players below.",
            "“%(group)s” holds your %(num)s games: check the players below.",
            moved,
            group=group["name"],
        )
    )
    return redirect(url_for("roster.players", key=token))


@bp.post("/groups/offer/dismiss")
def dismiss_offer():
    """Not now: the offer to make a group is not shown again on this device."""
    if EmptyForm().validate_on_submit():
        joined_groups.offer_done()
    return redirect(url_for("games.index"))
