"""Starting and changing a game on a phone: the seat diagram, editing names after the start, a rematch."""

from factories import a_game
from playwright.sync_api import expect

from scorekeeper import storage


def test_the_seat_diagram_puts_partners_opposite_and_follows_the_names(
    page, live_server
):
    page.goto(live_server + "/games/new/classic/0")
    us = page.get_by_role("group", name="Side 1")
    us.get_by_label("Player 1").fill("Ana")
    us.get_by_label("Player 2").fill("Ben")
    seats = page.get_by_role("figure", name="Who sits where")
    expect(seats.locator("[data-seat-label='0']")).to_contain_text("Ana (Us)")
    expect(seats.locator("[data-seat-label='2']")).to_contain_text("Ben (Us)")
    expect(seats.locator("[data-seat-label='1']")).to_contain_text("Them, player 1")
    ana, ben = (
        seats.locator(f"[data-seat-label='{i}']").bounding_box() for i in (0, 2)
    )
    them = [seats.locator(f"[data-seat-label='{i}']").bounding_box() for i in (1, 3)]
    # Ana at the bottom, her partner Ben opposite at the top; Them left and right, level with each other.
    assert ben["y"] + ben["height"] < ana["y"] and abs(ana["x"] - ben["x"]) < 1
    assert (
        abs(them[0]["y"] - them[1]["y"]) < 1 and them[0]["x"] < ana["x"] < them[1]["x"]
    )


def test_names_are_edited_after_the_start_and_the_scoreboard_follows(
    page, live_app, live_server
):
    db = storage.open_db(live_app.config["DATABASE"])
    game_id = a_game(
        db,
        name="Typo",
        first_dealer="Ana",
        sides=[
            {"name": "Us", "players": ["Ana", "Ben"]},
            {"name": "Them", "players": ["Cleo", "Dna"]},
        ],
    )
    db.close()
    page.goto(f"{live_server}/g/{game_id}")
    page.get_by_role("link", name="Edit names or first dealer").tap()
    page.get_by_role("group", name="Side 2").get_by_label("Player 2").fill("Dan")
    page.get_by_label("Game name (optional)").fill("Friday")
    page.get_by_label("Who deals first?").select_option(label="Seat 4: Dan (Them)")
    page.get_by_role("button", name="Save the changes").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Friday")
    expect(page.locator(".players").last).to_have_text("Cleo, Dan")
    expect(page.locator(".next-dealer")).to_contain_text("Dan")
