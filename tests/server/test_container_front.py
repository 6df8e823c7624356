"""The container guarded as the checkout is (issue 39, M4): the image served waitress alone
(SCOREKEEPER_FRONT_PROXY=false) and compose.yaml suggested "8000:8000" for the Wi-Fi, so 1,005 slow
sockets timed a normal request out. Now the image's entrypoint, with the Containerfile's own
environment (read from it, so the test follows the file), puts nginx in front as `scripts/run.sh`
does with HOST=0.0.0.0; the slow-socket checks of test_slow_sockets.py run against it, and the
health check answers through nginx. No container engine: the entrypoint runs on a temporary folder
standing for /data (test_container.py)."""

import re
import shlex
import time

import pytest
from live_server import Browser, free_port
from test_container import ROOT, SCOREKEEPER, healthy, start_container
from test_slow_sockets import opened

pytestmark = pytest.mark.packaging


def image_environment() -> dict:
    """The Containerfile's ENV lines, as the image's processes see them."""
    text = (ROOT / "Containerfile").read_text().replace("\\\n", " ")
    env = {}
    for line in re.findall(r"^ENV (.*)$", text, re.MULTILINE):
        env.update(pair.split("=", 1) for pair in shlex.split(line))
    return env


@pytest.fixture
def container(tmp_path):
    env = image_environment()
    assert env["HOST"] == "0.0.0.0" and "SCOREKEEPER_FRONT_PROXY" not in env
    data, port = tmp_path / "data", free_port()
    env.update(
        SCOREKEEPER_INSTANCE=str(data),
        PORT=str(port),
        SCOREKEEPER=SCOREKEEPER,
        SCOREKEEPER_FRONT_HEAD_SECONDS="2",
        SCOREKEEPER_FRONT_CONNECTIONS_PER_ADDRESS="3",
    )
    server = start_container(data, port, **env)
    yield server
    server.stop()


def test_the_image_serves_through_nginx_and_its_health_check_passes(container):
    phone = Browser(container.port)
    answer = phone.get("/")
    phone.close()
    assert answer.status == 200 and answer.headers["server"] == "nginx"
    assert "nginx in front" in container.log.read_text()
    assert healthy(container.port) == 0


def test_the_images_dripping_heads_leave_a_phone_its_answer(container):
    dripping = [
        opened(container.port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        for _ in range(200)
    ]
    try:
        phone = Browser(container.port, timeout=10)
        answer = phone.get("/")
        phone.close()
        assert answer.status == 200 and answer.seconds < 2, answer.seconds
        # One address gets three requests in progress at once; the fourth is refused (429).
        head = b"POST /games/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 9\r\n\r\n"
        held = [opened(container.port, head) for _ in range(3)]
        time.sleep(0.5)  # nginx has read their heads
        extra = opened(container.port, head)
        assert extra.recv(4096).startswith(b"HTTP/1.1 429")
        for sock in [*held, extra]:
            sock.close()
    finally:
        for sock in dripping:
            sock.close()
