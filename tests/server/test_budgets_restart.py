"""Budgets kept in the database (issue 39, L6), on the real server: an address that spent its
groups for the hour is still refused after the server restarts (in memory, the restart forgot
them). The same instance folder, served twice by `scripts/run.sh`."""

import sys
from pathlib import Path

from budget_clock import within_one_window
from live_server import start_server

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from two_phones_behind_proxy import PHONE_1, Plain, new_group  # noqa: E402

CONFIG = "NEW_GROUPS_PER_HOUR = 1\n"


def test_a_restart_does_not_give_an_address_its_budget_back(tmp_path):
    within_one_window(10)  # both servers in one hour: the next would forget by right
    server = start_server(tmp_path / "instance", CONFIG)
    try:
        phone = Plain(server.port, PHONE_1)
        assert new_group(phone) == 302
        phone.close()
    finally:
        server.stop()
    server = start_server(tmp_path / "instance", CONFIG)
    try:
        phone = Plain(server.port, PHONE_1)
        assert new_group(phone) == 429
        phone.close()
    finally:
        server.stop()
