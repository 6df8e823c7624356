"""A household's two phones and one group, in real Chromium at 390x844: phone A starts the group
and plays two games; phone B joins by the group's link and sees both games, the same players and
the same players page; a merge on A shows on B; B clears its cookies and the link brings it all
back. A view-only link shows a scoreboard and saves nothing."""

import re

from factories import a_game
from playwright.sync_api import expect

from scorekeeper import storage


def side(page, name):
    return page.get_by_role("group", name=name, exact=True)


def play_one_hand(page, group_url, first, second):
    """A classic game of the group started from its page, and one hand counted: Us 120 melded
    + a mixed canasta 300 + going out 100 = 520; Them 60 melded − 30 left in hand = 30."""
    page.goto(group_url)
    page.get_by_role("link", name="New game").tap()
    page.get_by_role("link", name=re.compile(r"^Classic Canasta")).tap()
    expect(page.locator("datalist#roster")).to_have_count(1)
    names = page.locator("fieldset.side")
    for index, pair in enumerate((first, second)):
        names.nth(index).get_by_label("Player 1").fill(pair[0])
        names.nth(index).get_by_label("Player 2").fill(pair[1])
    page.get_by_role("button", name="Start the game").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")
    for name in ("Us", "Them"):
        side(page, name).get_by_text("Count points", exact=True).tap()
    side(page, "Us").get_by_label("Card points melded", exact=True).fill("120")
    side(page, "Us").get_by_role("button", name="Mixed canastas plus 1").tap()
    page.get_by_text("Us went out", exact=True).tap()
    side(page, "Them").get_by_label("Card points melded", exact=True).fill("60")
    side(page, "Them").get_by_label("Points left in hand", exact=True).fill("30")
    page.get_by_role("button", name="Save hand 1").tap()
    expect(page.locator("[data-total='0']")).to_have_text("520")
    expect(page.locator("[data-total='1']")).to_have_text("30")


def players_table(page, group_url):
    page.goto(group_url + "/players?unfinished=y&sort=name")
    return page.locator("table.players").inner_text()


def test_a_second_phone_joins_by_the_link_and_sees_the_whole_group(
    browser, browser_context_args, page, live_server, screenshots
):
    page.goto(live_server + "/")
    page.get_by_role("link", name="New group").tap()
    page.get_by_label("What do you call your group?").fill("Our table")
    page.get_by_role("button", name="Start the group").tap()
    expect(page.locator(".group-link-record .qr svg")).to_be_visible()
    group_url = page.locator(".group-link-record .share-link a").inner_text()
    assert re.fullmatch(re.escape(live_server) + r"/groups/[\w-]{22}", group_url)
    page.screenshot(path=screenshots / "group-links.png", full_page=True)
    play_one_hand(page, group_url, ("Ana", "Ben"), ("Cleo", "Dan"))
    play_one_hand(page, group_url, ("Anna", "Cleo"), ("Ben", "Dan"))

    phone_b = browser.new_context(**browser_context_args).new_page()
    phone_b.goto(group_url)
    expect(phone_b.locator(".group-games .game")).to_have_count(2)
    expect(phone_b.locator(".group-games")).to_contain_text("Ana, Ben")
    expect(phone_b.locator(".group-games")).to_contain_text("Anna, Cleo")
    phone_b.screenshot(path=screenshots / "group-games.png", full_page=True)
    assert players_table(phone_b, group_url) == players_table(page, group_url)
    assert "Anna" in players_table(phone_b, group_url)

    # A merges the suggested pair; B's players page counts Ana and Anna as one.
    page.goto(group_url + "/players")
    suggestion = page.locator(".suggested-merges li").filter(has_text="Anna and Ana")
    suggestion.get_by_role("button", name="Count as one player").tap()
    expect(page.locator(".merges")).to_contain_text("count as one player")
    merged = players_table(phone_b, group_url)
    assert "Anna" not in merged and "Ana" in merged
    assert players_table(page, group_url) == merged

    # B's cookies go; the group's link brings everything back.
    phone_b.context.clear_cookies()
    phone_b.goto(live_server + "/")
    expect(phone_b.locator(".my-groups")).to_have_count(0)
    phone_b.goto(group_url)
    expect(phone_b.locator(".group-games .game")).to_have_count(2)
    assert players_table(phone_b, group_url) == merged
    phone_b.goto(live_server + "/")
    expect(phone_b.locator(".my-groups")).to_contain_text("Our table")
    phone_b.context.close()


def test_a_groups_hundred_games_are_all_listed_page_by_page(
    page, live_server, live_app
):
    with live_app.app_context():
        from scorekeeper.web.plumbing.database import get_db

        db = get_db()
        token = storage.create_group(db, "Club")
        pk = storage.group_by_key(db, token)["pk"]
        for n in range(100):
            storage.import_game(
                db,
                {
                    "name": f"Game {n:03d}",
                    "created": f"2026-05-01T10:{n // 60:02d}:{n % 60:02d}+00:00",
                    "variant": "classic",
                    "sides": [{"name": "Us"}, {"name": "Them"}],
                    "hands": [],
                },
                group_pk=pk,
            )
    page.goto(f"{live_server}/groups/{token}")
    seen, number = [], 1
    while True:
        expect(page.locator(".pages")).to_contain_text(f"Page {number} of 4")
        seen += page.locator(".group-games .game-name").all_inner_texts()
        older = page.get_by_role("link", name="Older games")
        if not older.count():
            break
        older.tap()
        number += 1
    assert seen == [f"Game {n:03d}" for n in reversed(range(100))]


def test_a_view_only_link_shows_the_scoreboard_and_a_post_is_refused(
    page, live_server, live_app
):
    with live_app.app_context():
        from scorekeeper.web.plumbing.database import get_db

        db = get_db()
        game_id = a_game(
            db,
            name="Final",
            sides=[{"name": "Us"}, {"name": "Them"}],
        )
        storage.add_hand(
            db,
            game_id,
            {"results": [{"meld_points": 90}, {"meld_points": 50}]},
            expected_version=1,
        )
        view = storage.get_game(db, game_id)["view_token"]
    page.goto(f"{live_server}/v/{view}")
    expect(page.get_by_role("heading", level=1)).to_have_text("Final")
    # 90 melded, nothing else
    expect(page.locator("[data-total='0']")).to_have_text("90")
    expect(page.get_by_role("link", name=re.compile("Record hand"))).to_have_count(0)
    expect(page.locator("form[method=post]")).to_have_count(1)  # only the language menu
    # A POST with this page's own valid CSRF token is still refused: the link changes nothing.
    token = page.locator("input[name=csrf_token]").first.get_attribute("value")
    refused = page.request.post(f"{live_server}/v/{view}", form={"csrf_token": token})
    assert refused.status == 403
    hand = page.request.post(
        f"{live_server}/g/{view}/hands/new", form={"csrf_token": token}
    )
    assert hand.status == 404  # a view token opens no recording page
