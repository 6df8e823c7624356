"""The room's standings on a 1920x1080 screen: body text of at least 28 px (readable across a
room) and a ranking of twelve pairs filling one screen, without scrolling, its language menu in
a corner; and live: a table's result
typed meanwhile shows without anyone touching the screen."""

from factories import a_group
from playwright.sync_api import expect

from scorekeeper import storage
from scorekeeper.events.movements import mitchell
from scorekeeper.rules import RoundFormat
from scorekeeper.web.actions.event_rounds import round_games
from scorekeeper.web.plumbing.database import get_db


def test_twelve_pairs_fit_one_screen_in_large_type(live_app, live_server, browser):
    with live_app.app_context():
        db = get_db()
        group = a_group(db)
        token = storage.create_event(
            db,
            group["pk"],
            entrants=[
                {"name": f"Player {n}a & Player {n}b", "players": [f"P{n}a", f"P{n}b"]}
                for n in range(1, 13)
            ],
            name="Saturday tournament of the senior games",
            day="2026-11-28",
            variant="classic",
            rules={},
            format=RoundFormat(minutes=50, warning_minutes=10).as_data(),
            per_side=1,
            movement="mitchell",
            tables=6,
            rounds=4,
            ranking="victory_points",
            scale=[[0, 10, 10], [100, 11, 9]],
            bye_rule="average",
            seating=mitchell(6, 4).as_json(),
        )
        event = storage.event_by_key(db, token)
        room = event["view_token"]
    screen = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    screen.goto(f"{live_server}/e/{room}/standings")
    rows = screen.locator("table.event-standings tbody tr")
    expect(rows).to_have_count(12)
    size = screen.locator("table.event-standings td").first.evaluate(
        "cell => parseFloat(getComputedStyle(cell).fontSize)"
    )
    assert size >= 28
    bottom = rows.last.evaluate("row => row.getBoundingClientRect().bottom")
    # the ranking fills the screen, not its top third
    assert 0.8 * 1080 <= bottom <= 1080
    assert screen.locator(".room-screen .language-menu").is_visible()
    clock = screen.locator(".event-round").evaluate(
        "line => parseFloat(getComputedStyle(line).fontSize)"
    )
    assert clock >= 1.3 * size  # the round's clock reads from the back of the room
    assert screen.evaluate("document.documentElement.scrollHeight") <= 1080

    # Table 1 of round 1 (pair 1 v pair 7) hands in 1500 to 700 on paper: a margin of 800, which
    # on this event's scale (under 100: 10-10; from 100: 11-9) is 11 VP to 9; nobody else has a
    # result yet, so pair 1 leads with 11.
    with live_app.test_request_context():
        db = get_db()
        games = round_games(event, storage.entrants(db, event["pk"]), 1)
        storage.start_round(db, event["pk"], 1, games, expected_version=1)
        storage.set_paper_result(
            db, event["pk"], 1, 1, {"ns": 1500, "ew": 700}, expected_version=2
        )
    first = rows.first.locator("td")
    # Pair 1 is first before the result too (every pair at 0, by number): wait for its 11 VP.
    expect(first.nth(2)).to_have_text("11", timeout=15_000)
    expect(first.nth(1)).to_have_text("Player 1a & Player 1b")
    expect(screen.locator(".event-clock")).to_contain_text("left")
