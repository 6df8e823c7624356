"""A table's answers never jam the director (issue 39, H2): the OK comes from a phone of the other
side, not the one that saved the hand; an OK or a dispute leaves the event's version alone, so the
director's forms stay fresh; a table's disputes are throttled; the director's log is paged.

The event (test_event_pages): 2 tables, 4 pairs, a Mitchell, one hand of 50 a round, confirmed
hands asked for. Hands are typed on the table's game page as a phone does (its hand form)."""

from live_server import HAND, form_fields
from test_event_pages import event_of, new_event

from scorekeeper import storage
from scorekeeper.storage.event_store.event_rows import log_change
from scorekeeper.web.plumbing.database import get_db

ONE_HAND = {"round_kind": "hands", "minimums": "50", "confirm_hands": "y"}


def _started(app, client) -> tuple[str, str]:
    """(the director's key, table 1's game) with round 1 started."""
    key = new_event(client, **ONE_HAND)
    assert (
        client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1}).status_code
        == 302
    )
    with app.app_context():
        game = storage.table_game(get_db(), event_of(app, key)["pk"], 1)
    return key, game


def _save_hand(phone, game) -> None:
    """Hand 1 typed on `phone` (a count of 130 v 120 and 20 in hand, both sides over 50)."""
    page = phone.get(f"/g/{game}/hands/new").get_data(as_text=True)
    fields = {**form_fields(page, "hand-form"), **HAND}
    answer = phone.post(f"/g/{game}/hands/new", data=fields)
    assert answer.status_code == 302, answer.get_data(as_text=True)


def _answer(phone, game, **typed) -> str:
    answer = phone.post(f"/g/{game}/hands/1/confirm", data=typed, follow_redirects=True)
    return answer.get_data(as_text=True)


def _waiting(app, game) -> list:
    with app.app_context():
        return storage.pending(
            get_db(), storage.event_of_game(get_db(), game)["game_pk"]
        )


def test_the_phone_that_saved_a_hand_cannot_ok_it_but_the_other_sides_phone_can(
    app, client
):
    _key, game = _started(app, client)
    _save_hand(client, game)
    page = _answer(client, game, answer="ok")
    assert "was saved on this phone: a phone of the other side gives the OK" in page
    assert [h["position"] for h in _waiting(app, game)] == [1]
    other = app.test_client()  # the other side's phone, on the same game's link
    assert "Hand 1 confirmed." in _answer(other, game, answer="ok")
    assert _waiting(app, game) == []


def test_a_phone_that_corrects_a_hand_cannot_ok_its_correction(app, client):
    _key, game = _started(app, client)
    other = app.test_client()
    _save_hand(other, game)
    assert "Hand 1 confirmed." in _answer(client, game, answer="ok")
    page = client.get(f"/g/{game}/hands/1/edit").get_data(as_text=True)
    fields = {**form_fields(page, "hand-form"), **HAND, "sides-1-hand_points": "25"}
    assert client.post(f"/g/{game}/hands/1/edit", data=fields).status_code == 302
    assert "was saved on this phone" in _answer(client, game, answer="ok")
    assert "Hand 1 confirmed." in _answer(other, game, answer="ok")


def test_answers_leave_the_directors_version_so_a_director_form_still_posts(
    app, client
):
    key, game = _started(app, client)
    _save_hand(client, game)
    version = event_of(app, key)["version"]
    room = client.get(f"/e/{event_of(app, key)['view_token']}/standings/version")
    other = app.test_client()
    _answer(other, game, answer="ok")
    _answer(other, game, answer="dispute", note="their meld was 120")
    assert event_of(app, key)["version"] == version
    # The room's screen still follows: its ETag moved.
    again = client.get(f"/e/{event_of(app, key)['view_token']}/standings/version")
    assert again.headers["ETag"] != room.headers["ETag"]
    # The director's page drawn before both answers still upholds the disputed hand.
    settled = client.post(
        f"/e/{key}/rounds/1/tables/1/hands/1/settle", data={"version": version}
    )
    assert settled.status_code == 302
    assert _waiting(app, game) == []


def test_a_table_disputes_only_so_many_hands_an_hour(app, client):
    app.config["DISPUTES_PER_TABLE_PER_HOUR"] = 2
    key, game = _started(app, client)
    _save_hand(client, game)
    other = app.test_client()
    assert "disputed: the director sees it" in _answer(
        other, game, answer="dispute", note="one"
    )
    assert "disputed: the director sees it" in _answer(
        other, game, answer="dispute", note="two"
    )
    page = _answer(other, game, answer="dispute", note="three")
    assert "disputed as many hands as it may this hour" in page
    with app.app_context():
        logged = storage.changes(get_db(), event_of(app, key)["pk"], ("dispute",))
    assert [c["detail"]["note"] for c in logged] == ["one", "two"]


def test_the_directors_log_is_drawn_fifty_lines_a_page(app, client):
    key, game = _started(app, client)
    # 120 disputes logged, after round 1's start: 121 lines, three pages of 50.
    with app.app_context():
        db = get_db()
        pk = event_of(app, key)["pk"]
        for n in range(120):
            detail = {"round": 1, "table": 1, "hand": 1, "note": f"n{n}"}
            log_change(db, pk, "dispute", detail)
        db.conn.commit()
    first = client.get(f"/e/{key}").get_data(as_text=True)
    assert (
        first.count("<li>") - first.count("<li>", 0, first.index('id="changes"')) >= 50
    )
    assert "n119" in first and "n69" not in first and "Page 1 of 3" in first
    last = client.get(f"/e/{key}?log=3").get_data(as_text=True)
    assert "n0" in last and "n119" not in last and "Page 3 of 3" in last
