"""One writer at a time in this process, first come first served, with a bounded wait.

SQLite's own busy handler sleeps and retries, so under a burst a late writer may overtake
one that has waited seconds, and a writer that loses often enough fails with "database is
locked". Queueing writers here instead keeps the order fair and lets the app say plainly
"too busy, try again in a moment" (503) when the queue is full or the wait too long."""

import threading
from collections import deque
from contextlib import contextmanager


class Overloaded(Exception):
    """Too many saves are waiting: the caller should answer 503 with Retry-After."""

    def __init__(self, message, retry_after=2):
        super().__init__(message)
        self.retry_after = retry_after


class WriteQueue:
    """A fair (FIFO) lock: at most `limit` writers wait, each at most `wait_seconds`."""

    def __init__(self, limit=200, wait_seconds=10.0):
        self.limit = limit
        self.wait_seconds = wait_seconds
        self._guard = threading.Lock()
        self._busy = False
        self._waiting: deque[threading.Event] = deque()

    @contextmanager
    def turn(self, wait: bool = True):
        """Hold the writer's turn for the body of the `with`. `wait=False`: a writer that can
        do without (a reader storing a cache) takes the turn only if nobody holds it, else
        Overloaded at once, so a page never queues behind a burst of saves."""
        if wait:
            self._acquire()
        else:
            with self._guard:
                if self._busy:
                    raise Overloaded("another write holds the turn", retry_after=0)
                self._busy = True
        try:
            yield
        finally:
            self._release()

    def _acquire(self):
        with self._guard:
            if not self._busy:
                self._busy = True
                return
            if len(self._waiting) >= self.limit:
                raise Overloaded(f"{len(self._waiting)} saves are already waiting")
            ticket = threading.Event()
            self._waiting.append(ticket)
        if ticket.wait(self.wait_seconds):
            return
        with self._guard:
            if ticket.is_set():  # handed the turn just as the wait ran out: take it
                return
            self._waiting.remove(ticket)
        raise Overloaded(f"waited {self.wait_seconds:g} s for the database")

    def _release(self):
        with self._guard:
            if self._waiting:
                self._waiting.popleft().set()  # hand the turn straight to the longest waiter
            else:
                self._busy = False
