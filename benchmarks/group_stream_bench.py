"""Four phones downloading a big group's CSV at once beside a table saving hands, on the real
server (scripts/run.sh, waitress). The audit: four CSVs of a 1,294-game group in parallel took
another table's saves from 457 ms to 2.0 s median. Now each stream holds a heavy turn for its
whole life (HEAVY_AT_ONCE = 2 draw, 2 may wait HEAVY_WAIT_SECONDS, the rest get the busy page)
and gives up the CPU between games.

Reports the table's save latency alone and beside the four streams (median, max), what each
CSV phone got (200 and its seconds, or 503 busy with Retry-After), and the server's CPU.

Run: .venv/bin/python benchmarks/group_stream_bench.py  [games=400]
"""

import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE))
from group_import_bench import CONFIG, group_file, proc, upload  # noqa: E402
from live_server import Browser, Table, start_server  # noqa: E402

SAVES = 20


def saves(table: Table) -> list[float]:
    seconds = []
    for _ in range(SAVES):
        answer = table.save_hand()
        assert answer.status == 302, answer.status
        seconds.append(answer.seconds)
    return seconds


def download(port, path, answers):
    phone = Browser(port, timeout=900)
    started = time.perf_counter()
    answer = phone.get(path)
    answers.append((answer.status, time.perf_counter() - started, len(answer.body)))
    phone.close()


def ms(values) -> str:
    return f"median {statistics.median(values) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms"


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    folder = Path(tempfile.mkdtemp())
    server = start_server(folder / "instance", CONFIG + "NEW_GAMES_PER_HOUR = 1000\n")
    try:
        status, seconds, text = upload(server.port, group_file(games))
        assert status == 302, status
        with sqlite3.connect(folder / "instance" / "scorekeeper.sqlite") as db:
            key = db.execute(
                "SELECT open_key(view_digest, view_seal) FROM groups"
            ).fetchone()[0]
        table = Table(Browser(server.port), "my table")
        table.start_game()
        saves(table)  # warm
        alone = saves(table)
        answers: list = []
        phones = [
            threading.Thread(
                target=download,
                args=(server.port, f"/groups/{key}/hands.csv?phone={n}", answers),
            )
            for n in range(4)
        ]
        cpu = proc(server.process.pid)["cpu"]
        for phone in phones:
            phone.start()
        time.sleep(0.5)
        beside = saves(table)
        for phone in phones:
            phone.join()
        cpu = proc(server.process.pid)["cpu"] - cpu
        table.browser.close()
    finally:
        server.stop()
    print(f"group of {games} games of 40 hands (view-only link)")
    print(f"  a table's {SAVES} saves alone:                 {ms(alone)}")
    print(f"  a table's {SAVES} saves beside four CSV phones: {ms(beside)}")
    for status, took, size in sorted(answers):
        what = f"{size / 2**20:.1f} MB" if status == 200 else "busy page, Retry-After"
        print(f"  a CSV phone: {status} after {took:.1f} s ({what})")
    print(f"  server CPU while the four asked: {cpu:.1f} s")


if __name__ == "__main__":
    main()
