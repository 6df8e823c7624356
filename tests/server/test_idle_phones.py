"""Phones keep connections open doing nothing; a room full of them must not starve the server."""

import socket

from live_server import Browser, start_server

IDLE = 150  # more than waitress's own default limit of 100 connections


def test_a_page_is_still_answered_while_150_idle_connections_are_open(tmp_path):
    server = start_server(tmp_path / "instance")
    idle = []
    try:
        for _ in range(IDLE):
            idle.append(
                socket.create_connection(("127.0.0.1", server.port), timeout=10)
            )
        # Half of them have even started a request and stalled (a phone that lost its signal).
        for connection in idle[::2]:
            connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        browser = Browser(server.port, timeout=10)
        assert browser.get("/").status == 200
        browser.close()
    finally:
        for connection in idle:
            connection.close()
        server.stop()
