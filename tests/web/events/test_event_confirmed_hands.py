"""Confirmed hands (issue 29, part 5): at an event that asks for it, a hand saved at a table waits
for the other side's OK, or a dispute with a line of text; the director's page lists what waits
and what is disputed, and the standings mark figures counting such a hand provisional.

The event (test_event_pages): 2 tables, 4 pairs, a Mitchell, one hand of 50 a round, so a table's
game ends after its one hand: round 1 table 1 Ana & Ben v Eva & Fay."""

from test_event_pages import event_of, new_event

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

ONE_HAND = {"round_kind": "hands", "minimums": "50", "confirm_hands": "y"}


def _one_hand_at_table_1(app, key, ns=120, ew=60) -> str:
    with app.app_context():
        db = get_db()
        game = storage.table_game(db, event_of(app, key)["pk"], 1)
        hands = [
            {"meld_points": points, "canastas": {}, "hand_points": 0}
            for points in (ns, ew)
        ]
        storage.add_hand(db, game, {"results": hands}, expected_version=1)
    return game


def _room(client, app, key) -> str:
    return client.get(f"/e/{event_of(app, key)['view_token']}/standings").get_data(
        as_text=True
    )


def test_a_saved_hand_waits_for_the_other_sides_ok_and_is_provisional(app, client):
    key = new_event(client, **ONE_HAND)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    game = _one_hand_at_table_1(app, key)
    page = client.get(f"/g/{game}").get_data(as_text=True)
    assert "Hand 1 waits for the other side’s OK." in page
    director = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Table 1: hand 1 waits for the other side’s OK" in director
    room = _room(client, app, key)
    assert 'Ana &amp; Ben <small class="provisional-mark">provisional</small>' in room
    assert 'Eva &amp; Fay <small class="provisional-mark">provisional</small>' in room
    answer = client.post(f"/g/{game}/hands/1/confirm", data={"answer": "ok"})
    assert answer.status_code == 302
    assert "waits for the other side" not in client.get(f"/g/{game}").get_data(
        as_text=True
    )
    assert "provisional" not in _room(client, app, key)
    assert "Hands not confirmed" not in client.get(f"/e/{key}").get_data(as_text=True)


def test_a_dispute_needs_a_line_and_reaches_the_directors_page(app, client):
    key = new_event(client, **ONE_HAND)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    game = _one_hand_at_table_1(app, key)
    client.post(f"/g/{game}/hands/1/confirm", data={"answer": "dispute", "note": " "})
    page = client.get(f"/g/{game}").get_data(as_text=True)
    assert "Say in a few words what is wrong with hand 1." in page
    assert "Hand 1 waits for the other side’s OK." in page  # nothing recorded
    client.post(
        f"/g/{game}/hands/1/confirm",
        data={"answer": "dispute", "note": "we melded 150, not 120"},
    )
    director = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Table 1: hand 1 disputed: “we melded 150, not 120”" in director
    assert "Round 1, table 1: hand 1 disputed: “we melded 150, not 120”." in director
    assert "provisional" in _room(client, app, key)


def test_a_corrected_hand_asks_for_the_ok_again(app, client):
    key = new_event(client, **ONE_HAND)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    game = _one_hand_at_table_1(app, key)
    client.post(f"/g/{game}/hands/1/confirm", data={"answer": "ok"})
    with app.app_context():
        db = get_db()
        version = storage.get_game(db, game)["version"]
        hands = [
            {"meld_points": points, "canastas": {}, "hand_points": 0}
            for points in (150, 60)
        ]
        storage.update_hand(db, game, 1, {"results": hands}, expected_version=version)
    assert "Hand 1 waits for the other side’s OK." in client.get(f"/g/{game}").get_data(
        as_text=True
    )


def test_an_event_that_does_not_ask_shows_no_prompt(app, client):
    key = new_event(client, round_kind="hands", minimums="50")
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    game = _one_hand_at_table_1(app, key)
    assert "waits for the other side" not in client.get(f"/g/{game}").get_data(
        as_text=True
    )
    assert (
        client.post(f"/g/{game}/hands/1/confirm", data={"answer": "ok"}).status_code
        == 404
    )


def _version(app, key) -> int:
    return event_of(app, key)["version"]


def test_the_director_upholds_a_disputed_hand_once_and_it_stops_being_provisional(
    app, client
):
    key = new_event(client, **ONE_HAND)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    game = _one_hand_at_table_1(app, key)
    client.post(
        f"/g/{game}/hands/1/confirm",
        data={"answer": "dispute", "note": "we melded 150, not 120"},
    )
    director = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Uphold the hand" in director
    assert f'href="/g/{game}/hands/1/edit"' in director  # Correct it: the table's game
    settle = f"/e/{key}/rounds/1/tables/1/hands/1/settle"
    version = _version(app, key)
    answer = client.post(settle, data={"version": version})
    assert answer.status_code == 302
    director = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Table 1: hand 1 upheld; it counts as confirmed." in director
    assert "Round 1, table 1: hand 1 upheld by the director." in director
    assert "Hands not confirmed" not in director
    assert "provisional" not in _room(client, app, key)
    with app.app_context():
        note = (
            get_db().execute("SELECT state, note FROM event_confirmations").fetchone()
        )
    assert tuple(note) == ("ok", "settled by the director: we melded 150, not 120")
    # the same tap again (the page's old version): nothing changes, nothing refused
    again = client.post(settle, data={"version": version})
    assert again.status_code == 302
    assert _version(app, key) == version + 1
    log = client.get(f"/e/{key}").get_data(as_text=True)
    assert log.count("hand 1 upheld by the director") == 1


def test_settling_is_the_directors_alone_and_refuses_a_stale_page_or_no_hand(
    app, client
):
    key = new_event(client, **ONE_HAND)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    game = _one_hand_at_table_1(app, key)
    room_key = event_of(app, key)["view_token"]
    version = _version(app, key)
    refused = client.post(
        f"/e/{room_key}/rounds/1/tables/1/hands/1/settle", data={"version": version}
    )
    assert refused.status_code in (403, 404)
    stale = client.post(
        f"/e/{key}/rounds/1/tables/1/hands/1/settle", data={"version": version - 1}
    )
    assert stale.status_code == 409
    assert "changed meanwhile" in stale.get_data(as_text=True)
    missing = client.post(
        f"/e/{key}/rounds/1/tables/1/hands/2/settle", data={"version": version}
    )
    assert missing.status_code == 409
    assert "That table has no such hand." in missing.get_data(as_text=True)
    assert "waits for the other side’s OK" in client.get(f"/g/{game}").get_data(
        as_text=True
    )
