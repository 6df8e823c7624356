"""The hand form's notes in their time, at a phone's widths (issue 43): a rank's first tap is a
count not typed yet, so no note scolds it; a refused save says each problem once, and its save bar
keeps the score of what was typed."""

import pytest
from factories import a_game
from playwright.sync_api import expect
from test_hand_form import game_url, side, stored_hands

# A new Classic game: both sides open with 50. Kings are 10 a card.
BELOW = "Us: the melds total {} points, less than the minimum initial meld of 50"


def kings(page):
    return side(page, "Us").get_by_role("group", name="Kings", exact=True)


def shown_notes(page):
    """Every note a player sees on the form: the boxes' lists, the preview's line, the refusal."""
    return [
        note.inner_text()
        for note in page.locator(".errors li, p.errors, #refused li").all()
        if note.is_visible()
    ]


@pytest.mark.parametrize("width", [390, 320])
def test_a_ranks_first_tap_shows_no_note_until_its_count_is_typed(
    page, live_app, live_server, width
):
    page.set_viewport_size({"width": width, "height": 740})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    page.get_by_role("button", name="Add Kings for Us").tap()
    # The preview has answered: the line's guess of 3 kings is 30 points, under the 50 to open.
    expect(kings(page).locator(".meld-points")).to_have_text("30")
    expect(page.locator(".live-scores")).to_have_text("Us +30 · Them 0")
    assert shown_notes(page) == []
    page.keyboard.type("4")  # typed over the guess: the count is the player's now
    expect(side(page, "Us").locator(".errors li")).to_have_text([BELOW.format(40)])
    expect(page.locator(".live-scores")).to_have_text("fix the red notes")


@pytest.mark.parametrize("width", [390, 320])
def test_a_guess_left_as_it_is_gets_its_note_once_the_player_moves_on(
    page, live_app, live_server, width
):
    page.set_viewport_size({"width": width, "height": 740})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    page.get_by_role("button", name="Add Kings for Us").tap()
    expect(kings(page).locator(".meld-points")).to_have_text("30")
    assert shown_notes(page) == []
    page.get_by_role("heading", level=1).tap()  # away from the box: 3 kings it is
    expect(side(page, "Us").locator(".errors li")).to_have_text([BELOW.format(30)])
    expect(page.locator(".live-scores")).to_have_text("fix the red notes")


@pytest.mark.parametrize("width", [390, 320])
def test_a_refused_hand_says_its_problem_once_and_keeps_its_live_score(
    page, live_app, live_server, width
):
    page.set_viewport_size({"width": width, "height": 740})
    game_id = a_game(live_app)
    page.goto(game_url(live_server, game_id, "/hands/new"))
    page.get_by_role("button", name="Add Kings for Us").tap()
    page.keyboard.type("4")
    expect(side(page, "Us").locator(".errors li")).to_have_text([BELOW.format(40)])
    with page.expect_navigation():
        page.get_by_role("button", name="Save hand 1").tap()
    # The server's page: the refusal names the hand's side and rule, once; nothing was stored.
    expect(page.locator("#refused")).to_contain_text("Not saved: 1 problem")
    expect(page.locator("#refused li")).to_have_text([BELOW.format(40)])
    # 4 kings: Us 40, Them nothing. The bar says so beside Save, as it did before the tap.
    expect(page.locator(".live-scores")).to_have_text("Us +40 · Them 0")
    assert shown_notes(page) == [BELOW.format(40)]
    assert page.locator("main").inner_text().count(BELOW.format(40)) == 1
    assert stored_hands(live_app, game_id) == []

    # Changed, the note stands at its box (the refusal's list is gone): still said once.
    kings(page).get_by_label("Naturals", exact=True).fill("3")
    expect(side(page, "Us").locator(".errors li")).to_have_text([BELOW.format(30)])
    expect(page.locator("#refused")).to_have_count(0)
    assert page.locator("main").inner_text().count(BELOW.format(30)) == 1
    expect(page.locator(".live-scores")).to_have_text("fix the red notes")
    kings(page).get_by_label("Naturals", exact=True).fill("5")  # 50: enough to open
    expect(page.locator(".live-scores")).to_have_text("Us +50 · Them 0")
    assert shown_notes(page) == []
    page.get_by_role("button", name="Save hand 1").tap()
    expect(page.get_by_role("status").first).to_have_text("Hand 1 saved.")
    assert len(stored_hands(live_app, game_id)) == 1


@pytest.mark.parametrize("width", [390, 320])
def test_offline_a_refused_hand_says_its_problem_once_and_keeps_its_live_score(
    context, live_app, live_server, width
):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": 740})
    game_id = a_game(live_app)
    page.goto(game_url(live_server, game_id, "/hands/new"))
    context.set_offline(True)
    page.get_by_role("button", name="Add Kings for Us").tap()
    page.keyboard.type("4")
    expect(side(page, "Us").locator(".errors li")).to_have_text([BELOW.format(40)])
    page.get_by_role("button", name="Save hand 1").tap()
    # The phone refuses it itself, with the server's words, once.
    expect(page.locator("#refused li")).to_have_text([BELOW.format(40)])
    expect(page.locator(".live-scores")).to_have_text("Us +40 · Them 0")
    assert page.locator("main").inner_text().count(BELOW.format(40)) == 1
    kings(page).get_by_label("Naturals", exact=True).fill("3")
    expect(page.locator("#refused")).to_have_count(0)
    expect(side(page, "Us").locator(".errors li")).to_have_text([BELOW.format(30)])
    assert page.locator("main").inner_text().count(BELOW.format(30)) == 1
