"""Importing a big group file into the real server (scripts/run.sh, waitress), measured on the
server's process: CPU seconds (/proc/<pid>/stat), resident memory before and its peak after
(VmRSS, VmHWM), and how much the database grew. The audit's 62.9 MB file took 211.6 s of CPU
and RSS 145→747 MB; now such a file is refused before it is read (413, the limit named), and the
largest file under the limits (24 MB, 2,000 games) is read a game at a time.

Run: .venv/bin/python benchmarks/group_import_bench.py  [games=2000]
"""

import http.client
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE))
from engine_bench import forty_hand_record  # noqa: E402
from live_server import Browser, start_server  # noqa: E402

CONFIG = "IMPORTS_PER_HOUR = 1000\nNEW_GROUPS_PER_HOUR = 1000\n"


def group_file(games: int, pad_to: int = 0) -> bytes:
    record = forty_hand_record()
    roster = [
        {"id": n, "name": name} for n, name in enumerate(["Ana", "Ben", "Cleo", "Dan"])
    ]
    sides = [
        {**record["sides"][0], "roster": [0, 1]},
        {**record["sides"][1], "roster": [2, 3]},
    ]
    head = {
        "name": "Big club",
        "created": "2026-01-01T00:00:00+00:00",
        "roster": roster,
    }
    items = [
        json.dumps({**record, "name": f"G{n}", "sides": sides}, separators=(",", ":"))
        for n in range(games)
    ]
    body = f'{{"format":1,"group":{json.dumps(head)},"games":[{",".join(items)}]}}'
    return body.encode() + b" " * max(0, pad_to - len(body))


def proc(pid: int) -> dict:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    status = Path(f"/proc/{pid}/status").read_text()
    kb = {k: int(v) for k, v in re.findall(r"(VmRSS|VmHWM):\s+(\d+) kB", status)}
    return {"cpu": (int(fields[11]) + int(fields[12])) / ticks, **kb}


def upload(port: int, body: bytes):
    phone = Browser(port, timeout=600)
    page = phone.get("/groups/import").body
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    boundary = "benchboundary"
    data = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n{token}\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.json"\r\n'
            "Content-Type: application/json\r\n\r\n"
        ).encode()
        + body
        + f"\r\n--{boundary}--\r\n".encode()
    )
    phone.close()  # its cookies stay: the upload goes on a connection of its own
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    cookie = "; ".join(f"{k}={v}" for k, v in phone.cookies.items())
    started = time.perf_counter()
    connection.request(
        "POST",
        "/groups/import",
        body=data,
        headers={
            "Content-Type": f"multipart/form-data; boundary={boundary}",
            "Cookie": cookie,
        },
    )
    answer = connection.getresponse()
    text = answer.read().decode("utf-8", "replace")
    connection.close()
    return answer.status, time.perf_counter() - started, text


def measure(label: str, body: bytes) -> None:
    folder = Path(tempfile.mkdtemp())
    server = start_server(folder / "instance", CONFIG)
    try:
        database = folder / "instance" / "scorekeeper.sqlite"
        before, size_before = proc(server.process.pid), database.stat().st_size
        status, seconds, text = upload(server.port, body)
        after = proc(server.process.pid)
        grown = database.stat().st_size - size_before
        wal = database.with_name(database.name + "-wal")
        grown += wal.stat().st_size if wal.exists() else 0
        said = re.search(r"<p>([^<]*MB[^<]*)</p>", text)
        print(
            f"{label}: {len(body) / 2**20:.1f} MB file -> {status} in {seconds:.1f} s;"
            f" server CPU {after['cpu'] - before['cpu']:.1f} s; RSS {before['VmRSS'] // 1024}"
            f" MB before, peak {after['VmHWM'] // 1024} MB (+{(after['VmHWM'] - before['VmRSS']) / 1024:.0f} MB);"
            f" database +{grown / 2**20:.1f} MB"
        )
        if status == 413 and said:
            print("   the page says:", said.group(1).strip()[:160])
    finally:
        server.stop()


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    largest = group_file(games)
    measure(f"largest accepted ({games} games of 40 hands)", largest)
    measure("the audit's size", group_file(10, pad_to=int(62.9 * 2**20)))


if __name__ == "__main__":
    main()
