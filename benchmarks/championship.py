"""A championship evening played on loopback against the real server (a script, not a timed test):
`.venv/bin/python benchmarks/championship.py [tables] [--rounds N] [--minute SECONDS]
[--busy-minute SECONDS] [--processes N] [--nights SHARE] [--director-every SECONDS] [--no-paper]`
(defaults: 40 tables, 1 round, a simulated minute lasting 2 s, and as long where a table saves;
the server's own count of processes, one a core; every phone opening "my night" once a round; the
director reloading every 20 s, and printing).
`--minute 2 --busy-minute 60` plays every minute in which some table saves at the evening's own
pace and passes the quiet ones in 2 s (a 400-table round in 686 s, measured).

`scripts/run.sh` serves a fresh instance; an evening of `tables` tables of four players (a Mitchell
of pairs, each hand waiting for the other side's OK) is made and its rounds started through the
director's forms. Then, in one asyncio loop on raw kept-alive sockets, so the benchmark itself stays
light beside the server on the same cores:

- each table's North-South phone saves a hand every 12 to 14 simulated minutes (3 hands a round of
  42 minutes, the rounds of all tables ending within the same last minute), and its East-West phone
  opens the scoreboard and taps OK;
- four phones a table follow its game as static/live_updates.js does: the version every 2 s while the
  table is busy (4 s after 3 quiet minutes), and on news the scoreboard again; each opens "my night"
  once a round;
- the room's screen polls the standings' version every 5 s (1 s after a page that says its board
  is behind) and, on news, reloads the standings;
- the director reloads the director's page every 20 s (`--director-every`), and as the round's
  last saves begin asks for that round's score sheets and the table cards (drawn by a paper
  worker meanwhile).

Before the first save, the followers alone poll for 20 s, once each has its scoreboard's current
version and with "my night" left for the round (an idle follower's poll alone: those pages first
made it 0.41 ms): the server's CPU a poll. It prints saves' p50/p99, errors, the server's CPU per
save (everything a save brings: the save, the OK, the followers' scoreboards) and per poll (read
from /proc/<pid>/stat of every server process), the delay until a save shows on its followers and
in the room's standings, and the director's, standings' and "my night"'s latencies; and how late
its own loop woke from a 50 ms sleep (a late loop adds to every latency it measures) and its own
longest full garbage collection."""

import asyncio
import gc
import random
import re
import resource
import sys
import time
from collections import Counter
from pathlib import Path
from tempfile import TemporaryDirectory

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from evening_pdfs import children, peak_mb  # noqa: E402
from idle_follow import cpu_seconds  # noqa: E402
from live_server import HAND, Browser, form_fields, start_server  # noqa: E402
from pdf_tools import pdf_info  # noqa: E402

from scorekeeper.storage.schema import connect  # noqa: E402

HANDS, ROUND_MINUTES = 3, 42
CONFIG = """NEW_GAMES_PER_HOUR = 100000
NEW_GROUPS_PER_HOUR = 1000
SERVER_CONNECTION_LIMIT = 6000
"""
NIGHTS = [1.0]  # the share of phones that open "my night" once a round (--nights)
DIRECTOR_EVERY = [20.0]  # seconds between the director's reloads (--director-every)
PHONE = {"Accept-Encoding": "br, gzip", "Accept-Language": "en"}


