"""The fourth audit's H3 (issue 39) on the real server: a 40-table, 30-round evening's results PDF
and guide cards, what they cost the web process, and a table's saves while two are drawn.

    .venv/bin/python benchmarks/evening_pdfs.py [--code DIR] [--tables 40] [--rounds 30]

Starts `scorekeeper serve` (as scripts/run.sh does) on a free loopback port with a temporary
instance folder, and stores there a Mitchell of TABLES tables (2×TABLES pairs) with every round
started (TABLES × ROUNDS games, no hand yet, as the audit did: 30 round starts store 1,200 games).
`--code DIR` serves the code of another checkout instead (an export of main: `git archive main |
tar -x -C DIR`, its catalogs compiled), with this checkout's .venv, to measure before and after on
the same machine.

Then, each a phone of its own: the results PDF once (English), the guide cards once (Italian),
and two results PDFs at once (German and Spanish, so neither is the other's copy) while a table
saves hands one after another. A download that answers 202 (being prepared) is asked again as its
Refresh header says, as a browser does. For each: the wall time until the file, the CPU the web
process spent (utime + stime from /proc) and that its paper workers spent, and the web process's
peak memory (VmHWM); for the saves, median and worst before and while the two are drawn."""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE.parent))
from event_night import club_night, start_round_through_storage  # noqa: E402
from live_server import CHECKOUT, Browser, Table, free_port, start_server  # noqa: E402

from scorekeeper import storage  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
SINGLES = (
    ("results.pdf", "en", "results PDF (en)"),
    ("guide-cards.pdf", "it", "guide cards (it)"),
)


def cpu_seconds(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS


def peak_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def children(pid: int) -> list[int]:
    found = subprocess.run(
        ["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True
    ).stdout.split()
    return [int(p) for p in found]


class Workers:
    """The CPU the server's children spend (its paper workers), counted across replacements."""

    def __init__(self, server_pid):
        self.server_pid, self.seen, self._stop = server_pid, {}, threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()

    def _watch(self):
        while not self._stop.wait(0.2):
            for pid in children(self.server_pid):
                self.seen[pid] = max(self.seen.get(pid, 0.0), cpu_seconds(pid))

    def total(self) -> float:
        return sum(self.seen.values())

    def peak(self) -> float:
        return max(
            (peak_mb(pid) for pid in children(self.server_pid) if peak_mb(pid)),
            default=0.0,
        )

    def stop(self):
        self._stop.set()


def evening(database: Path, tables: int, rounds: int) -> dict:
    db = storage.open_db(database)
    event = club_night(db, tables, rounds)
    for number in range(1, rounds + 1):
        start_round_through_storage(db, event, number)
    db.close()
    return event


def serve(folder: Path, code: str | None = None, config: str = ""):
    """`scorekeeper serve` on a free loopback port over `folder`: this checkout's, or `code`'s,
    with `config` as its instance/config.py."""
    if not code:
        return start_server(folder, config)
    port = free_port()
    command = [str(CHECKOUT / ".venv" / "bin" / "python"), "-m", "scorekeeper"]
    command += ["serve", "--host", "127.0.0.1", "--port", str(port)]
    here = str(Path(code).resolve())
    return start_server(
        folder, config, port=port, command=command, env={"PYTHONPATH": here}, cwd=here
    )


def download(port, path, lang) -> tuple[float, object, int]:
    """Seconds until the file, its status (or "no answer" after 25 minutes) and its size."""
    browser = Browser(port, cookies={"lang": lang}, timeout=1500)
    started = time.perf_counter()
    try:
        answer = browser.download(path, timeout=1500)
    except OSError:
        return time.perf_counter() - started, "no answer", 0
    finally:
        browser.close()
    return time.perf_counter() - started, answer.status, len(answer.body)


def measured(server, workers, label, asks):
    """Run `asks` [(path, lang)] at once; print wall, web CPU, workers' CPU, web peak."""
    pid = server.process.pid
    web, pool = cpu_seconds(pid), workers.total()
    results = [None] * len(asks)

    def one(i, path, lang):
        results[i] = download(server.port, path, lang)

    threads = [
        threading.Thread(target=one, args=(i, path, lang))
        for i, (path, lang) in enumerate(asks)
    ]
    for thread in threads:
        thread.start()
    return threads, results, (web, pool, label)


def report(server, workers, threads, results, start):
    for thread in threads:
        thread.join()
    web, pool, label = start
    pid = server.process.pid
    walls = ", ".join(f"{r[0]:.1f} s ({r[1]}, {r[2] // 1024} KB)" for r in results)
    print(
        f"  {label}: until the file {walls}; web process CPU"
        f" {cpu_seconds(pid) - web:.1f} s, paper workers' CPU {workers.total() - pool:.1f} s;"
        f" web process peak memory so far {peak_mb(pid):.0f} MB"
    )


def saves(table, count) -> list[float]:
    return [table.save_hand().seconds for _ in range(count)]


def line(label, seconds):
    ms = [s * 1000 for s in seconds]
    print(
        f"  {label}: {len(ms)} saves, median {statistics.median(ms):.0f} ms,"
        f" worst {max(ms):.0f} ms"
    )


def main(argv) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--code", help="serve this checkout's code instead")
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument(
        "--only-two", action="store_true", help="only the two results PDFs at once"
    )
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp()) / "instance"
    folder.mkdir(parents=True)
    event = evening(folder / "scorekeeper.sqlite", args.tables, args.rounds)
    server = serve(folder, args.code)
    print(
        f"{args.tables} tables x {args.rounds} rounds ({args.tables * args.rounds} games),"
        f" serving {args.code or CHECKOUT}; web process {server.process.pid},"
        f" peak memory at start {peak_mb(server.process.pid):.0f} MB"
    )
    workers = Workers(server.process.pid)
    try:
        table = Table(Browser(server.port), "table")
        table.start_game()
        table.save_hand()
        line("a table's saves, nothing drawn", saves(table, 10))
        key = event["token"]
        for path, lang, label in () if args.only_two else SINGLES:
            report(
                server,
                workers,
                *measured(server, workers, label, [(f"/e/{key}/{path}", lang)]),
            )
        both = [(f"/e/{key}/results.pdf", "de"), (f"/e/{key}/results.pdf", "es")]
        threads, results, start = measured(
            server, workers, "two results PDFs at once (de, es)", both
        )
        during = []
        while any(thread.is_alive() for thread in threads):
            during += saves(table, 1)
        report(server, workers, threads, results, start)
        line("a table's saves while the two were drawn", during)
        again = time.perf_counter()
        answer = Browser(server.port, cookies={"lang": "de"}).get(
            f"/e/{key}/results.pdf"
        )
        print(
            f"  the same results PDF asked again: {answer.status},"
            f" {(time.perf_counter() - again) * 1000:.0f} ms"
        )
        print(
            f"  web process peak memory {peak_mb(server.process.pid):.0f} MB;"
            f" a paper worker's peak now {workers.peak():.0f} MB"
        )
    finally:
        workers.stop()
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
