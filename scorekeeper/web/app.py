"""The Flask app factory: one mapping of every setting's default, every extension and blueprint.

templates/ and static/ sit at the top of the checkout, beside the package (a wheel carries them
inside it); their paths come from scorekeeper/places.py, never from the working directory, so the
app starts from anywhere.
Blueprints and plumbing are imported when the app is built (as flaskr does), so importing any
other part of the package never loads the web app; `blueprints()` lists every one in one place.
"""

import os
from datetime import timedelta
from pathlib import Path

from flask import Config, Flask
from flask_wtf import CSRFProtect
from werkzeug.middleware.proxy_fix import ProxyFix

from scorekeeper import places
from scorekeeper.record import limits
from scorekeeper.storage.schema import BUSY_TIMEOUT_MS
from scorekeeper.translations import CATALOGS
from scorekeeper.web.plumbing.secret_key import SecretKeyError, secret_key

csrf = CSRFProtect()


def defaults(folder: Path) -> dict:
    """Every setting the app reads, with its default: instance/config.py may change any of them
    (docs/running.md lists them from here)."""
    return {
        "DATABASE": str(folder / "scorekeeper.sqlite"),
        # Where the database is remembered, so a database that vanished is noticed (None: beside it).
        "DATABASE_MARKER": None,
        # A game lasts hours; a form opened at the first deal must still post at the last.
        "WTF_CSRF_TIME_LIMIT": None,
        # The session cookie holds this device's list of games: keep it as long as browsers allow.
        "PERMANENT_SESSION_LIFETIME": timedelta(days=400),
        "SESSION_REFRESH_EACH_REQUEST": False,
        "SESSION_COOKIE_SAMESITE": "Lax",
        # Host names this server answers to besides its own addresses (security.py adds those).
        "TRUSTED_NAMES": [],
        # Behind a reverse proxy: e.g. {"x_for": 1, "x_proto": 1, "x_host": 1} (README).
        "PROXY_FIX": None,
        # The address phones use, e.g. "https://cards.example.org" behind a proxy: the share page's
        # link and QR code start with it (None: this computer's Wi-Fi address when served on it).
        "PUBLIC_URL": None,
        # Where `scorekeeper serve` listens, (host, port): set by the command, not in config.py.
        "SERVED_ON": None,
        # The passphrase that opens the club's list of every game (None: no club list).
        "CLUB_PASSPHRASE": None,
        # Refused before it is read (413): the largest thing anyone sends is a 200-hand game record.
        "MAX_CONTENT_LENGTH": limits.REQUEST_BYTES,
        "MAX_FORM_MEMORY_SIZE": limits.REQUEST_BYTES,  # a record pasted into the import box
        # A hand form of four sides with every meld has some 600 boxes.
        "MAX_FORM_PARTS": 1000,
        # A group file sent back (Import a group): 2,000 games of 40 hands (record/limits.py).
        "GROUP_FILE_BYTES": limits.GROUP_FILE_BYTES,
        # New groups (a new one, one made of this device's games, an imported one) an hour an address.
        "NEW_GROUPS_PER_HOUR": 10,
        # Hand writes an hour an address: saves, corrections, deletions, undos and a table's
        # answers (a club of 40 tables behind one address saves some 1,200 hands an hour).
        "HAND_WRITES_PER_HOUR": 5000,
        # A club night's games an hour an address, counted as its rounds start (a 40-table
        # round is 40 games: ten such rounds an hour).
        "EVENT_GAMES_PER_HOUR": 400,
        # Tries at the club passphrase from one address, counted as each starts.
        "PASSPHRASE_TRIES_PER_MINUTE": 5,
        "PASSPHRASE_TRIES_PER_HOUR": 30,
        # Hands one event table may dispute an hour (an OK is never limited): past it the director
        # settles; a flood of disputes cannot bury the director's log.
        "DISPUTES_PER_TABLE_PER_HOUR": 20,
        # Saves waiting for the database at once, and how long one waits, before "busy, try again".
        "WRITE_QUEUE_LIMIT": 200,
        "WRITE_WAIT_SECONDS": BUSY_TIMEOUT_MS / 1000,
        # Saves are refused (503, what was typed kept) while the disk has less free space than
        # this, so SQLite always has room for its journal and WAL index and reads keep working.
        "DISK_RESERVE_BYTES": 50 * 2**20,
        # The most the database file may hold: a save past it is refused as on a full disk.
        "DATABASE_MAX_BYTES": 2 * 2**30,
        # What one address may store an hour (new games and rematches; imports, each a game or a
        # file of games), and what the whole database may hold before new games are refused (507).
        "NEW_GAMES_PER_HOUR": 60,
        "IMPORTS_PER_HOUR": 20,
        "STORE_CEILING_BYTES": 2**30,
        # Expensive answers (sheets, pads, exports, CSV, imports, preview) drawn at once, and how
        # long one waits for a turn before the busy page: the other threads stay for the tables.
        "HEAVY_AT_ONCE": 2,
        "HEAVY_WAIT_SECONDS": 2,
        # How old a board of an event (the tables' saves and answers) the director's page, the
        # standings and "my night" may show while a thread draws the next (at most once a
        # second), when drawing it costs this much CPU or more (a championship's; a club's small
        # evening is always drawn afresh): web/boards/kept_event_board.py. The director's own
        # changes show at once. A lag of 0: every change drawn for the next page. Up to BEHIND
        # seconds older still, such a board is shown at once and the thread woken to draw the
        # next (the room's screen asks again a second later).
        "EVENT_BOARD_LAG_SECONDS": 2,
        "EVENT_BOARD_LAG_AFTER_MS": 20,
        "EVENT_BOARD_BEHIND_SECONDS": 6,
        # Worker processes `scorekeeper serve` starts to draw sheets, cards, results and game
        # sheets in the background (web/plumbing/paper_pool.py; 0: drawn in the request), their
        # nice value (the tables' saves get the CPU first), the peak memory after which a worker
        # is replaced, and where the drawn files are kept (None: instance/prepared).
        "PAPER_WORKERS": 1,
        "PAPER_WORKER_NICE": 10,
        "PAPER_WORKER_MAX_MB": 400,
        "PREPARED_FOLDER": None,
        # A file of this size kept in the instance folder and deleted at start when the disk is
        # below the reserve: room for SQLite to start and read when something else filled it.
        "DISK_BALLAST_BYTES": 8 * 2**20,
        # Every page carries app.css in a <style> (hash-allowed by the CSP), so a cold page paints
        # without waiting for a second request (web/delivery/first_paint.py); False links it.
        "INLINE_CSS": True,
        # Pages, CSS, JS and JSON compressed for phones on a weak signal.
        "COMPRESS_MIMETYPES": [
            "text/html",
            "text/css",
            "text/javascript",
            "application/javascript",
            "application/json",
            "image/svg+xml",
            "text/plain",
        ],
        "COMPRESS_ALGORITHM": ["br", "gzip"],
        # Brotli's quality 2, not Flask-Compress's 4: half the CPU of every page (0.36 against
        # 0.84 ms for a 47 KB scoreboard) for 7 % more bytes; at 4 it was 7 % of the server's CPU
        # in a 400-table round's last minute (py-spy, issue 41).
        "COMPRESS_BR_LEVEL": 2,
        "BABEL_DEFAULT_LOCALE": "en",
        "BABEL_TRANSLATION_DIRECTORIES": str(CATALOGS),
        # The production server (waitress): threads draw pages and wait on the write queue; more
        # than the 2 cores so a thread waiting its turn to write never keeps a GET from an answer.
        "SERVER_THREADS": 8,
        # Python's garbage collector in each server process (gc.set_threshold): at its own
        # (700, 10, 10), with a 400-table evening's boards and forms kept, each process ran 46
        # full collections in 30 s of busy pages, 100-150 ms each with every thread stopped (4.5 s
        # of its CPU); at these, none in the 30 s. Most garbage is freed by reference counting.
        "SERVER_GC_THRESHOLDS": (20_000, 20, 20),
        # Server processes over the same socket and database (cli/processes.py); 0 or None: one
        # a core (what they must agree on is in the database: docs/running.md, Several processes).
        "SERVER_PROCESSES": 0,
        # Open connections, idle ones included (phones keep theirs alive). Polled with poll(), so
        # past 1024 file descriptors too.
        "SERVER_CONNECTION_LIMIT": 1000,
        # Seconds an idle connection is kept before waitress closes it.
        "SERVER_IDLE_TIMEOUT": 60,
        "SERVER_BACKLOG": 1024,
        # A following phone's poll that finds nothing changed is answered before Flask, from one
        # indexed read (web/plumbing/quick_polls.py); False sends it through the whole app.
        "QUICK_POLLS": True,
        # A club night closes itself this long after its last round started (the director can
        # close it sooner); its director's link then corrects results for this long more.
        "EVENING_CLOSES_AFTER_HOURS": 6,
        "DIRECTOR_CORRECTS_HOURS": 48,
        # Serving the network (HOST not loopback): nginx in front of waitress, with a deadline for
        # a request's head, a cap on one address's requests at once, and room for this many sockets.
        "FRONT_PROXY": True,
        "FRONT_HEAD_SECONDS": 10,
        "FRONT_CONNECTIONS_PER_ADDRESS": 32,
        "FRONT_CONNECTIONS": 8192,
    }


