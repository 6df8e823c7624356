"""Two evenings walked in real Chromium from the director's phone (390 px), every result typed
from its table's paper sheet on the director's page, the standings read off the room's screen
(1920x1080) and checked against figures worked by hand in the shared modules' docstrings:

- a Danish evening of 8 pairs over 4 rounds (tests/event_danish.py): each round paired from the
  standings when the director starts it; a table's phone reads its seats from its link;
- a Mitchell of 7 pairs typed at 3 tables, the form offering 4 with a pair sitting out each
  round, ranked by victory points with byes (tests/event_mitchell7.py)."""

import re

import event_danish
import event_mitchell7
from playwright.sync_api import expect

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def new_evening(director, base, group, *, movement, tables, rounds, pairs, vp=False):
    director.goto(f"{base}/groups/{group}")
    director.get_by_role("link", name="New club night").tap()
    director.get_by_label("Name").fill("Friday night")
    director.get_by_label("Movement").select_option(movement)
    director.get_by_label("Tables").fill(str(tables))
    director.get_by_label("Rounds").fill(str(rounds))
    if vp:
        director.get_by_label("Ranking").select_option("victory_points")
    director.get_by_label("Entrants, one a line").fill("\n".join(pairs))
    director.get_by_role("button", name="Create the club night").tap()


def type_results(director, number, tables):
    """The director types each table's paper totals, then starts nothing: the caller does."""
    for table, _ns, _ew, ns_total, ew_total in tables:
        card = director.locator(f"#table-{table}")
        card.get_by_text("Result from the paper sheet").tap()
        card.get_by_label("North-South", exact=True).fill(str(ns_total))
        card.get_by_label("East-West", exact=True).fill(str(ew_total))
        card.get_by_role("button", name="Save the paper result").tap()
        expect(director.locator(f"#table-{table} .table-state")).to_have_text("paper")


def room_rows(browser, base, room_key) -> list[tuple]:
    room = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    room.goto(f"{base}/e/{room_key}/standings")
    rows = room.locator("table.event-standings tbody tr")
    return [
        tuple(cell.strip() for cell in row.locator("td").all_inner_texts())
        for row in rows.all()
    ]


def test_a_danish_evening_is_paired_from_the_standings_round_by_round(
    live_app, live_server, browser, browser_context_args, page
):
    with live_app.app_context():
        group = storage.create_group(get_db(), "Club")
    director = page
    pairs = event_danish.PAIRS
    new_evening(
        director, live_server, group, movement="danish", tables=4, rounds=4, pairs=pairs
    )
    expect(director.get_by_role("heading", level=1)).to_have_text("Friday night")
    key = director.url.rsplit("/e/", 1)[1]
    with live_app.app_context():
        event = storage.event_by_key(get_db(), key)
        link = storage.table_links(get_db(), event["pk"])[0]["token"]
    phone = browser.new_context(**browser_context_args).new_page()
    for number, tables in event_danish.ROUNDS.items():
        if number > 1:  # not paired yet: the table's link says so
            phone.goto(f"{live_server}/t/{link}")
            expect(phone.get_by_text("comes from the standings")).to_be_visible()
        director.get_by_role("button", name=f"Start round {number}").tap()
        expect(director.locator(".event-round")).to_contain_text(f"Round {number} of 4")
        _table, ns, ew, _a, _b = tables[0]
        phone.goto(f"{live_server}/t/{link}")
        expect(phone).to_have_url(re.compile(r"/g/[\w-]+$"))
        board = phone.locator(".board")
        expect(board).to_contain_text(pairs[ns - 1])
        expect(board).to_contain_text(pairs[ew - 1])
        type_results(director, number, tables)
    assert room_rows(browser, live_server, event["view_token"]) == [
        tuple(row) for row in event_danish.STANDINGS
    ]


def test_seven_pairs_play_a_mitchell_at_four_tables_with_a_sit_out(
    live_app, live_server, browser, page
):
    with live_app.app_context():
        group = storage.create_group(get_db(), "Club")
    director = page
    new_evening(
        director,
        live_server,
        group,
        movement="mitchell",
        tables=3,
        rounds=3,
        pairs=event_mitchell7.PAIRS,
        vp=True,
    )
    expect(director.get_by_role("alert")).to_contain_text("not 7")
    director.get_by_role(
        "button", name="Use 4 tables, one pair sitting out each round"
    ).tap()
    expect(director.get_by_role("heading", level=1)).to_have_text("Friday night")
    key = director.url.rsplit("/e/", 1)[1]
    with live_app.app_context():
        event = storage.event_by_key(get_db(), key)
    for number, tables in event_mitchell7.ROUNDS.items():
        resting = event_mitchell7.PAIRS[event_mitchell7.SITS_OUT[number] - 1]
        expect(director.get_by_text(f"Sitting out: {resting}")).to_be_visible()
        director.get_by_role("button", name=f"Start round {number}").tap()
        expect(director.locator(".event-round")).to_contain_text(f"Round {number} of 3")
        type_results(director, number, tables)
    assert room_rows(browser, live_server, event["view_token"]) == [
        tuple(row) for row in event_mitchell7.STANDINGS
    ]
