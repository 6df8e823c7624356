"""A championship's 400 tables (issue 41): the director's page draws the tables needing attention
and a window of 40 (`?page=`, `?table=` to jump), never every table's card, forms, seats and
link on each request (1.3-1.9 s of CPU and 1.8 MB a page before); the standings' table, the
director's and the room's, is drawn once per change of the event and read from the kept board.

The evening is tests/event_night.py's Mitchell of 400 tables (800 pairs), stored directly, its
rounds 1 and 2 started: round 2 is in play, round 1 an earlier round."""

import re

import pytest
from event_games import paper, play
from event_night import club_night, start_round_through_storage
from factories import make_app

from scorekeeper import storage
from scorekeeper.web.boards.kept_event_board import kept_board
from scorekeeper.web.entry import hand_checks
from scorekeeper.web.plumbing.database import get_db

TABLES = 400


@pytest.fixture
def championship(tmp_path):
    app = make_app(tmp_path)
    with app.app_context():
        event = club_night(get_db(), TABLES, 2)
        for number in (1, 2):
            start_round_through_storage(get_db(), event, number)
    return app, event


def in_play(page: str) -> list[int]:
    """The round in play's table cards, in the page's order."""
    return [
        int(n) for n in re.findall(r'<li class="event-table" id="table-(\d+)">', page)
    ]


def earlier(page: str) -> list[int]:
    return [int(n) for n in re.findall(r'id="table-1-(\d+)"', page)]


def test_the_directors_page_draws_forty_tables_of_four_hundred(championship):
    app, event = championship
    page = app.test_client().get(f"/e/{event['token']}").get_data(as_text=True)
    assert in_play(page) == list(range(1, 41))
    assert earlier(page) == list(range(1, 41))
    assert len(re.findall(r"/rounds/2/tables/\d+/paper", page)) == 40
    assert page.count('<section class="event-link">') == 41  # the room's and 40 tables'
    assert "Tables 1–40 of 400" in page
    assert len(page.encode()) < 600_000  # 1.8 MB when every table was drawn


def test_a_jump_to_a_table_draws_its_window(championship):
    app, event = championship
    client = app.test_client()
    page = client.get(f"/e/{event['token']}?table=237").get_data(as_text=True)
    assert in_play(page) == list(range(201, 241))
    assert "Tables 201–240 of 400" in page
    assert f"/e/{event['token']}?page=5" in page  # earlier tables
    assert f"/e/{event['token']}?page=7" in page  # later tables
    third = client.get(f"/e/{event['token']}?page=3").get_data(as_text=True)
    assert in_play(third) == list(range(81, 121))
    last = client.get(f"/e/{event['token']}?page=99").get_data(as_text=True)
    assert in_play(last) == list(range(361, 401))


def test_a_disputed_table_comes_first_and_once(championship):
    """Table 300 saves a hand of round 2 and the other side disputes it: the first page draws
    table 300 above the window of tables 1-40, and its own window does not draw it again."""
    app, event = championship
    with app.app_context():
        db = get_db()
        play(db, event, 2, 300, [(120, 50)])
        game = next(
            g for g in storage.round_games(db, event["pk"], 2) if g["table"] == 300
        )
        db.execute(
            "INSERT INTO event_confirmations (game_id, position, updated, state, note, at)"
            " SELECT game_id, position, updated, 'disputed', 'no canasta', '2026-12-01T20:00:00'"
            " FROM hands WHERE game_id = (SELECT id FROM games WHERE token_digest = key_digest(?))",
            [game["id"]],
        )
        db.commit()
    client = app.test_client()
    page = client.get(f"/e/{event['token']}").get_data(as_text=True)
    assert in_play(page) == [300, *range(1, 41)]
    assert page.index("Tables needing attention") < page.index('id="table-300"')
    window = client.get(f"/e/{event['token']}?table=300").get_data(as_text=True)
    assert in_play(window) == [300, *range(281, 300), *range(301, 321)]


def test_a_refused_paper_result_is_drawn_again_in_its_tables_window(championship):
    app, event = championship
    answer = app.test_client().post(
        f"/e/{event['key']}/rounds/2/tables/333/paper",
        data={"t333-version": 3, "t333-ns": "900"},
    )
    page = answer.get_data(as_text=True)
    assert answer.status_code == 400
    assert in_play(page) == list(range(321, 361))
    assert 'value="900"' in page


