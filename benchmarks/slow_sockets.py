"""Slow sockets from one address against `scripts/run.sh` with HOST=0.0.0.0 (a script, not a test).

    .venv/bin/python benchmarks/slow_sockets.py [SOCKETS] [SECONDS] [front|direct]
    (defaults: 1000 60 front; `direct` is waitress alone, FRONT_PROXY = False, as before nginx)

Starts the server as a club on the Wi-Fi would (HOST=0.0.0.0, its own instance folder), then
holds SOCKETS connections from 127.0.0.1 that each send a request line and then one header byte
every 20 s, opening a new one whenever the server closes one (a patient attacker keeps them all).
Meanwhile a phone asks for the games list once a second on a new connection. Prints how many
slow sockets the server closed and the phone's answers: status counts, p50, p95 and max seconds."""

import resource
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from live_server import Browser, start_server  # noqa: E402

DRIP_SECONDS = 20


def slow_socket(port):
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    sock.setblocking(False)
    return sock


def attack(port, count, stop: threading.Event, closed: list):
    sockets = []
    while len(sockets) < count and not stop.is_set():
        try:
            sockets.append(slow_socket(port))
        except OSError:
            time.sleep(0.05)
    last_drip = time.monotonic()
    while not stop.is_set():
        time.sleep(0.5)
        drip = time.monotonic() - last_drip >= DRIP_SECONDS
        for index, sock in enumerate(sockets):
            try:
                gone = sock.recv(1, socket.MSG_PEEK) == b""
            except BlockingIOError:
                gone = False
            except OSError:
                gone = True
            if not gone and drip:
                try:
                    sock.send(b"x")
                except OSError:
                    gone = True
            if gone:
                closed.append(time.monotonic())
                sock.close()
                try:
                    sockets[index] = slow_socket(port)
                except OSError:
                    pass
        if drip:
            last_drip = time.monotonic()
    for sock in sockets:
        sock.close()


def phone(port, stop: threading.Event, answers: list):
    while not stop.is_set():
        browser = Browser(port, timeout=10)
        started = time.perf_counter()
        try:
            answers.append((browser.get("/").status, time.perf_counter() - started))
        except OSError as error:
            answers.append((type(error).__name__, time.perf_counter() - started))
        browser.close()
        time.sleep(max(0, 1 - (time.perf_counter() - started)))


def main(count: int = 1000, seconds: int = 60, mode: str = "front"):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    config = "FRONT_PROXY = False\n" if mode == "direct" else ""
    with tempfile.TemporaryDirectory(prefix="slow-sockets-") as folder:
        server = start_server(Path(folder) / "instance", config, host="0.0.0.0")
        stop, closed, answers = threading.Event(), [], []
        attacker = threading.Thread(
            target=attack, args=(server.port, count, stop, closed)
        )
        attacker.start()
        time.sleep(3)  # the sockets are open
        prober = threading.Thread(target=phone, args=(server.port, stop, answers))
        prober.start()
        time.sleep(seconds)
        stop.set()
        attacker.join()
        prober.join()
        alive = server.process.poll() is None
        server.stop()
    times = sorted(t for status, t in answers if status == 200)
    counts = {}
    for status, _ in answers:
        counts[status] = counts.get(status, 0) + 1
    print(
        f"{mode}: {count} slow sockets from one address for {seconds} s; server alive: {alive}"
    )
    print(f"  slow sockets closed by the server (and reopened): {len(closed)}")
    print(f"  the phone's {len(answers)} requests: {counts}")
    if times:
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(
            f"  answered in: p50 {statistics.median(times):.3f} s, p95 {p95:.3f} s,"
            f" max {times[-1]:.3f} s"
        )


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]), *sys.argv[3:4])
