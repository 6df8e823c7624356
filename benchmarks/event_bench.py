"""A club night against the real server (a script, not a timed test):

    .venv/bin/python benchmarks/event_bench.py [REQUESTS]      (default: 50 timed requests a page)

Starts the app exactly as `scripts/run.sh` does, on a free port of 127.0.0.1, with its own
instance folder. Sets up a 12-table, 4-round Mitchell (24 pairs, Classic in 3 fixed hands at 125,
155 and 180) in its database, then for each round the director starts it and 12 phones, one a
table, each its own connection and cookies, type their table's three hands at once through the
real hand form (CSRF token, version and nonce scraped from the page; tests/event_night.py).
Every table's hands are fixed, so the final standings are known in advance:
benchmarks/event_bench_fixture.json works them out by hand, and the results CSV the server
answers must equal it (the script exits 1 if not).

Then it times, over REQUESTS requests each (median and p95): the director's page GET /e/<key>
(aim < 200 ms), the room's standings GET /e/<key>/standings (aim < 100 ms), the standings'
polling, a following phone's poll of a game today (GET /g/<id>/version, 200 and 304), and once
each the event's paper (cards, sheets, results). A page the app does not have yet is reported as
skipped, never counted. Rounds start through the director's own form (POST /e/<key>/rounds); to
start them through the store instead, set START_ROUND below to start_round_through_storage.

Last, a 30-table evening (60 pairs, a Mitchell of 3 rounds of three hands): at every hand all 30
tables' phones tap Save at the same moment, and the director's page and the room's standings are
asked at that moment too (aims: director's page < 200 ms, standings < 100 ms), then timed again
after the evening; its standings must equal the hand-worked sums."""

import csv
import io
import json
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from event_night import (  # noqa: E402
    club_night,
    game_path,
    play_table,
    start_round_through_post,
    start_round_through_storage,  # noqa: F401  (the other way to start a round)
    table_hands,  # noqa: E402
)
from live_server import Browser, form_fields, start_server  # noqa: E402

from scorekeeper import storage  # noqa: E402

TABLES, ROUNDS = 12, 4
LOAD_TABLES = 30  # the evening whose pages are timed while every table saves at once
FIXTURE = Path(__file__).resolve().with_name("event_bench_fixture.json")
START_ROUND = start_round_through_post


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def play_round(db, event, number, phones, director) -> list:
    """The director starts the round; the 12 phones type their tables' hands at once."""
    START_ROUND(db, event, number, director)
    paths = {t: game_path(phones[t], db, event, t) for t in phones}
    go, answers, errors = threading.Barrier(len(phones)), [], []

    def table(t):
        try:
            go.wait()
            answers.extend(play_table(phones[t], paths[t], t, number))
        except Exception as error:  # a transport error: counted, never hidden
            errors.append(f"table {t}: {type(error).__name__}: {error}")

    threads = [threading.Thread(target=table, args=(t,)) for t in phones]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    if errors:
        raise RuntimeError("; ".join(errors))
    return answers


def ranking_of(browser, key) -> list:
    """The results CSV's ranking section, as [place, entrant, points, margin]."""
    answer = browser.get(f"/e/{key}/results.csv")
    rows = csv.DictReader(io.StringIO(answer.body.lstrip("\ufeff")))
    return [
        [int(r["place"]), r["entrant"], int(r["points"]), int(r["margin"])]
        for r in rows
        if r["section"] == "ranking"
    ]


def timed(browser, path, count, headers=None) -> dict | None:
    """`count` GETs of `path`: median and p95 in ms, status and body size; None when it is no page."""
    first = browser.get(path, headers=headers)
    if first.status not in (200, 304):
        return None
    seconds = [browser.get(path, headers=headers).seconds for _ in range(count)]
    return {
        "median": statistics.median(seconds) * 1000,
        "p95": percentile(seconds, 0.95) * 1000,
        "status": first.status,
        "bytes": len(first.body.encode()),
    }


def poll_path(browser, key) -> str | None:
    """The standings screen's polling address: named in its page, else a likely one that answers."""
    page = browser.get(f"/e/{key}/standings")
    if page.status != 200:
        return None
    named = re.search(r'"(/e/[^"]*(?:version|poll)[^"]*)"', page.body)
    candidates = [named.group(1)] if named else []
    candidates += [f"/e/{key}/standings/version", f"/e/{key}/version"]
    return next((p for p in candidates if browser.get(p).status == 200), None)


