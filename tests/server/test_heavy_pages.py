"""Heavy pages never take every thread (issue 20, part 4): against the real server process, ten
200-hand score sheets asked at once (each in another paper or language, so none comes from the
cache), and meanwhile a table saves hands: each save still answers within a second, and each
sheet is drawn or refused with the busy page (503, Retry-After), never left waiting for minutes:
at most HEAVY_AT_ONCE (2) draw and as many wait, so at least half the ten are refused at once.

A timed bound, as the issue asks, kept wide: a save costs some 50 ms alone; it is given 1 s on a
2-core machine shared with other work, and the median of three saves is what is held to it."""

import json
import statistics
import threading
import time

import pytest
from live_server import Browser, Table, form_fields, start_server
from sheet_games import long_record

SHEETS = [
    (paper, lang)
    for paper in ("a4", "letter")
    for lang in ("en", "it", "de", "pt", "es")
]


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


def fetch(port, path, lang, answers):
    browser = Browser(port, cookies={"lang": lang}, timeout=120)
    answers.append(browser.get(path))
    browser.close()


def test_ten_heavy_sheets_at_once_leave_a_tables_save_under_a_second(server):
    game = imported_game(server.port)
    table = Table(Browser(server.port), "table")
    table.start_game()
    # warm: the first save of a process loads the engine
    assert table.save_hand().status == 302
    answers: list = []
    storm = [
        threading.Thread(
            target=fetch,
            args=(server.port, f"{game}/sheet.pdf?paper={paper}", lang, answers),
        )
        for paper, lang in SHEETS
    ]
    for thread in storm:
        thread.start()
    time.sleep(0.3)  # the sheets have reached the server and hold their threads
    saves = [table.save_hand() for _ in range(3)]
    for thread in storm:
        thread.join()
    table.browser.close()
    assert [save.status for save in saves] == [302] * 3
    assert statistics.median(save.seconds for save in saves) < 1.0, [
        round(save.seconds, 2) for save in saves
    ]
    assert len(answers) == 10
    assert {answer.status for answer in answers} <= {200, 503}
    assert any(answer.status == 200 for answer in answers)
    # Two draw, two may wait their turn, the rest are refused at once: never ten in a queue.
    refused = [answer.seconds for answer in answers if answer.status == 503]
    assert len(refused) >= 5 and max(refused) < 5, refused
    for answer in answers:
        if answer.status == 503:
            assert int(answer.headers["retry-after"]) > 0
            assert 'id="retry-link"' in answer.body  # the page asks again by itself
        else:
            assert answer.body.startswith("%PDF")
