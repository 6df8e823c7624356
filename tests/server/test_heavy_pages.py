"""Heavy pages never take the web process (issue 20, part 4; issue 41, heavy work): against the
real server process, ten 200-hand score sheets asked at once (each in another paper or language,
so none is another's copy) are answered at once with the page saying each is being prepared, in
its language, while a paper worker, a process of its own started by the server, draws them; a
table's saves meanwhile answer within a second; each sheet then downloads, and asking again
draws nothing. A worker killed while it draws is replaced, and its sheet is drawn again.

Timed bounds, as the issues ask, kept wide: a save costs some 50 ms alone; it is given 1 s on a
2-core machine shared with other work, and the median of three saves is what is held to it."""

import json
import os
import signal
import sqlite3
import statistics
import time

import pytest
from live_server import Browser, Table, form_fields, start_server
from sheet_games import long_record

SHEETS = [
    (paper, lang)
    for paper in ("a4", "letter")
    for lang in ("en", "it", "de", "pt", "es")
]
BEING_PREPARED = {
    "en": "Being prepared",
    "it": "In preparazione",
    "de": "Wird vorbereitet",
    "pt": "Em preparação",
    "es": "En preparación",
}


@pytest.fixture
def server(tmp_path):
    server = start_server(tmp_path / "instance")
    yield server
    server.stop()


def imported_game(port) -> str:
    """A 200-hand game imported as a phone would: its scoreboard's address."""
    browser = Browser(port)
    fields = form_fields(browser.get("/games/import").body)
    record = {**long_record(200), "rules": {"target": 100000}, "name": "Long"}
    answer = browser.post("/games/import", {**fields, "text": json.dumps(record)})
    browser.close()
    assert answer.status == 302, answer.body[:300]
    return answer.location


def jobs(server) -> list[dict]:
    with sqlite3.connect(server.database) as db:
        db.row_factory = sqlite3.Row
        rows = db.execute("SELECT * FROM paper_jobs ORDER BY id").fetchall()
    return [dict(row) for row in rows]


def parent_of(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status_file:
        status = status_file.read()
    return int(status.split("PPid:")[1].split()[0])


def ask_all(port, game) -> list:
    phones = [Browser(port, cookies={"lang": lang}, timeout=120) for _, lang in SHEETS]
    paths = [f"{game}/sheet.pdf?paper={paper}" for paper, _ in SHEETS]
    return phones, paths, [phone.get(path) for phone, path in zip(phones, paths)]


def test_ten_heavy_sheets_are_prepared_by_a_worker_while_pages_and_saves_answer_at_once(
    server,
):
    game = imported_game(server.port)
    table = Table(Browser(server.port), "table")
    table.start_game()
    # warm: the first save of a process loads the engine, the first scoreboard its templates
    assert table.save_hand().status == 302
    scoreboard = table.hand_page.split("/hands")[0]
    assert table.browser.get(scoreboard).status == 200
    phones, paths, asked = ask_all(server.port, game)
    # Each answered at once with the page that waits, in its own language.
    for (_, lang), answer in zip(SHEETS, asked):
        assert answer.status == 202 and answer.seconds < 1.0, answer.seconds
        assert BEING_PREPARED[lang] in answer.body
        assert answer.headers["refresh"].startswith("2; url=")
    saves = [table.save_hand() for _ in range(3)]
    board = table.browser.get(scoreboard)
    assert [save.status for save in saves] == [302] * 3
    assert statistics.median(save.seconds for save in saves) < 1.0, [
        round(save.seconds, 2) for save in saves
    ]
    assert board.status == 200 and board.seconds < 1.0, board.seconds
    assert any(job["state"] in ("waiting", "drawing") for job in jobs(server))
    downloads = [phone.download(path) for phone, path in zip(phones, paths)]
    assert all(d.status == 200 and d.body.startswith("%PDF") for d in downloads)
    drawn = jobs(server)
    assert len(drawn) == 10 and {job["state"] for job in drawn} == {"ready"}
    # Drawn by another process than the server's: its paper worker, its child.
    workers = {job["claimed_by"] for job in drawn}
    assert server.process.pid not in workers
    assert {parent_of(pid) for pid in workers} == {server.process.pid}
    # Asked again, each comes from its file at once: nothing is drawn twice.
    again = [phone.get(path) for phone, path in zip(phones, paths)]
    assert all(a.status == 200 and a.body.startswith("%PDF") for a in again)
    assert [job["attempts"] for job in jobs(server)] == [1] * 10
    assert [job["id"] for job in jobs(server)] == [job["id"] for job in drawn]
    for phone in phones + [table.browser]:
        phone.close()


def test_a_worker_killed_while_it_draws_is_replaced_and_the_sheet_drawn_again(server):
    game = imported_game(server.port)
    phones, paths, asked = ask_all(server.port, game)
    assert {answer.status for answer in asked} == {202}
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        drawing = [job for job in jobs(server) if job["state"] == "drawing"]
        if drawing:
            break
        time.sleep(0.05)
    killed = drawing[0]
    os.kill(killed["claimed_by"], signal.SIGKILL)
    downloads = [
        phone.download(path, timeout=300) for phone, path in zip(phones, paths)
    ]
    assert all(d.status == 200 and d.body.startswith("%PDF") for d in downloads)
    after = {job["id"]: job for job in jobs(server)}
    assert after[killed["id"]]["attempts"] == 2
    assert after[killed["id"]]["claimed_by"] != killed["claimed_by"]
    assert f"paper worker {killed['claimed_by']} stopped" in server.log.read_text()
    for phone in phones:
        phone.close()
