"""Friendly error pages: players on phones should see what to do next, not a stack trace."""

import random
import sqlite3

from flask import current_app, render_template, request
from flask_babel import gettext
from flask_wtf.csrf import CSRFError

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.storage.database_file import DatabaseMissing
from scorekeeper.storage.schema import DatabaseUnavailable
from scorekeeper.storage.write_queue import Overloaded
from scorekeeper.translations import N_

CANNOT_SAVE = N_("The game could not be saved: the server cannot write its database.")


def csrf_error(error):
    return render_template("errors/csrf.html", reason=error.description), 400


def not_found(error):
    return render_template("errors/404.html"), 404


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
    )
    return page, 503, {"Retry-After": str(retry_after)}


def database_busy(error):
    """A lock SQLite gave up on outside a write turn (a read during another process's checkpoint,
    say): busy too, never a 500. Any other database error is a real fault and stays one."""
    if "locked" not in str(error) and "busy" not in str(error):
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
    """429: too many wrong passphrases from this address (the limiter adds the exact Retry-After)."""
    return render_template("errors/too_many_tries.html"), 429, {"Retry-After": "60"}


def too_large(error):
    """A request past MAX_CONTENT_LENGTH (or too many form fields), refused before it is read."""
    return render_template(
        "errors/too_large.html", most=limits.REQUEST_BYTES // 2**20
    ), 413


def cannot_write(error) -> str:
    """Log why the database refused a write, for whoever runs the server; the player's message."""
    current_app.logger.error(
        "cannot write the database %s: %s", current_app.config["DATABASE"], error
    )
    return gettext(CANNOT_SAVE)


def cannot_write_page(error):
    """A refused write where no form is there to keep (deleting a game or a hand)."""
    return render_template("errors/cannot_write.html", message=cannot_write(error)), 503


def init_app(app):
    app.register_error_handler(CSRFError, csrf_error)
    app.register_error_handler(404, not_found)
    app.register_error_handler(Overloaded, busy)
    app.register_error_handler(sqlite3.OperationalError, database_busy)
    app.register_error_handler(DatabaseMissing, database_missing)
    app.register_error_handler(DatabaseUnavailable, database_missing)
    app.register_error_handler(413, too_large)
    app.register_error_handler(429, too_many_tries)
    app.register_error_handler(storage.CannotWrite, cannot_write_page)
