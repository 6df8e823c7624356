"""Real-browser tests: Debian's Chromium, driven by Playwright, on a phone-sized screen,
against the app served from a background thread."""

import threading
from pathlib import Path

import pytest
from dev_server import dev_server
from playwright.sync_api import BrowserContext

from scorekeeper import create_app

SCREENSHOTS = Path(__file__).resolve().parent.parent / "artifacts" / "screenshots"


def pytest_collection_modifyitems(items):
    for item in items:
        if Path(item.path).resolve().is_relative_to(Path(__file__).resolve().parent):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    # `playwright install` cannot download browsers here; Debian's Chromium is the browser.
    return {
        **browser_type_launch_args,
        "executable_path": "/usr/bin/chromium",
        "args": ["--disable-gpu", "--disable-quic"],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """A phone the size of a common 6.1-inch handset: players score on their phones."""
    return {
        **browser_context_args,
        "viewport": {"width": 390, "height": 844},
        "is_mobile": True,
        "has_touch": True,
        "device_scale_factor": 2,
    }


@pytest.fixture
def live_app(tmp_path):
    """The app as players get it (CSRF on) on a fresh database; seed it through `storage`."""
    return create_app(
        {"DATABASE": str(tmp_path / "live.sqlite"), "SECRET_KEY": "browser-tests"},
        instance_path=tmp_path / "instance",
    )


@pytest.fixture
def live_server(live_app):
    """The base URL of `live_app`, served on 127.0.0.1 at a free port for this test."""
    server = dev_server(live_app, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join()
    server.server_close()


@pytest.fixture
def screenshots():
    """Folder for screenshots to look at after the run (git-ignored)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture
def context(context):
    """Every test's browser context, failing the test if the page broke the Content-Security-Policy
    (an inline script or style the policy blocked is a feature that silently stopped working)."""
    violations = []
    context.on(
        "console",
        lambda message: (
            violations.append(message.text)
            if "Content Security Policy" in message.text
            else None
        ),
    )
    yield context
    assert not violations, f"CSP violations: {violations}"


@pytest.fixture(scope="session", autouse=True)
def offline_seen_at_once():
    """`set_offline` returns before a page's navigator.onLine says so: a save tapped in that moment
    is posted as online, through the service worker, whose own fetch Playwright's offline leaves
    online (microsoft/playwright#2311), and it landed on the server (a test's "offline" hand saved,
    1 run in some dozens). A phone's own network is gone for its worker too; here going offline, or
    back, waits until every page of the context sees it."""
    original = BrowserContext.set_offline

    def set_offline(self, offline: bool) -> None:
        original(self, offline)
        for page in self.pages:
            page.wait_for_function(
                "offline => navigator.onLine !== offline", arg=offline, polling=50
            )

    BrowserContext.set_offline = set_offline
    yield
    BrowserContext.set_offline = original