class Client:
    """One phone's kept-alive HTTP/1.1 connection, with its cookies."""

    def __init__(self, port: int):
        self.port, self.cookies = port, {}
        self.reader = self.writer = None

    async def request(self, method, path, form=None, headers=None):
        """(status, headers, body, seconds); a closed connection is opened again once."""
        body = b""
        sent = {"Host": f"127.0.0.1:{self.port}", **PHONE, **(headers or {})}
        if form is not None:
            body = "&".join(f"{k}={quote(str(v))}" for k, v in form.items()).encode()
            sent["Content-Type"] = "application/x-www-form-urlencoded"
            sent["Content-Length"] = str(len(body))
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        head = f"{method} {path} HTTP/1.1\r\n" + "".join(
            f"{k}: {v}\r\n" for k, v in sent.items()
        )
        data = head.encode() + b"\r\n" + body
        for attempt in (1, 2):
            started = time.perf_counter()
            try:
                if self.writer is None:
                    self.reader, self.writer = await asyncio.open_connection(
                        "127.0.0.1", self.port, limit=2**22
                    )
                self.writer.write(data)
                status, answer, content = await self._answer()
                break
            except (OSError, asyncio.IncompleteReadError, ValueError):
                self.close()
                if attempt == 2 or method == "POST":
                    raise
        for value in answer.get("set-cookie", []):
            key, _, rest = value.partition("=")
            self.cookies[key] = rest.split(";", 1)[0]
        return status, answer, content, time.perf_counter() - started

    async def _answer(self):
        line = await self.reader.readuntil(b"\r\n")
        status = int(line.split()[1])
        headers: dict = {}
        while True:
            line = await self.reader.readuntil(b"\r\n")
            if line == b"\r\n":
                break
            name, _, value = line.decode("latin-1").partition(":")
            headers.setdefault(name.strip().lower(), []).append(value.strip())
        if "chunked" in headers.get("transfer-encoding", [""])[0]:
            content = b""
            while True:
                size = int((await self.reader.readuntil(b"\r\n")).strip(), 16)
                content += await self.reader.readexactly(size + 2)
                if not size:
                    break
        else:
            length = int(headers.get("content-length", ["0"])[0])
            content = await self.reader.readexactly(length)
        return status, headers, content

    def close(self):
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


def quote(text: str) -> str:
    from urllib.parse import quote_plus

    return quote_plus(text)


class Evening:
    """What the evening measured: latencies, errors, delays."""

    def __init__(self):
        self.saves, self.confirms, self.errors = [], [], Counter()
        self.acked: dict = {}  # (game, hand) -> when its save was answered
        self.acked_wall: dict = {}  # (game, hand) -> the same, as wall time (a board's as-of)
        self.seen: list = []  # (game, hand, when a follower saw it)
        self.standings_shown: list = []  # (page drawn, its board as of: wall time)
        self.pages: dict = {"director": [], "standings": [], "night": [], "board": []}
        self.saved_at: list = []  # when each save was answered, beside self.saves
        self.paper: list = []  # (what, seconds until the file, pages, bytes, asked, got)
        self.polls = 0
        self.settled = 0  # followers whose copy is current (their first 304)
        self.stop = False
        self.late: list = []  # how late this benchmark's own loop woke (loop_watch)
        self.collections: list = []  # this benchmark's full garbage collections, in seconds

    def error(self, what: str, status) -> None:
        self.errors[f"{what} {status}"] += 1


def gunzipped(headers, body: bytes) -> str:
    coding = headers.get("content-encoding", [""])[0]
    if coding == "br":
        import brotli

        body = brotli.decompress(body)
    elif coding == "gzip":
        import gzip

        body = gzip.decompress(body)
    return body.decode("utf-8", "replace")


def hand_times() -> list[float]:
    """A table's hands, in minutes from the round's start: 12 to 14 minutes apart, the last in
    the round's last minute."""
    last = ROUND_MINUTES - 1 + random.random()
    return sorted(last - k * random.uniform(12, 14) for k in range(HANDS))


class Clock:
    """Simulated minutes to seconds from the round's start: a minute in which some table saves
    lasts `busy` seconds (60: the evening's own pace), any other `idle` seconds, so a round's
    quiet stretches pass quickly while its saves come as fast as on the evening."""

    def __init__(self, schedules, idle: float, busy: float):
        self.schedules = schedules
        self.busy_minutes = {int(at) for times in schedules for at in times}
        self.idle, self.busy = idle, busy

    def length(self, minute: int) -> float:
        return self.busy if minute in self.busy_minutes else self.idle

    def last_stretch(self) -> int:
        """The first minute of the round's last run of busy minutes (its last hands)."""
        first = max(self.busy_minutes)
        while first - 1 in self.busy_minutes:
            first -= 1
        return first

    def seconds(self, at: float) -> float:
        whole = int(at)
        return sum(map(self.length, range(whole))) + (at - whole) * self.length(whole)


