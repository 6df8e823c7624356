"""The container, without a container engine: its entrypoint (deploy/container/entrypoint.sh) run on
this machine against a temporary folder standing for the /data volume, on 127.0.0.1. It migrates,
backs up into the volume, answers the image's health check, serves a game with the settings given by
environment, and a restart on the same folder keeps the game. The full image root, built from Debian
packages with the same build script, is benchmarks/container_rootfs.sh (minutes: not in the suite)."""

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from budget_clock import within_one_window
from live_server import Browser, Table, free_port, start_server, stored_hands

ROOT = Path(__file__).resolve().parents[2]
CONTAINER = ROOT / "deploy" / "container"
SCOREKEEPER = str(Path(sys.executable).parent / "scorekeeper")

pytestmark = pytest.mark.packaging


def start_container(data: Path, port: int, **env):
    return start_server(
        data,
        port=port,
        command=["sh", str(CONTAINER / "entrypoint.sh")],
        env={
            "SCOREKEEPER": SCOREKEEPER,
            "HOST": "127.0.0.1",
            "PUBLIC_URL": "https://scores.example.org",
            "SCOREKEEPER_NEW_GAMES_PER_HOUR": "2",
            **env,
        },
    )


def healthy(port: int) -> int:
    return subprocess.run(
        [sys.executable, str(CONTAINER / "healthcheck.py")],
        env={**os.environ, "PORT": str(port)},
        timeout=20,
    ).returncode


def backups(data: Path) -> list[str]:
    return sorted(p.name for p in (data / "backups").glob("games-*.sqlite"))


def test_the_entrypoint_migrates_serves_a_game_and_keeps_it_across_a_restart(tmp_path):
    data, port = tmp_path / "data", free_port()
    server = start_container(data, port, BACKUP_EVERY="1", BACKUP_KEEP="3")
    try:
        log = server.log.read_text()
        assert re.search(r"scorekeeper\.sqlite: schema \S+", log)  # init-db ran first
        phone = Browser(port)
        within_one_window(10)  # the hour's two new games and the refused third
        table = Table(phone, "In the volume")
        assert table.start_game().status == 302 and table.save_hand().status == 302
        game = table.hand_page.split("/hands")[0]
        share = phone.get(f"{game}/share").body
        assert f'href="https://scores.example.org{game}"' in share  # PUBLIC_URL by env
        # SCOREKEEPER_NEW_GAMES_PER_HOUR=2 by env: the third new game of the hour is refused.
        assert Table(phone, "Second").start_game().status == 302
        assert Table(phone, "Third").start_game().status == 429
        assert healthy(port) == 0
        time.sleep(3.5)  # backups every second, the newest three kept
        assert len(backups(data)) == 3
        phone.close()
    finally:
        server.stop()
    assert healthy(port) == 1  # nothing answers: the health check says so
    assert (data / ".scorekeeper-databases").exists()  # the marker stays in the volume
    assert oct((data / "scorekeeper.sqlite").stat().st_mode & 0o777) == "0o600"

    again = start_container(data, port, BACKUP_EVERY="0")
    phone = Browser(port)
    try:
        board = phone.get(game)
        assert board.status == 200 and "In the volume" in board.body
    finally:
        phone.close()
        again.stop()
    assert (
        stored_hands(data / "scorekeeper.sqlite")["In the volume"] == table.acknowledged
    )


def test_the_image_is_debian_12_slim_runs_as_its_own_user_and_keeps_data_in_one_volume():
    image = (ROOT / "Containerfile").read_text()
    assert "FROM docker.io/library/debian:bookworm-slim" in image
    assert re.search(r"^USER scorekeeper$", image, re.M)
    assert "VOLUME /data" in image and "SCOREKEEPER_INSTANCE=/data" in image
    assert "healthcheck.py" in image and "scorekeeper-entrypoint" in image
    build = (CONTAINER / "build.sh").read_text()
    assert '--require-hashes -r "$SRC/requirements/runtime.txt"' in build
    compose = (ROOT / "compose.yaml").read_text()
    assert len(compose.splitlines()) <= 20 and "/data" in compose


def test_the_health_check_survives_podmans_default_image_format():
    """Podman's OCI images carry no HEALTHCHECK: the build line says --format docker, and compose
    states the check itself."""
    image = (ROOT / "Containerfile").read_text()
    assert "podman build --format docker" in image
    assert "podman build --format docker" in (ROOT / "docs" / "running.md").read_text()
    compose = (ROOT / "compose.yaml").read_text()
    check = re.search(r"^    healthcheck:.*\n      test: (\[.*\])$", compose, re.M)
    assert check, compose
    in_image = re.search(r"^    CMD (\[.*\])$", image, re.M)
    assert json.loads(check[1]) == ["CMD", *json.loads(in_image[1])]
