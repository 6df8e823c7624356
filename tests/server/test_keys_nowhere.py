"""The proof, on the real server (scripts/run.sh, nginx in front as for phones on the Wi-Fi): one
key of every kind is made and used (pages, downloads, PDFs, a 413 and a 429 at nginx, a closed
evening, a replaced game link and a replaced table link), and then every byte the server and its front wrote is searched for every
key: the database, its WAL, a backup taken while serving, the log (the app's, waitress's and
nginx's), every download and PDF. None holds one, but the table cards, printed to carry the
tables' links. A database from before keeps its links through the migration."""

import http.client
import socket
import subprocess
import sys
import time

import pytest
from event_games import play, start
from factories import a_game, a_group, an_event
from live_server import Browser, start_server
from old_schema import old_database
from pdf_tools import pdf_text

from scorekeeper import storage
from scorekeeper.storage.event_store import evening_close
from scorekeeper.storage.event_store.table_keys import replace_table_key
from scorekeeper.storage.game_links import replace_game_link

HAND = {
    "results": [
        {"meld_points": 120, "canastas": {}, "hand_points": 0},
        {"meld_points": 90, "canastas": {}, "hand_points": 0},
    ]
}
CONFIG = "FRONT_CONNECTIONS_PER_ADDRESS = 3\n"


@pytest.fixture
def server(tmp_path):
    server = start_server(tmp_path / "instance", CONFIG, host="0.0.0.0")
    yield server
    server.stop()


def made(database) -> dict:
    """A key of every kind, stored in the served database as the pages store them."""
    db = storage.open_db(database)
    try:
        group = a_group(db, name="Our table")
        game = a_game(db, [HAND], name="Ana v Ben", group_pk=group["pk"])
        event = start(db, an_event(db), 1)
        play(db, event, 1, 1, [(120, 90)])
        round_games = storage.round_games(db, event["pk"], 1)
        tables = storage.table_links(db, event["pk"])
        closed = start(db, start(db, an_event(db, name="Last week"), 1), 2)
        closed_game = storage.round_games(db, closed["pk"], 2)[0]["id"]
        evening_close.close(db, closed["pk"])
        keys = {
            "game": game,
            "game view": storage.get_game(db, game)["view_token"],
            "group": group["token"],
            "group view": group["view_token"],
            "director": event["token"],
            "room": event["view_token"],
            "table": tables[0]["token"],
            "table game": round_games[0]["id"],
            "replaced table": tables[1]["token"],
            "replaced table game": round_games[1]["id"],
            "closed director": closed["token"],
            "closed table game": closed_game,
        }
        keys["replaced game"] = game
        keys["game"] = replace_game_link(db, game, "record")
    finally:
        db.close()
    return keys


def replace_table_two(database, event_key) -> dict:
    """The director replaces table 2's link, as the director's page does, while serving: the
    table's new key and its game's."""
    db = storage.open_db(database)
    try:
        event = storage.event_by_key(db, event_key)
        new = replace_table_key(db, event["pk"], 2, expected_version=event["version"])
        return {
            "new table": new,
            "new table game": storage.table_game(db, event["pk"], 2),
        }
    finally:
        db.close()


DEAD_GAME_PATHS = (
    "",
    "/version",
    "/hands/new",
    "/export.json",
    "/sheet.pdf",
    "/hands.csv",
)


def fetched(port, path) -> tuple[int, bytes]:
    """A download as a browser gets it: a paper worker's file is asked again while the answer says
    it is being prepared (202, web/plumbing/prepared.py)."""
    deadline = time.monotonic() + 120
    while True:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            status, body = response.status, response.read()
            again = response.getheader("refresh", "1").split(";")[0]
        finally:
            connection.close()
        if status != 202 or time.monotonic() > deadline:
            return status, body
        time.sleep(float(again))


def too_large(port, path) -> bytes:
    """A POST announcing a body past nginx's limit: 413 before a byte of it is sent."""
    phone = socket.create_connection(("127.0.0.1", port), timeout=10)
    phone.sendall(
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 9000000\r\n\r\n".encode()
    )
    answer = phone.recv(64)
    phone.close()
    return answer


def too_many(port, path) -> bytes:
    """Three requests held in progress from one address, then a fourth: nginx's 429."""
    head = f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n".encode()
    held = []
    for _ in range(3):
        sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        sock.sendall(head)
        held.append(sock)
    time.sleep(0.5)
    extra = socket.create_connection(("127.0.0.1", port), timeout=10)
    extra.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    answer = extra.recv(64)
    for sock in [extra, *held]:
        sock.close()
    return answer


