"""The server's network loop (scorekeeper/cli/event_loop.py) hears every connection: also one that
got the number of a connection closed a moment before, as a phone's next connection through
nginx often does. Real sockets, real epoll."""

import socket

from waitress import wasyncore

from scorekeeper.cli.event_loop import EpollLoop


class Connection(wasyncore.dispatcher):
    """A connection of the loop's map that records what it read."""

    def __init__(self, sock, socket_map):
        super().__init__(sock, map=socket_map)
        self.heard = b""

    def writable(self):
        return False

    def handle_read(self):
        self.heard += self.recv(100)


def turns_until_heard(loop, connection, turns=5) -> bytes:
    for _ in range(turns):
        loop.turn(True)
        if connection.heard:
            break
    return connection.heard


def test_a_connection_is_heard():
    socket_map = {}
    ours, phone = socket.socketpair()
    connection = Connection(ours, socket_map)
    loop = EpollLoop(socket_map, timeout=0.05)
    phone.sendall(b"GET / HTTP/1.1\r\n\r\n")
    assert turns_until_heard(loop, connection) == b"GET / HTTP/1.1\r\n\r\n"
    phone.close()
    connection.close()


def test_a_connection_with_a_closed_ones_number_is_heard():
    socket_map = {}
    ours, phone = socket.socketpair()
    first = Connection(ours, socket_map)
    loop = EpollLoop(socket_map, timeout=0.05)
    loop.turn(True)  # registered, waiting to read
    number = ours.fileno()
    first.close()  # the kernel forgets it; the loop's own record still holds it
    phone.close()
    ours, phone = socket.socketpair()
    if phone.fileno() == number:
        ours, phone = phone, ours
    assert ours.fileno() == number, "the new connection takes the closed one's number"
    second = Connection(ours, socket_map)
    phone.sendall(b"GET /e/room HTTP/1.1\r\n\r\n")
    assert turns_until_heard(loop, second) == b"GET /e/room HTTP/1.1\r\n\r\n"
    phone.close()
    second.close()