def instance_folder(instance_path=None) -> Path:
    """Where this installation's data lives: the argument, else $SCOREKEEPER_INSTANCE, else
    instance/ in the checkout (an installed wheel: places.default_instance)."""
    return Path(
        instance_path
        or os.environ.get("SCOREKEEPER_INSTANCE")
        or places.default_instance()
    ).resolve()


def settings(instance_path=None, test_config=None) -> Config:
    """Defaults, then instance/config.py, then $SCOREKEEPER_<SETTING> (JSON, e.g. scripts/https.sh's
    SCOREKEEPER_PROXY_FIX for the app it starts behind Caddy), then test_config: what the app and the
    command line use."""
    folder = instance_folder(instance_path)
    config = Config(str(folder))
    config.from_mapping(defaults(folder))
    config.from_pyfile("config.py", silent=True)
    config.from_prefixed_env("SCOREKEEPER")
    # $SCOREKEEPER_INSTANCE names the folder itself, not a setting
    config.pop("INSTANCE", None)
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
        template_folder=str(places.TEMPLATES),
        static_folder=str(places.STATIC),
    )
    os.makedirs(app.instance_path, mode=0o700, exist_ok=True)
    app.config.update(settings(folder, test_config))
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = secret_key(Path(app.instance_path) / "secret_key")
    _plumbing(app)
    for page in blueprints():
        app.register_blueprint(page.bp)
    from scorekeeper.web.plumbing import quick_polls

    quick_polls.init_app(app)  # the polls' 304s, answered before Flask
    if app.config["PROXY_FIX"]:  # outside it, so the polls see the proxy's Host too
        app.wsgi_app = ProxyFix(app.wsgi_app, **app.config["PROXY_FIX"])
    return app


