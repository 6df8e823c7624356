"""The request size limit on a real server process: a 300 MB post is refused from its headers, before
the server reads (or holds in memory) the body."""

import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
SERVER = """
import sys
from werkzeug.serving import make_server
from scorekeeper import create_app
app = create_app({"DATABASE": sys.argv[1] + "/s.sqlite"}, instance_path=sys.argv[1] + "/instance")
server = make_server("127.0.0.1", 0, app, threaded=True)
print(server.server_port, flush=True)
server.serve_forever()
"""


@pytest.fixture
def server(tmp_path):
    process = subprocess.Popen(
        [sys.executable, "-c", SERVER, str(tmp_path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    port = int(process.stdout.readline())
    yield process, port
    process.terminate()
    process.wait()
    process.stdout.close()


def resident_kb(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(
        next(
            line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")
        )
    )


def test_a_300_mb_post_without_a_token_is_answered_413_at_once_without_being_read(
    server,
):
    process, port = server
    before = resident_kb(process.pid)
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(
            b"POST /games/import HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/x-www-form-urlencoded\r\n"
            b"Content-Length: "
            + str(300 * 2**20).encode()
            + b"\r\n\r\n"
            + b"text="
            + b"x" * 65536
        )
        answer = b""
        while b"</html>" not in answer and (chunk := connection.recv(65536)):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b"That was too much to send" in answer
    assert time.monotonic() - started < 5
    # the 300 MB were never held (the audit saw +612 MB)
    assert resident_kb(process.pid) - before < 20_000
