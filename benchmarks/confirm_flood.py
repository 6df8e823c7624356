"""A club night's table phones answering hands as fast as they can beside a director at work, on
the real server (a script, not a test; issue 39's H2 reproduction).

    .venv/bin/python benchmarks/confirm_flood.py [SECONDS] [LOG_ROWS]
    (defaults: 30 s of flood, then a log of 100000 rows for the page's size)

`scripts/run.sh` on 127.0.0.1, its own instance folder. A club night of 4 tables (8 pairs, a
Mitchell of 2 rounds to the target, confirmed hands asked for) is made through the pages and round
1 started. At each table one phone saves hand 1; a phone of the other side then answers it OK,
dispute, OK, ... as fast as the server lets it (four threads). Meanwhile the director draws her
page, reads it for a second and makes a change (a new room's link: a form carrying the event's
version), over and over. Prints the answers sent, the director's actions refused as stale (409)
of those made, then the log's rows, and the director's page with LOG_ROWS rows in its log: its
size, its time and the server's CPU seconds for it. Before issue 39 every answer moved the event's
version: 41 of 41 director actions refused; at 101,652 log rows the page was 30.7 MB and 5.0 s
of CPU."""

import os
import re
import sqlite3
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from live_server import HAND, Browser, form_fields, start_server  # noqa: E402

PAIRS = [f"{a} & {b}" for a, b in zip("ACEGIKMO", "BDFHJLNP", strict=True)]
EVENT = {
    "name": "Flood night",
    "day": "2026-12-01",
    "variant": "classic",
    "round_kind": "target",
    "per_side": "1",
    "movement": "mitchell",
    "tables": "4",
    "rounds": "2",
    "ranking": "points",
    "bye_rule": "average",
    "entrants": "\n".join(PAIRS),
    "confirm_hands": "y",
}


def token(page: str) -> str:
    return re.search(r'name="csrf_token" [^>]*value="([^"]+)"', page).group(1)


def version(page: str) -> str:
    return re.search(r'name="version" [^>]*value="(\d+)"', page).group(1)


def club_night(port) -> tuple[Browser, str, list[str]]:
    """The director's phone, her key and the tables' links, round 1 started."""
    director = Browser(port)
    page = director.get("/groups/new").body
    made = director.post("/groups/new", {**form_fields(page), "name": "Club"})
    group = re.search(r"/groups/([\w-]+)/share", made.location).group(1)
    page = director.get(f"/groups/{group}/events/new").body
    made = director.post(f"/groups/{group}/events/new", {**form_fields(page), **EVENT})
    assert made.status == 302, made.body[:2000]
    key = made.location.rsplit("/e/", 1)[1]
    page = director.get(f"/e/{key}").body
    started = director.post(
        f"/e/{key}/rounds",
        {"csrf_token": token(page), "version": version(page), "round": "1"},
    )
    assert started.status == 302, started.status
    tables = sorted(set(re.findall(r"/t/[\w-]+", director.get(f"/e/{key}").body)))
    return director, key, tables


def table_answers(port, table, stop, answers: Counter, ready: threading.Event):
    """One table: hand 1 saved on one phone, then answered on the other side's phone."""
    saver, other = Browser(port), Browser(port)
    game = saver.get(table).location
    page = saver.get(f"{game}/hands/new").body
    saved = saver.post(f"{game}/hands/new", {**form_fields(page, "hand-form"), **HAND})
    assert saved.status == 302, saved.status
    csrf = token(other.get(game).body)
    ready.set()
    turn = 0
    while not stop.is_set():
        said = (
            {"answer": "ok"} if turn % 2 == 0 else {"answer": "dispute", "note": "no"}
        )
        answer = other.post(f"{game}/hands/1/confirm", {"csrf_token": csrf, **said})
        answers[answer.status] += 1
        turn += 1
    saver.close()
    other.close()


def director_at_work(director, key, stop, done: Counter):
    while not stop.is_set():
        page = director.get(f"/e/{key}").body
        time.sleep(1)  # she reads her page, then taps
        answer = director.post(
            f"/e/{key}/keys",
            {"csrf_token": token(page), "version": version(page), "which": "room"},
        )
        done[answer.status] += 1


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def big_log(server, rows: int) -> None:
    """`rows` disputes in the event's log, written straight into the file (as a flood would)."""
    with sqlite3.connect(server.database) as db:
        event = db.execute("SELECT id FROM events").fetchone()[0]
        detail = '{"round": 1, "table": 1, "hand": 1, "note": "no"}'
        db.executemany(
            "INSERT INTO event_changes (event_id, action, detail_json, at)"
            " VALUES (?, 'dispute', ?, '2026-12-01T20:00:00+00:00')",
            [(event, detail)] * rows,
        )


def flood(port, seconds: float) -> tuple[Browser, str, Counter, Counter]:
    """The club night made, then `seconds` of answers beside the director: (her phone, her key,
    the tables' answers by status, her actions by status)."""
    director, key, tables = club_night(port)
    stop, answers, done = threading.Event(), Counter(), Counter()
    ready = [threading.Event() for _ in tables]
    threads = [
        threading.Thread(target=table_answers, args=(port, t, stop, answers, r))
        for t, r in zip(tables, ready, strict=True)
    ]
    threads.append(
        threading.Thread(target=director_at_work, args=(director, key, stop, done))
    )
    for thread in threads:
        thread.start()
    for table in ready:  # the clock starts once every table has its hand to answer
        table.wait(120)
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join()
    return director, key, answers, done


def page_with_a_big_log(server, director, key, rows: int) -> tuple:
    """The director's page after `rows` more log rows: (the answer, the server's CPU seconds)."""
    big_log(server, rows)
    before = cpu_seconds(server.process.pid)
    page = director.get(f"/e/{key}")  # a new room's link leaves hers
    return page, cpu_seconds(server.process.pid) - before


def logged_rows(server, action: str = "%") -> int:
    with sqlite3.connect(server.database) as db:
        return db.execute(
            "SELECT count(*) FROM event_changes WHERE action LIKE ?", [action]
        ).fetchone()[0]


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 30
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(Path(folder) / "instance")
        try:
            director, key, answers, done = flood(server.port, seconds)
            sent, made = sum(answers.values()), sum(done.values())
            print(
                f"4 tables answered {sent} times in {seconds:.0f} s"
                f" ({sent / seconds:.0f} a second): {dict(answers)}"
            )
            print(
                f"director's actions refused as stale (409): {done[409]} of {made}"
                f" ({dict(done)})"
            )
            logged = logged_rows(server)
            print(f"the log holds {logged} rows after the flood")
            page, cpu = page_with_a_big_log(server, director, key, rows)
            print(
                f"director's page with {logged + rows} log rows: {page.status},"
                f" {len(page.body.encode()) / 1e6:.2f} MB in {page.seconds:.2f} s,"
                f" {cpu:.2f} s of the server's CPU"
            )
            director.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
