"""No key of any kind in the real server's log (issue 28): a game's link and its view-only link,
a group's recording and view-only links, an event's director's and room's keys, and a table's
link each reach the log in the app's "503 for GET <path>" while the test holds the database
locked (the lock outlasts a reader's wait of some 10 s); and the group's two links in waitress's
own "Client disconnected while serving <path>", the line the audit found a group key in (a phone
that hung up on the group's download). Every line names them by short ids that open nothing."""

import fcntl
import os
import socket
import struct
import time

import pytest
from factories import a_game, a_group, an_event
from live_server import start_server

from scorekeeper import storage
from scorekeeper.web.plumbing.log_names import short_id
from tests.player_games import A


@pytest.fixture
def server(tmp_path):
    server = start_server(tmp_path / "instance")
    yield server
    server.stop()


def every_kind_of_key(database) -> dict:
    """One key of each kind, stored straight in the served database: {kind: (key, path)}."""
    db = storage.open_db(database)
    try:
        event = an_event(db)
        group = a_group(db)
        game = a_game(
            db,
            name="Friday",
            sides=[{"name": "Us"}, {"name": "Them"}],
            first_dealer=None,
            group_pk=group["pk"],
        )
        view = storage.get_game(db, game)["view_token"]
        table = db.execute(
            "SELECT open_key(token_digest, token_seal) FROM event_tables LIMIT 1"
        ).fetchone()[0]
    finally:
        db.close()
    return {
        "g": (game, f"/g/{game}"),
        "v": (view, f"/v/{view}"),
        "grp": (group["token"], f"/groups/{group['token']}/players"),
        "grp-view": (group["view_token"], f"/groups/{group['view_token']}"),
        "e": (event["token"], f"/e/{event['token']}"),
        "e-room": (event["view_token"], f"/e/{event['view_token']}/standings"),
        "t": (table, f"/t/{table}"),
    }


def asked(port, path) -> socket.socket:
    phone = socket.create_connection(("127.0.0.1", port))
    phone.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    return phone


def locked(database) -> int:
    """The database's shared memory held by another program (a byte-range lock on the WAL
    index's lock bytes, as a backup tool or a stuck process might): no reader gets in."""
    holder = os.open(f"{database}-shm", os.O_RDWR)
    fcntl.lockf(holder, fcntl.LOCK_EX | fcntl.LOCK_NB, 8, 120)
    return holder


def hung_up(port, path) -> None:
    """A phone that asks, gets the first piece of the answer and drops the connection (reset,
    as a lost signal does) while the rest streams out."""
    phone = socket.create_connection(("127.0.0.1", port))
    phone.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    assert phone.recv(1) == b"H"
    phone.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    phone.close()


def a_long_group_download(database, group) -> None:
    """300 games in the group: its file and its CSV stream out in many pieces."""
    db = storage.open_db(database)
    try:
        pk = storage.group_by_key(db, group)["pk"]
        for n in range(300):
            storage.import_game(db, {**A, "name": f"G{n}"}, group_pk=pk)
    finally:
        db.close()


def log_when(server, enough) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        log = server.log.read_text()
        if enough(log):
            return log
        time.sleep(0.2)
    return server.log.read_text()


def test_no_key_of_any_kind_reaches_the_servers_log(server):
    database = server.instance / "scorekeeper.sqlite"
    keys = every_kind_of_key(database)
    group, view = keys["grp"][0], keys["grp-view"][0]
    a_long_group_download(database, group)
    hung_up(server.port, f"/groups/{group}/export.json")
    hung_up(server.port, f"/groups/{view}/export.json")
    log_when(server, lambda log: log.count("Client disconnected while serving") >= 2)
    holder = locked(database)
    waiting = [asked(server.port, path) for _key, path in keys.values()]
    # past the server's wait for the lock: every phone gets the busy page
    time.sleep(11)
    os.close(holder)  # let go: its locks go with it
    answers = [phone.recv(64) for phone in waiting]
    for phone in waiting:
        phone.close()
    assert all(b" 503 " in answer for answer in answers), answers
    log = log_when(server, lambda log: log.count("503 for GET") >= len(keys))
    for kind, (key, path) in keys.items():
        assert key not in log, f"the {kind} key is in the log"
        shown = path.replace(key, short_id(key, kind.split("-")[0]))
        assert f"503 for GET {shown}: " in log, kind
    assert (
        f"disconnected while serving /groups/{short_id(group, 'grp')}/export.json"
        in log
    )
    assert (
        f"disconnected while serving /groups/{short_id(view, 'grp')}/export.json" in log
    )
