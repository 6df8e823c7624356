"""Issue 40's Done-when, in real Chromium at 390 px: a Burraco tournament of 3 Mitchell rounds and
then 2 Danish rounds of 3 deals each, 6 pairs at 3 tables, ranked by victory points on the
FIBUR's 3-deal table. The director's phone makes it on the new event's form and starts each
round; three table phones (contexts of their own) open their table's link and record every deal
on the real hand form; the room's screen (1920x1080) shows the standings, which must equal those
worked by hand in tests/event_burraco.py's docstring (deal by deal, table by table, the VP band
of each table, the Danish pairings from the standings after rounds 3 and 4, the final ranking
with its tie on 46 VP broken by the margin).

The tables play the burraco rule set on its count form: the side closing a deal types 100 more
melded points than the fixture's, one burraco pulito (200) and the closing (100), its pozzetto
taken; the other side its melded points and those left in hand (the fixture's docstring)."""

import re

from club_phones import room_rows, side
from event_burraco import DEALS, MITCHELL_ROUNDS, PAIRS, ROUNDS, STANDINGS, deal_scores
from playwright.sync_api import expect

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

RULE_SET = "burraco"


def record_deal(page, number, names, deal, ns_running):
    """The table's phone records deal `number` on Burraco's count form; North-South's running
    total must then read `ns_running` on the scoreboard."""
    out, meld, other_meld, left = deal
    closing, other = names if out == "ns" else names[::-1]
    page.get_by_role("link", name=f"Record hand {number}").tap()
    for name in names:
        side(page, name).get_by_text("Count points", exact=True).tap()
    side(page, closing).get_by_label("Card points melded", exact=True).fill(
        str(meld + 100)
    )
    side(page, closing).get_by_role("button", name="Burrachi puliti plus 1").tap()
    page.get_by_text(f"{closing} closed", exact=True).tap()
    for name in names:  # both pozzetti taken: no -100 (relatives.md §1)
        expect(side(page, name).get_by_label("Taken", exact=True)).to_be_checked()
    side(page, other).get_by_label("Card points melded", exact=True).fill(
        str(other_meld)
    )
    side(page, other).get_by_label("Points left in hand", exact=True).fill(str(left))
    page.get_by_role("button", name=f"Save hand {number}").tap()
    expect(page.locator("[data-total='0']")).to_have_text(
        re.sub("^-", "\u2212", str(ns_running))
    )


def new_tournament(director, base, group) -> str:
    director.goto(f"{base}/groups/{group}")
    director.get_by_role("link", name="New club night").tap()
    director.get_by_label("Name").fill("Burraco day")
    director.get_by_label("Rule set", exact=True).select_option(RULE_SET)
    director.get_by_label("a fixed number of deals (Burraco)").check()
    director.get_by_label("Deals a round").select_option("3")
    director.get_by_label("Minutes a round").fill("45")
    director.get_by_label("Warning, minutes before the end").fill("5")
    director.get_by_label("Movement").select_option("mitchell-danish")
    director.get_by_label(
        "Mitchell, then Danish: how many played as a Mitchell first"
    ).fill(str(MITCHELL_ROUNDS))
    director.get_by_label("Tables", exact=True).fill("3")
    director.get_by_label("Rounds", exact=True).fill(str(ROUNDS))
    director.get_by_label("Ranking").select_option("victory_points")
    director.get_by_text("Victory points: the scale").tap()
    director.get_by_label("Victory-point scale", exact=True).select_option(
        "fibur-deals"
    )
    director.get_by_label("Each hand saved at a table waits").uncheck()
    director.get_by_label("Entrants, one a line").fill("\n".join(PAIRS))
    director.get_by_role("button", name="Create the club night").tap()
    expect(director.get_by_role("heading", level=1)).to_have_text("Burraco day")
    return director.url.rsplit("/e/", 1)[1]


def play_table(phone, number, table):
    """The table's phone records its three deals, North-South's running total checked after
    each (the docstring's deal scores)."""
    ns, ew, deals = DEALS[number][table]
    names = (PAIRS[ns - 1], PAIRS[ew - 1])
    board = phone.locator(".board")
    expect(board).to_contain_text(names[0])
    expect(board).to_contain_text(names[1])
    running = 0
    for position, deal in enumerate(deals, 1):
        running += deal_scores(deal)[0]
        record_deal(phone, position, names, deal, running)
    # the round is 3 deals: no fourth is offered
    expect(phone.get_by_role("link", name=re.compile("Record hand"))).to_have_count(0)


def test_a_burraco_tournament_of_mitchell_then_danish_rounds_of_three_deals(
    live_app, live_server, browser, browser_context_args, page, screenshots
):
    with live_app.app_context():
        group = storage.create_group(get_db(), "Club")
    director = page
    key = new_tournament(director, live_server, group)
    facts = director.locator("ul.event-facts")
    expect(facts).to_contain_text(
        "3 deals a round, the rule set's own initial meld; 45 minutes a round"
    )
    expect(facts).to_contain_text("Mitchell, then Danish")
    expect(facts).to_contain_text(
        "Victory points by Italian Burraco federation (FIBUR), rounds of 3 deals"
    )
    with live_app.app_context():
        event = storage.event_by_key(get_db(), key)
        assert event["variant"] == "burraco"
        links = [t["token"] for t in storage.table_links(get_db(), event["pk"])]
    phones = [browser.new_context(**browser_context_args).new_page() for _ in links]
    for number in range(1, ROUNDS + 1):
        if number > MITCHELL_ROUNDS:  # a Danish round: paired when it starts
            phones[0].goto(f"{live_server}/t/{links[0]}")
            expect(phones[0].get_by_text("comes from the standings")).to_be_visible()
        director.get_by_role("button", name=f"Start round {number}").tap()
        expect(director.locator(".event-round")).to_contain_text(
            f"Round {number} of {ROUNDS}"
        )
        for table, (phone, link) in enumerate(zip(phones, links), 1):
            phone.goto(f"{live_server}/t/{link}")
            expect(phone.locator(".event-table")).to_have_text(
                f"Burraco day · round {number} · table {table}"
            )
            play_table(phone, number, table)
        director.reload()
        in_play = director.locator("ul.event-tables").first
        expect(in_play.locator(".state-finished")).to_have_count(3)
    director.screenshot(path=screenshots / "burraco_tournament.png", full_page=True)
    assert room_rows(browser, live_server, event["view_token"]) == [
        list(row) for row in STANDINGS
    ]
