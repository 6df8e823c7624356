"""A few threads at most draw the expensive answers (sheets, pads, exports, CSV, imports, the
hand preview), so page views and saves always find a free thread. HEAVY_AT_ONCE draw, as many
more may wait up to HEAVY_WAIT_SECONDS for a turn, and any further one is refused at once: with
8 server threads and 2 turns, ten PDFs asked at once hold at most four threads and leave four
for the tables. A refused request gets the busy page (503, Retry-After, tries again by itself),
never a wait of minutes."""

import threading
import time
from contextlib import contextmanager
from functools import wraps

from flask import current_app, request

from scorekeeper.storage.write_queue import Overloaded


class HeavyBusy(Overloaded):
    """Every heavy turn is taken: the busy page says so and tries again by itself."""


def heavy(view=None, *, methods=("GET", "POST")):
    """Run the view under one of the app's HEAVY_AT_ONCE turns (only for `methods`)."""
    if view is None:
        return lambda function: heavy(function, methods=methods)

    @wraps(view)
    def limited(*args, **kwargs):
        if request.method not in methods:
            return view(*args, **kwargs)
        turns = current_app.extensions["heavy_turns"]
        turns.take(current_app.config["HEAVY_WAIT_SECONDS"])
        try:
            return view(*args, **kwargs)
        finally:
            turns.give_back()

    return limited


class Turns:
    """`size` turns, and a waiting line no longer than `size`."""

    def __init__(self, size: int):
        self.size = size
        self._turns = threading.BoundedSemaphore(size)
        self._guard = threading.Lock()
        self._wanting = 0  # drawing or waiting

    def take(self, wait_seconds: float) -> None:
        with self._guard:
            if self._wanting >= 2 * self.size:
                raise HeavyBusy(
                    f"{self._wanting} heavy requests already", retry_after=3
                )
            self._wanting += 1
        if not self._turns.acquire(timeout=wait_seconds):
            with self._guard:
                self._wanting -= 1
            raise HeavyBusy(f"no heavy turn within {wait_seconds:g} s", retry_after=3)

    def give_back(self) -> None:
        self._turns.release()
        with self._guard:
            self._wanting -= 1


STREAM_REST = 1.0  # a stream rests this many times as long as it worked on each piece


class HeldStream:
    """A streamed answer drawn under a heavy turn for its whole life: the turn is taken when the
    view runs (busy page if none is free) and given back when the server closes the body, after
    its last piece or when the phone hung up, never earlier. Between pieces the thread lets the
    others run (a save waiting for the CPU gets it between two games of a group's CSV)."""

    def __init__(self, pieces, turns: "Turns"):
        self._pieces, self._turns, self._held = pieces, turns, True

    def __iter__(self):
        try:
            started = time.thread_time()
            for piece in self._pieces:
                yield piece
                # Rest as long as the piece took: the other threads (a table's save) find the
                # interpreter free at least half the time, however long the stream.
                time.sleep((time.thread_time() - started) * STREAM_REST)
                started = time.thread_time()
        finally:
            self.close()  # the last piece sent: the turn is free before the server closes us

    def close(self) -> None:
        if not self._held:
            return
        self._held = False
        try:
            close = getattr(self._pieces, "close", None)
            if close is not None:
                close()
        finally:
            self._turns.give_back()


def heavy_stream(pieces) -> HeldStream:
    """`pieces` (an iterator of the body's parts) held under one of the heavy turns."""
    turns = current_app.extensions["heavy_turns"]
    turns.take(current_app.config["HEAVY_WAIT_SECONDS"])
    return HeldStream(pieces, turns)


def init_app(app):
    app.extensions["heavy_turns"] = Turns(app.config["HEAVY_AT_ONCE"])


@contextmanager
def heavy_turn():
    """One of the app's heavy turns for work a page decides is long only once it has looked
    (a re-rating of thousands of games): the same turns and the same busy page as `heavy`."""
    turns = current_app.extensions["heavy_turns"]
    turns.take(current_app.config["HEAVY_WAIT_SECONDS"])
    try:
        yield
    finally:
        turns.give_back()
