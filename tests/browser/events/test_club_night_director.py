"""The director's corrections walked in real Chromium, the director's phone and the tables'
phones (390 px) each a context of its own, the room's screen read after each; 4 pairs at 2
tables, a Mitchell, one hand of 50 a round, ranked by points. Pairs: 1 Ana & Ben, 2 Cleo & Dan
(North-South), 3 Eva & Fay, 4 Gus & Hal (East-West). Going out with one mixed canasta scores
melded + 300 + 100; the other side melded − left in hand.

A DISPUTED HAND SETTLED (hands wait for the other side's OK), one round:
    T1 Ana & Ben v Eva & Fay, saved on Ana & Ben's phone: 120+400 = 520 v 60−30 = 30.
       Eva & Fay dispute it from their phone: "we melded 90, not 60". The director corrects it
       on the table's game: 520 v 90−30 = 60, and upholds it.
    T2 Cleo & Dan v Gus & Hal: paper 700 v 300 (the director's word: never provisional).
    Points: Cleo & Dan 700, Ana & Ben 520, Gus & Hal 300, Eva & Fay 60.
    Margins: 400, 520−60 = 460, −400, −460.  Wins: 1, 1, 0, 0.

AN EARLIER ROUND CORRECTED AFTER THE EVENING (tables trusted), two rounds:
    round 1  T1 Ana & Ben v Eva & Fay on the phone: 120+400 = 520 v 60−30 = 30
             T2 Cleo & Dan v Gus & Hal: paper 700 v 300
    round 2  T1 Ana & Ben v Gus & Hal: paper 400 v 600;  T2 Cleo & Dan v Eva & Fay: paper 500 v 450
    Before:  Cleo & Dan 700+500 = 1200 (margin 400+50 = 450, wins 2), Ana & Ben 520+400 = 920
             (490−200 = 290, 1), Gus & Hal 300+600 = 900 (−400+200 = −200, 1), Eva & Fay
             30+450 = 480 (−490−50 = −540, 0).
    After the last round the director types round 1 table 1 from its paper sheet, 420 v 930
    (the phone's hand was wrong):
             Eva & Fay 930+450 = 1380 (510−50 = 460, 1), Cleo & Dan 1200 (450, 2), Gus & Hal 900
             (−200, 1), Ana & Ben 420+400 = 820 (−510−200 = −710, 0).
"""

import re

from club_phones import new_evening, record_hand, room_rows
from playwright.sync_api import expect

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

PAIRS = ["Ana & Ben", "Cleo & Dan", "Eva & Fay", "Gus & Hal"]
TABLE_1 = ("Ana & Ben", "Eva & Fay")


def evening(live_app, live_server, director, rounds, confirm):
    with live_app.app_context():
        group = storage.create_group(get_db(), "Club")
    key = new_evening(
        director,
        live_server,
        group,
        PAIRS,
        tables=2,
        rounds=rounds,
        minimums="50",
        confirm=confirm,
    )
    with live_app.app_context():
        event = storage.event_by_key(get_db(), key)
        links = [t["token"] for t in storage.table_links(get_db(), event["pk"])]
    return key, event["view_token"], links


def paper(director, card, ns, ew):
    """The director types a table's totals from its paper sheet (fields by name: an earlier
    round's form and the round in play's share their boxes' ids)."""
    form = card.locator("details.paper")
    form.get_by_text("Result from the paper sheet").tap()
    form.locator("input[name$='-ns']").fill(str(ns))
    form.locator("input[name$='-ew']").fill(str(ew))
    form.get_by_role("button", name="Save the paper result").tap()


