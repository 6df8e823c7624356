"""A championship's pages at 400 tables (issue 41) on the real server: the director's page, the
room's standings and pairs' "my night", read while the evening changes as 400 tables change it.

    .venv/bin/python benchmarks/championship_pages.py [--code DIR] [--tables 400] [--rounds 3]
        [--seconds 30] [--change-every 2] [--readers 6] [--config 'NAME = VALUE']

The evening is benchmarks/evening_pdfs.py's Mitchell (every round started, TABLES x ROUNDS games,
no hand yet), served by `scorekeeper serve` on loopback; `--code DIR` serves another checkout's
code (main's export, `git archive main | tar -x -C DIR` and its catalogs compiled) with this
.venv, for before and after; `--config` lines are the server's instance/config.py (a setting before
and after, `--config 'COMPRESS_BR_LEVEL = 4'`). READERS phones, each its own kept-alive
connection, ask in turn for
the director's page (a page of tables: the first, or a jump to a table), the standings and a
pair's evening, as fast as they are answered; meanwhile the benchmark saves a hand at a table
every CHANGE_EVERY seconds through the store (400 tables each saving a hand every 12-14 minutes
is a change every 2 s; their OKs as many again, and a round's last minute one every 75 ms), so
the kept board is drawn anew as on the evening. Prints each
page's count, median, p95 and worst, its size, the answers that were not 200, and the web
process's CPU per page (utime + stime from /proc over the phase, of the server and its
descendants, those that ended included: idle_follow.cpu_seconds; divided by the pages answered)."""

import argparse
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE.parent))
from evening_pdfs import evening, serve  # noqa: E402
from idle_follow import cpu_seconds as tree_cpu  # noqa: E402
from live_server import Browser  # noqa: E402

from scorekeeper import storage  # noqa: E402


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def pages(event, tables) -> list[tuple[str, str]]:
    """What the readers ask for, by kind; each reader takes them in turn from its own start."""
    director = f"/e/{event['token']}"
    return [
        ("director's page", director),
        ("standings", f"/e/{event['view_token']}/standings"),
        ("my night", f"/e/{event['view_token']}/night/{random.randint(1, 2 * tables)}"),
        ("director's page, a jump", f"{director}?table={random.randint(1, tables)}"),
    ]


def reader(port, event, tables, offset, stop, seen):
    phone = Browser(port, timeout=300)
    turn = offset
    while not stop.is_set():
        kind, path = pages(event, tables)[turn % 4]
        answer = phone.get(path)
        seen.append((kind, answer.status, answer.seconds, len(answer.body)))
        turn += 1
    phone.close()


def counted() -> dict:
    """A side's counted hand: its melded points and nothing else."""
    return {"meld_points": random.randint(50, 300), "canastas": {}, "hand_points": 0}


def changer(database, event, tables, rounds, every, stop, done):
    """A hand saved at a table every `every` seconds, as the evening's phones change the board
    (a table's save moves its game's version, never the event's: the director's forms do)."""
    db = storage.open_db(database)
    games = {
        (row["round"], row["table"]): row["id"]
        for row in storage.round_games(db, event["pk"])
    }
    while not stop.wait(every):
        table, rnd = random.randint(1, tables), random.randint(1, rounds)
        game = games[(rnd, table)]
        hand = {"results": [counted(), counted()]}
        version = storage.get_game(db, game)["version"]
        storage.add_hand(db, game, hand, expected_version=version)
        done.append(table)
    db.close()


def main(argv) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--code")
    parser.add_argument("--tables", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--change-every", type=float, default=2)
    parser.add_argument("--readers", type=int, default=6)
    parser.add_argument("--config", action="append", default=[])
    args = parser.parse_args(argv)
    random.seed(41)
    folder = Path(tempfile.mkdtemp()) / "instance"
    folder.mkdir(parents=True)
    database = folder / "scorekeeper.sqlite"
    event = evening(database, args.tables, args.rounds)
    server = serve(folder, args.code, "".join(f"{line}\n" for line in args.config))
    print(
        f"{args.tables} tables x {args.rounds} rounds, {args.readers} readers,"
        f" a change every {args.change_every} s, serving {args.code or 'this checkout'}"
        f"{''.join(f'; {line}' for line in args.config)}"
    )
    try:
        for kind, path in pages(event, args.tables):  # each drawn once before timing
            Browser(server.port, timeout=300).get(path)
        stop, seen, changes = threading.Event(), [], []
        threads = [
            threading.Thread(
                target=reader,
                args=(server.port, event, args.tables, n, stop, seen),
            )
            for n in range(args.readers)
        ]
        threads.append(
            threading.Thread(
                target=changer,
                args=(database, event, args.tables, args.rounds, args.change_every),
                kwargs={"stop": stop, "done": changes},
            )
        )
        before = tree_cpu(server.process.pid)
        started = time.monotonic()
        for thread in threads:
            thread.start()
        time.sleep(args.seconds)
        stop.set()
        for thread in threads:
            thread.join()
        spent = tree_cpu(server.process.pid) - before
        wall = time.monotonic() - started
    finally:
        server.stop()
    print(f"{len(changes)} changes in {wall:.0f} s; server CPU {spent:.1f} s")
    print(
        f"  CPU a page: {1000 * spent / max(len(seen), 1):.0f} ms over {len(seen)} pages"
    )
    for kind in sorted({k for k, *_ in seen}):
        rows = [row for row in seen if row[0] == kind]
        ms = [1000 * s for _, _, s, _ in rows]
        bad = sum(1 for _, status, _, _ in rows if status != 200)
        size = statistics.median(b for *_, b in rows) / 1024
        print(
            f"  {kind}: {len(ms)}, median {statistics.median(ms):.0f} ms,"
            f" p95 {percentile(ms, 0.95):.0f} ms, worst {max(ms):.0f} ms,"
            f" {size:.0f} KB, {bad} not 200"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