async def table_phones(port, game, times, clock, start, evening, round_no):
    """North-South saves each hand at its time; East-West opens the board and taps OK."""
    saver, confirmer = Client(port), Client(port)
    try:
        for number, at in enumerate(times, 1):
            await asyncio.sleep(max(0.0, start + clock.seconds(at) - time.monotonic()))
            status, headers, body, _ = await saver.request(
                "GET", f"/g/{game}/hands/new"
            )
            fields = {**form_fields(gunzipped(headers, body), "hand-form"), **HAND}
            fields["sides-1-hand_points"] = str(20 + 5 * (number % 2))
            status, _, _, seconds = await saver.request(
                "POST", f"/g/{game}/hands/new", fields
            )
            if status != 302:
                evening.error("save", status)
                continue
            answered = time.monotonic()
            evening.saves.append(seconds)
            evening.saved_at.append(answered)
            evening.acked[(game, number)] = answered
            evening.acked_wall[(game, number)] = time.time()
            status, headers, body, _ = await confirmer.request("GET", f"/g/{game}")
            page = gunzipped(headers, body)
            form = re.search(
                rf'action="(/g/{game}/hands/{number}/confirm)".*?name="csrf_token" value="([^"]+)"',
                page,
                re.S,
            )
            if form is None:
                evening.error("confirm form missing", status)
                continue
            status, _, _, seconds = await confirmer.request(
                "POST", form[1], {"csrf_token": form[2], "answer": "ok", "note": ""}
            )
            if status == 302:
                evening.confirms.append(seconds)
            else:
                evening.error("confirm", status)
    except (OSError, asyncio.IncompleteReadError) as error:
        evening.error("table phone", type(error).__name__)
    finally:
        saver.close()
        confirmer.close()


async def follower(port, game, night, evening, offset):
    """A phone on its table's scoreboard, as live_updates.js asks; "my night" once a round."""
    phone = Client(port)
    await asyncio.sleep(offset)
    etag, busy_since, hands, asked_night = '"v1"', time.monotonic(), 0, False
    settled = False
    try:
        while not evening.stop:
            status, headers, body, _ = await phone.request(
                "GET", f"/g/{game}/version", headers={"If-None-Match": etag}
            )
            evening.polls += 1
            if status == 200:
                etag = headers["etag"][0]
                busy_since = time.monotonic()
                latest = int(
                    re.search(rb'"hands":\s*(\d+)', gunzipped_bytes(headers, body))[1]
                )
                for number in range(hands + 1, latest + 1):
                    evening.seen.append((game, number, time.monotonic()))
                hands = latest
                status, _, _, seconds = await phone.request("GET", f"/g/{game}")
                if status == 200:
                    evening.pages["board"].append(seconds)
                else:
                    evening.error("scoreboard", status)
            elif status != 304:
                evening.error("poll", status)
            elif not settled:
                settled, evening.settled = True, evening.settled + 1
            if night and not asked_night and random.random() < 0.02 * NIGHTS[0]:
                asked_night = True
                status, _, _, seconds = await phone.request("GET", night)
                if status == 200:
                    evening.pages["night"].append(seconds)
                else:
                    evening.error("my night", status)
            quiet = time.monotonic() - busy_since > 180
            await asyncio.sleep((4 if quiet else 2) + random.random() * 0.4)
    except (OSError, asyncio.IncompleteReadError) as error:
        evening.error("follower", type(error).__name__)
    finally:
        phone.close()


def gunzipped_bytes(headers, body: bytes) -> bytes:
    return gunzipped(headers, body).encode()


async def room_screen(port, room, evening):
    """As static/pages/event_standings.js: the version the page shows, asked every 5 s (the
    board a page shows may trail the database by the server's lag: its version says which), 1 s
    after a page that says it is behind."""
    screen = Client(port)
    behind = [False]

    async def shown():
        status, headers, body, seconds = await screen.request(
            "GET", f"/e/{room}/standings"
        )
        if status != 200:
            evening.error("standings", status)
            return None
        page = gunzipped(headers, body)
        evening.pages["standings"].append(seconds)
        as_of = float(re.search(r'data-as-of="([^"]+)"', page)[1])
        evening.standings_shown.append((time.monotonic(), as_of))
        behind[0] = 'data-behind="1"' in page
        return re.search(r'data-version="([^"]+)"', page)[1]

    version = await shown()
    while not evening.stop:
        await asyncio.sleep(1 if behind[0] else 5)
        behind[0] = False
        status, _, _, _ = await screen.request(
            "GET",
            f"/e/{room}/standings/version",
            headers={"If-None-Match": f'"{version}"'},
        )
        if status == 200:
            version = await shown() or version
        elif status != 304:
            evening.error("standings poll", status)
    screen.close()


