"""The app in a real browser on a phone screen (conftest marks these `browser`)."""

from factories import a_game
from playwright.sync_api import expect
from taps import keep

from scorekeeper import storage

PHONE_WIDTH = 390


def seed(app, *names):
    db = storage.open_db(app.config["DATABASE"])
    ids = [
        a_game(
            db,
            name=name,
            sides=[{"name": "Us", "players": []}, {"name": "Them", "players": []}],
        )
        for name in names
    ]
    db.close()
    return ids


def open_links(page, live_server, ids):
    """This phone opens each game's link and keeps it in its games."""
    for game_id in ids:
        page.goto(f"{live_server}/g/{game_id}")
        keep(page)


def test_games_list_fits_a_phone_screen(page, live_app, live_server, screenshots):
    ids = seed(
        live_app,
        "Friday at Grandma's",
        "The very long Saturday-night-grudge-match-at-the-lake-house rematch",
    )
    open_links(page, live_server, ids)
    page.goto(live_server + "/")
    assert page.title() == "Games · Canasta Scorekeeper"
    expect(page.get_by_role("heading", level=1)).to_have_text("Games")
    expect(page.locator(".game")).to_have_count(2)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_WIDTH
    page.screenshot(path=screenshots / "games-index.png", full_page=True)


def test_deleting_a_game_by_tapping_posts_a_real_csrf_token(
    page, live_app, live_server, screenshots
):
    open_links(page, live_server, seed(live_app, "Practice game"))
    page.goto(live_server + "/")
    page.get_by_role("link", name="Practice game", exact=True).tap()
    page.get_by_role("link", name="Delete game").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Delete “Practice game”?")
    page.screenshot(path=screenshots / "games-delete.png", full_page=True)
    page.get_by_role("button", name="Delete game").tap()
    expect(page.get_by_role("status")).to_have_text("Deleted “Practice game”.")
    expect(page.get_by_text("No games in the group yet.")).to_be_visible()
