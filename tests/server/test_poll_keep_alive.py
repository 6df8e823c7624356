"""Issue 20 (7): a phone following a game polls its version every two seconds and, while nobody
saves, gets an empty 304. Against the real server (waitress), that 304 keeps the connection: it
once carried `Connection: close`, so every following phone opened a new connection each poll."""

import http.client

import pytest
from live_server import Browser, Table, start_server


@pytest.fixture(scope="module")
def version_path(tmp_path_factory):
    """The real server, and the version address of a game a table started on it."""
    server = start_server(tmp_path_factory.mktemp("poll") / "instance")
    table = Table(Browser(server.port), "Friday")
    try:
        assert table.start_game().status == 302
        yield server.port, table.hand_page.replace("/hands/new", "/version")
    finally:
        table.browser.close()
        server.stop()


@pytest.fixture
def poll(version_path):
    connection = http.client.HTTPConnection("127.0.0.1", version_path[0], timeout=10)
    yield connection
    connection.close()


def current_etag(poll, path) -> str:
    poll.request("GET", path)
    first = poll.getresponse()
    assert first.status == 200 and first.read().startswith(b"{")
    return first.getheader("ETag")


def test_a_polls_304_keeps_the_connection_open(version_path, poll):
    path = version_path[1]
    etag = current_etag(poll, path)
    socket_before = poll.sock
    for _ in range(5):
        poll.request("GET", path, headers={"If-None-Match": etag})
        answer = poll.getresponse()
        assert answer.read() == b""
        assert answer.status == 304
        assert (answer.getheader("Connection") or "").lower() != "close"
        assert not answer.will_close
        assert poll.sock is socket_before  # the same connection, never reopened
    # and the connection still carries a full answer afterwards
    assert current_etag(poll, path) == etag and poll.sock is socket_before


def test_a_client_that_asks_to_close_after_a_304_is_still_closed(version_path, poll):
    path = version_path[1]
    etag = current_etag(poll, path)
    poll.request("GET", path, headers={"If-None-Match": etag, "Connection": "close"})
    answer = poll.getresponse()
    assert answer.status == 304 and answer.will_close


def test_the_loops_304_carries_the_apps_headers_and_a_change_gets_through(
    version_path, poll
):
    """The 304 the network loop answers (cli/keep_alive.py) has the headers the app's own has;
    a save made meanwhile is news at the very next poll, through the app."""
    port, path = version_path
    etag = current_etag(poll, path)
    poll.request("GET", path, headers={"If-None-Match": etag})
    quick = poll.getresponse()
    quick.read()
    names = {name.lower() for name, _ in quick.getheaders()}
    assert {"etag", "cache-control", "vary", "content-security-policy"} <= names
    assert {"date", "server", "x-frame-options", "referrer-policy"} <= names
    assert quick.getheader("Cache-Control") == "no-cache, private"
    # A query string is not the loop's: the app answers it, with the same 304.
    poll.request("GET", path + "?x=1", headers={"If-None-Match": etag})
    slow = poll.getresponse()
    slow.read()
    assert slow.status == 304 and slow.getheader("ETag") == etag
    assert {n.lower() for n, _ in slow.getheaders()} == names


def test_a_wrong_key_with_an_etag_is_404_from_the_real_server(version_path, poll):
    poll.request("GET", "/g/not-a-game/version", headers={"If-None-Match": '"v1"'})
    answer = poll.getresponse()
    answer.read()
    assert answer.status == 404