def test_no_byte_the_server_and_its_front_wrote_holds_a_key(server, tmp_path):
    database = server.instance / "scorekeeper.sqlite"
    keys = made(database)
    port = server.port
    phone = Browser(port)
    # each key used, as its holder uses it
    for path in (
        f"/g/{keys['game']}",
        f"/g/{keys['game']}/share",
        f"/v/{keys['game view']}",
        f"/groups/{keys['group']}",
        f"/groups/{keys['group view']}",
        f"/e/{keys['director']}",
        f"/e/{keys['room']}/standings",
        f"/e/{keys['closed director']}",
        f"/g/{keys['table game']}/hands/new",
    ):
        assert phone.get(path).status == 200, path
    assert phone.get(f"/t/{keys['table']}").status == 302
    assert phone.get(f"/e/{keys['director']}").headers["cache-control"] == "no-store"
    # the closed evening: its table's game shows, records nothing; its director's link too
    assert phone.get(f"/g/{keys['closed table game']}").status == 200
    assert phone.get(f"/g/{keys['closed table game']}/hands/new").status == 403
    # table 2's phone plays by its link; then the director replaces it
    assert phone.get(f"/t/{keys['replaced table']}").status == 302
    assert phone.get(f"/g/{keys['replaced table game']}/hands/new").status == 200
    keys.update(replace_table_two(database, keys["director"]))
    assert phone.get(f"/t/{keys['new table']}").status == 302
    assert phone.get(f"/g/{keys['new table game']}/hands/new").status == 200
    # the replaced keys: dead on every path, the game's and the table's with its game
    for path in (*DEAD_GAME_PATHS, "/share"):
        assert phone.get(f"/g/{keys['replaced game']}{path}").status == 404, path
    assert phone.get(f"/t/{keys['replaced table']}").status == 404
    for path in DEAD_GAME_PATHS:
        assert phone.get(f"/g/{keys['replaced table game']}{path}").status == 404, path
    save = phone.request("POST", f"/g/{keys['replaced table game']}/hands/new", form={})
    assert save.status == 404
    phone.close()
    # nginx's refusals, each with a key in its path
    assert b" 413 " in too_large(port, f"/g/{keys['game']}/hands/new")
    assert b" 429 " in too_many(port, f"/g/{keys['table game']}/hands/new")

    downloads = {}
    for name, path in {
        "game file": f"/g/{keys['game']}/export.json",
        "game csv": f"/g/{keys['game']}/hands.csv",
        "game sheet": f"/g/{keys['game']}/sheet.pdf",
        "group file": f"/groups/{keys['group']}/export.json",
        "group csv": f"/groups/{keys['group']}/hands.csv",
        "results pdf": f"/e/{keys['director']}/results.pdf",
        "results csv": f"/e/{keys['director']}/results.csv",
        "guide cards": f"/e/{keys['director']}/guide-cards.pdf",
        "table cards": f"/e/{keys['director']}/table-cards.pdf",
    }.items():
        status, body = fetched(port, path)
        assert status == 200, name
        downloads[name] = body
    copy = tmp_path / "nightly.sqlite"
    subprocess.run(
        [sys.executable, "-m", "scorekeeper", "backup", str(copy)],
        check=True,
        capture_output=True,
        env={"SCOREKEEPER_INSTANCE": str(server.instance), "PATH": "/usr/bin:/bin"},
    )
    wal = database.with_name(database.name + "-wal")
    assert (
        wal.stat().st_size > 0
    )  # written while serving: searched as the server left it
    on_disk = {
        "database": database.read_bytes(),
        "wal": wal.read_bytes(),
        "backup": copy.read_bytes(),
    }
    server.stop()
    log = server.log.read_bytes()
    refused = (server.instance / "front" / "refused.log").read_bytes()
    assert b"front 413 POST /g/*/hands/new" in refused  # nginx's line for each refusal
    assert b"front 429 GET /g/*/hands/new" in refused
    searched = {**on_disk, "log": log, "nginx's log": refused}
    for name, body in downloads.items():
        searched[name] = body
        if name.endswith(("pdf", "sheet", "cards")):
            searched[f"{name} text"] = pdf_text(body, tmp_path).encode()
    cards = searched.pop("table cards text")
    assert keys["table"].encode() in cards  # printed because the director asked for it
    assert keys["replaced table"].encode() not in cards
    assert keys["new table"].encode() in cards  # table 2's new link instead
    searched.pop("table cards")
    for where, data in searched.items():
        for kind, key in keys.items():
            assert key.encode() not in data, f"the {kind} key is in the {where}"


def test_links_given_out_before_the_migration_open_what_they_opened(tmp_path):
    instance = tmp_path / "instance"
    instance.mkdir()
    keys = old_database(instance / "scorekeeper.sqlite")
    server = start_server(instance, host="0.0.0.0")
    try:
        phone = Browser(server.port)
        assert "Old" in phone.get(f"/g/{keys['g']}").body
        assert phone.get(f"/v/{keys['gv']}").status == 200
        assert "Club" in phone.get(f"/groups/{keys['grp']}").body
        assert phone.get(f"/groups/{keys['grpv']}").status == 200
        assert phone.get(f"/e/{keys['e']}").status == 200
        assert phone.get(f"/e/{keys['ev']}/standings").status == 200
        assert phone.get(f"/t/{keys['t']}").status == 200
        share = phone.get(f"/g/{keys['g']}/share").body
        assert f"/v/{keys['gv']}" in share  # shown again, from its seal
        phone.close()
    finally:
        server.stop()
    database = instance / "scorekeeper.sqlite"
    data = database.read_bytes()
    wal = database.with_name(database.name + "-wal")
    data += wal.read_bytes() if wal.exists() else b""
    for name, key in keys.items():
        assert key.encode() not in data, name
