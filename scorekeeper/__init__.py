"""Canasta Scorekeeper: the Flask app factory.

templates/ and static/ sit beside this package at the top of the checkout, and their paths
come from this file, never from the working directory, so the app starts from anywhere.
"""

import os
import secrets
from pathlib import Path

from flask import Flask
from flask_wtf import CSRFProtect

from . import limits, store
from .views import errors, games, hands, sheets

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
        # Refused before it is read (413): the largest thing anyone sends is a 200-hand game record.
        MAX_CONTENT_LENGTH=limits.REQUEST_BYTES,
        MAX_FORM_MEMORY_SIZE=limits.REQUEST_BYTES,  # a record pasted into the import box
        MAX_FORM_PARTS=1000,  # a hand form of four sides with every meld has some 600 boxes
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
