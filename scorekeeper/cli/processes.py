"""Several waitress processes on one machine, over one listening socket and one SQLite file.

Python runs one thread of an interpreter at a time, so one process uses one core however many
threads it has. `SERVER_PROCESSES` (or `scorekeeper serve --processes N`) forks N copies of the
server after the socket is bound: the kernel hands each new connection to whichever process
accepts it first, so nginx (or a phone on loopback) needs no list of them. Everything they must
agree on is in the database, which SQLite in WAL mode lets them share (docs/running.md,
*Several processes*). This process only watches: a copy that dies (even killed with -9) is started
again at once, and the socket stays open meanwhile, so connections wait in its backlog instead
of being refused. A save is acknowledged only once committed, so a copy's death loses nothing
that was answered."""

import ctypes
import os
import signal
import sys
import time


def count(setting) -> int:
    """How many processes: the setting, or one a core when it is None or 0."""
    return int(setting) if setting else (os.cpu_count() or 1)


def die_with_parent():
    """SIGTERM to this process when its parent ends, even killed with -9 (Linux's
    PR_SET_PDEATHSIG): nginx and the forked web processes never outlive the server."""
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)


def _start(work) -> int:
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        # a copy ends with this process, even killed with -9: else it would go on serving the
        # socket beside the copies of the server started again
        die_with_parent()
        if os.getppid() != parent:  # it ended before the copy could ask
            os._exit(0)
        code = 1
        try:
            work()
            code = 0
        except SystemExit as leaving:
            code = leaving.code if isinstance(leaving.code, int) else 0
        finally:
            os._exit(code)
    return pid


def supervise(processes: int, work, log) -> None:
    """Run `work()` in `processes` forked copies until SIGTERM (or SystemExit) reaches this one,
    starting a copy again whenever one ends; then stop them all."""
    children = {_start(work) for _ in range(processes)}
    log.info("%d server processes: %s", processes, sorted(children))
    try:
        while True:
            # Each of ours asked by its own pid, never "any child": the paper workers are this
            # process's children too, and multiprocessing must reap its own (os.wait() took a
            # killed worker's end from it, so it was never replaced once several processes served).
            for pid in list(children):
                done, status = os.waitpid(pid, os.WNOHANG)
                if not done:
                    continue
                children.discard(pid)
                log.error(
                    "server process %d ended (%s): starting another", pid, _how(status)
                )
                # a copy that cannot start at all must not spin the machine
                time.sleep(0.2)
                children.add(_start(work))
            time.sleep(0.1)
    finally:
        for pid in children:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + 10
        for pid in children:
            while time.monotonic() < deadline:
                done, _ = os.waitpid(pid, os.WNOHANG)
                if done:
                    break
                time.sleep(0.05)
            else:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)


def _how(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"signal {os.WTERMSIG(status)}"
    return f"exit {os.WEXITSTATUS(status)}"
