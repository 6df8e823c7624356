"""Friendly error pages: players on phones should see what to do next, not a stack trace."""

import random
import sqlite3

from flask import current_app, g, render_template, request
from flask_babel import gettext
from flask_wtf.csrf import CSRFError

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.storage.database_file import DatabaseMissing
from scorekeeper.storage.disk_space import DiskFull
from scorekeeper.storage.schema import DatabaseUnavailable
from scorekeeper.storage.transactions import cannot_write as disk_trouble
from scorekeeper.storage.write_queue import Overloaded
from scorekeeper.translations import N_
from scorekeeper.web.plumbing.budget import BUDGET, WRITES, ServerFull
from scorekeeper.web.plumbing.heavy import HeavyBusy
from scorekeeper.web.plumbing.upload_limits import BIG_UPLOADS

CANNOT_SAVE = N_("The game could not be saved: the server cannot write its database.")
DISK_FULL = N_(
    "The game could not be saved: the server’s disk is nearly full. What you typed is kept."
)


def csrf_error(error):
    return render_template("errors/csrf.html", reason=error.description), 400


def not_found(error):
    return render_template("errors/404.html"), 404


def forbidden(error):
    """A link whose kind may not do this (web/plumbing/access.py)."""
    return render_template("errors/403.html"), 403


def busy(error):
    """503 with Retry-After, and a page that posts the same form again by itself after it.
    The delay is spread a little so that tables refused together do not return together."""
    retry_after = error.retry_after + random.randint(0, 2)
    current_app.logger.warning("503 for %s %s: %s", request.method, request.path, error)
    query = request.query_string.decode()
    action = request.path + (f"?{query}" if query else "")
    resend = request.method == "POST" and not request.files
    fields = list(request.form.items(multi=True)) if resend else []
    page = render_template(
        "errors/busy.html",
        retry_after=retry_after,
        action=action,
        resend=resend,
        fields=fields,
        drawing=isinstance(error, HeavyBusy),
    )
    return page, 503, {"Retry-After": str(retry_after)}


def database_busy(error):
    """A lock SQLite gave up on outside a write turn (a read during another process's checkpoint,
    say): busy too, never a 500. A full or failing disk under a read: 503, try again later.
    Any other database error is a real fault and stays one."""
    if disk_trouble(error):
        current_app.logger.error(
            "cannot read the database %s: %s", current_app.config["DATABASE"], error
        )
        return (
            render_template("errors/cannot_read.html"),
            503,
            {"Retry-After": "60"},
        )
    # "locking protocol": a reader gave up on the WAL's shared memory held by another program.
    if not any(word in str(error) for word in ("locked", "busy", "locking protocol")):
        raise error
    return busy(Overloaded(str(error)))


def database_missing(error):
    current_app.logger.error("%s", error)
    return (
        render_template("errors/database_missing.html", problem=str(error)),
        503,
        {"Retry-After": "60"},
    )


def too_many_tries(error):
    """429: too many passphrase tries from this address, or more new games, imports, groups or
    hand writes than its budget an hour (budget.py gives the exact Retry-After)."""
    # The address is the phone's own behind any front (cli/serving.py): one refused phone is
    # not the whole room.
    over_budget = error.description in (BUDGET, WRITES)
    current_app.logger.warning(
        "429 for %s %s from %s: %s",
        request.method,
        request.path,
        request.remote_addr,
        "over its budget" if over_budget else "too many passphrase tries",
    )
    wait = {"Retry-After": str(getattr(error, "retry_after", None) or 60)}
    if over_budget:
        page = render_template(
            "errors/over_budget.html", writes=error.description == WRITES
        )
        return page, 429, wait
    return render_template("errors/too_many_tries.html"), 429, wait


def server_full(error):
    """507: the database holds its ceiling (STORE_CEILING_BYTES); games in play still save."""
    current_app.logger.error("507 for %s %s: %s", request.method, request.path, error)
    return render_template("errors/server_full.html"), 507


def too_large(error):
    """A request past MAX_CONTENT_LENGTH (or too many form fields), refused before it is read."""
    return render_template(
        "errors/too_large.html",
        most=limits.REQUEST_BYTES // 2**20,
        upload_most=current_app.config["GROUP_FILE_BYTES"] // 2**20,
        importing=request.endpoint in BIG_UPLOADS,
    ), 413


def cannot_write(error) -> str:
    """Log why the database refused a write, for whoever runs the server; the player's message.
    The page that shows it (the form again, what was typed kept) answers 503 (`refused_503`),
    so a phone's outbox keeps the hand and sends it again later."""
    current_app.logger.error(
        "cannot write the database %s: %s", current_app.config["DATABASE"], error
    )
    g.write_refused = True
    return gettext(DISK_FULL if isinstance(error, DiskFull) else CANNOT_SAVE)


def refused_503(response):
    """A form drawn again because the database refused the write: 503 with Retry-After."""
    if g.get("write_refused") and response.status_code == 200:
        response.status_code = 503
        response.headers["Retry-After"] = "60"
    return response


def cannot_write_page(error):
    """A refused write where no form is there to keep (deleting a game or a hand)."""
    return render_template("errors/cannot_write.html", message=cannot_write(error)), 503


def init_app(app):
    app.after_request(refused_503)
    app.register_error_handler(CSRFError, csrf_error)
    app.register_error_handler(404, not_found)
    app.register_error_handler(403, forbidden)
    app.register_error_handler(Overloaded, busy)
    app.register_error_handler(sqlite3.OperationalError, database_busy)
    app.register_error_handler(DatabaseMissing, database_missing)
    app.register_error_handler(DatabaseUnavailable, database_missing)
    app.register_error_handler(413, too_large)
    app.register_error_handler(429, too_many_tries)
    app.register_error_handler(ServerFull, server_full)
    app.register_error_handler(storage.CannotWrite, cannot_write_page)