def report_line(label, figures, aim=None):
    if figures is None:
        print(f"  {label:<44} skipped: the app has no such page yet")
        return
    verdict = (
        f"  (aim < {aim} ms: {'met' if figures['p95'] < aim else 'MISSED'})"
        if aim
        else ""
    )
    print(
        f"  {label:<44} median {figures['median']:6.1f} ms  p95 {figures['p95']:6.1f} ms"
        f"  HTTP {figures['status']}, {figures['bytes']} B{verdict}"
    )


def measure(browser, event, db, count):
    key, room = event["token"], event["view_token"]
    game = storage.table_game(db, event["pk"], 1)
    version = browser.get(f"/g/{game}/version")
    etag = {"If-None-Match": version.headers.get("etag", "")}
    poll = poll_path(browser, room)
    print(f"Timed over {count} requests each, one connection, after the night:")
    report_line("director's page GET /e/<key>", timed(browser, f"/e/{key}", count), 200)
    report_line(
        "standings GET /e/<key>/standings",
        timed(browser, f"/e/{room}/standings", count),
        100,
    )
    report_line(
        "standings poll " + (poll or ""), timed(browser, poll, count) if poll else None
    )
    report_line(
        "following phone's poll GET /g/<id>/version",
        timed(browser, f"/g/{game}/version", count),
    )
    report_line(
        "  the same, unchanged (If-None-Match: 304)",
        timed(browser, f"/g/{game}/version", count, etag),
    )
    report_line(
        "results CSV (reads the same board)",
        timed(browser, f"/e/{room}/results.csv", count),
    )
    print(
        "Paper, drawn once each (the first ask; cards and sheets are then kept by version):"
    )
    for path in ("table-cards.pdf", "sheets.pdf?round=1", "results.pdf", "results.csv"):
        answer = browser.get(f"/e/{key}/{path}")
        print(
            f"  {path:<16} {answer.seconds * 1000:7.0f} ms  HTTP {answer.status}, {len(answer.body.encode())} B"
        )


