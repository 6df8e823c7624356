"""A late pair and a withdrawal from the director's page: only the rounds not started change.

The event: 2 tables, 3 pairs typed (one short), a Mitchell of 2 rounds:
    round 1: table 1 Ana & Ben v Eva & Fay; table 2 empty, Cleo & Dan sit out
    round 2: table 2 Cleo & Dan v Eva & Fay; table 1 empty, Ana & Ben sit out
"""

from test_event_pages import event_of, new_event

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

THREE = "Ana & Ben\nCleo & Dan\nEva & Fay\n"


def test_a_late_pair_plays_from_the_next_round_whoever_sat_out(app, client):
    key = new_event(client, entrants=THREE)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(f"/e/{key}/late", data={"version": 2, "entrant": "Gus & Hal"})
    assert answer.status_code == 302
    client.post(f"/e/{key}/rounds", data={"version": 3, "round": 2, "confirm": "1"})
    event = event_of(app, key)
    with app.app_context():
        db = get_db()
        game = storage.get_game(db, storage.table_game(db, event["pk"], 1))
    assert [s["name"] for s in game["sides"]] == ["Ana & Ben", "Gus & Hal"]
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Gus &amp; Hal joined late." in page


def test_a_late_pair_is_refused_when_the_field_is_full_keeping_the_name(client):
    key = new_event(client)
    answer = client.post(f"/e/{key}/late", data={"version": 1, "entrant": "Ivo & Jo"})
    assert answer.status_code == 409
    page = answer.get_data(as_text=True)
    assert "only when one pair is missing" in page and 'value="Ivo &amp; Jo"' in page


def test_a_withdrawn_pairs_next_opponent_sits_out_and_scores_no_game(app, client):
    """Gus & Hal (4) leave after round 1; in round 2 they would have met Ana & Ben at table 1."""
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(
        f"/e/{key}/withdraw", data={"version": 2, "entrant": 4, "confirm": "1"}
    )
    assert answer.status_code == 302
    client.post(f"/e/{key}/rounds", data={"version": 3, "round": 2, "confirm": "1"})
    event = event_of(app, key)
    with app.app_context():
        rows = storage.round_games(get_db(), event["pk"], 2)
    assert [r["table"] for r in rows] == [2]
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Gus &amp; Hal withdrew after round 1." in page
    # Gus & Hal left: they sit out no round (the ranking gives them no bye), Ana & Ben do
    assert "Sitting out: Ana &amp; Ben</p>" in page
