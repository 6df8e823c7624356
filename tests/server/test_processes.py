"""Server processes over one socket and one database (cli/processes.py; one a core by default,
`PROCESSES=2 scripts/run.sh` here): saves from two phones land once each, a phone following a
game sees a save made through the other process, an event's pages agree whichever process draws
them, and a process killed with -9 loses no hand it acknowledged and is started again, while the
other goes on serving."""

import http.client
import os
import re
import signal
import threading
import time
from pathlib import Path

import pytest
from event_night import club_night, start_round_through_storage
from live_server import Browser, Table, integrity, start_server, stored_hands

from scorekeeper import storage


def children(server) -> list[int]:
    """The server processes: the children of the process run.sh became, but its paper workers
    (multiprocessing's spawned processes and their resource tracker, web/plumbing/paper_pool.py)."""
    found = Path(f"/proc/{server.process.pid}/task/{server.process.pid}/children")
    pids = [int(pid) for pid in found.read_text().split()]
    return [pid for pid in pids if b"multiprocessing" not in _command(pid)]


def _command(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:  # gone meanwhile
        return b"multiprocessing"


def _socket_inodes(pid: int) -> set[str]:
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    return inodes


def serving_process(server, browser: Browser) -> int:
    """Which server process holds this phone's kept-alive connection (from /proc/net/tcp)."""
    browser.get("/reachable")
    client_port = browser._connection.sock.getsockname()[1]
    inode = None
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        local, remote = fields[1], fields[2]
        if (
            int(local.split(":")[1], 16) == server.port
            and int(remote.split(":")[1], 16) == client_port
        ):
            inode = fields[9]
    for pid in children(server):
        if inode in _socket_inodes(pid):
            return pid
    raise AssertionError("no server process holds the connection")


def phones_on_each_process(server, wanted: int = 2) -> dict[int, Browser]:
    """One phone (its own connection) held by each server process: the kernel hands new
    connections to whichever process accepts first, so open some until each has one."""
    held: dict[int, Browser] = {}
    spare = []
    for _ in range(60):
        phone = Browser(server.port, timeout=20)
        pid = serving_process(server, phone)
        if pid in held:
            spare.append(phone)
        else:
            held[pid] = phone
        if len(held) == wanted:
            break
    for phone in spare:
        phone.close()
    server.phones = list(held.values())  # closed by the fixture
    assert len(held) == wanted, f"connections went to {sorted(held)} only"
    return held


@pytest.fixture
def server(tmp_path):
    server = start_server(tmp_path / "instance", env={"PROCESSES": "2"})
    deadline = time.monotonic() + 20
    while len(children(server)) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    server.phones = []
    yield server
    for phone in server.phones:
        phone.close()
    server.stop()


def test_a_follower_sees_a_save_made_through_the_other_process(server):
    (first, one), (second, other) = phones_on_each_process(server).items()
    assert first != second
    table = Table(one, "Friday")
    assert table.start_game().status == 302
    poll = table.hand_page.replace("/hands/new", "/version")
    etag = other.get(poll).headers["etag"]
    assert other.get(poll, headers={"If-None-Match": etag}).status == 304
    assert serving_process(server, one) == first and table.save_hand().status == 302
    answer = other.get(poll, headers={"If-None-Match": etag})
    assert serving_process(server, other) == second
    assert answer.status == 200 and '"version":2' in answer.body.replace(" ", "")


def test_saves_from_two_phones_on_two_processes_land_once_each(server):
    phones = phones_on_each_process(server)
    tables = [Table(phone, f"table {n}") for n, phone in enumerate(phones.values())]
    for table in tables:
        assert table.start_game().status == 302

    def save_ten(table):
        for _ in range(10):
            table.save_hand()

    threads = [threading.Thread(target=save_ten, args=(t,)) for t in tables]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    stored = stored_hands(server.database)
    for table in tables:
        assert len(table.acknowledged) == 10
        assert stored[table.name] == table.acknowledged  # each once, in order


def test_kill_9_of_one_process_loses_no_acknowledged_hand(server):
    phones = phones_on_each_process(server)
    (victim, doomed), (survivor, steady) = phones.items()
    tables = {victim: Table(doomed, "doomed"), survivor: Table(steady, "steady")}
    for table in tables.values():
        assert table.start_game().status == 302
    stop = threading.Event()

    def keep_saving(table):
        while not stop.is_set():
            try:
                table.save_hand()
            except (OSError, http.client.HTTPException):
                table.browser.close()  # its process died mid-answer: a phone tries again

    threads = [threading.Thread(target=keep_saving, args=(t,)) for t in tables.values()]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 60
    while len(tables[victim].acknowledged) < 5 and time.monotonic() < deadline:
        time.sleep(0.01)
    os.kill(victim, signal.SIGKILL)
    before = len(tables[survivor].acknowledged)
    time.sleep(3)
    stop.set()
    for thread in threads:
        thread.join()
    assert (
        len(tables[survivor].acknowledged) > before
    )  # the other process went on serving
    after = children(server)
    assert (
        victim not in after and len(after) == 2
    )  # and another took the dead one's place
    stored = stored_hands(server.database)
    for table in tables.values():
        # every acknowledged hand once; one saved just as its process died, unanswered, may be
        # there too (the phone typed its next hand on a fresh page)
        hands = stored[table.name]
        assert len(set(hands)) == len(hands) and set(table.acknowledged) <= set(hands)
        assert len(hands) - len(table.acknowledged) <= 1
    assert integrity(server.database) == "ok"


def test_the_server_runs_one_process_a_core_by_default(tmp_path):
    server = start_server(tmp_path / "instance")
    try:
        deadline = time.monotonic() + 20
        while len(children(server)) < os.cpu_count() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(children(server)) == os.cpu_count()
    finally:
        server.stop()


def test_the_event_pages_agree_whichever_process_answers(server):
    """Each process keeps its own board of an event (web/boards/event_board.py): a result typed
    after both drew theirs shows on both at their next request, the director's page and the
    room's screen alike. Table 1's sheet of round 1 reads 900 to 700: Pair 1 (its North-South)
    ranks first with 900 points, a margin of 200 and one win."""
    db = storage.open_db(server.database)
    event = club_night(db, 3, 2)
    start_round_through_storage(db, event, 1)
    phones = phones_on_each_process(server)
    room = f"/e/{event['view_token']}/standings"
    for phone in phones.values():
        assert phone.get(room).status == 200
        assert phone.get(f"/e/{event['token']}").status == 200
    version = storage.event_by_key(db, event["token"])["version"]
    storage.set_paper_result(
        db, event["pk"], 1, 1, {"ns": 900, "ew": 700}, expected_version=version
    )
    db.close()
    first = re.compile(
        r'<tr><td class="num">1</td><td>Pair 1</td>\s*<td class="num">900</td>'
        r'<td class="num">200</td><td class="num">1</td>'
    )
    for pid, phone in phones.items():
        assert serving_process(server, phone) == pid
        assert first.search(phone.get(room).body)
        director = phone.get(f"/e/{event['token']}").body
        assert first.search(director) and "paper" in director
