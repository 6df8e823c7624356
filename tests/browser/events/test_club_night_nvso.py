"""An NVSO evening in real Chromium: three hands within 50 minutes, a warning at 10 (fixed hands
and a clock together), 4 pairs at 2 tables, a Mitchell of 2 rounds by points. The director's
phone (390 px) makes it and calls time during round 1; the two table phones (contexts of their
own) record on the real hand form; the room's screen shows the standings checked against this.

Hands at 50, 90 and 120 (every meld here is at least 120). Pairs: 1 Ana & Ben, 2 Cleo & Dan
(North-South at tables 1-2), 3 Eva & Fay, 4 Gus & Hal (East-West, up one table a round). Going
out with one mixed canasta: melded + 300 + 100; the other side: melded − left in hand.

Round 1, time called when table 1 has saved hand 1 and table 2 nothing: table 1 then ends after
hand 2, table 2 after hand 1 (the hand in play at each).
    T1 Ana & Ben v Eva & Fay: h1 150+400 = 550 v 130−30 = 100; h2 120−20 = 100 v 200+400 = 600
       totals 650 v 700
    T2 Cleo & Dan v Gus & Hal: h1 180+400 = 580 v 120−40 = 80; totals 580 v 80
Round 2, all three hands:
    T1 Ana & Ben v Gus & Hal: h1 550 v 120−10 = 110; h2 130+400 = 530 v 160−60 = 100;
       h3 120−0 = 120 v 200+400 = 600;  totals 1200 v 810
    T2 Cleo & Dan v Eva & Fay: h1 130−30 = 100 v 180+400 = 580; h2 140−40 = 100 v 150+400 = 550;
       h3 200+400 = 600 v 125−25 = 100;  totals 800 v 1230
Points: Eva & Fay 700+1230 = 1930, Ana & Ben 650+1200 = 1850, Cleo & Dan 580+800 = 1380,
Gus & Hal 80+810 = 890.
Margins: Eva & Fay 50+430 = 480, Ana & Ben −50+390 = 340, Cleo & Dan 500−430 = 70,
Gus & Hal −500−390 = −890.  Wins: Eva & Fay 2, Ana & Ben 1, Cleo & Dan 1, Gus & Hal 0.
"""

import re

from club_phones import hand_totals, new_evening, record_hand, room_rows
from playwright.sync_api import expect

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

PAIRS = ["Ana & Ben", "Cleo & Dan", "Eva & Fay", "Gus & Hal"]
SEATS = {(1, 1): (1, 3), (1, 2): (2, 4), (2, 1): (1, 4), (2, 2): (2, 3)}
# (round, table): each hand (side that goes out, its meld, the other's meld, its cards left)
HANDS = {
    (1, 1): [("ns", 150, 130, 30), ("ew", 200, 120, 20)],
    (1, 2): [("ns", 180, 120, 40)],
    (2, 1): [("ns", 150, 120, 10), ("ns", 130, 160, 60), ("ew", 200, 120, 0)],
    (2, 2): [("ew", 180, 130, 30), ("ew", 150, 140, 40), ("ns", 200, 125, 25)],
}
STANDINGS = [
    ["1", "Eva & Fay", "1930", "480", "2"],
    ["2", "Ana & Ben", "1850", "340", "1"],
    ["3", "Cleo & Dan", "1380", "70", "1"],
    ["4", "Gus & Hal", "890", "\u2212890", "0"],
]


def play(phone, number, table, hands=range(1, 4)):
    """The table's phone types the hands numbered in `hands` (of those its game has),
    checking North-South's running total after each."""
    ns, ew = SEATS[(number, table)]
    names = (PAIRS[ns - 1], PAIRS[ew - 1])
    running = 0
    for position, hand in enumerate(HANDS[(number, table)], 1):
        running += hand_totals(names, hand)[0]
        if position in hands:
            record_hand(phone, position, names, hand, running)


def test_an_nvso_evening_three_hands_within_fifty_minutes_and_time_called(
    live_app, live_server, browser, browser_context_args, page, screenshots
):
    with live_app.app_context():
        group = storage.create_group(get_db(), "Club")
    director = page
    key = new_evening(
        director,
        live_server,
        group,
        PAIRS,
        tables=2,
        rounds=2,
        minimums="50, 90, 120",
        minutes=50,
        warning=10,
    )
    expect(director.locator("ul.event-facts")).to_contain_text(
        "3 hands, minimum initial meld 50 / 90 / 120; 50 minutes a round,"
        " a warning 10 minutes before time is called"
    )
    with live_app.app_context():
        event = storage.event_by_key(get_db(), key)
        links = [t["token"] for t in storage.table_links(get_db(), event["pk"])]
    phones = [browser.new_context(**browser_context_args).new_page() for _ in links]

    director.get_by_role("button", name="Start round 1").tap()
    expect(director.locator(".event-round")).to_contain_text("Round 1 of 2")
    expect(director.locator(".event-round")).to_contain_text(re.compile(r"4\d:\d\d"))
    for phone, link in zip(phones, links):
        phone.goto(f"{live_server}/t/{link}")
        expect(phone).to_have_url(re.compile(r"/g/[\w-]+$"))
    play(phones[0], 1, 1, [1])  # table 2 is still on its first hand
    director.reload()
    director.get_by_role("button", name="Call time: each table finishes").tap()
    expect(director.locator(".flashes")).to_contain_text(
        "Time called: table 1 ends after hand 2, table 2 ends after hand 1."
    )
    expect(director.locator("#table-1")).to_contain_text(
        "time called: ends after hand 2"
    )
    expect(director.locator("#table-2")).to_contain_text(
        "time called: ends after hand 1"
    )
    play(phones[0], 1, 1, [2])
    play(phones[1], 1, 2)
    for phone in phones:  # the game ended after the hand in play: no hand 3 offered
        phone.reload()
        expect(phone.get_by_role("link", name=re.compile("Record hand"))).to_have_count(
            0
        )
    director.reload()
    expect(director.locator("ul.event-tables .state-finished")).to_have_count(2)
    director.screenshot(path=screenshots / "club_night_nvso_round1.png", full_page=True)

    director.get_by_role("button", name="Start round 2").tap()
    expect(director.locator(".event-round")).to_contain_text("Round 2 of 2")
    for table, (phone, link) in enumerate(zip(phones, links), 1):
        phone.goto(f"{live_server}/t/{link}")
        expect(phone.locator(".event-table")).to_have_text(
            f"Tuesday night · round 2 · table {table}"
        )
        play(phone, 2, table)
    director.reload()
    in_play = director.locator("ul.event-tables").first
    expect(in_play.locator(".state-finished")).to_have_count(2)
    assert room_rows(browser, live_server, event["view_token"]) == STANDINGS
