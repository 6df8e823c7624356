"""Saving from real phones: a double tap records one hand; two phones at once never lose or duplicate one;
and the hand form works with JavaScript off."""

from factories import a_game
from playwright.sync_api import expect
from taps import enter_a_hand

from scorekeeper import storage

NO_PLAYERS = [{"name": "Us", "players": []}, {"name": "Them", "players": []}]


def hands(app, game_id):
    db = storage.open_db(app.config["DATABASE"])
    try:
        return storage.get_game(db, game_id)["hands"]
    finally:
        db.close()


def test_a_double_tap_on_save_records_one_hand(page, live_app, live_server):
    game_id = a_game(live_app, sides=NO_PLAYERS, name="Saving")
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    enter_a_hand(page)
    page.get_by_role("button", name="Save hand 1").dblclick()
    expect(page.get_by_role("heading", level=1)).to_have_text("Saving")
    assert len(hands(live_app, game_id)) == 1
    expect(page.locator("[data-total='0']")).to_have_text("670")  # 70 + 500 + 100


def test_a_double_tap_without_javascript_records_one_hand(
    browser, browser_context_args, live_app, live_server, screenshots
):
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    page = context.new_page()
    game_id = a_game(live_app, sides=NO_PLAYERS, name="Saving")
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    page.get_by_role(
        "button", name="Add Kings for Us"
    ).click()  # a server round trip adds the row
    page.get_by_role("group", name="Us", exact=True).get_by_label(
        "Naturals", exact=True
    ).fill("7")
    page.get_by_text("Us went out", exact=True).click()
    page.get_by_role("button", name="Preview").click()
    expect(page.locator("[data-score='0']")).to_have_text("+670")
    page.screenshot(path=screenshots / "hand-entry-no-javascript.png", full_page=True)
    page.get_by_role("button", name="Save hand 1").dblclick()
    expect(page.get_by_role("heading", level=1)).to_have_text("Saving")
    assert len(hands(live_app, game_id)) == 1
    context.close()


def test_two_phones_saving_the_same_game_at_once(
    browser, browser_context_args, live_app, live_server, screenshots
):
    game_id = a_game(live_app, sides=NO_PLAYERS, name="Saving")
    phones = [browser.new_context(**browser_context_args).new_page() for _ in range(2)]
    for phone, in_hand in zip(phones, ("40", "65")):
        phone.goto(f"{live_server}/g/{game_id}/hands/new")
        enter_a_hand(phone, in_hand)
    phones[0].get_by_role("button", name="Save hand 1").tap()
    expect(phones[0].get_by_role("status").first).to_have_text("Hand 1 saved.")
    phones[1].get_by_role("button", name="Save hand 1").tap()
    expect(phones[1].get_by_role("alert").first).to_contain_text(
        "The game changed while you were typing"
    )
    expect(phones[1].locator(".stale")).to_contain_text(
        "hand 1 scored Us +670, Them −40"
    )
    phones[1].screenshot(path=screenshots / "hand-entry-stale.png", full_page=True)
    assert len(hands(live_app, game_id)) == 1
    # The second phone's entry is kept; saving it again is now a deliberate second hand.
    expect(
        phones[1]
        .get_by_role("group", name="Them", exact=True)
        .get_by_label("Points left in hand", exact=True)
    ).to_have_value("65")
    phones[1].get_by_role("button", name="Save hand 2").tap()
    expect(phones[1].get_by_role("status").first).to_have_text("Hand 2 saved.")
    assert len(hands(live_app, game_id)) == 2