async def loop_watch(evening):
    """How late this benchmark's own loop wakes from a 50 ms sleep: a late loop adds its delay to
    every latency it measures (the server's answers wait to be read)."""
    while not evening.stop:
        asked = time.perf_counter()
        await asyncio.sleep(0.05)
        evening.late.append(time.perf_counter() - asked - 0.05)


def watch_collections(evening) -> None:
    """This process's full garbage collections timed (each stops the loop)."""
    started = [0.0]

    def timed(phase, info):
        if info["generation"] != 2:
            return
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            evening.collections.append(time.perf_counter() - started[0])

    gc.callbacks.append(timed)


async def director(port, key, evening):
    desk = Client(port)
    while not evening.stop:
        status, _, _, seconds = await desk.request("GET", f"/e/{key}")
        evening.pages["director"].append(seconds)
        if status != 200:
            evening.error("director", status)
        await asyncio.sleep(DIRECTOR_EVERY[0])
    desk.close()


async def director_prints(port, key, at, rounds, evening):
    """At `at` (monotonic), the director asks for a round's score sheets and the table cards,
    as the page offers them (202 while a paper worker draws them, then the file)."""
    await asyncio.sleep(max(0.0, at - time.monotonic()))

    def fetch(what, path):
        desk = Browser(port, timeout=1800)
        asked = time.monotonic()
        answer = desk.download(path, timeout=1800)
        got = time.monotonic()
        desk.close()
        pages = 0
        if answer.status != 200 or not answer.content.startswith(b"%PDF"):
            evening.error(what, answer.status)
        else:
            with TemporaryDirectory() as folder:
                pages = pdf_info(answer.content, Path(folder))["pages"]
        evening.paper.append(
            (what, got - asked, pages, len(answer.content), asked, got)
        )

    await asyncio.gather(
        asyncio.to_thread(
            fetch, "round's sheets", f"/e/{key}/sheets.pdf?round={rounds}"
        ),
        asyncio.to_thread(fetch, "table cards", f"/e/{key}/table-cards.pdf"),
    )


def percentile(values, share) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def make_evening(port: int, tables: int, rounds: int) -> tuple[str, str]:
    """The group and the evening, through the forms: (director's key, room's key)."""
    phone = Browser(port, timeout=600)
    fields = form_fields(phone.get("/groups/new").body)
    answer = phone.post("/groups/new", {**fields, "name": "Federation"})
    group = re.search(r"/groups/([\w-]+)/share", answer.location)[1]
    page = phone.get(f"/groups/{group}/events/new").body
    fields = form_fields(page)
    fields.update(
        {
            "name": "Championship",
            "variant": "classic",
            "round_kind": "target",
            "per_side": "1",
            "movement": "mitchell",
            "tables": str(tables),
            "rounds": str(rounds),
            "ranking": "points",
            "day": "2026-11-24",
            "bye_rule": "average",
            "confirm_hands": "y",
            "entrants": "\n".join(f"P{n}a & P{n}b" for n in range(1, 2 * tables + 1)),
        }
    )
    answer = phone.post(f"/groups/{group}/events/new", fields)
    if answer.status != 302:
        Path("/tmp/championship-refused.html").write_text(answer.body)
        raise SystemExit("the evening was refused: /tmp/championship-refused.html")
    key = answer.location.rsplit("/e/", 1)[1]
    phone.close()
    return key, group


def start_round(port: int, key: str) -> float:
    phone = Browser(port, timeout=600)
    fields = form_fields(phone.get(f"/e/{key}").body, "start-round")
    started = time.perf_counter()
    answer = phone.post(f"/e/{key}/rounds", {**fields, "confirm": "1"})
    assert answer.status == 302, answer.status
    phone.close()
    return time.perf_counter() - started


