"""Taps the browser tests share, each waiting for the page it leads to (a tap that posts a form
and a goto right after it would race, and the goto would be aborted)."""

from playwright.sync_api import expect


def keep(page) -> None:
    """*Keep in my games* on a game's scoreboard: the game joins this phone's list."""
    page.get_by_role("button", name="Keep in my games").tap()
    expect(page.get_by_text("is in your games.")).to_be_visible()
