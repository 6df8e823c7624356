"""A group file sent back over the Wi-Fi (issue 28): served to the network, nginx stands in front
of waitress and stopped every body past 2 MB with its own 413, so Import a group never saw a
club's file. Now the two import pages take up to GROUP_FILE_BYTES, every other page 1 MB. The
server listens on 0.0.0.0 as for the phones; the test's requests go to 127.0.0.1 only."""

import sys
from pathlib import Path

import pytest
from live_server import Browser, start_server

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from group_import_bench import CONFIG, group_file, upload  # noqa: E402


@pytest.fixture
def server(tmp_path):
    if not Path("/usr/sbin/nginx").exists():
        pytest.fail(
            "nginx is part of serving the network: scripts/setup.sh installs it"
        )
    server = start_server(tmp_path / "instance", CONFIG, host="0.0.0.0")
    yield server
    server.stop()


def test_a_5_mb_group_file_imports_through_nginx_and_a_big_body_elsewhere_is_refused(
    server,
):
    body = group_file(500)  # 500 games of 40 hands: about 4.7 MB
    assert len(body) > 4 * 2**20
    status, _seconds, _text = upload(server.port, body)
    assert status == 302
    phone = Browser(server.port)
    answer = phone.request(
        "POST", "/groups/new", headers={"Content-Length": str(3 * 2**20)}
    )
    phone.close()
    assert answer.status == 413