def burst(phones, paths, number, hand, pages) -> tuple[list, dict]:
    """Every table's phone saves hand `hand` of round `number` at the same moment, and at that
    moment the director's page and the room's standings are asked too (`pages`: {label:
    (browser, path)}). Returns the saves' answers and each page's answer time in seconds."""
    forms = {}
    for (
        t
    ) in phones:  # each phone has its form open (a GET), then they all tap Save at once
        page = phones[t].get(f"{paths[t]}/hands/new")
        forms[t] = {
            **form_fields(page.body, "hand-form"),
            **table_hands(t, number)[hand],
        }
    go, saves, asked = threading.Barrier(len(phones) + len(pages)), [], {}

    def save(t):
        go.wait()
        saves.append(phones[t].post(f"{paths[t]}/hands/new", forms[t]))

    def ask(label, browser, path):
        go.wait()
        answer = browser.get(path)
        asked[label] = answer.seconds if answer.status == 200 else None

    threads = [threading.Thread(target=save, args=(t,)) for t in phones] + [
        threading.Thread(target=ask, args=(label, *where))
        for label, where in pages.items()
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    return saves, asked


def under_load(server, db, rounds=3) -> bool:
    """A 30-table evening (60 pairs, a Mitchell of `rounds` rounds of three hands): at every
    hand all 30 tables' phones tap Save at the same moment, and at that moment the director's
    page and the room's standings are asked too, each by a phone of its own. Every NS pair t
    ends with (1360 - 5t) a round, every EW pair with 1110 - 10r a round (tests/event_night.py),
    and the results CSV must say so."""
    event = club_night(db, LOAD_TABLES, rounds)
    phones = {t: Browser(server.port) for t in range(1, LOAD_TABLES + 1)}
    director, room = Browser(server.port), Browser(server.port)
    pages = {
        "director": (director, f"/e/{event['token']}"),
        "room": (room, f"/e/{event['view_token']}/standings"),
    }
    saves, seen = [], {"director": [], "room": []}
    started = time.perf_counter()
    for number in range(1, rounds + 1):
        START_ROUND(db, event, number, director)
        paths = {t: game_path(phones[t], db, event, t) for t in phones}
        for hand in range(3):
            answers, asked = burst(phones, paths, number, hand, pages)
            saves += answers
            for label, seconds in asked.items():
                seen[label].append(seconds)
    elapsed = time.perf_counter() - started
    bad = [a.status for a in saves if a.status != 302]
    save_times = [a.seconds for a in saves]
    print(
        f"{LOAD_TABLES} tables x {rounds} rounds, every table saving each hand at the same"
        f" moment: {len(saves)} hands in {elapsed:.1f} s (with the forms' GETs); save median"
        f" {statistics.median(save_times) * 1000:.0f} ms, p95"
        f" {percentile(save_times, 0.95) * 1000:.0f} ms; answers other than 302: {len(bad)}."
        f" Asked at each of the {3 * rounds} bursts:"
    )
    for label, key, aim in (
        ("director's page GET /e/<key>", "director", 200),
        ("standings GET /e/<key>/standings", "room", 100),
    ):
        seconds = [s * 1000 for s in seen[key] if s is not None]
        verdict = "met" if percentile(seconds, 0.95) < aim else "MISSED"
        print(
            f"  {label:<44} median {statistics.median(seconds):6.1f} ms  p95"
            f" {percentile(seconds, 0.95):6.1f} ms  worst {max(seconds):6.1f} ms"
            f"  ({len(seconds)} of {len(seen[key])} answered 200; aim < {aim} ms: {verdict})"
        )
    ranking = {r[1]: r[2] for r in ranking_of(director, event["view_token"])}
    worked = {
        f"Pair {t}": sum(1360 - 5 * t for _ in range(rounds))
        for t in range(1, LOAD_TABLES + 1)
    }
    worked |= {
        f"Pair {t}": sum(1110 - 10 * r for r in range(1, rounds + 1))
        for t in range(LOAD_TABLES + 1, 2 * LOAD_TABLES + 1)
    }
    print(
        f"  the {LOAD_TABLES}-table standings equal the hand-worked sums: {ranking == worked}"
    )
    print("After the saves, the same evening, one connection:")
    report_line(
        "director's page GET /e/<key>", timed(director, f"/e/{event['token']}", 50), 200
    )
    report_line(
        "standings GET /e/<key>/standings",
        timed(director, f"/e/{event['view_token']}/standings", 50),
        100,
    )
    return ranking == worked and not bad and len(saves) == LOAD_TABLES * 3 * rounds


def main(argv) -> int:
    count = int(argv[0]) if argv else 50
    expected = json.loads(FIXTURE.read_text())["standings"]
    with tempfile.TemporaryDirectory(prefix="event-bench-") as folder:
        server = start_server(Path(folder) / "instance")
        db = storage.open_db(server.database)
        try:
            event = club_night(db, TABLES, ROUNDS)
            phones = {t: Browser(server.port) for t in range(1, TABLES + 1)}
            director = Browser(server.port)
            saves, started = [], time.perf_counter()
            for number in range(1, ROUNDS + 1):
                saves += play_round(db, event, number, phones, director)
            elapsed = time.perf_counter() - started
            bad = [a.status for a in saves if a.status != 302]
            seconds = [a.seconds for a in saves]
            print(
                f"{TABLES} tables x {ROUNDS} rounds: {len(saves)} hands saved by {TABLES} phones at once "
                f"in {elapsed:.1f} s; save median {statistics.median(seconds) * 1000:.0f} ms, "
                f"p95 {percentile(seconds, 0.95) * 1000:.0f} ms; answers other than 302: {len(bad)}"
            )
            ranking = ranking_of(director, event["view_token"])
            same = ranking == expected
            print(
                f"Final standings equal the hand-worked fixture ({FIXTURE.name}): {same}"
            )
            if not same:
                for got, want in zip(ranking, expected):
                    if got != want:
                        print(f"  got {got}, expected {want}")
            measure(director, event, db, count)
            loaded = under_load(server, db)
        finally:
            db.close()
            server.stop()
    whole = same and not bad and len(saves) == TABLES * ROUNDS * 3
    return 0 if whole and loaded else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
