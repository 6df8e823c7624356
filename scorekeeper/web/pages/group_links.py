"""Replacing a group's links, from the page that holds the greater key: the recording link's share
page replaces either link (the view-only link replaces nothing). The old link opens nothing from
then on (404); the group's games keep their own links and go on being played. The phone that
replaced it is told at once (a flash) and moves to the new link; every member is told on the
group's page for a while ("the view-only link was replaced on …": storage/group_store/link_replacements.py)."""

from flask import Blueprint, abort, flash, redirect, url_for
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.storage.group_store.link_replacements import LINKS
from scorekeeper.translations import N_
from scorekeeper.web.entry.forms import EmptyForm
from scorekeeper.web.pages.shared import group_or_404
from scorekeeper.web.plumbing import joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write

bp = Blueprint("group_links", __name__)

REPLACED = {
    "record": N_(
        "The recording link was replaced: the old one opens nothing now. Give the new one below"
        " to the phones of your table; the games keep their own links and go on."
    ),
    "view": N_(
        "The view-only link was replaced: the old one opens nothing now. Give the new one below"
        " to whoever may watch."
    ),
}


@bp.post("/groups/<key>/links/<which>/replace")
def replace(key, which):
    """A new recording (`record`) or view-only (`view`) link for the group; the old one is gone."""
    # the recording link: the access table refuses the other (403)
    group = group_or_404(key)
    if which not in LINKS:
        abort(404)
    if not EmptyForm().validate_on_submit():
        return redirect(url_for("groups.share", key=key))
    try:
        token = storage.replace_link(get_db(), group["pk"], which)
    except storage.CannotWrite as error:
        flash(cannot_write(error))
        return redirect(url_for("groups.share", key=key))
    recording = token if which == "record" else group["token"]
    joined_groups.replaced(group[LINKS[which]], token)  # this phone keeps the group
    flash(gettext(REPLACED[which]))
    return redirect(url_for("groups.share", key=recording))
