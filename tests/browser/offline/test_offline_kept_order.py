"""Saves kept on one phone land in the order they were kept, whatever their kind: a correction kept
after the next hand (the correction's page open in another tab) lands after it, not refused as
"the game changed"; and the hands an older version of the app kept, which name none kept before them,
land once each after an upgrade (static/outbox_form.js, static/outbox.js, web/actions/queued_hands.py).

Four hands stored (test_offline_scoring.py no_signal): hand 1 Us 1670, Them 50; hands 2-4 score
nothing. Classic minimums: 0-1495 → 50, 1500-2995 → 90, 3000 and more → 120."""

from playwright.sync_api import expect
from test_offline import controlled, wait_until_kept
from test_offline_kept_changes import back_online, version
from test_offline_scoring import board_says, enter, no_signal, stored_hands


def phone_with_both_pages_kept(context, live_server, game_id):
    board, form = f"/g/{game_id}", f"/g/{game_id}/hands/new"
    page = context.new_page()
    controlled(page, live_server + board)
    wait_until_kept(page, board)
    page.goto(live_server + form)
    wait_until_kept(page, form)
    return page


def test_a_correction_kept_after_the_next_hand_lands_after_it(
    context, live_app, live_server
):
    """Hand 5 kept first: Us kings 70 + aces 60 + canasta 500 + out 100 = +730; Them −40. Then, in
    the tab open on hand 2's correction, Them held 30 (−30). Landed: Us 1670 + 730 = 2400; Them
    50 − 30 − 40 = −20. Next: Us needs 90 (1500-2995), Them 15 (below 0); Cleo deals hand 6."""
    game_id = no_signal(live_app)
    first = version(live_app, game_id)
    page = phone_with_both_pages_kept(context, live_server, game_id)
    tab = context.new_page()
    tab.goto(f"{live_server}/g/{game_id}/hands/2/edit")
    context.set_offline(True)
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    page.get_by_role("button", name="Save hand 5").tap()
    expect(page.locator(".outbox .waiting-entry")).to_have_count(1)

    tab.bring_to_front()
    tab.get_by_role("group", name="Them", exact=True).get_by_label(
        "Points left in hand", exact=True
    ).fill("30")
    tab.get_by_role("button", name="Save correction").tap()
    waiting = tab.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(2)
    expect(waiting.nth(1)).to_contain_text("Correction of hand 2")
    page.close()

    back_online(tab, context)
    hands = stored_hands(live_app, game_id)
    assert len(hands) == 5
    assert hands[1]["record"]["results"][1]["hand_points"] == 30
    assert hands[4]["record"]["results"][1]["hand_points"] == 40
    assert version(live_app, game_id) == first + 2  # once each
    tab.goto(f"{live_server}/g/{game_id}")
    board_says(tab, ["2400", "−20"], ["90", "15"], "Cleo")


# What the app kept before saves named those kept before them: the same entries, without the field.
AS_BEFORE = """() => { for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith('scorekeeper:outbox:')) continue;
    const entry = JSON.parse(localStorage.getItem(key));
    entry.fields = entry.fields.filter(pair => pair[0] !== 'queued_after');
    localStorage.setItem(key, JSON.stringify(entry));
} }"""


def test_two_hands_an_older_app_kept_land_once_each_after_the_upgrade(
    context, live_app, live_server
):
    """Hands 5 and 6 kept offline, both built on the version the phone last saw, as the older app
    kept them (no queued_after). Hand 5: Us +730 → 2400, Them −40 → 10; hand 6: Us queens 70 +
    jacks 40 + canasta 500 + out 100 = +710 → 3110, Them −40 → −30."""
    game_id = no_signal(live_app)
    first = version(live_app, game_id)
    page = phone_with_both_pages_kept(context, live_server, game_id)
    context.set_offline(True)
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    page.get_by_role("button", name="Save hand 5").tap()
    waiting = page.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(1)
    page.get_by_role("link", name="Record hand 6").tap()
    expect(page.locator(".hand-head h1")).to_have_text("Hand 6")
    enter(page, ("Queens", "7"), ("Jacks", "4"), "40")
    page.get_by_role("button", name="Save hand 6").tap()
    expect(waiting).to_have_count(2)
    page.evaluate(AS_BEFORE)
    page.reload()  # the upgraded app's page (the phone's copy of the scoreboard)
    expect(waiting).to_have_count(2)

    back_online(page, context)
    hands = stored_hands(live_app, game_id)
    assert len(hands) == 6
    assert version(live_app, game_id) == first + 2
    page.goto(f"{live_server}/g/{game_id}")
    board_says(page, ["3110", "−30"], ["120", "15"], "Ben")
