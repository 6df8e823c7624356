"""The Flask app factory: settings, extensions and blueprints.

templates/ and static/ sit at the top of the checkout, beside the package, and their paths
come from this file, never from the working directory, so the app starts from anywhere.
"""

import os
from datetime import timedelta
from pathlib import Path

from flask import Config, Flask
from flask_wtf import CSRFProtect
from werkzeug.middleware.proxy_fix import ProxyFix

from .. import limits
from . import (assets, csv_exports, database, devices, error_pages, game_pages, game_setup, hand_pages, languages,
               live, player_pages, problem_speech, security, sharing, sheet_pages, throttle, wording)
from . import installable  # the manifest and service worker: on a line of its own, for easy merges
from . import scorer_data  # the phone's own scorer's data: on a line of its own, for easy merges
from .secret_key import SecretKeyError, secret_key

CHECKOUT = Path(__file__).resolve().parent.parent.parent
csrf = CSRFProtect()


def instance_folder(instance_path=None) -> Path:
    """Where this installation's data lives: the argument, else $SCOREKEEPER_INSTANCE, else
    instance/ in the checkout."""
    return Path(instance_path or os.environ.get("SCOREKEEPER_INSTANCE") or CHECKOUT / "instance").resolve()


def settings(instance_path=None, test_config=None) -> Config:
    """Defaults, then instance/config.py, then test_config: what the app and the command line use."""
    folder = instance_folder(instance_path)
    config = Config(str(folder))
    config.from_mapping(
        DATABASE=str(folder / "scorekeeper.sqlite"),
        # A game lasts hours; a form opened at the first deal must still post at the last.
        WTF_CSRF_TIME_LIMIT=None,
        # The session cookie holds this device's list of games: keep it as long as browsers allow.
        PERMANENT_SESSION_LIFETIME=timedelta(days=400),
        SESSION_REFRESH_EACH_REQUEST=False,
        # Behind a reverse proxy: e.g. {"x_for": 1, "x_proto": 1, "x_host": 1} (README).
        PROXY_FIX=None,
        # Refused before it is read (413): the largest thing anyone sends is a 200-hand game record.
        MAX_CONTENT_LENGTH=limits.REQUEST_BYTES,
        MAX_FORM_MEMORY_SIZE=limits.REQUEST_BYTES,  # a record pasted into the import box
        MAX_FORM_PARTS=1000,  # a hand form of four sides with every meld has some 600 boxes
    )
    config.from_pyfile("config.py", silent=True)
    if test_config:
        config.from_mapping(test_config)
    return config


def create_app(test_config=None, *, instance_path=None) -> Flask:
    """Build the app: defaults, then instance/config.py, then test_config.

    `instance_path` lets tests keep the database and secret key in a temporary folder."""
    folder = instance_folder(instance_path)
    app = Flask(
        "scorekeeper",
        instance_path=str(folder),
        instance_relative_config=True,
        template_folder=str(CHECKOUT / "templates"),
        static_folder=str(CHECKOUT / "static"),
    )
    os.makedirs(app.instance_path, mode=0o700, exist_ok=True)
    app.config.update(settings(folder, test_config))
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = secret_key(Path(app.instance_path) / "secret_key")
    if app.config["PROXY_FIX"]:
        app.wsgi_app = ProxyFix(app.wsgi_app, **app.config["PROXY_FIX"])

    security.init_app(app)
    csrf.init_app(app)
    languages.init_app(app)
    problem_speech.init_app(app)
    throttle.init_app(app)
    assets.init_app(app)
    database.init_app(app)
    error_pages.init_app(app)
    app.before_request(devices.adopt_legacy_games)
    app.register_blueprint(game_pages.bp)
    app.register_blueprint(sharing.bp)
    app.register_blueprint(hand_pages.bp)
    app.register_blueprint(sheet_pages.bp)
    app.register_blueprint(game_setup.bp)
    app.register_blueprint(player_pages.bp)
    app.register_blueprint(csv_exports.bp)
    app.register_blueprint(live.bp)
    wording.init_app(app)
    installable.init_app(app)
    scorer_data.init_app(app)
    return app


__all__ = ["SecretKeyError", "create_app", "instance_folder", "settings"]
