"""Faults against the real server process: `kill -9` in the middle of saves, and a database held
locked by another process for longer than the server waits (503, then the same form again)."""

import http.client
import re
import sqlite3
import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from live_server import (
    HAND,
    Browser,
    Table,
    form_fields,
    integrity,
    start_server,
    stored_hands,
)

from scorekeeper.web.delivery.bundles import BUNDLES


def keep_saving(table: Table, stop: threading.Event) -> Table:
    try:
        table.start_game()
        while table.hand_page and not stop.is_set():
            table.save_hand()
    except (OSError, http.client.HTTPException):
        pass  # the server died under us (maybe mid-answer): what was acknowledged before is what counts
    finally:
        table.browser.close()
    return table


def running(pid) -> bool:
    """Alive, not a zombie left for whoever reaps orphans."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.parametrize("round_", [1, 2])
def test_kill_9_during_saves_keeps_every_acknowledged_hand_once_and_the_file_sound(
    tmp_path, round_
):
    server = start_server(tmp_path / "instance")
    stop = threading.Event()
    tables = [Table(Browser(server.port, timeout=10), f"table {n}") for n in range(8)]
    threads = [
        threading.Thread(target=keep_saving, args=(table, stop)) for table in tables
    ]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 60
    while (
        sum(len(t.acknowledged) for t in tables) < 15 * round_
        and time.monotonic() < deadline
    ):
        time.sleep(0.01)
    pid = server.process.pid
    copies = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    server.kill_9()  # in the middle of saves: eight tables are saving back to back
    stop.set()
    for thread in threads:
        thread.join()
    acknowledged = sum(len(t.acknowledged) for t in tables)
    assert acknowledged > 0, (
        "no hand was saved before the kill: the test tested nothing"
    )

    assert integrity(server.database) == "ok"
    stored = stored_hands(server.database)
    for table in tables:
        nonces = stored.get(table.name, [])
        assert [n for n, times in Counter(nonces).items() if times > 1] == []
        # Acknowledged hands come first and in order; at most the one in flight follows.
        assert nonces[: len(table.acknowledged)] == table.acknowledged
        assert len(nonces) - len(table.acknowledged) in (0, 1)

    # its web processes and paper worker end with it, not serving the socket beside the next
    deadline = time.monotonic() + 15
    while any(running(copy) for copy in copies):
        assert time.monotonic() < deadline, "a copy outlived the server killed with -9"
        time.sleep(0.1)
    again = start_server(tmp_path / "instance", port=server.port)
    try:
        assert stored_hands(again.database) == stored
    finally:
        again.stop()


@pytest.fixture
def impatient_server(tmp_path):
    """A server that waits only 0.3 s for the database, so a lock held by the test overloads it."""
    server = start_server(tmp_path / "instance", "WRITE_WAIT_SECONDS = 0.3\n")
    yield server
    server.stop()


def test_a_save_blocked_by_another_process_gets_503_and_the_same_form_to_send_again(
    impatient_server,
):
    table = Table(Browser(impatient_server.port), "blocked")
    assert table.start_game().status == 302
    page = table.browser.get(table.hand_page)
    typed = {
        **form_fields(page.body, "hand-form"),
        **HAND,
    }

    other = sqlite3.connect(impatient_server.database, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    busy = table.browser.post(table.hand_page, typed)
    assert busy.status == 503
    assert 2 <= int(busy.headers["retry-after"]) <= 4
    resent = form_fields(busy.body, "retry-form")
    assert resent == typed  # every field, nonce, version and CSRF token included
    # the page's one script is the bundle that carries retry.js, which sends the form again
    kind = re.search(r'src="/static/bundles/(\w+)\.js\?v=', busy.body).group(1)
    assert "pages/retry.js" in BUNDLES[kind]
    other.execute("ROLLBACK")
    other.close()

    assert table.browser.post(table.hand_page, resent).status == 302
    # sent twice: saved once
    assert table.browser.post(table.hand_page, resent).status == 302
    table.browser.close()
    assert stored_hands(impatient_server.database) == {"blocked": [typed["nonce"]]}
