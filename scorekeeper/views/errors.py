"""Friendly error pages: players on phones should see what to do next, not a stack trace."""

from flask import render_template
from flask_wtf.csrf import CSRFError


def csrf_error(error):
    return render_template("errors/csrf.html", reason=error.description), 400


def not_found(error):
    return render_template("errors/404.html"), 404


def init_app(app):
    app.register_error_handler(CSRFError, csrf_error)
    app.register_error_handler(404, not_found)
