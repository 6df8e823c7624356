"""Friendly error pages: players on phones should see what to do next, not a stack trace."""

from flask import current_app, render_template
from flask_wtf.csrf import CSRFError

from .. import limits, store

CANNOT_SAVE = "The game could not be saved: the server cannot write its database."


def csrf_error(error):
    return render_template("errors/csrf.html", reason=error.description), 400


def not_found(error):
    return render_template("errors/404.html"), 404


def too_large(error):
    """A request past MAX_CONTENT_LENGTH (or too many form fields), refused before it is read."""
    return render_template("errors/too_large.html", most=limits.REQUEST_BYTES // 2**20), 413


def cannot_write(error) -> str:
    """Log why the database refused a write, for whoever runs the server; the player's message."""
    current_app.logger.error("cannot write the database %s: %s", current_app.config["DATABASE"], error)
    return CANNOT_SAVE


def cannot_write_page(error):
    """A refused write where no form is there to keep (deleting a game or a hand)."""
    return render_template("errors/cannot_write.html", message=cannot_write(error)), 503


def init_app(app):
    app.register_error_handler(CSRFError, csrf_error)
    app.register_error_handler(404, not_found)
    app.register_error_handler(413, too_large)
    app.register_error_handler(store.CannotWrite, cannot_write_page)