def _plumbing(app: Flask) -> None:
    """What runs around every page, in the order it must: the upload limit before CSRF reads the
    form, the access table before anything else answers."""
    from scorekeeper.web.boards import kept_scoreboard
    from scorekeeper.web.delivery import (
        assets,
        bundles,
        compiled_templates,
        rendered_once,
    )
    from scorekeeper.web.plumbing import (
        access,
        background_copies,
        database,
        devices,
        error_pages,
        heavy,
        log_names,
        security,
        upload_limits,
    )
    from scorekeeper.web.words import jinja_words

    app.before_request(upload_limits.allow_group_files)  # before CSRF reads the form
    background_copies.init_app(app)
    access.init_app(app)  # a link that may not do this is refused before anything else
    security.init_app(app)
    csrf.init_app(app)
    jinja_words.init_app(app)
    compiled_templates.init_app(app)
    assets.init_app(app)
    bundles.init_app(app)
    rendered_once.init_app(app)
    kept_scoreboard.init_app(app)
    database.init_app(app)
    heavy.init_app(app)
    error_pages.init_app(app)
    log_names.init_app(app)
    app.before_request(devices.before_each_page)


def blueprints() -> tuple:
    """Every blueprint of the app, in the order they are registered (the route table:
    docs/developer.md)."""
    from scorekeeper.web.pages import (
        csv_exports,
        game_pages,
        game_setup,
        group_files,
        group_links,
        group_pages,
        hand_pages,
        hand_removal,
        installable,
        language_menu,
        live,
        player_pages,
        roster_pages,
        season_pages,
        sharing,
        sheet_pages,
        view_only,
    )
    from scorekeeper.web.pages.event_views import (
        event_confirm,
        event_console,
        event_pages,
        event_paper,
        event_room,
    )

    return (
        game_pages,
        sharing,
        hand_pages,
        hand_removal,
        sheet_pages,
        game_setup,
        player_pages,
        csv_exports,
        live,
        language_menu,
        installable,
        group_pages,
        group_links,
        roster_pages,
        group_files,
        view_only,
        event_paper,
        event_pages,
        event_console,
        event_confirm,
        event_room,
        season_pages,
    )


__all__ = ["SecretKeyError", "create_app", "defaults", "instance_folder", "settings"]
