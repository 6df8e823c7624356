"""The in-process write queue: one writer at a time, first come first served, bounded."""

import threading
import time

import pytest

from scorekeeper.storage.write_queue import Overloaded, WriteQueue


def test_writers_get_their_turn_in_the_order_they_asked():
    queue, order, holder_in = (
        WriteQueue(limit=10, wait_seconds=5),
        [],
        threading.Event(),
    )

    def holder():
        with queue.turn():
            holder_in.set()
            time.sleep(0.3)

    def writer(n):
        with queue.turn():
            order.append(n)

    first = threading.Thread(target=holder)
    first.start()
    holder_in.wait()
    writers = []
    for n in range(5):
        writers.append(threading.Thread(target=writer, args=(n,)))
        writers[-1].start()
        time.sleep(0.02)  # each asks after the one before
    for thread in [first, *writers]:
        thread.join()
    assert order == [0, 1, 2, 3, 4]


def holding(queue):
    """A writer that holds the queue's turn until the returned event is set; and its thread."""
    release, started = threading.Event(), threading.Event()

    def hold():
        with queue.turn():
            started.set()
            release.wait()

    holder = threading.Thread(target=hold)
    holder.start()
    started.wait()
    return release, holder


def test_a_full_queue_refuses_at_once():
    queue = WriteQueue(limit=1, wait_seconds=5)
    release, holder = holding(queue)
    waiter = threading.Thread(target=lambda: queue.turn().__enter__())
    waiter.start()
    time.sleep(0.05)  # the one allowed waiter is waiting
    with pytest.raises(Overloaded, match="1 saves are already waiting"):
        with queue.turn():
            pass
    release.set()
    holder.join()
    waiter.join()


def test_a_wait_longer_than_allowed_is_overloaded_and_leaves_the_queue():
    queue = WriteQueue(limit=5, wait_seconds=0.1)
    release, holder = holding(queue)
    with pytest.raises(Overloaded, match="waited 0.1 s"):
        with queue.turn():
            pass
    release.set()
    holder.join()
    with queue.turn():  # free again, and no stale waiter blocks it
        pass


def test_a_writer_that_need_not_wait_is_refused_at_once_while_the_turn_is_held():
    """A page storing a cache must not queue behind a burst of saves: with the turn held,
    `turn(wait=False)` answers Overloaded at once; with it free, it takes it."""
    queue = WriteQueue(limit=5, wait_seconds=5)
    with queue.turn():
        started = time.monotonic()
        with pytest.raises(Overloaded):
            with queue.turn(wait=False):
                pass
        assert time.monotonic() - started < 0.5
    with queue.turn(wait=False):
        pass  # free again: taken
    with queue.turn():
        pass  # and handed back
