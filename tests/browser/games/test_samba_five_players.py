"""Samba for five players each alone (pagat: "2, 3, or 5: each player for themselves"): the scoreboard and
the hand form of five columns fit a 390 px phone."""

from factories import a_game
from playwright.sync_api import expect

PLAYERS = ("Ana", "Ben", "Cleo", "Dan", "Eva")


def test_five_samba_players_fit_a_390_pixel_phone(
    page, live_app, live_server, screenshots
):
    # Ana goes out with K x7 and Q x7: 140 + 1000 + 200 = 1340; the others 50 melded, 30 left: 20.
    results = [{"meld_points": 140, "canastas": {"natural": 2}, "went_out": True}] + [
        {"meld_points": 50, "canastas": {}, "hand_points": 30}
    ] * 4
    sides = [{"name": name, "players": []} for name in PLAYERS]
    game_id = a_game(
        live_app, [{"results": results}], variant="samba", sides=sides, name="Five"
    )
    page.goto(f"{live_server}/g/{game_id}")
    for index, total in enumerate([1340, 20, 20, 20, 20]):
        expect(page.locator(f"[data-total='{index}']")).to_have_text(str(total))
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=screenshots / "samba-five-scoreboard.png", full_page=True)
    page.get_by_role("link", name="Record hand 2").tap()
    for name in PLAYERS:
        expect(page.get_by_role("group", name=name, exact=True)).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
