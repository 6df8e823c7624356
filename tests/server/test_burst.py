"""Many tables saving at once against the real server process, started as scripts/run.sh does:
no 5xx, and every hand the server acknowledged is stored exactly once, in order."""

from concurrent.futures import ThreadPoolExecutor

import pytest
from live_server import Browser, Table, integrity, start_server, stored_hands

TABLES, HANDS = 20, 5


@pytest.fixture
def server(tmp_path):
    server = start_server(tmp_path / "instance")
    yield server
    server.stop()


def play(server, name, hands):
    table = Table(Browser(server.port), name)
    table.start_game()
    if table.hand_page:
        for _ in range(hands):
            table.save_hand()
    table.browser.close()
    return table


def test_twenty_tables_saving_five_hands_at_once_get_no_error_and_lose_no_hand(server):
    with ThreadPoolExecutor(TABLES) as pool:
        tables = list(
            pool.map(lambda n: play(server, f"table {n}", HANDS), range(TABLES))
        )
    # One game started and five hands saved per table, each answered by a redirect (302).
    assert [t.statuses for t in tables] == [[302] * (1 + HANDS)] * TABLES
    stored = stored_hands(server.database)
    assert {t.name: t.acknowledged for t in tables} == stored
    assert (
        sum(len(nonces) for nonces in stored.values()) == TABLES * HANDS
    )  # 20 × 5 = 100
    assert integrity(server.database) == "ok"


def test_the_server_is_waitress_not_the_development_server(server):
    browser = Browser(server.port)
    answer = browser.get("/")
    browser.close()
    assert answer.headers["server"] == "scorekeeper"
    assert "werkzeug" not in answer.headers["server"].lower()
