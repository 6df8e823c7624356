"""Every phone its own address behind every front the project ships (issue 39, H1). Waitress clears
the X-Forwarded-* headers of a peer it is not told to trust, so behind the app's own nginx and
behind Caddy the app saw one address for the whole room: phone 1's budget spent, phone 2 got 429 on
its first group and on the right passphrase, and the log named only 127.0.0.1. Phone 1 sends from
127.0.0.7, phone 2 from 127.0.0.8 (Linux routes all of 127/8 to loopback); the servers are the
real `scripts/run.sh` (benchmarks/two_phones_behind_proxy.py runs the same with the default budget)."""

import sys
from pathlib import Path

import pytest
from budget_clock import within_one_window
from front_servers import HOSTED_CONFIG, caddy_before
from live_server import Browser, form_fields, start_server

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from two_phones_behind_proxy import (  # noqa: E402
    PHONE_1,
    PHONE_2,
    Plain,
    Secure,
    config,
    new_group,
    two_phones,
)

GROUPS = 2  # NEW_GROUPS_PER_HOUR for the test: each phone may make two groups an hour


def assert_two_addresses(figures):
    # Phone 1 makes its two groups and is refused the third; phone 2 still has its own two.
    assert figures["phone 1 groups"] == [302, 302, 429]
    assert figures["phone 2 first group"] == 302
    assert figures["phone 2 then"] == [302, 429]
    # Five tries a minute: phone 1's sixth wrong passphrase is refused, phone 2's right one opens.
    assert figures["phone 1 wrong passphrases"] == [200] * 5 + [429]
    assert figures["phone 2 right passphrase"] == 302
    # Refused: phone 1's third group and sixth try, phone 2's third group, each by its own address.
    assert figures["refusals logged by address"] == {PHONE_1: 2, PHONE_2: 1}


def test_behind_the_apps_nginx_two_phones_have_two_budgets(tmp_path):
    server = start_server(tmp_path / "instance", config(GROUPS), host="0.0.0.0")
    try:
        assert "nginx in front" in server.log.read_text()
        phones = [Plain(server.port, source) for source in (PHONE_1, PHONE_2)]
        within_one_window(15)
        assert_two_addresses(two_phones(*phones, GROUPS, server.log.read_text))
    finally:
        server.stop()


def test_a_phone_cannot_claim_another_address_through_the_apps_nginx(tmp_path):
    server = start_server(tmp_path / "instance", config(1), host="0.0.0.0")
    phone = Browser(server.port, source=PHONE_1)
    within_one_window(10)  # the hour's one group and the forged second in one hour
    try:
        assert new_group(Plain(phone.port, PHONE_1, phone)) == 302  # one group an hour
        # nginx writes X-Forwarded-For itself: a forged one is not believed.
        form = {**form_fields(phone.get("/groups/new").body), "name": "again"}
        forged = phone.request(
            "POST", "/groups/new", form, headers={"X-Forwarded-For": "10.9.8.7"}
        )
        assert forged.status == 429
        log = server.log.read_text()
        assert f"from {PHONE_1}:" in log and "10.9.8.7" not in log
    finally:
        phone.close()
        server.stop()


@pytest.fixture
def caddy_and_app(tmp_path):
    server = start_server(tmp_path / "instance", HOSTED_CONFIG + config(GROUPS))
    try:
        with caddy_before(tmp_path, server.port) as (port, trust):
            yield server, port, trust
    finally:
        server.stop()


def test_behind_caddy_two_phones_have_two_budgets(caddy_and_app):
    server, port, trust = caddy_and_app
    phones = [Secure(port, trust, source) for source in (PHONE_1, PHONE_2)]
    within_one_window(15)
    assert_two_addresses(two_phones(*phones, GROUPS, server.log.read_text))


def test_behind_caddy_an_https_form_must_come_from_the_apps_own_page(caddy_and_app):
    # Seen as https, Flask-WTF checks the Referer (WTF_CSRF_SSL_STRICT); seen as http it did not.
    _server, port, trust = caddy_and_app
    phone = Secure(port, trust, PHONE_1)
    assert new_group(phone, referer=False) == 400
    assert new_group(phone, referer="https://elsewhere.example/groups/new") == 400
    assert new_group(phone) == 302
    phone.close()


def test_with_no_proxy_in_front_no_forwarded_header_is_believed(tmp_path):
    # waitress alone on 127.0.0.1, no PROXY_FIX: it trusts no peer's X-Forwarded-For.
    server = start_server(tmp_path / "instance", config(1))
    phone = Browser(server.port, source=PHONE_1)
    within_one_window(10)
    try:
        assert "(waitress)" in server.log.read_text()
        assert new_group(Plain(phone.port, PHONE_1, phone)) == 302
        form = {**form_fields(phone.get("/groups/new").body), "name": "again"}
        forged = phone.request(
            "POST", "/groups/new", form, headers={"X-Forwarded-For": "10.9.8.7"}
        )
        assert forged.status == 429
        assert "10.9.8.7" not in server.log.read_text()
    finally:
        phone.close()
        server.stop()