def round_games(database: Path, key: str) -> tuple[str, list[str]]:
    # keys are kept as digest and seal (storage/key_seals.py): the store's own connection opens them
    db = connect(database)
    try:
        event, room, current = db.execute(
            "SELECT id, open_key(view_digest, view_seal), current_round FROM events"
            " WHERE token_digest = key_digest(?)",
            [key],
        ).fetchone()
        games = db.execute(
            "SELECT open_key(g.token_digest, g.token_seal) FROM event_games eg"
            " JOIN games g ON g.id = eg.game_id"
            " WHERE eg.event_id = ? AND eg.round = ? ORDER BY eg.table_number",
            [event, current],
        ).fetchall()
    finally:
        db.close()
    return room, [token for (token,) in games]


async def play_round(
    port, key, room, games, clock, evening, round_no, polls_alone, printing
):
    started = time.monotonic()
    followers = [
        asyncio.create_task(
            follower(
                port,
                game,
                f"/e/{room}/night/{1 + (n * 4 + k) % (2 * len(games))}",
                evening,
                random.random() * 2,
            )
        )
        for n, game in enumerate(games)
        for k in range(4)
    ]
    others = [
        asyncio.create_task(room_screen(port, room, evening)),
        asyncio.create_task(director(port, key, evening)),
        asyncio.create_task(loop_watch(evening)),
    ]
    await asyncio.sleep(polls_alone)
    start = time.monotonic()
    if printing:  # as the round's last saves begin: the paper worker draws beside them
        at = start + clock.seconds(clock.last_stretch() - 0.5)
        others.append(
            asyncio.create_task(director_prints(port, key, at, round_no, evening))
        )
    await asyncio.gather(
        *(
            table_phones(port, game, times, clock, start, evening, round_no)
            for game, times in zip(games, clock.schedules)
        )
    )
    await asyncio.sleep(6)  # the last saves reach their followers and the room
    evening.stop = True
    await asyncio.gather(*followers, *others)
    evening.stop = False
    return time.monotonic() - started


def main(argv) -> int:
    args = list(argv[1:])

    def option(name, default, kind=float):
        if name in args:
            at = args.index(name)
            value = kind(args[at + 1])
            del args[at : at + 2]
            return value
        return default

    rounds = option("--rounds", 1, int)
    minute = option("--minute", 2.0)
    busy_minute = option("--busy-minute", minute)
    processes = option("--processes", 0, int)
    NIGHTS[0] = option("--nights", 1.0)
    DIRECTOR_EVERY[0] = option("--director-every", 20.0)
    printing = "--no-paper" not in args
    if not printing:
        args.remove("--no-paper")
    tables = int(args[0]) if args else 40
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    random.seed(41)
    evening = Evening()
    watch_collections(evening)
    with TemporaryDirectory() as folder:
        server = start_server(
            Path(folder) / "instance", CONFIG, env={"PROCESSES": str(processes)}
        )
        try:
            made = time.perf_counter()
            key, _ = make_evening(server.port, tables, rounds)
            print(
                f"{tables} tables x {rounds} rounds made in {time.perf_counter() - made:.1f} s"
            )
            for round_no in range(1, rounds + 1):
                print(
                    f"round {round_no} started in {start_round(server.port, key):.1f} s"
                )
                room, games = round_games(server.database, key)
                cpu0, polls0 = cpu_seconds(server.process.pid), evening.polls
                measure = asyncio.run(measure_alone(server, key, room, games, evening))
                cpu_alone, polls_alone, drawn = measure
                print(
                    f"  {polls_alone} polls alone (20 s, {4 * len(games)} followers, "
                    f"{drawn} pages meanwhile): "
                    f"{cpu_alone * 1000 / max(polls_alone, 1):.3f} ms server CPU a poll"
                )
                cpu1, saves1 = cpu_seconds(server.process.pid), len(evening.saves)
                polls1 = evening.polls
                ours = time.process_time()
                seconds = asyncio.run(
                    play_round(
                        server.port,
                        key,
                        room,
                        games,
                        Clock([hand_times() for _ in games], minute, busy_minute),
                        evening,
                        round_no,
                        0,
                        printing,
                    )
                )
                cpu = cpu_seconds(server.process.pid) - cpu1
                saves = len(evening.saves) - saves1
                peaks = ", ".join(
                    f"{peak_mb(pid):.0f}" for pid in children(server.process.pid)
                )
                print(
                    f"  round {round_no}: {saves} saves in {seconds:.0f} s, "
                    f"{evening.polls - polls1} polls; server CPU {cpu:.1f} s "
                    f"({cpu / seconds * 100:.0f}% of one core), "
                    f"{cpu * 1000 / max(saves, 1):.0f} ms a save with all it brings; "
                    f"this benchmark {time.process_time() - ours:.1f} s CPU; the server's "
                    f"processes' peak memory so far {peaks} MB"
                )
                del cpu0, polls0
        finally:
            server.stop()
    report(evening)
    return 0