def test_a_tables_change_leads_back_to_its_tables_window(championship):
    """Table 333's paper result, its adjusted result and its new link each lead back to tables
    321-360, where the director made them (they led to tables 1-40, table 333 out of sight)."""
    app, event = championship
    client, key = app.test_client(), event["token"]

    def posted(path, prefix="", **fields):
        """The form's fields (under its prefix) on the event's version, and where it leads."""
        with app.app_context():
            fields["version"] = storage.event_by_key(get_db(), key)["version"]
        data = {prefix + name: value for name, value in fields.items()}
        answer = client.post(f"/e/{key}{path}", data=data)
        assert answer.status_code == 302
        assert answer.location == f"/e/{key}?table=333"
        return client.get(answer.location).get_data(as_text=True)

    page = posted("/rounds/2/tables/333/paper", "t333-", ns="900", ew="700")
    assert in_play(page) == list(range(321, 361))
    assert "Table 333&#39;s paper result saved." in page
    page = posted("/rounds/2/tables/333/adjusted", "a2-333-", rule="average")
    assert in_play(page) == list(range(321, 361))
    assert "Round 2, table 333: adjusted result saved." in page
    page = posted("/tables/333/key", which="table", confirm="1")
    assert in_play(page) == list(range(321, 361))
    assert "Table 333&#39;s link is new" in page


def test_replacing_a_tables_link_is_asked_at_its_tables_window(championship):
    """Replacing table 333's link asks first: the question is drawn over tables 321-360, and
    its "Not yet" leads back there (both were tables 1-40); nothing is replaced until asked."""
    app, event = championship
    client, key = app.test_client(), event["token"]
    with app.app_context():
        version = storage.event_by_key(get_db(), key)["version"]
    answer = client.post(
        f"/e/{key}/tables/333/key", data={"which": "table", "version": version}
    )
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200
    assert in_play(page) == list(range(321, 361))
    assert "Replace table 333’s link" in page
    assert f'href="/e/{key}?table=333">Not yet</a>' in page
    with app.app_context():
        assert storage.event_by_key(get_db(), key)["version"] == version


def test_the_standings_are_drawn_once_per_change(championship):
    """Table 1's round 1 sheet reads 900 to 700: Pair 1, its North-South, then ranks first with
    900 points, a margin of 200 and a win; until then every request reads the same drawn table."""
    app, event = championship
    client = app.test_client()
    room = f"/e/{event['view_token']}/standings"
    first = client.get(room).get_data(as_text=True)
    with app.app_context():  # the board kept for the room's link (each link its own)
        screen = storage.event_by_key(get_db(), event["view_token"])
        kept = kept_board(get_db(), screen).kept[("standings_html", "en")]
    assert str(kept) in first
    assert str(kept) in client.get(room).get_data(as_text=True)
    with app.app_context():
        assert kept_board(get_db(), screen).kept[("standings_html", "en")] is kept
        paper(get_db(), event, 1, 1, 900, 700)
    after = client.get(room).get_data(as_text=True)
    rows = re.findall(r"<tr[^>]*><td class=\"num\">(\d+)</td><td>([^<]+)</td>", after)
    assert rows[0] == ("1", "Pair 1")
    assert re.search(
        r"<td>Pair 1</td>\s*<td class=\"num\">900</td><td class=\"num\">200</td>"
        r"<td class=\"num\">1</td>",
        after,
    )
    with app.app_context():
        assert kept_board(get_db(), screen).kept[("standings_html", "en")] is not kept


def test_the_directors_link_and_the_rooms_share_one_board_and_keep_their_keys(
    championship,
):
    """One board drawn a change for both links (each drew its own: 2 x 0.1-0.6 s at 400
    tables), each page showing its own link's key and never the other's."""
    app, event = championship
    client = app.test_client()
    director = client.get(f"/e/{event['token']}").get_data(as_text=True)
    room = client.get(f"/e/{event['view_token']}/standings").get_data(as_text=True)
    with app.app_context():
        db = get_db()
        screen = kept_board(db, storage.event_by_key(db, event["view_token"]))
        console = kept_board(db, event)
    assert screen.kept is console.kept and screen.tables is console.tables
    assert (screen.event["key"], console.event["key"]) == (
        event["view_token"],
        event["token"],
    )
    assert event["token"] not in room
    assert f"/e/{event['token']}/rounds" in director


def test_every_tables_hand_form_of_a_400_table_round_stays_kept(championship):
    """A table's form class is kept by its names, one a table (with room for 64 classes, a
    400-table round's saves made every one anew: a quarter of the server's CPU in
    benchmarks/championship.py at 400 tables); its drawn HTML is one copy for every table, drawn
    with stand-ins for the names (tests/web/hands/test_shared_hand_form.py)."""
    app, event = championship
    client = app.test_client()
    with app.app_context():
        games = [g["id"] for g in storage.round_games(get_db(), event["pk"], 2)]
    assert len(games) == TABLES
    for game in games:
        assert client.get(f"/g/{game}/hands/new").status_code == 200
    assert len(app.extensions["rendered_once"]) < 10
    assert len(hand_checks._form_classes) >= TABLES
