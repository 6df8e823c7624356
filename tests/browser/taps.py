"""Taps the browser tests share, each waiting for the page it leads to (a tap that posts a form
and a goto right after it would race, and the goto would be aborted)."""

from playwright.sync_api import expect


def keep(page) -> None:
    """*Keep in my games* on a game's scoreboard: the game joins this phone's list."""
    page.get_by_role("button", name="Keep in my games").tap()
    expect(page.get_by_text("is in your games.")).to_be_visible()


def enter_a_hand(page, them_in_hand="40"):
    """Types a hand without saving it: Us K×7 natural and out; Them cards left in hand."""
    page.get_by_role("button", name="Add Kings for Us").tap()
    page.get_by_role("group", name="Us", exact=True).get_by_label(
        "Naturals", exact=True
    ).fill("7")
    page.get_by_text("Us went out", exact=True).tap()
    page.get_by_role("group", name="Them", exact=True).get_by_label(
        "Points left in hand", exact=True
    ).fill(them_in_hand)
