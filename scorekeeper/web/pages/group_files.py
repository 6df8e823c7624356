"""A group's files: *Download the group* (one file with its roster and games, streamed a game at a
time), the group's hands as CSV (streamed too: the first byte leaves before the second game is
scored), both under a heavy turn for their whole life; and importing a group file to recreate the
group, all of it or nothing, within the limits of record/limits.py (upload_limits.py raises the
request limit for this one page to GROUP_FILE_BYTES)."""

from datetime import datetime, timezone

from flask import (
    Blueprint,
    Response,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    url_for,
)

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.rules import InvalidGame
from scorekeeper.statistics.hand_rows_csv import BOM, COLUMNS, csv_lines, hand_rows
from scorekeeper.storage.group_store.group_file import group_file_chunks
from scorekeeper.web.actions.group_file_upload import Upload, read_upload
from scorekeeper.web.entry.player_forms import GroupImportForm
from scorekeeper.web.pages.shared import group_or_404
from scorekeeper.web.plumbing import budget, joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment
from scorekeeper.web.plumbing.heavy import heavy, heavy_stream

bp = Blueprint("group_files", __name__)


def _streamed(make_chunks):
    """Pieces of a download drawn after the view returned: they read through a connection of
    their own (the request's is closed by then), closed when the last piece is sent. The whole
    stream holds a heavy turn (heavy.heavy_stream): four CSVs of a 1,294-game group drawn at once
    took another table's saves from 457 ms to 2 s; now at most HEAVY_AT_ONCE draw, the rest get
    the busy page, and the CPU is given up between games."""
    path = current_app.config["DATABASE"]

    def pieces():
        db = storage.connect(path)
        try:
            with (
                db.atomic()
            ):  # one snapshot: a save meanwhile waits for no one and shows in none
                yield from make_chunks(db)
        finally:
            db.close()

    return heavy_stream(pieces())


def _day() -> str:
    return datetime.now(timezone.utc).date().isoformat()


@bp.get("/groups/<key>/export.json")
def export_group(key):
    """The group as one file: {"format": 1, "group": {name, roster}, "games": [record, …]}."""
    group = group_or_404(key)
    body = _streamed(lambda db: group_file_chunks(db, group["pk"], storage.get_game))
    return Response(
        body,
        mimetype="application/json",
        # named from slugs, like every download (web/plumbing/downloads.py)
        headers=attachment("canasta-group", group["name"], _day(), extension="json"),
    )


@bp.get("/groups/<key>/hands.csv")
def group_hands(key):
    """Every hand of the group's games, oldest game first, a row per side per hand."""
    group = group_or_404(key)

    def lines(db):
        yield BOM + csv_lines([COLUMNS], neutral=False)
        for token in storage.group_tokens(db, group["pk"]):
            game = storage.get_game(db, token)
            if game is None:
                continue
            try:
                yield csv_lines(hand_rows(storage.record_of(game), game["name"]))
            except InvalidGame:
                continue  # a game the rules cannot read has no hands to list

    return Response(
        _streamed(lines),
        mimetype="text/csv",
        headers=attachment(
            "canasta-group", group["name"], "hands", _day(), extension="csv"
        ),
    )


@bp.route("/groups/import", methods=["GET", "POST"])
@budget.new_groups
@budget.imports
@heavy(methods=("POST",))
def import_group_file():
    """Recreate a group from its file, under a heavy turn and two budgets (actions/group_file_upload.py)."""
    form = GroupImportForm()
    upload = Upload([])
    if form.validate_on_submit():
        upload = _read(form)
        if upload.stored:
            token, said = upload.stored
            flash(said)
            return redirect(url_for("groups.home", key=token))
    return render_template(
        "groups/import.html",
        form=form,
        problems=upload.problems,
        existing=upload.existing,
        held=held_of(upload.existing),
        may_update=upload.may_update,
        limits=limits,
    )


def _read(form) -> Upload:
    """The uploaded file read as it streams (a big upload sits in a temporary file)."""
    with form.file.data.stream as stream:
        return read_upload(
            get_db(),
            stream,
            form.update.data,
            form.again.data,
            request.content_length or 0,
        )


def held_of(existing: dict | None) -> str | None:
    """The link of the group a file matches, only if this phone holds it already: the file alone
    hands out no link (fourth audit, M2)."""
    if not existing:
        return None
    return joined_groups.held_key(
        {"token": existing["token"], "view_token": existing["view"]}
    )
