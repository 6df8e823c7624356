"""Fixtures shared by every test, and the rule that a skipped browser test fails the run."""

import pytest
from factories import US_THEM, a_game, make_app

from scorekeeper import storage


@pytest.fixture
def app(tmp_path):
    """The app on a fresh database, with its instance folder (secret key, config) in tmp_path."""
    return make_app(tmp_path)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def make_game(app):
    """Store a classic game between Us and Them with `hands` empty hands (in the `on` app, by default
    the test's); returns its id."""

    def make(name="Friday", hands=0, on=None):
        return a_game(on or app, [{"results": []}] * hands, sides=US_THEM, name=name)

    return make


@pytest.fixture
def db(tmp_path):
    """The store on a fresh SQLite file of its own, for tests that need no app."""
    database = storage.open_db(tmp_path / "storage.sqlite")
    yield database
    database.close()


# A browser test that skips (no Chromium, no Playwright) has tested nothing, yet a skip looks
# green; so any skip under tests/browser/, of a test or of a whole module, fails the run.
BROWSER_NODEIDS = "tests/browser/"
_skipped_browser_tests = []


def _record_browser_skip(report):
    if (
        report.skipped
        and not hasattr(report, "wasxfail")
        and report.nodeid.startswith(BROWSER_NODEIDS)
    ):
        _skipped_browser_tests.append(report.nodeid)


def pytest_runtest_logreport(report):
    _record_browser_skip(report)


def pytest_collectreport(report):
    _record_browser_skip(report)


def pytest_terminal_summary(terminalreporter):
    if _skipped_browser_tests:
        terminalreporter.section("skipped browser tests fail the run", red=True)
        for nodeid in _skipped_browser_tests:
            terminalreporter.line(nodeid)


def pytest_sessionfinish(session):
    if _skipped_browser_tests and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