def test_a_disputed_hand_is_corrected_and_upheld_by_the_director(
    live_app, live_server, browser, browser_context_args, page, screenshots
):
    director = page
    key, room_key, links = evening(live_app, live_server, director, 1, confirm=True)
    director.get_by_role("button", name="Start round 1").tap()
    expect(director.locator(".event-round")).to_contain_text("Round 1 of 1")
    north, east = (
        browser.new_context(**browser_context_args).new_page() for _ in range(2)
    )
    for phone in (north, east):  # both sides open the table's link
        phone.goto(f"{live_server}/t/{links[0]}")
        expect(phone).to_have_url(re.compile(r"/g/[\w-]+$"))
    record_hand(north, 1, TABLE_1, ("ns", 120, 60, 30), 520)
    paper(director, director.locator("#table-2"), 700, 300)
    expect(director.locator("#table-2 .table-state")).to_have_text("paper")

    east.reload()
    expect(east.get_by_text("Hand 1 waits for the other side’s OK.")).to_be_visible()
    east.get_by_label("What is wrong").fill("we melded 90, not 60")
    east.get_by_role("button", name="Dispute hand 1").tap()
    expect(east.locator(".flashes")).to_contain_text(
        "Hand 1 disputed: the director sees it."
    )
    room = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    room.goto(f"{live_server}/e/{room_key}/standings")
    expect(room.locator(".provisional-mark")).to_have_count(2)  # Ana & Ben, Eva & Fay

    director.reload()
    disputed = director.locator("#hand-1-1")
    expect(disputed).to_contain_text("Table 1: hand 1 disputed: “we melded 90, not 60”")
    director.screenshot(path=screenshots / "club_night_dispute.png", full_page=True)
    disputed.get_by_role("link", name="Correct it").tap()
    expect(director).to_have_url(re.compile(r"/g/[\w-]+/hands/1/edit$"))
    eva = director.get_by_role("group", name="Eva & Fay", exact=True)
    eva.get_by_label("Card points melded", exact=True).fill("90")
    director.get_by_role("button", name="Save correction").tap()
    expect(director.locator("[data-total='1']")).to_have_text("60")

    director.goto(f"{live_server}/e/{key}")
    waiting = director.locator("#hand-1-1")  # a corrected hand asks for the OK again
    expect(waiting).to_contain_text("Table 1: hand 1 waits for the other side’s OK")
    waiting.get_by_role("button", name="Uphold the hand").tap()
    expect(director.locator(".flashes")).to_contain_text(
        "Table 1: hand 1 upheld; it counts as confirmed."
    )
    expect(director.locator(".event-disputes")).to_have_count(0)
    expect(director.locator(".event-changes")).to_contain_text(
        "Round 1, table 1: hand 1 upheld by the director."
    )
    east.reload()
    expect(east.locator(".confirm-hands")).to_have_count(0)
    # the room's screen follows by itself (it polls), and marks nobody provisional
    expect(room.locator(".provisional-mark")).to_have_count(0, timeout=20_000)
    assert room_rows(browser, live_server, room_key) == [
        ["1", "Cleo & Dan", "700", "400", "1"],
        ["2", "Ana & Ben", "520", "460", "1"],
        ["3", "Gus & Hal", "300", "\u2212400", "0"],
        ["4", "Eva & Fay", "60", "\u2212460", "0"],
    ]


def test_an_earlier_round_is_corrected_after_the_last_one(
    live_app, live_server, browser, browser_context_args, page, screenshots
):
    director = page
    key, room_key, links = evening(live_app, live_server, director, 2, confirm=False)
    director.get_by_role("button", name="Start round 1").tap()
    phone = browser.new_context(**browser_context_args).new_page()
    phone.goto(f"{live_server}/t/{links[0]}")
    record_hand(phone, 1, TABLE_1, ("ns", 120, 60, 30), 520)
    director.reload()
    paper(director, director.locator("#table-2"), 700, 300)
    director.get_by_role("button", name="Start round 2").tap()
    expect(director.locator(".event-round")).to_contain_text("Round 2 of 2")
    paper(director, director.locator("#table-1"), 400, 600)
    paper(director, director.locator("#table-2"), 500, 450)
    expect(
        director.locator("ul.event-tables").first.locator(".state-paper")
    ).to_have_count(2)
    assert room_rows(browser, live_server, room_key) == [
        ["1", "Cleo & Dan", "1200", "450", "2"],
        ["2", "Ana & Ben", "920", "290", "1"],
        ["3", "Gus & Hal", "900", "\u2212200", "1"],
        ["4", "Eva & Fay", "480", "\u2212540", "0"],
    ]

    earlier = director.locator("#round-1")
    earlier.locator("summary").tap()
    earlier.get_by_role("link", name="Correct a result of round 1").tap()
    card = director.locator("#table-1-1")
    paper(director, card, 420, 930)
    card = director.locator("#table-1-1")
    expect(card.locator(".table-state")).to_have_text("paper · amended")
    expect(director.locator(".event-changes")).to_contain_text(
        "Round 1, table 1 amended"
    )
    director.screenshot(path=screenshots / "club_night_amended.png", full_page=True)
    assert room_rows(browser, live_server, room_key) == [
        ["1", "Eva & Fay", "1380", "460", "1"],
        ["2", "Cleo & Dan", "1200", "450", "2"],
        ["3", "Gus & Hal", "900", "\u2212200", "1"],
        ["4", "Ana & Ben", "820", "\u2212710", "0"],
    ]
    csv = director.request.get(f"{live_server}/e/{room_key}/results.csv").text()
    table_rows = [line for line in csv.splitlines() if line.startswith("table,")]
    amended = [line for line in table_rows if "amended" in line]
    assert len(amended) == 1 and ",420," in amended[0] and ",930," in amended[0]
