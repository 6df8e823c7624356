"""The app's database: checked and migrated once at start, then one cheap connection per request,
whose writes queue in the app's WriteQueue: the Flask glue around `storage`, which knows no Flask."""

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


def get_db() -> sqlite_utils.Database:
    """This request's database connection, opened on first use (no migration, no pragma
    beyond the connection's own), with the app's write queue for its writes."""
    if "db" not in g:
        path = current_app.config["DATABASE"]
        if current_app.extensions.get("database_missing"):
            with _restarting:
                if current_app.extensions.get("database_missing"):
                    _start(current_app)  # restored meanwhile? then serve again
        g.db = connect(path, int(current_app.config["WRITE_WAIT_SECONDS"] * 1000))
        g.db.write_queue = current_app.extensions["write_queue"]
        if current_app.config["DATABASE_MAX_BYTES"]:
            # SQLite's own ceiling: a write past it fails as on a full disk (SQLITE_FULL).
            pages = current_app.config["DATABASE_MAX_BYTES"] // PAGE_SIZE
            g.db.execute(f"PRAGMA max_page_count = {max(1, pages)}")
        g.db.check_room = partial(
            check_room, path, current_app.config["DISK_RESERVE_BYTES"]
        )
    return g.db


def close_db(exception=None):
    db = g.pop("db", None)
    if db is not None:
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
