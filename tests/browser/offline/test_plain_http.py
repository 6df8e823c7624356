"""A table's server on plain http:// from another machine (http://192.168.x.x): browsers allow no service
worker there, so the scoreboard and hand form say plainly what works and what does not; and what works,
works: the open hand form still scores a hand with the network gone."""

import threading

import pytest
from dev_server import dev_server
from playwright.sync_api import expect
from test_offline_scoring import enter, no_signal

from scorekeeper import create_app


@pytest.fixture
def table_server(tmp_path):
    """The app at http://table.test:<port>: a name, not this machine, so not a secure context."""
    app = create_app(
        {
            "DATABASE": str(tmp_path / "t.sqlite"),
            "SECRET_KEY": "plain",
            "TRUSTED_NAMES": ["table.test"],
        },
        instance_path=tmp_path / "instance",
    )
    server = dev_server(app, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield app, server.server_port
    server.shutdown()
    thread.join()
    server.server_close()


@pytest.fixture
def table_phone(browser_type, browser_context_args):
    browser = browser_type.launch(
        executable_path="/usr/bin/chromium",
        args=[
            "--disable-gpu",
            "--disable-quic",
            "--host-resolver-rules=MAP table.test 127.0.0.1",
        ],
    )
    context = browser.new_context(**browser_context_args)
    yield context
    context.close()
    browser.close()


def test_over_plain_http_the_pages_say_what_works_and_the_phone_still_scores(
    table_server, table_phone, screenshots
):
    app, port = table_server
    game_id = no_signal(app)
    page = table_phone.new_page()
    page.goto(f"http://table.test:{port}/g/{game_id}")
    assert page.evaluate("() => window.isSecureContext") is False
    note = page.locator("#plain-http")
    expect(note).to_be_visible()
    expect(note).to_contain_text("no offline copies")
    note.locator("summary").tap()
    expect(note).to_contain_text("cannot install the app")
    page.screenshot(path=screenshots / "plain-http-note.png")

    page.get_by_role("link", name="Record hand 5").tap()
    expect(page.locator("#plain-http")).to_be_visible()
    table_phone.set_offline(True)
    # Us: kings 70 + aces 60 + canasta 500 + out 100 = +730; Them: −40 (as in test_offline_scoring.py).
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    expect(page.locator("#preview [data-score='0']")).to_have_text("+730")


def test_on_this_computer_or_over_https_the_note_stays_hidden(
    page, live_app, live_server
):
    game_id = no_signal(live_app)
    page.goto(f"{live_server}/g/{game_id}")
    assert page.evaluate("() => window.isSecureContext") is True
    expect(page.locator("#plain-http")).to_be_hidden()
