"""A club night's round starts count their games against the address's budget (issue 39, L1):
before, a group and a 40-table, 30-round evening cost one unit each and the round starts stored
1,200 games outside every budget and ceiling.

The event (test_event_pages): 2 tables, 4 pairs, a Mitchell of 2 rounds."""

from factories import make_app
from test_event_pages import new_event


def test_a_club_nights_round_starts_spend_one_game_a_table(tmp_path):
    # 2 tables a round, EVENT_GAMES_PER_HOUR = 3: round 1 (2 games) starts, round 2 (2 more,
    # 4 in all) is refused; a resend of round 1 starts nothing and costs nothing.
    client = make_app(tmp_path, EVENT_GAMES_PER_HOUR=3).test_client()
    key = new_event(client)
    assert (
        client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1}).status_code
        == 302
    )
    resent = client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    assert resent.status_code in (302, 409)
    refused = client.post(
        f"/e/{key}/rounds", data={"version": 2, "round": 2, "confirm": "1"}
    )
    assert refused.status_code == 429
    assert "Too many new games from this device" in refused.get_data(as_text=True)


def test_at_the_ceiling_a_round_does_not_start(tmp_path):
    client = make_app(tmp_path).test_client()
    key = new_event(client)
    full = make_app(
        tmp_path, STORE_CEILING_BYTES=1
    ).test_client()  # any database holds more
    assert (
        full.post(f"/e/{key}/rounds", data={"version": 1, "round": 1}).status_code
        == 507
    )
