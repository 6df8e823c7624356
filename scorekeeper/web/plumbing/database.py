"""The app's database: checked and migrated once at start, then one cheap connection per request,
whose writes queue in the app's WriteQueue: the Flask glue around `storage`, which knows no Flask."""

import threading

import sqlite_utils
from flask import current_app, g

from scorekeeper.storage.database_file import (
    DatabaseMissing,
    check,
    default_marker,
    remember,
)
from scorekeeper.storage.schema import connect, open_db
from scorekeeper.storage.write_queue import WriteQueue

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
    open_db(path).close()
    remember(path, marker)
    app.extensions["database_missing"] = None


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
