"""The paper workers: PAPER_WORKERS processes the production server starts beside itself
(`scorekeeper serve`, cli/serving.py), which draw what the pages ask for (prepared.py) so that
WeasyPrint's seconds of CPU and hundreds of megabytes never sit in the web process, nor hold its
interpreter while a table saves.

Each worker is a fresh interpreter (multiprocessing's spawn: no copy of the server's threads,
locks or open database), niced (PAPER_WORKER_NICE) so the tables' saves get the CPU first, with
its own app built from the server's settings. It claims rows of the queue in the database
(storage/paper_jobs.py), so several web processes and their workers share one queue and no
document is drawn twice. A worker whose peak memory passed PAPER_WORKER_MAX_MB ends after its
document and is replaced; one that died (killed, out of memory) is replaced too, and what it was
drawing goes back to the queue (storage/paper_jobs.py says how often). A worker whose server is
gone ends by itself."""

import multiprocessing
import os
import pickle
import resource
import signal
import threading

from scorekeeper.storage import paper_jobs
from scorekeeper.storage.schema import connect

SPAWN = multiprocessing.get_context("spawn")
# Seconds a waiting worker sleeps before looking at the queue again without being woken. Every
# ask wakes one (the event is shared by every server process), and a worker's replacement wakes
# them too, so this only bounds a document asked some other way; looking twice a second, with a
# write transaction each time, was 3 ms of CPU a second, more than 20 idle phones' polls cost.
IDLE_WAIT = 5
KEEP_EVERY = 0.5  # seconds between the pool's looks at whether each worker still runs


class PaperPool:
    """The server's workers and the thread that keeps them running."""

    def __init__(self, app, factory):
        self.app, self._factory = app, factory
        self._wake = SPAWN.Event()
        self._stopping = threading.Event()
        self._settings = {
            key: value for key, value in app.config.items() if _picklable(value)
        }
        self.workers = [self._spawn() for _ in range(app.config["PAPER_WORKERS"])]
        self._keeper = threading.Thread(
            target=self._keep, name="paper-pool", daemon=True
        )
        self._keeper.start()

    def _spawn(self):
        worker = SPAWN.Process(
            target=work,
            args=(
                self._factory,
                self.app.instance_path,
                self._settings,
                self._wake,
                os.getpid(),
            ),
            name="scorekeeper-paper",
            daemon=True,
        )
        worker.start()
        return worker

    def wake(self) -> None:
        """Something was asked: a waiting worker looks at the queue now."""
        self._wake.set()

    def _keep(self) -> None:
        while not self._stopping.wait(KEEP_EVERY):
            for i, worker in enumerate(self.workers):
                if worker.is_alive() or self._stopping.is_set():
                    continue
                worker.join(0)
                given_back = self._release(worker.pid)
                if worker.exitcode != 0 or given_back:
                    self.app.logger.error(
                        "paper worker %d stopped (exit %s); %d document(s) back in the queue",
                        worker.pid,
                        worker.exitcode,
                        given_back,
                    )
                self.workers[i] = self._spawn()
                self.wake()

    def _release(self, pid) -> int:
        try:
            db = connect(self.app.config["DATABASE"])
        except (
            Exception
        ):  # the database is gone: nothing to give back, the pages say so
            return 0
        try:
            return paper_jobs.release(db, pid)
        finally:
            db.close()

    def stop(self) -> None:
        self._stopping.set()
        for worker in self.workers:
            worker.terminate()
        for worker in self.workers:
            worker.join(10)


def _picklable(value) -> bool:
    try:
        pickle.dumps(value)
    except Exception:
        return False
    return True


def start(app, factory) -> PaperPool | None:
    """The pool for the production server, whose workers each build their app with `factory`
    (the app factory; None when PAPER_WORKERS is 0: drawn in the request)."""
    if not app.config["PAPER_WORKERS"]:
        return None
    pool = app.extensions["paper_pool"] = PaperPool(app, factory)
    return pool


def peak_megabytes() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def work(factory, instance_path, settings, wake, server_pid) -> None:
    """A worker's life: claim, draw, keep; wait when nothing waits; end with the server."""
    signal.signal(
        signal.SIGINT, signal.SIG_IGN
    )  # Ctrl+C stops the server, which stops us
    os.nice(settings.get("PAPER_WORKER_NICE", 0))
    from scorekeeper.web.plumbing import prepared
    from scorekeeper.web.plumbing.database import get_db

    app = factory(settings, instance_path=instance_path)
    while os.getppid() == server_pid:
        with app.app_context():  # a read first: claiming takes the write lock
            waits = paper_jobs.waiting(get_db())
            job = paper_jobs.claim(get_db(), os.getpid()) if waits else None
        if job is None:
            wake.wait(IDLE_WAIT)
            wake.clear()
            continue
        asker = {"Cookie": f"lang={job['args'].get('language', 'en')}"}
        with app.test_request_context(
            "/", base_url=job["args"]["base_url"], headers=asker
        ):
            prepared.run(get_db(), job)
        if peak_megabytes() > app.config["PAPER_WORKER_MAX_MB"]:
            return  # replaced by a fresh one: the memory WeasyPrint took goes back
