"""The fourth audit's "my night" break (issue 39, H3): eight phones reading pairs' evenings of a
40-table, 30-round club night against the real server, and a table's saves meanwhile.

    .venv/bin/python benchmarks/my_night_bench.py [--code DIR] [--tables 40] [--rounds 30] [--seconds 30]

The evening is benchmarks/evening_pdfs.py's (every round started, TABLES × ROUNDS games), served
by `scorekeeper serve` on loopback; `--code DIR` serves another checkout's code (main's export)
with this .venv, for before and after. A table (an ordinary game of its own) saves hands one after
another, first alone, then while eight phones, each its own connection, ask for eight pairs'
"my night" (/e/<key>/night/<n>) as fast as they are answered, and then while they also ask for
the director's page and the room's standings. Prints the saves' median and p95 and each page's."""

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))
from evening_pdfs import evening, serve  # noqa: E402
from live_server import Browser, Table  # noqa: E402


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def line(label, seconds):
    ms = [s * 1000 for s in seconds]
    if not ms:
        print(f"  {label}: none answered")
        return
    print(
        f"  {label}: {len(ms)}, median {statistics.median(ms):.0f} ms,"
        f" p95 {percentile(ms, 0.95):.0f} ms, worst {max(ms):.0f} ms"
    )


def readers(port, paths, stop, seen):
    def read(label, path):
        phone = Browser(port, timeout=120)
        while not stop.is_set():
            answer = phone.get(path)
            seen.setdefault(label, []).append((answer.status, answer.seconds))
        phone.close()

    threads = [threading.Thread(target=read, args=pair) for pair in paths]
    for thread in threads:
        thread.start()
    return threads


def saving(table, seconds) -> list[float]:
    until, times = time.monotonic() + seconds, []
    while time.monotonic() < until:
        times.append(table.save_hand().seconds)
    return times


def phase(server, table, label, paths, seconds):
    stop, seen = threading.Event(), {}
    threads = readers(server.port, paths, stop, seen)
    time.sleep(1)
    saves = saving(table, seconds)
    stop.set()
    for thread in threads:
        thread.join()
    print(f"{label}:")
    line("a table's saves", saves)
    for kind, answers in sorted(seen.items()):
        bad = [status for status, _ in answers if status != 200]
        line(f"{kind} ({len(bad)} not 200)", [s for _, s in answers])


def main(argv) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--code")
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=30)
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp()) / "instance"
    folder.mkdir(parents=True)
    event = evening(folder / "scorekeeper.sqlite", args.tables, args.rounds)
    server = serve(folder, args.code)
    print(
        f"{args.tables} tables x {args.rounds} rounds, serving {args.code or 'this checkout'}"
    )
    try:
        table = Table(Browser(server.port), "table")
        table.start_game()
        table.save_hand()
        nights = [
            ("my night", f"/e/{event['view_token']}/night/{n}") for n in range(1, 9)
        ]
        room = [
            ("director's page", f"/e/{event['token']}"),
            ("standings", f"/e/{event['view_token']}/standings"),
        ]
        print("alone:")
        line("a table's saves", saving(table, args.seconds / 2))
        phase(server, table, "eight phones on 'my night'", nights, args.seconds)
        phase(
            server,
            table,
            "the same, and the director's page and the standings",
            nights + room,
            args.seconds,
        )
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
