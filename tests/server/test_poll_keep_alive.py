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
