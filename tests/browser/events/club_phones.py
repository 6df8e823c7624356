"""What the club-night walks share: the director's new-evening form filled on the phone, a table's
phone typing a hand on the real hand form (counted points: the side going out with one mixed
canasta scores melded + 300 + 100, the other melded − left in hand), and the room's standings
read off its screen as rows of cells."""

import re

from playwright.sync_api import expect


def side(page, name):
    return page.get_by_role("group", name=name, exact=True)


def hand_totals(names, hand) -> tuple[int, int]:
    """North-South's and East-West's score for `hand` (who goes out, melds, cards left)."""
    out, meld, other_meld, left = hand
    winner, loser = meld + 400, other_meld - left
    return (winner, loser) if out == "ns" else (loser, winner)


def record_hand(page, number, names, hand, ns_running):
    """The table's phone records hand `number`; North-South's running total must then read
    `ns_running` on the scoreboard."""
    out, meld, other_meld, left = hand
    winner, loser = names if out == "ns" else names[::-1]
    page.get_by_role("link", name=f"Record hand {number}").tap()
    for name in names:
        side(page, name).get_by_text("Count points", exact=True).tap()
    side(page, winner).get_by_label("Card points melded", exact=True).fill(str(meld))
    side(page, winner).get_by_role("button", name="Mixed canastas plus 1").tap()
    page.get_by_text(f"{winner} went out", exact=True).tap()
    side(page, loser).get_by_label("Card points melded", exact=True).fill(
        str(other_meld)
    )
    side(page, loser).get_by_label("Points left in hand", exact=True).fill(str(left))
    page.get_by_role("button", name=f"Save hand {number}").tap()
    expect(page.locator("[data-total='0']")).to_have_text(
        re.sub("^-", "\u2212", str(ns_running))
    )


def new_evening(director, base, group, pairs, *, tables, rounds, **how):
    """The director's phone fills the new club night's form: a Mitchell by points, rounds of a
    fixed number of hands (`minimums`, and `minutes` with a `warning` for a clock too);
    `confirm` ticks "each hand saved waits for the other side's OK"."""
    director.goto(f"{base}/groups/{group}")
    director.get_by_role("link", name="New club night").tap()
    director.get_by_label("Name").fill("Tuesday night")
    director.get_by_label("a fixed number of hands").check()
    director.get_by_label("Each hand's minimum initial meld").fill(how["minimums"])
    if how.get("minutes"):
        director.get_by_label("Minutes a round").fill(str(how["minutes"]))
        director.get_by_label("Warning, minutes before the end").fill(
            str(how["warning"])
        )
    director.get_by_label("Tables").fill(str(tables))
    director.get_by_label("Rounds").fill(str(rounds))
    confirm = director.get_by_label("Each hand saved at a table waits")
    confirm.check() if how.get("confirm") else confirm.uncheck()
    director.get_by_label("Entrants, one a line").fill("\n".join(pairs))
    director.get_by_role("button", name="Create the club night").tap()
    expect(director.get_by_role("heading", level=1)).to_have_text("Tuesday night")
    return director.url.rsplit("/e/", 1)[1]


def room_rows(browser, base, room_key) -> list[list[str]]:
    room = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    room.goto(f"{base}/e/{room_key}/standings")
    rows = room.locator("table.event-standings tbody tr")
    expect(rows.first).to_be_visible()
    seen = [
        [cell.strip() for cell in row.locator("td").all_inner_texts()]
        for row in rows.all()
    ]
    room.context.close()
    return seen
