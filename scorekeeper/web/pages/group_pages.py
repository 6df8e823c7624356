"""A group's own pages: starting one, its games (all of them, newest first, searched and paged),
naming it, its links and QR codes to keep, and leaving it. The games' figures come from the
summary cache (entry/games_search.py), never from scoring the group's games on each visit."""

import segno
from flask import Blueprint, abort, flash, redirect, render_template, request, url_for
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.web.entry.forms import EmptyForm
from scorekeeper.web.entry.games_search import games_listing
from scorekeeper.web.entry.player_forms import GroupForm
from scorekeeper.web.pages.shared import VARIANT_NAMES, group_or_404
from scorekeeper.web.plumbing import budget, joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write
from scorekeeper.web.plumbing.phone_address import phone_link, reach
from scorekeeper.web.words.wording import group_name

bp = Blueprint("groups", __name__)


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
            joined_groups.join(token, can_record=True)
            return redirect(url_for("groups.share", key=token, new=1))
    return render_template("groups/new.html", form=form, problem=problem)


@bp.get("/groups/<key>")
def home(key):
    """The group's games, newest first, a page at a time, with search by player, rule set and dates."""
    group = group_or_404(key)
    db = get_db()
    return render_template(
        "groups/home.html",
        **games_listing(db, group),
        events=_evenings(db, group),
        link_changes=storage.recent_link_changes(db, group["pk"]),
        leave=EmptyForm(),
        rename=GroupForm(data={"name": group["name"]}),
        variant_names=VARIANT_NAMES,
    )


def _evenings(db, group) -> list[dict]:
    """The group's club nights for its recording link: each by its director's link on the
    phone that directs it, by the room's link on every other (fourth audit, M2)."""
    if not group["can_record"]:
        return []
    return [
        {
            "name": e["name"],
            "day": e["day"],
            "link": url_for("events.director", key=e["token"])
            if joined_groups.directs(e["token"])
            else url_for("event_room.standings", key=e["view_token"]),
        }
        for e in storage.group_events(db, group["pk"])
    ]


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
        link = phone_link(url_for("groups.home", key=group["token"]))
        links.append(("record", link, _qr(link)))
    # The address a phone reaches (PUBLIC_URL, or this computer's on the Wi-Fi), never 127.0.0.1.
    view = phone_link(url_for("groups.home", key=group["view_token"]))
    links.append(("view", view, _qr(view)))
    return render_template(
        "groups/share.html",
        group=group,
        links=links,
        new=request.args.get("new"),
        replace=EmptyForm(),
        **reach(view),
    )


@bp.post("/groups/<key>/leave")
def leave(key):
    """This device forgets the group; the group and its games stay for everyone with its link."""
    group = storage.group_by_key(get_db(), key) or abort(404)
    if EmptyForm().validate_on_submit():
        joined_groups.leave(group["token"], group["view_token"])
        flash(
            gettext(
                "This phone left “%(group)s”. Its link joins it again.",
                group=group_name(group),
            )
        )
    return redirect(url_for("games.index"))


@bp.post("/groups/<key>/rename")
def rename(key):
    """Name the group (a phone's own group, "This phone's games", before it is shared)."""
    group = group_or_404(key)
    form = GroupForm()
    if form.validate_on_submit():
        storage.rename_group(get_db(), group["pk"], form.name.data.strip())
        flash(gettext("The group is now “%(group)s”.", group=form.name.data.strip()))
    return redirect(url_for("groups.home", key=key))
