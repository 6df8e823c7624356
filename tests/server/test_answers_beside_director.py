"""A table's answers cannot jam the director (issue 39, H2), on the real server: four table phones
answer hand 1 (OK, dispute, OK, ...) as fast as they can while the director draws her page and
makes a change each second; before, every answer moved the event's version and 9 of 11 of her
changes were refused as stale (409), and a log of 100,000 rows drew an 11.7 MB page in 8.8 s.
The run is benchmarks/confirm_flood.py's, shorter."""

import sys
from pathlib import Path

import pytest
from live_server import start_server

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from confirm_flood import flood, logged_rows, page_with_a_big_log  # noqa: E402


@pytest.fixture
def server(tmp_path):
    server = start_server(tmp_path / "instance", "DISPUTES_PER_TABLE_PER_HOUR = 5\n")
    yield server
    server.stop()


def test_the_directors_changes_go_through_while_four_tables_answer_and_her_log_is_paged(
    server,
):
    director, key, answers, done = flood(server.port, seconds=6)
    try:
        assert sum(answers.values()) >= 20 and set(answers) == {302}
        assert done[409] == 0 and done[302] >= 3
        # Each table's disputes stop at five this hour (DISPUTES_PER_TABLE_PER_HOUR).
        assert logged_rows(server, "dispute") == 4 * 5
        page, _cpu = page_with_a_big_log(server, director, key, 20_000)
        assert page.status == 200 and len(page.body) < 200_000
        assert "Older changes" in page.body
    finally:
        director.close()
