"""Canasta Scorekeeper: the Flask app factory.

templates/ and static/ sit beside this package at the top of the checkout, and their paths
come from this file, never from the working directory, so the app starts from anywhere.
"""

import os
import secrets
from datetime import timedelta
from pathlib import Path

from flask import Config, Flask
from flask_wtf import CSRFProtect
from werkzeug.middleware.proxy_fix import ProxyFix

from . import assets, limits, store, wording
from .views import devices, errors, game_setup, games, hands, security, sharing, sheets

CHECKOUT = Path(__file__).resolve().parent.parent
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
        __name__,
        instance_path=str(folder),
        instance_relative_config=True,
        template_folder=str(CHECKOUT / "templates"),
        static_folder=str(CHECKOUT / "static"),
    )
    os.makedirs(app.instance_path, mode=0o700, exist_ok=True)
    app.config.update(settings(folder, test_config))
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(Path(app.instance_path) / "secret_key")
    if app.config["PROXY_FIX"]:
        app.wsgi_app = ProxyFix(app.wsgi_app, **app.config["PROXY_FIX"])

    security.init_app(app)
    csrf.init_app(app)
    assets.init_app(app)
    store.init_app(app)
    errors.init_app(app)
    app.before_request(devices.adopt_legacy_games)
    app.register_blueprint(games.bp)
    app.register_blueprint(sharing.bp)
    app.register_blueprint(hands.bp)
    app.register_blueprint(sheets.bp)
    app.register_blueprint(game_setup.bp)
    wording.init_app(app)
    return app


SECRET_KEY_LENGTH = 32  # characters; the key made here is 64 hex digits


class SecretKeyError(RuntimeError):
    """The instance's secret key file is unusable: the app refuses to start rather than fail every page."""


def _secret_key(path: Path) -> str:
    """The key in `path`, made on first start, so sessions and form tokens outlive a restart.

    The key is written to a temporary file and linked into place, so `path` never exists half
    written (a crash or a full disk leaves no empty key) and, when several processes start on a
    fresh folder, the first link wins and every process reads that one key."""
    if not path.exists():
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
        try:
            with open(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as file:
                file.write(secrets.token_hex(32))
                file.flush()
                os.fsync(file.fileno())
            os.link(temporary, path)  # unlike a rename, never replaces a key another process wrote
        except FileExistsError:
            pass
        finally:
            temporary.unlink(missing_ok=True)
    key = path.read_text().strip()
    if len(key) < SECRET_KEY_LENGTH:
        raise SecretKeyError(
            f"{path} holds {'no key' if not key else f'a key of only {len(key)} characters'}; "
            f"a secret key needs at least {SECRET_KEY_LENGTH}. Delete the file to have a new key made at the next "
            "start (open pages will need a reload), or write a longer key into it.")
    return key
