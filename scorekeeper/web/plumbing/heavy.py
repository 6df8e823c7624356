"""A few threads at most draw the expensive answers (sheets, pads, exports, CSV, imports, the
hand preview), so page views and saves always find a free thread. HEAVY_AT_ONCE draw, as many
more may wait up to HEAVY_WAIT_SECONDS for a turn, and any further one is refused at once: with
8 server threads and 2 turns, ten PDFs asked at once hold at most four threads and leave four
for the tables. A refused request gets the busy page (503, Retry-After, tries again by itself),
never a wait of minutes."""

import threading
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
