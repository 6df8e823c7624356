"""What an idle following phone costs (a script, not a timed test):
`.venv/bin/python benchmarks/idle_follow.py [followers] [seconds] [--vs CHECKOUT]` (defaults: 20
phones, 60 s; --vs: the same against another checkout's server, taking turns).

A phone with a game's page open asks GET /g/<id>/version every 2 s with the version it shows as
If-None-Match (static/offline/live_updates.js); while nobody saves, the answer is an empty 304. This runs
the production server (`scripts/run.sh`, waitress) and

1. opens the scoreboard in Debian's Chromium, waits for its polls and records the exact request
   headers Chromium sends and the answer it gets (so the byte counts are a real phone's);
2. replays that request from N followers on their own kept-alive connections, every 2 s each, for
   the given time, counting every byte on the wire both ways (request line, headers, body);
3. reads the server process's CPU time (/proc) before and after.

It prints requests and bytes per minute per phone, and the server's CPU per follower.
"""

import socket
import sys
import threading
import time
from pathlib import Path
from tempfile import TemporaryDirectory

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from live_server import NEW_GAME, Browser, form_fields, start_server  # noqa: E402

EVERY = 2.0  # seconds between polls, as live_updates.js asks while the table is busy
TICKS = 100  # os.sysconf("SC_CLK_TCK") on Linux


