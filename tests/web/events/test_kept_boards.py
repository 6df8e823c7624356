"""The event's board is drawn once per change (web/boards/kept_event_board.py): the director's
page, the room's screen and every pair's "my night" read one board until a hand is saved, a
result typed or a table answers, and then the new one; never one a request."""

import re
import time

from event_games import an_event, paper, play, start
from factories import make_app

from scorekeeper import storage
from scorekeeper.web.boards import kept_event_board
from scorekeeper.web.boards.event_board import Board
from scorekeeper.web.boards.kept_event_board import kept_board
from scorekeeper.web.plumbing.database import get_db


def an_evening(tmp_path):
    app = make_app(tmp_path)
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
    return app, event


def test_the_board_is_kept_until_the_event_changes(tmp_path):
    app, event = an_evening(tmp_path)
    with app.app_context():
        db = get_db()
        first = kept_board(db, event)
        assert kept_board(db, event).tables is first.tables
        play(db, event, 1, 1, [(120, 50)])
        after = kept_board(db, event)
        assert after.tables is not first.tables
        assert kept_board(db, event).tables is after.tables


def words(html: str) -> str:
    main = html[html.index("<main") : html.index("</main>")]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", main))


def test_my_night_shows_a_saved_hand_at_once(tmp_path):
    """Pair 1 sits North-South at table 1 in round 1 against Pair 3 and melds 120 to their 50
    (the hand's whole score, no bonus): its evening's round 1 reads 120 for, 50 against once the
    hand is saved, never the board kept from before. As served: a lag of 2 s, but a small
    evening's board costs less than EVENT_BOARD_LAG_AFTER_MS to draw, so it never lags."""
    app, event = an_evening(tmp_path)
    client = app.test_client()
    night = f"/e/{event['view_token']}/night/1"
    assert "1 1 Pair 3 0 0" in words(client.get(night).get_data(as_text=True))
    with app.app_context():
        play(get_db(), event, 1, 1, [(120, 50)])
    assert "1 1 Pair 3 120 50" in words(client.get(night).get_data(as_text=True))


def test_a_tables_answer_draws_a_new_board_though_no_version_moved(tmp_path):
    app, event = an_evening(tmp_path)
    with app.app_context():
        db = get_db()
        play(db, event, 1, 1, [(120, 50)])
        first = kept_board(db, event)
        game = storage.round_games(db, event["pk"], 1)[0]
        db.execute(
            "INSERT INTO event_confirmations (game_id, position, updated, state, note, at)"
            " SELECT game_id, position, updated, 'ok', '', '2026-12-01T20:00:00'"
            " FROM hands WHERE game_id = (SELECT id FROM games WHERE token_digest = key_digest(?))",
            [game["id"]],
        )
        db.commit()
        assert kept_board(db, event).tables is not first.tables


# At a championship's pace (a change every 75 ms in a round's last minute) a page reads the board
# drawn up to the lag ago while the keeper draws the next (EVENT_BOARD_LAG_SECONDS, 2 s as served,
# for a board costing EVENT_BOARD_LAG_AFTER_MS or more to draw: here every board).


def test_within_the_lag_the_board_before_a_save_is_read_and_never_past_it(tmp_path):
    """With a lag of 5 s, Pair 1's 120 to 50 saved at table 1: the board kept from before is
    read (no hand at table 1), as the page drawing none; asked with no lag it is drawn anew, and
    that newer one is what the lagging read gets from then on."""
    app, event = an_evening(tmp_path)
    with app.app_context():
        db = get_db()
        before = kept_board(db, event, lag=5)
        play(db, event, 1, 1, [(120, 50)])
        stale = kept_board(db, event, lag=5)
        assert stale.tables is before.tables and stale.tables[0].hands == 0
        assert stale.version != kept_event_board.version_of(db, event)
        fresh = kept_board(db, event)
        assert fresh.tables[0].hands == 1 and fresh.tables[0].totals == (120, 50)
        assert kept_board(db, event, lag=5).tables is fresh.tables


def test_the_directors_change_is_never_read_late(tmp_path):
    """Table 2's sheet typed from paper, 900 to 700: the director's form bumps the event's
    version, so even within the lag the board is drawn anew for the event as it is now."""
    app, event = an_evening(tmp_path)
    with app.app_context():
        db = get_db()
        kept_board(db, event, lag=5)
        paper(db, event, 1, 2, 900, 700)
        now = kept_board(db, storage.event_by_key(db, event["token"]), lag=5)
        assert (now.tables[1].state, now.tables[1].totals) == ("paper", (900, 700))


def a_lagging_evening(tmp_path, monkeypatch):
    monkeypatch.setattr(kept_event_board, "TICK", 0.2)
    monkeypatch.setattr(kept_event_board, "WARM", 1.0)
    app = make_app(tmp_path, EVENT_BOARD_LAG_SECONDS=2, EVENT_BOARD_LAG_AFTER_MS=0)
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
    return app, event


def board_read(app, event) -> Board:
    with app.app_context():
        return kept_event_board.page_board(get_db(), event)


