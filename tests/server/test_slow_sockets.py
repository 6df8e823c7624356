"""Slow sockets on the Wi-Fi (issue 20, part 5): served as for phones (HOST=0.0.0.0), nginx stands
in front of waitress. Sockets that drip a request's head are closed at the head's deadline and
never keep a phone from an answer; one address gets only so many requests in progress at once.
(benchmarks/slow_sockets.py measures it with a thousand sockets.)"""

import socket
import time

import pytest
from live_server import Browser, start_server

CONFIG = "FRONT_HEAD_SECONDS = 2\nFRONT_CONNECTIONS_PER_ADDRESS = 3\n"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    server = start_server(
        tmp_path_factory.mktemp("slow") / "instance", CONFIG, host="0.0.0.0"
    )
    yield server
    server.stop()


def opened(port, head: bytes):
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(head)
    return sock


def test_the_network_is_served_through_nginx(server):
    browser = Browser(server.port)
    answer = browser.get("/")
    browser.close()
    assert answer.status == 200 and answer.headers["server"] == "nginx"


def test_two_hundred_dripping_heads_leave_a_phone_its_answer_and_are_closed_at_the_deadline(
    server,
):
    dripping = [
        opened(server.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        for _ in range(200)
    ]
    try:
        browser = Browser(server.port, timeout=10)
        answer = browser.get("/")
        browser.close()
        assert answer.status == 200 and answer.seconds < 2, answer.seconds
        started = time.monotonic()
        for (
            sock
        ) in dripping:  # nginx answers 408 or just closes: either way, the socket ends
            sock.settimeout(max(0.1, 15 - (time.monotonic() - started)))
            while sock.recv(4096):
                pass
        # the deadline is 2 s; slack for a busy machine
        assert time.monotonic() - started < 15
    finally:
        for sock in dripping:
            sock.close()


def test_one_address_gets_only_so_many_requests_in_progress(server):
    # A whole head promising a body that never comes holds a request in progress.
    head = (
        b"POST /games/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n"
    )
    held = [opened(server.port, head) for _ in range(3)]
    try:
        time.sleep(0.5)
        extra = opened(server.port, head)
        answer = extra.recv(4096)
        extra.close()
        assert answer.startswith(b"HTTP/1.1 429")
    finally:
        for sock in held:
            sock.close()
