"""A table's link replaced on the director's phone in real Chromium (issue 42), the director's
phone and table 1's (390 px) each a context of its own; 4 pairs at 2 tables, a Mitchell, two
hands a round (minimums 50, 90). Table 1 (Ana & Ben v Eva & Fay) records hand 1 by its card's
link: Ana & Ben go out with one mixed canasta, 120 + 300 + 100 = 520, Eva & Fay 60 − 30 = 30. The director replaces
table 1's link (asked first): the phone's page then answers 404, and the new link the director's
page shows leads to the same game, hand 1 kept, under a new address."""

import re

from club_phones import new_evening, record_hand
from playwright.sync_api import expect

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

PAIRS = ["Ana & Ben", "Cleo & Dan", "Eva & Fay", "Gus & Hal"]
TABLE_1 = ("Ana & Ben", "Eva & Fay")


def test_the_director_replaces_a_tables_link_and_the_old_one_opens_nothing(
    live_app, live_server, browser, browser_context_args, page
):
    director = page
    with live_app.app_context():
        group = storage.create_group(get_db(), "Club")
    new_evening(
        director, live_server, group, PAIRS, tables=2, rounds=1, minimums="50, 90"
    )
    director.get_by_role("button", name="Start round 1").tap()
    expect(director.locator(".event-round")).to_contain_text("Round 1 of 1")
    card = director.locator(".event-link", has_text="Table 1").locator(".share-link a")
    old = card.get_attribute("href")
    phone = browser.new_context(**browser_context_args).new_page()
    phone.goto(old)
    expect(phone).to_have_url(re.compile(r"/g/[\w-]+$"))
    game = phone.url
    record_hand(phone, 1, TABLE_1, ("ns", 120, 60, 30), 520)

    table = director.locator(".event-link", has_text="Table 1")
    table.get_by_text("Replace this link").tap()
    table.get_by_role("button", name="Replace table 1’s link").tap()
    asked = director.locator(".confirm-start")
    expect(asked).to_contain_text("Replace table 1's link? Its old link")
    asked.get_by_role("button", name="Replace table 1’s link").tap()
    expect(director.locator(".flashes")).to_contain_text(
        "Table 1's link is new: the old one opens nothing from now on."
    )
    expect(director.locator(".event-changes")).to_contain_text(
        "Table 1's link was replaced"
    )
    new = card.get_attribute("href")
    assert new != old and old not in director.content()

    assert phone.goto(game).status == 404
    assert phone.goto(old).status == 404
    phone.goto(new)
    expect(phone).to_have_url(re.compile(r"/g/[\w-]+$"))
    assert phone.url != game
    expect(phone.locator("[data-total='0']")).to_have_text("520")
    expect(phone.get_by_role("link", name="Record hand 2")).to_be_visible()