def test_a_tables_save_shows_within_the_lag_and_a_board_never_claims_more(
    tmp_path, monkeypatch
):
    """Pair 1's 120 to 50 at table 1: the pages read at once may show the board from before
    the save (as of a moment before it) and none holds the hand as of an earlier moment; within
    the lag and a tick of the keeper every page shows 120 for, 50 against."""
    app, event = a_lagging_evening(tmp_path, monkeypatch)
    client = app.test_client()
    night = f"/e/{event['view_token']}/night/1"
    assert "1 1 Pair 3 0 0" in words(client.get(night).get_data(as_text=True))
    saved = time.time()
    with app.app_context():
        play(get_db(), event, 1, 1, [(120, 50)])
    deadline = (
        time.monotonic() + 2 + 0.2 + 3
    )  # the lag, a tick, and room for a slow machine
    boards = set()
    while True:
        page = words(client.get(night).get_data(as_text=True))
        now = board_read(app, event)
        boards.add(now.as_of)
        shows = "1 1 Pair 3 120 50" in page
        assert shows or "1 1 Pair 3 0 0" in page
        if now.as_of < saved:
            assert now.tables[0].hands == 0
        if shows:
            break
        assert time.monotonic() < deadline, "the save never reached the page"
        time.sleep(0.05)
    # drawn by the first page and by the keeper; the pages meanwhile drew none
    assert len(boards) <= 3


def test_the_room_screen_is_told_of_news_until_its_page_shows_them(
    tmp_path, monkeypatch
):
    """The standings page carries the version of the board it shows, not the database's: a
    page drawn from the board before a save is answered "news" (200) at its next poll."""
    app, event = a_lagging_evening(tmp_path, monkeypatch)
    client = app.test_client()
    room = f"/e/{event['view_token']}/standings"
    client.get(room)
    with app.app_context():
        play(get_db(), event, 1, 1, [(120, 50)])
        current = storage.standings_version(get_db(), event["pk"])
    page = client.get(room).get_data(as_text=True)
    shown = re.search(r'data-version="([^"]+)"', page)[1]
    poll = client.get(
        f"/e/{event['view_token']}/standings/version", headers={"If-None-Match": shown}
    )
    if shown == current:
        assert poll.status_code == 304 and ">120<" in page
    else:
        assert poll.status_code == 200 and poll.get_json()["version"] == current


def test_past_the_lag_the_page_is_answered_at_once_and_the_keeper_draws_the_next(
    tmp_path, monkeypatch
):
    """A lag of 0.2 s and 5 s behind it, the keeper's own tick 30 s (so only a page wakes it):
    Pair 1's 120 to 50 saved at table 1 and the room's screen asked 0.3 s later is answered with
    the board from before the save (its version, as of before the save), saying it is behind
    (the screen asks again in 1 s), and the keeper, woken by that page, has the board with the
    hand for the next page within seconds."""
    monkeypatch.setattr(kept_event_board, "WARM", 0.0)  # an earlier test's keeper stops
    while kept_event_board._keeper:
        kept_event_board._wake.set()
        time.sleep(0.01)
    monkeypatch.setattr(kept_event_board, "WARM", 60.0)
    monkeypatch.setattr(kept_event_board, "TICK", 30.0)
    app = make_app(
        tmp_path,
        EVENT_BOARD_LAG_SECONDS=0.2,
        EVENT_BOARD_BEHIND_SECONDS=5,
        EVENT_BOARD_LAG_AFTER_MS=0,
    )
    with app.app_context():
        event = start(get_db(), an_event(get_db()), 1)
    client = app.test_client()
    room = f"/e/{event['view_token']}/standings"

    def shown() -> tuple[str, float, bool]:
        page = client.get(room).get_data(as_text=True)
        return (
            re.search(r'data-version="([^"]+)"', page)[1],
            float(re.search(r'data-as-of="([^"]+)"', page)[1]),
            'data-behind="1"' in page,
        )

    before, _, behind = shown()
    assert not behind
    saved = time.time()
    with app.app_context():
        play(get_db(), event, 1, 1, [(120, 50)])
        current = storage.standings_version(get_db(), event["pk"])
    assert current != before
    time.sleep(0.3)
    version, as_of, behind = shown()
    assert version == before and as_of < saved and behind
    deadline = time.monotonic() + 5  # far less than the keeper's tick
    try:
        while (now := shown())[0] != current:
            assert now[0] == before and now[2]
            assert time.monotonic() < deadline, "the keeper was not woken"
            time.sleep(0.05)
        assert not now[2] and now[1] > saved
    finally:  # the keeper back to its tick, for the tests after
        monkeypatch.undo()
        kept_event_board._wake.set()


def test_a_board_older_than_the_lag_and_behind_is_drawn_for_the_page(tmp_path):
    """Past the lag and the behind both, a page waits for the board drawn for it."""
    app, event = an_evening(tmp_path)
    with app.app_context():
        db = get_db()
        kept_board(db, event, lag=0.1, behind=0.1)
        play(db, event, 1, 1, [(120, 50)])
        time.sleep(0.25)
        now = kept_board(db, event, lag=0.1, behind=0.1)
        assert now.tables[0].totals == (120, 50) and not now.behind


def test_the_directors_own_change_shows_at_once_whatever_the_lag(tmp_path, monkeypatch):
    """Table 2's sheet typed from paper, 900 to 700 (the director's form bumps the event's
    version): the director's page and the room's screen show it at the next request."""
    app, event = a_lagging_evening(tmp_path, monkeypatch)
    client = app.test_client()
    room = f"/e/{event['view_token']}/standings"
    for _ in range(2):
        client.get(room), client.get(f"/e/{event['token']}")
    with app.app_context():
        paper(get_db(), event, 1, 2, 900, 700)
    assert ">900<" in client.get(room).get_data(as_text=True)
    assert ">900<" in client.get(f"/e/{event['token']}").get_data(as_text=True)


def test_the_keeper_stops_once_no_page_reads_a_board(tmp_path, monkeypatch):
    app, event = a_lagging_evening(tmp_path, monkeypatch)
    board_read(app, event)
    assert kept_event_board._keeper
    deadline = time.monotonic() + 1.0 + 0.2 + 5
    while kept_event_board._keeper:
        assert time.monotonic() < deadline, "the keeper went on drawing for nobody"
        time.sleep(0.1)