async def measure_alone(server, key, room, games, evening):
    """The followers alone for 20 s, once each shows the current version (its first
    scoreboard drawn) and without "my night": (server CPU seconds, polls, pages drawn
    meanwhile, which should be none)."""
    evening.settled = 0
    followers = [
        asyncio.create_task(
            follower(server.port, game, None, evening, random.random() * 2)
        )
        for game in games
        for _ in range(4)
    ]
    deadline = time.monotonic() + 120
    while evening.settled < len(followers) and time.monotonic() < deadline:
        await asyncio.sleep(0.5)
    await asyncio.sleep(2)  # the last boards' work done
    drawn = sum(len(pages) for pages in evening.pages.values())
    cpu, polls = cpu_seconds(server.process.pid), evening.polls
    await asyncio.sleep(20)
    cpu, polls = cpu_seconds(server.process.pid) - cpu, evening.polls - polls
    drawn = sum(len(pages) for pages in evening.pages.values()) - drawn
    evening.stop = True
    await asyncio.gather(*followers)
    evening.stop = False
    return cpu, polls, drawn


def report(evening: Evening) -> None:
    ms = lambda v: f"{v * 1000:.0f} ms"  # noqa: E731
    saves = evening.saves
    print(
        f"saves: {len(saves)}, p50 {ms(percentile(saves, 0.5))}, p99 {ms(percentile(saves, 0.99))}; "
        f"OKs: {len(evening.confirms)}, p50 {ms(percentile(evening.confirms, 0.5))}, "
        f"p99 {ms(percentile(evening.confirms, 0.99))}"
    )
    print(f"errors: {sum(evening.errors.values())} {dict(evening.errors)}")
    print(
        f"this benchmark's loop woke late: p50 {ms(percentile(evening.late, 0.5))}, p99 "
        f"{ms(percentile(evening.late, 0.99))}, max {ms(max(evening.late, default=0))}; "
        f"{len(evening.collections)} full collections, the longest "
        f"{ms(max(evening.collections, default=0))}"
    )
    first_seen: dict = {}
    for game, number, when in evening.seen:
        first_seen.setdefault((game, number), []).append(when)
    delays = []
    for hand, when in evening.acked.items():
        for seen in first_seen.get(hand, []):
            delays.append(max(0.0, seen - when))
    unseen = sum(1 for hand in evening.acked if len(first_seen.get(hand, [])) < 4)
    print(
        f"a save on its followers: p50 {percentile(delays, 0.5):.1f} s, p99 "
        f"{percentile(delays, 0.99):.1f} s, max {max(delays, default=float('nan')):.1f} s "
        f"({len(delays)} sightings; {unseen} saves not seen by all four)"
    )
    shown = []
    for hand, when in evening.acked.items():
        # the first page whose board was read after the save was answered holds it
        later = [
            done
            for done, as_of in evening.standings_shown
            if as_of >= evening.acked_wall[hand]
        ]
        if later:
            shown.append(min(later) - when)
    print(
        f"a save in the room's standings: p50 {percentile(shown, 0.5):.1f} s, p99 "
        f"{percentile(shown, 0.99):.1f} s"
    )
    for what, seconds, pages, size, asked, got in evening.paper:
        during = [
            took
            for took, at in zip(evening.saves, evening.saved_at)
            if asked <= at <= got
        ]
        print(
            f"{what}: {pages} pages, {size / 1e6:.1f} MB, ready in {seconds:.0f} s; saves meanwhile:"
            f" {len(during)}, p50 {ms(percentile(during, 0.5))}, p99 {ms(percentile(during, 0.99))}"
        )
    for name, values in evening.pages.items():
        print(
            f"{name}: {len(values)} pages, p50 {ms(percentile(values, 0.5))}, "
            f"p95 {ms(percentile(values, 0.95))}, max {ms(max(values, default=float('nan')))}"
        )


if __name__ == "__main__":
    sys.exit(main(sys.argv))