def chromium_poll(port: int, board: str) -> tuple[list, str]:
    """The headers Chromium sends for one poll (in order) and the status line it gets back."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=["--disable-gpu", "--disable-quic"],
        )
        page = browser.new_context(
            viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
        ).new_page()
        page.goto(f"http://127.0.0.1:{port}{board}")
        with page.expect_response(
            lambda r: r.url.endswith("/version"), timeout=10000
        ) as answer:
            pass
        response = answer.value
        headers = response.request.headers_array()
        status = response.status
        browser.close()
    return [
        (h["name"], h["value"]) for h in headers if not h["name"].startswith(":")
    ], status


def read_answer(sock, pending: bytes) -> tuple[int, int, bytes]:
    """One HTTP answer from a kept-alive socket: (status, bytes on the wire, what was read past it)."""
    data = pending
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split()[1])
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    while len(rest) < length:
        rest += sock.recv(65536)
    return status, len(head) + 4 + length, rest[length:]


def follower(
    port,
    request: bytes,
    stop: threading.Event,
    totals: dict,
    lock: threading.Lock,
    offset: float,
):
    time.sleep(offset)  # phones do not all ask in the same millisecond
    sock, pending = None, b""
    sent = received = asked = connections = 0
    statuses: dict = {}
    next_at = time.monotonic()
    while not stop.is_set():
        try:
            if sock is None:
                sock = socket.create_connection(("127.0.0.1", port), timeout=10)
                pending, connections = b"", connections + 1
            sock.sendall(request)
            status, size, pending = read_answer(sock, pending)
        except OSError:
            # the server closed an idle connection: a browser opens a new one
            sock = None
            continue
        sent, received, asked = sent + len(request), received + size, asked + 1
        statuses[status] = statuses.get(status, 0) + 1
        next_at += EVERY
        stop.wait(max(0.0, next_at - time.monotonic()))
    if sock:
        sock.close()
    with lock:
        totals["sent"] += sent
        totals["received"] += received
        totals["asked"] += asked
        totals["connections"] += connections
        for status, count in statuses.items():
            totals["statuses"][status] = totals["statuses"].get(status, 0) + count


def cpu_seconds(root_pid: int) -> float:
    """User + system CPU of a process and all its descendants (the server runs under run.sh's bash),
    with that of the descendants that ended: a paper worker replaced past its memory ceiling (one
    that drew a 400-table round's sheets) took its CPU out of the sum; once reaped it is in its
    parent's cutime and cstime."""
    parents = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(stat.parent.name)] = (
            int(fields[1]),
            sum(int(field) for field in fields[11:15]),  # utime stime cutime cstime
        )
    family, total, grew = {root_pid}, 0, True
    while grew:
        grew = False
        for pid, (parent, _) in parents.items():
            if parent in family and pid not in family:
                family.add(pid)
                grew = True
    for pid in family:
        total += parents.get(pid, (0, 0))[1]
    return total / TICKS


def new_game(port: int) -> tuple[str, str]:
    """A game started as a phone starts one: (its scoreboard's path, the phone's cookie)."""
    phone = Browser(port)
    fields = {
        **form_fields(phone.get(NEW_GAME).body),
        "sides-0-name": "Us",
        "sides-1-name": "Them",
    }
    board = phone.post(NEW_GAME, fields).location.rsplit("/hands/", 1)[0]
    phone.get(board)
    return board, "; ".join(f"{k}={v}" for k, v in phone.cookies.items())


def follow(server, headers, followers: int, seconds: float) -> dict:
    """N followers replaying Chromium's poll against `server` for `seconds`: the totals."""
    board, cookie = new_game(server.port)
    lines = [f"GET {board}/version HTTP/1.1"]
    for name, value in headers:
        lines.append(f"{name}: {cookie if name.lower() == 'cookie' else value}")
    request = ("\r\n".join(lines) + "\r\n\r\n").encode()
    stop, lock = threading.Event(), threading.Lock()
    totals = {"sent": 0, "received": 0, "asked": 0, "connections": 0, "statuses": {}}
    threads = [
        threading.Thread(
            target=follower,
            args=(server.port, request, stop, totals, lock, EVERY * i / followers),
        )
        for i in range(followers)
    ]
    cpu_before, started = cpu_seconds(server.process.pid), time.monotonic()
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join()
    totals["elapsed"] = time.monotonic() - started
    totals["cpu"] = cpu_seconds(server.process.pid) - cpu_before
    totals["request"] = len(request)
    return totals


def report(name: str, followers: int, totals: dict) -> None:
    elapsed, cpu, asked = totals["elapsed"], totals["cpu"], max(totals["asked"], 1)
    per_minute = 60 / elapsed / followers
    print(
        f"{name}: {followers} idle followers for {elapsed:.0f} s: answers {totals['statuses']}"
    )
    print(
        f"  one poll: {totals['request']} bytes up, {totals['received'] / asked:.0f} bytes down"
    )
    print(
        f"  per phone per minute: {totals['asked'] * per_minute:.1f} requests, "
        f"{totals['sent'] * per_minute / 1024:.1f} KB up, {totals['received'] * per_minute / 1024:.1f} KB down"
    )
    # each phone's first connection is not counted: a kept-alive phone needs no other
    print(
        f"  connections opened again: {totals['connections'] - followers} "
        f"(beyond the {followers} first, one a phone)"
    )
    print(
        f"  server CPU: {cpu / elapsed * 100:.2f}% of one core for all {followers}; "
        f"{cpu * 1000 * per_minute:.0f} ms CPU per follower per minute; "
        f"{cpu * 1000 / asked:.3f} ms CPU per poll"
    )


def main(argv) -> int:
    """`idle_follow.py [followers] [seconds] [--vs CHECKOUT] [--turns N]`: with --vs, the same
    run against another checkout's server too (e.g. /work/main, set up with scripts/setup.sh),
    the two taking turns N times (default 2), so both see the same machine."""
    args, vs, turns = list(argv[1:]), None, 2
    if "--vs" in args:
        at = args.index("--vs")
        vs = Path(args[at + 1]).resolve()
        del args[at : at + 2]
    if "--turns" in args:
        at = args.index("--turns")
        turns = int(args[at + 1])
        del args[at : at + 2]
    followers = int(args[0]) if args else 20
    seconds = float(args[1]) if len(args) > 1 else 60
    sides = [("this checkout", None)]
    if vs is not None:
        sides.append((str(vs), ["bash", str(vs / "scripts" / "run.sh")]))
    headers, results = None, {name: [] for name, _ in sides}
    with TemporaryDirectory() as folder:
        for turn in range(turns if vs else 1):
            for name, command in sides:
                instance = Path(folder) / f"{len(results[name])}-{abs(hash(name))}"
                server = start_server(instance, command=command)
                try:
                    if headers is None:
                        board, _ = new_game(server.port)
                        headers, status = chromium_poll(server.port, board)
                        print(
                            f"Chromium's poll: {len(headers)} request headers, answered {status}"
                        )
                    totals = follow(server, headers, followers, seconds)
                finally:
                    server.stop()
                results[name].append(totals)
                report(f"[turn {turn + 1}] {name}", followers, totals)
    if vs is not None:
        print("CPU per poll, each turn (ms):")
        for name, runs in results.items():
            figures = [r["cpu"] * 1000 / max(r["asked"], 1) for r in runs]
            print(f"  {name}: " + ", ".join(f"{f:.3f}" for f in figures))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
