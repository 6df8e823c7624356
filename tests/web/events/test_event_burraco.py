"""A Burraco tournament's terms through the new event's form (issue 40): rounds of a fixed number
of deals on a clock, and the victory points of each round by the table for that number of deals
(the FIBUR's 3- and 4-deal tables of relatives.md §1, or the tournament's own typed as bands)."""

from test_event_pages import EVENT_FORM, event_of, new_event

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

THREE_DEALS = {
    "round_kind": "deals",
    "deals": "3",
    "minutes": "40",
    "warning_minutes": "5",
}


def test_a_round_of_three_deals_on_a_clock_is_made_and_each_table_ends_after_three(
    app, client
):
    key = new_event(client, **THREE_DEALS)
    event = event_of(app, key)
    assert event["format"]["deals"] == 3 and event["format"]["minutes"] == 40
    assert event["format"]["minimums"] == []
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "3 deals a round, the rule set&#39;s own initial meld" in page
    assert "40 minutes a round" in page
    client.post(f"/e/{key}/rounds", data={"version": event["version"], "round": 1})
    with app.app_context():
        game = storage.get_game(get_db(), storage.table_game(get_db(), event["pk"], 1))
    assert game["rules"]["hands_in_game"] == 3 and game["rules"]["target"] == 0
    assert "meld_table" not in game["rules"]  # Classic's own minimums stay


def test_a_round_of_deals_is_offered_two_three_or_four(client):
    from test_event_pages import start_group

    group = start_group(client)
    page = client.get(f"/groups/{group}/events/new").get_data(as_text=True)
    assert "a fixed number of deals (Burraco)" in page
    for deals in ("2", "3", "4"):
        assert f'<option value="{deals}"' in page or f'value="{deals}"' in page
    answer = client.post(
        f"/groups/{group}/events/new", data={**EVENT_FORM, **THREE_DEALS, "deals": "5"}
    )
    assert answer.status_code == 200  # not a choice: the form again, as typed
