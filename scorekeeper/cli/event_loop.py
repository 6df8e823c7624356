"""Waitress's network loop on epoll, asking each connection what it waits for only when that can
have changed.

Waitress (3.0.2) rebuilds its whole poll set at every turn of its loop: for each open connection
it asks whether it may read and write, then registers it anew. A room of phones keeps hundreds of
connections open, idle nearly all the time, and each poll's 304 turned the loop once: at 200
followers that rebuild cost more than the answer (0.65 ms of CPU a poll, 0.40 ms at 20). Here the
kernel keeps the set (epoll); a turn asks again only the connections that had an event, and all
of them when something else may have changed them: a worker thread finished a request (it wakes
the loop through waitress's trigger), a connection was accepted, or a second passed (waitress's
own clean-up of idle connections runs in the listening socket's `readable`).

The kernel forgets a socket as it closes, and the next connection accepted may get its number:
so what is registered is remembered with the connection it was for, and a number that now
belongs to another connection is registered anew. (Remembering numbers alone left such a
connection unregistered, its request never read: a page that never came, now and then.)"""

import select
import time
from errno import EINTR

from waitress import wasyncore
from waitress.trigger import trigger as Trigger

_READ = select.POLLIN | select.POLLPRI


def _wanted(obj) -> int:
    flags = _READ if obj.readable() else 0
    if obj.writable() and not obj.accepting:
        flags |= select.POLLOUT
    return flags


class EpollLoop:
    """The loop over waitress's socket map; `run()` serves until the map empties or SystemExit."""

    def __init__(self, socket_map: dict, timeout: float = 1.0):
        self.map, self.timeout = socket_map, timeout
        self.epoll = select.epoll()
        self.registered: dict[
            int, tuple[object, int]
        ] = {}  # fd: (its connection, flags)
        self.listeners: list[int] = []

    def _set(self, fd: int, obj, flags: int) -> None:
        had_obj, had = self.registered.get(fd, (None, None))
        if had_obj is not obj and had is not None:
            had = None  # closed, its number reused: the kernel forgot the old one
        if had == flags:
            return
        try:
            if not flags:
                self.epoll.unregister(fd)
            elif had is None:
                self._register(fd, flags)
            else:
                self.epoll.modify(fd, flags)
        except FileNotFoundError:  # closed, the kernel forgot it
            if flags:
                self.epoll.register(fd, flags)
        except OSError:
            pass
        if flags:
            self.registered[fd] = (obj, flags)
        else:
            self.registered.pop(fd, None)

    def _register(self, fd: int, flags: int) -> None:
        try:
            self.epoll.register(fd, flags)
        except FileExistsError:  # the same socket, known under another connection
            self.epoll.modify(fd, flags)

    def _forget_closed(self) -> None:
        for fd in [fd for fd in self.registered if fd not in self.map]:
            self._set(fd, None, 0)

    def refresh(self, fds) -> None:
        """Ask these connections again what they wait for (those gone are forgotten)."""
        for fd in fds:
            obj = self.map.get(fd)
            self._set(fd, obj, 0 if obj is None else _wanted(obj))

    def turn(self, everything: bool) -> bool:
        """One turn; whether the next must ask every connection again."""
        if everything:
            self._forget_closed()
            self.refresh(list(self.map))
            self.listeners = [fd for fd, obj in self.map.items() if obj.accepting]
        else:  # the listening sockets count connections and clean up in `readable`
            self.refresh(self.listeners)
        try:
            events = self.epoll.poll(self.timeout)
        except OSError as error:
            if error.errno != EINTR:
                raise
            return True
        again = not events
        for fd, flags in events:
            obj = self.map.get(fd)
            if obj is None:
                continue
            if isinstance(obj, Trigger) or obj.accepting:
                again = True
            wasyncore.readwrite(obj, flags)
        if not again:
            self.refresh([fd for fd, _ in events])
        return again

    def run(self) -> None:
        everything, last_full = True, time.monotonic()
        while self.map:
            now = time.monotonic()
            if now - last_full >= self.timeout:
                everything = True
            if everything:
                last_full = now
            everything = self.turn(everything)


def serve_forever(server, socket_map: dict, timeout: float = 1.0) -> None:
    """What waitress's `server.run()` does, on this loop."""
    try:
        EpollLoop(socket_map, timeout).run()
    except (SystemExit, KeyboardInterrupt):
        server.close()
