"""The app's database: checked and migrated once at start, then one cheap connection per request,
whose writes queue in the app's WriteQueue: the Flask glue around `storage`, which knows no Flask.

In the production server each thread keeps its connection from one request to the next
(`keep_connections`): opening one, with its functions and pragmas, SQLite reading the schema, and
closing it cost 0.8 ms of CPU a request, 7 % of the server's in a 400-table round's last minute
(py-spy, issue 41). The file is looked at each request: one replaced or removed (a restore, a
deleted folder) is opened again, or found missing, as before; a request that failed or left a
transaction open closes its connection."""

import os
import sqlite3
import threading
from functools import partial

import sqlite_utils
from flask import current_app, g

from scorekeeper.storage.database_file import (
    DatabaseMissing,
    check,
    default_marker,
    remember,
)
from scorekeeper.storage.disk_space import (
    check_room,
    free_bytes,
    keep_ballast,
    megabytes,
    release_ballast,
)
from scorekeeper.storage.schema import DatabaseUnavailable, connect, open_db
from scorekeeper.storage.transactions import cannot_write
from scorekeeper.storage.write_queue import WriteQueue

PAGE_SIZE = 4096  # SQLite's default page size, which this app never changes
_restarting = threading.Lock()  # one request at a time re-checks a missing database
# the server thread's kept connection: app, file, connection
_thread = threading.local()


def keep_connections(app) -> None:
    """Each server thread keeps its connection between requests (cli/serving.py, for waitress's
    threads; the tests' clients and the command line open one a request)."""
    app.extensions["keep_connections"] = True


def get_db() -> sqlite_utils.Database:
    """This request's database connection, opened on first use (no migration, no pragma
    beyond the connection's own), with the app's write queue for its writes."""
    if "db" not in g:
        if current_app.extensions.get("database_missing"):
            with _restarting:
                if current_app.extensions.get("database_missing"):
                    _start(current_app)  # restored meanwhile? then serve again
        g.db = _kept(current_app) or _opened(current_app)
    return g.db


def _opened(app) -> sqlite_utils.Database:
    path = app.config["DATABASE"]
    db = connect(path, int(app.config["WRITE_WAIT_SECONDS"] * 1000))
    db.write_queue = app.extensions["write_queue"]
    if app.config["DATABASE_MAX_BYTES"]:
        # SQLite's own ceiling: a write past it fails as on a full disk (SQLITE_FULL).
        pages = app.config["DATABASE_MAX_BYTES"] // PAGE_SIZE
        db.execute(f"PRAGMA max_page_count = {max(1, pages)}")
    db.check_room = partial(check_room, path, app.config["DISK_RESERVE_BYTES"])
    if app.extensions.get("keep_connections"):
        _thread.app, _thread.file, _thread.db = app, _file(path), db
    return db


def _file(path) -> tuple | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def _kept(app) -> sqlite_utils.Database | None:
    """The thread's connection from its last request, while it is to the same app's file."""
    db = getattr(_thread, "db", None)
    if db is None:
        return None
    if _thread.app is app and _thread.file is not None:
        if _file(app.config["DATABASE"]) == _thread.file:
            return db
    _drop()
    return None


def _drop() -> None:
    db = getattr(_thread, "db", None)
    _thread.__dict__.clear()
    if db is not None:
        db.close()


def close_db(exception=None):
    """The request's connection closed, or kept for the thread's next one when the request
    ended well and left no transaction open."""
    db = g.pop("db", None)
    if db is None:
        return
    if getattr(_thread, "db", None) is db:
        if exception is None and not db.conn.in_transaction:
            return
        _thread.__dict__.clear()
    db.close()


def _start(app):
    """Check, create or migrate the database; a database that vanished is reported (log and
    every page) and never replaced by an empty one."""
    path, marker = (
        app.config["DATABASE"],
        app.config["DATABASE_MARKER"] or default_marker(app.instance_path),
    )
    try:
        check(path, marker)
    except DatabaseMissing as error:
        app.extensions["database_missing"] = str(error)
        app.logger.error("%s", error)
        raise
    _make_room(app)
    try:
        open_db(path).close()
    except sqlite3.OperationalError as error:
        if not cannot_write(error):
            raise
        # A full or failing disk: start anyway; reads are tried, writes refused, both say so.
        app.logger.error("cannot prepare the database %s: %s", path, error)
    remember(path, marker)
    app.extensions["database_missing"] = None


def _make_room(app):
    """Below the reserve, give the ballast's room to SQLite, so it can make its WAL index and
    serve reads on a disk something else filled."""
    free = free_bytes(app.config["DATABASE"])
    if free < app.config["DISK_RESERVE_BYTES"]:
        freed = release_ballast(app.instance_path)
        app.logger.error(
            "only %s free on the disk of %s: saves are refused until there is %s%s",
            megabytes(free),
            app.config["DATABASE"],
            megabytes(app.config["DISK_RESERVE_BYTES"]),
            f" (released the {megabytes(freed)} ballast)" if freed else "",
        )


def hold_room(app):
    """For the production server: log the free space, lay the ballast while there is room, and
    keep one connection open for the server's life, so SQLite's WAL index (the -shm file) stays
    made and mapped: a connection opened after the disk filled never has to make it again."""
    free = free_bytes(app.config["DATABASE"])
    app.logger.info(  # a fact of a normal start, not a warning (below the reserve is an error: above)
        "%s free on the disk of %s (saves are refused below %s)",
        megabytes(free),
        app.config["DATABASE"],
        megabytes(app.config["DISK_RESERVE_BYTES"]),
    )
    keep_ballast(
        app.instance_path,
        app.config["DISK_BALLAST_BYTES"],
        app.config["DISK_RESERVE_BYTES"],
    )
    try:
        keeper = connect(app.config["DATABASE"])
        keeper.execute("SELECT count(*) FROM games").fetchone()  # maps the WAL index
    except (sqlite3.Error, DatabaseUnavailable) as error:
        app.logger.error(
            "cannot open the database %s: %s", app.config["DATABASE"], error
        )
        return None
    return keeper


def init_app(app):
    """Close each request's connection, and migrate now: before requests
    arrive in parallel, so two first requests never race to create the tables."""
    app.extensions["write_queue"] = WriteQueue(
        app.config["WRITE_QUEUE_LIMIT"], app.config["WRITE_WAIT_SECONDS"]
    )
    app.teardown_appcontext(close_db)
    try:
        _start(app)
    except DatabaseMissing:
        pass  # logged; every page that needs the games says so until it is restored
