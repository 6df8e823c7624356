"""Tables saving at once against the real server (a script, not a timed test).

    .venv/bin/python benchmarks/load_bench.py [TABLES ...]     (default: 50 200)

Starts the app exactly as `scripts/run.sh` does (same script, same server and settings), with
its own temporary instance folder, on a free port of 127.0.0.1. Each table is its own phone and
its own game: it starts the game, then saves 20 hands back to back with real form posts (CSRF
token, version and nonce scraped from each page). Meanwhile one more client fetches a static
file over and over, and one player downloads her table's game (its backup, /g/<id>/export.json)
every 2 s. Reports save latency (p50/p95/p99/max), errors, saves per second, the static file's p99
under the same load, the backups (ok / busy: 503 or 429 with Retry-After, counted apart from
errors / slowest), and checks that every acknowledged hand is stored once.
On a shared, noisy machine the ratio of save p99 to static p99 is the figure to compare."""

import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from live_server import Browser, Table, integrity, start_server, stored_hands  # noqa: E402

HANDS = 20
TIME_LIMIT = 900  # seconds for one size, all tables together


def percentile(values, fraction):
    ordered = sorted(values)
    return (
        ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]
        if ordered
        else float("nan")
    )


def play(table: Table, go: threading.Barrier, errors: list):
    try:
        go.wait()
        table.start_game()
        while table.hand_page and len(table.latencies) < HANDS:
            table.save_hand()
    except Exception as error:  # a transport error: counted, never hidden
        errors.append(f"{table.name}: {type(error).__name__}: {error}")
    finally:
        table.browser.close()


def fetch_static(port, path, stop: threading.Event, seconds: list, errors: list):
    browser = Browser(port)
    while not stop.is_set():
        try:
            answer = browser.get(path, headers={"Accept-Encoding": "gzip, br"})
            if answer.status != 200:
                errors.append(f"static: HTTP {answer.status}")
            seconds.append(answer.seconds)
        except Exception as error:
            errors.append(f"static: {type(error).__name__}: {error}")
        time.sleep(0.02)
    browser.close()


def back_up(table: Table, stop: threading.Event, answers: list, errors: list):
    """A player's backup of her game during the burst: busy answers are counted apart."""
    browser = Browser(table.browser.port)
    while not stop.is_set():
        if table.hand_page:
            game = table.hand_page.rsplit("/hands", 1)[0]
            try:
                answer = browser.get(f"{game}/export.json")
                answers.append(
                    (answer.status, answer.seconds, "retry-after" in answer.headers)
                )
            except Exception as error:
                errors.append(f"backup: {type(error).__name__}: {error}")
        time.sleep(2)
    browser.close()


def run(size: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="load-bench-") as folder:
        # Every table is on 127.0.0.1 here: one address, so its budget of new games is raised.
        server = start_server(
            Path(folder) / "instance", "NEW_GAMES_PER_HOUR = 100000\n"
        )
        try:
            probe = Browser(server.port)
            # The page inlines app.css by default (INLINE_CSS): then fetch the file itself.
            css = next(
                (
                    part
                    for part in probe.get("/").body.split('"')
                    if part.startswith("/static/app.css")
                ),
                "/static/app.css",
            )
            probe.close()
            tables = [Table(Browser(server.port), f"table {n}") for n in range(size)]
            go, errors, static_seconds, stop = (
                threading.Barrier(size + 1),
                [],
                [],
                threading.Event(),
            )
            threads = [
                threading.Thread(target=play, args=(t, go, errors)) for t in tables
            ]
            fetcher = threading.Thread(
                target=fetch_static,
                args=(server.port, css, stop, static_seconds, errors),
            )
            backups: list = []
            backer = threading.Thread(
                target=back_up, args=(tables[0], stop, backups, errors)
            )
            for thread in threads:
                thread.start()
            fetcher.start()
            backer.start()
            go.wait()
            started = time.perf_counter()
            deadline = time.monotonic() + TIME_LIMIT
            for thread in threads:
                thread.join(max(0.0, deadline - time.monotonic()))
            elapsed = time.perf_counter() - started
            stop.set()
            fetcher.join()
            backer.join()
            if any(thread.is_alive() for thread in threads):
                errors.append(f"not finished within {TIME_LIMIT} s")
            stored = stored_hands(server.database)
            sound = integrity(server.database)
        finally:
            server.stop()
    saves = [s for t in tables for s in t.latencies]
    bad = [code for t in tables for code in t.statuses if code != 302]
    acknowledged = {t.name: t.acknowledged for t in tables if t.acknowledged}
    return {
        "tables": size,
        "saves": len(saves),
        "seconds": elapsed,
        "bad_statuses": bad,
        "errors": errors,
        "p50": percentile(saves, 0.5),
        "p95": percentile(saves, 0.95),
        "p99": percentile(saves, 0.99),
        "max": max(saves, default=float("nan")),
        "static_p99": percentile(static_seconds, 0.99),
        "static_count": len(static_seconds),
        "stored_exactly_as_acknowledged": stored == acknowledged,
        "integrity": sound,
        "acknowledged": sum(len(v) for v in acknowledged.values()),
        "backups_ok": sum(1 for status, _, _ in backups if status == 200),
        "backups_busy": sum(
            1 for status, _, told in backups if status in (429, 503) and told
        ),
        "backups_failed": sum(
            1
            for status, _, told in backups
            if status != 200 and not (status in (429, 503) and told)
        ),
        "backup_slowest": max(
            (seconds for _, seconds, _ in backups), default=float("nan")
        ),
    }


def report(result: dict) -> None:
    ms = {key: result[key] * 1000 for key in ("p50", "p95", "p99", "max", "static_p99")}
    statuses = (
        statistics.multimode(result["bad_statuses"]) if result["bad_statuses"] else []
    )
    print(
        f"{result['tables']} tables × {HANDS} hands: {result['saves']} saves in {result['seconds']:.1f} s "
        f"= {result['acknowledged'] / result['seconds']:.1f} saves/s"
    )
    print(
        f"  save latency ms: p50 {ms['p50']:.0f}  p95 {ms['p95']:.0f}  p99 {ms['p99']:.0f}  max {ms['max']:.0f}"
    )
    print(
        f"  static file p99 under the same load: {ms['static_p99']:.0f} ms ({result['static_count']} fetches); "
        f"save p99 / static p99 = {result['p99'] / result['static_p99']:.1f}"
    )
    print(
        f"  non-302 answers: {len(result['bad_statuses'])} {statuses}; transport errors: {len(result['errors'])}"
    )
    print(
        f"  backups of a table's game: {result['backups_ok']} ok, {result['backups_busy']} busy"
        f" (Retry-After), {result['backups_failed']} failed; slowest {result['backup_slowest']:.2f} s"
    )
    for error in result["errors"][:5]:
        print(f"    {error}")
    print(
        f"  stored exactly the acknowledged hands: {result['stored_exactly_as_acknowledged']}; "
        f"integrity_check: {result['integrity']}"
    )


def main(argv) -> int:
    sizes = [int(arg) for arg in argv] or [50, 200]
    failed = False
    for size in sizes:
        result = run(size)
        report(result)
        failed |= bool(
            result["bad_statuses"]
            or result["errors"]
            or result["backups_failed"]
            or not result["stored_exactly_as_acknowledged"]
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
