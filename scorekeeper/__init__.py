"""Canasta Scorekeeper: the Flask app factory.

templates/ and static/ sit beside this package at the top of the checkout, and their paths
come from this file, never from the working directory, so the app starts from anywhere.
"""

import os
import secrets
from pathlib import Path

from flask import Flask
from flask_wtf import CSRFProtect

from . import store
from . import wording
from .views import errors, game_setup, games, hands, sheets

CHECKOUT = Path(__file__).resolve().parent.parent
csrf = CSRFProtect()


def create_app(test_config=None, *, instance_path=None) -> Flask:
    """Build the app: defaults, then instance/config.py, then test_config.

    `instance_path` lets tests keep the database and secret key in a temporary folder."""
    app = Flask(
        __name__,
        instance_path=str(instance_path) if instance_path else None,
        instance_relative_config=True,
        template_folder=str(CHECKOUT / "templates"),
        static_folder=str(CHECKOUT / "static"),
    )
    os.makedirs(app.instance_path, exist_ok=True)
    app.config.from_mapping(
        DATABASE=os.path.join(app.instance_path, "scorekeeper.sqlite"),
        # A game lasts hours; a form opened at the first deal must still post at the last.
        WTF_CSRF_TIME_LIMIT=None,
    )
    app.config.from_pyfile("config.py", silent=True)
    if test_config:
        app.config.from_mapping(test_config)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(Path(app.instance_path) / "secret_key")

    csrf.init_app(app)
    store.init_app(app)
    errors.init_app(app)
    app.register_blueprint(games.bp)
    app.register_blueprint(hands.bp)
    app.register_blueprint(sheets.bp)
    app.register_blueprint(game_setup.bp)
    wording.init_app(app)
    return app


def _secret_key(path: Path) -> str:
    """The key in `path`, made on first start, so sessions and form tokens outlive a restart."""
    try:
        # O_EXCL: if two processes start at once, only one writes and both read the same key.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    with os.fdopen(fd, "w") as file:
        file.write(secrets.token_hex(32))
    return path.read_text().strip()
