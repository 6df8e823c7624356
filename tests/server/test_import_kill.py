"""Issue 20 (7) against the real server: `kill -9` in the middle of importing a file of games
leaves none of them (it once left one or two, on nobody's list), and the same file imported
again from the same phone afterwards stores each game once."""

import importlib.util
import json
import re
import sqlite3
import threading
import time
from pathlib import Path

from live_server import Browser, start_server

BENCHMARKS = Path(__file__).resolve().parent.parent.parent / "benchmarks"
# 40 games of 40 hands: about 400 KB, a few seconds of checking on this machine
GAMES = 40


def forty_hand_record() -> dict:
    spec = importlib.util.spec_from_file_location(
        "engine_bench", BENCHMARKS / "engine_bench.py"
    )
    engine_bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(engine_bench)
    return engine_bench.forty_hand_record()


def games_file() -> str:
    game = forty_hand_record()
    games = [
        {**game, "name": f"Night {n}", "created": f"2026-10-{n % 28 + 1:02d}T20:00:00"}
        for n in range(GAMES)
    ]
    return json.dumps({"format": 1, "games": games}, separators=(",", ":"))


def stored_games(database: Path) -> int:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]


def import_form(phone: Browser, text: str) -> dict:
    page = phone.get("/games/import").body
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page)
    return {"csrf_token": token.group(1), "text": text}


def test_kill_9_mid_import_leaves_no_game_and_the_file_imports_once_after(tmp_path):
    instance, text = tmp_path / "instance", games_file()
    server = start_server(instance)
    phone = Browser(server.port, timeout=120)
    try:
        form = import_form(phone, text)
        sending = threading.Thread(target=_post_quietly, args=(phone, form))
        sending.start()
        # Kill the server the moment the first game shows in the file (or after a minute): one
        # game at a time, that was mid-import; in one transaction, it is the whole file at once.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not stored_games(server.database):
            time.sleep(0.01)
        server.kill_9()
        sending.join()
        after_kill = stored_games(server.database)
        assert after_kill in (0, GAMES), f"{after_kill} of {GAMES} games half-imported"
    finally:
        server.stop()
        phone.close()

    server = start_server(instance, port=server.port)
    try:
        phone.close()  # the phone's connection died with the server; its cookie lives on
        answer = phone.post("/games/import", import_form(phone, text))
        assert answer.status == 302
        # each game once, whatever survived
        assert stored_games(server.database) == GAMES
        listed = phone.get("/").body + phone.get("/?page=2").body  # 25 a page
        assert all(f"Night {n}<" in listed for n in range(GAMES))
        assert f"({GAMES} games)" in listed
    finally:
        server.stop()
        phone.close()


def _post_quietly(phone: Browser, form: dict) -> None:
    try:
        phone.post("/games/import", form)
    except Exception:  # the server was killed under it: the answer never comes
        pass
