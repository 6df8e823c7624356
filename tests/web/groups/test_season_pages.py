"""A season through its pages: two club nights of one group, each played as tests/event_games.py's
pair event (whose tables are worked by hand there), the season's ladder on its page, on paper and
as CSV, the room's screen showing it below the evening's standings, and the club's handicaps.

Victory points of that evening (DEFAULT_VP_SCALE): round 1, Pair 1 450 v Pair 3 300 (margin 150:
11 v 9), Pair 2 250 v Pair 4 600 (margin 350: 8 v 12); round 2, Pair 1 v Pair 4 drawn at 600
(10 each), Pair 2 900 v Pair 3 1200 from paper (margin 300: 8 v 12). A table:
    Pair 1 (11 + 10)/2 = 10.5, Pair 2 (8 + 8)/2 = 8, Pair 3 (9 + 12)/2 = 10.5, Pair 4 (12 + 10)/2 = 11
Both evenings alike, best 2 of at least 2: P4a and P4b 11 share 1st; P1a, P1b, P3a, P3b 10.5
share 3rd; P2a and P2b 8 share 7th."""

import csv
import io

from event_games import a_club_night_in, start
from factories import FORMAT
from pdf_tools import pdf_text

from scorekeeper import storage
from scorekeeper.events.movements import mitchell
from scorekeeper.events.standings import DEFAULT_VP_SCALE
from scorekeeper.storage import season_rows
from scorekeeper.web.plumbing.database import get_db

SEASON_FORM = {
    "name": "Autumn 2026",
    "first_day": "2026-09-01",
    "last_day": "2026-12-20",
    "measure": "vp",
    "best": "2",
    "at_least": "2",
    "nonce": "season-1",
}


def a_club(app):
    """A group with two club nights; returns (the group's recording key, the second event)."""
    with app.app_context():
        db = get_db()
        key = storage.create_group(db, "Club")
        pk = storage.group_by_key(db, key)["pk"]
        a_club_night_in(db, pk, "2026-11-10")
        second = a_club_night_in(db, pk, "2026-11-24")
    return key, second


def ladder_rows(page: str) -> list[tuple]:
    table = page.split('class="event-standings season-ladder"')[1].split("</table>")[0]
    rows = []
    for row in table.split("<tbody>")[1].split("</tr>")[:-1]:
        cells = [c.split(">", 1)[1].split("<")[0].strip() for c in row.split("<td")[1:]]
        rows.append(tuple(cells))
    return rows


def test_a_season_made_once_shows_its_ladder_worked_by_hand(app, client):
    key, _ = a_club(app)
    first = client.post(f"/groups/{key}/seasons", data=SEASON_FORM)
    again = client.post(f"/groups/{key}/seasons", data=SEASON_FORM)  # a double tap
    assert first.status_code == again.status_code == 302
    assert first.location == again.location
    page = client.get(first.location).text
    assert ladder_rows(page) == [
        ("1", "P4a", "11.0", "2"),
        ("1", "P4b", "11.0", "2"),
        ("3", "P1a", "10.5", "2"),
        ("3", "P1b", "10.5", "2"),
        ("3", "P3a", "10.5", "2"),
        ("3", "P3b", "10.5", "2"),
        ("7", "P2a", "8.0", "2"),
        ("7", "P2b", "8.0", "2"),
    ]
    assert "2 club nights so far" in page


def test_a_refused_season_keeps_what_was_typed_and_says_why(app, client):
    key, _ = a_club(app)
    answer = client.post(
        f"/groups/{key}/seasons", data={**SEASON_FORM, "last_day": "2026-08-01"}
    )
    assert answer.status_code == 200
    assert "The last day comes on or after the first." in answer.text
    assert 'value="Autumn 2026"' in answer.text


def test_the_ladder_prints_and_downloads(app, client, tmp_path):
    key, _ = a_club(app)
    ladder = client.post(f"/groups/{key}/seasons", data=SEASON_FORM).location
    text = pdf_text(client.get(f"{ladder}/ladder.pdf").data, tmp_path)
    assert "Autumn 2026" in text
    assert any("P4a" in line and "11.0" in line for line in text.splitlines())
    answer = client.get(f"{ladder}/ladder.csv")
    rows = list(csv.DictReader(io.StringIO(answer.get_data(as_text=True)[1:])))
    ladder_part = [r for r in rows if r["section"] == "ladder"]
    assert (ladder_part[0]["player"], ladder_part[0]["score"]) == ("P4a", "11.00")
    attendance = [r for r in rows if r["section"] == "attendance"]
    assert {(r["evenings"], r["share"]) for r in attendance} == {("2", "1.00")}


def test_a_view_only_link_sees_the_ladder_but_makes_no_season(app, client):
    key, _ = a_club(app)
    with app.app_context():
        view = storage.group_by_key(get_db(), key)["view_token"]
    assert client.post(f"/groups/{view}/seasons", data=SEASON_FORM).status_code == 403
    assert (
        client.post(f"/groups/{view}/handicaps", data={"handicaps": "on"}).status_code
        == 403
    )


def test_the_room_screen_shows_the_season_ladder_and_the_handicapped_ranking(
    app, client
):
    """Handicaps at the second evening, from the first: the field averaged
    (10.5 + 10.5 + 8 + 8 + 10.5 + 10.5 + 11 + 11) / 8 = 80 / 8 = 10 VP a table.
    Pair 1: 10 − 10.5 = −0.5; Pair 2: 10 − 8 = +2; Pair 3: −0.5; Pair 4: 10 − 11 = −1.
    Tonight they played alike again: 10.5 − 0.5 = 10, 8 + 2 = 10, 10, 11 − 1 = 10: all share 1st."""
    key, second = a_club(app)
    client.post(f"/groups/{key}/seasons", data=SEASON_FORM)
    room = f"/e/{second['view_token']}/standings"
    assert "With handicaps" not in client.get(room).text  # off by default
    client.post(f"/groups/{key}/handicaps", data={"handicaps": "on"})
    with app.app_context():
        pk = storage.group_by_key(get_db(), key)["pk"]
        assert season_rows.handicaps_on(get_db(), pk)
    page = client.get(room).text
    assert "Season ladder" in page and ladder_rows(page)[0] == ("1", "P4a", "11.0", "2")
    section = page.split('class="room-handicaps"')[1].split("</section>")[0]
    rows = [
        tuple(c.split(">", 1)[1].split("<")[0] for c in row.split("<td")[1:])
        for row in section.split("<tbody>")[1].split("</tr>")[:-1]
    ]
    assert rows == [
        ("1", "Pair 1", "10.0", "\u22120.5"),
        ("1", "Pair 2", "10.0", "+2.0"),
        ("1", "Pair 3", "10.0", "\u22120.5"),
        ("1", "Pair 4", "10.0", "\u22121.0"),
    ]


def test_the_results_sheet_prints_the_handicapped_ranking_beside_the_actual(
    app, client, tmp_path
):
    """The same four adjusted figures as on the room's screen, on paper, only with handicaps on."""
    key, second = a_club(app)
    results = f"/e/{second['view_token']}/results.pdf"
    before = pdf_text(client.get(results).data, tmp_path)
    assert "WITH HANDICAPS" not in before.upper()
    client.post(f"/groups/{key}/handicaps", data={"handicaps": "on"})
    text = pdf_text(client.get(results).data, tmp_path)
    part = text.upper().split("WITH HANDICAPS")[1]  # headings print in capitals
    assert "PAIR 2" in part and "+2.0" in part and "\u22121.0" in part


def test_the_room_screen_shows_the_ladders_first_ten_and_says_where_the_rest_is(
    app, client
):
    """Six pairs (twelve players) at three tables, one round typed from paper: twelve players
    on the ladder, the room's screen shows the first ten and says so; the season's page all."""
    pairs = [
        {"name": f"Pair {n}", "players": [f"Q{n}a", f"Q{n}b"]} for n in range(1, 7)
    ]
    with app.app_context():
        db = get_db()
        key = storage.create_group(db, "Club")
        pk = storage.group_by_key(db, key)["pk"]
        event = an_event_in(db, pk, pairs)
        for table in (1, 2, 3):
            version = storage.event_by_key(db, event["key"])["version"]
            storage.set_paper_result(
                db,
                event["pk"],
                1,
                table,
                {"ns": 1000 + table * 100, "ew": 500},
                expected_version=version,
            )
    form = {**SEASON_FORM, "best": "1", "at_least": "1"}
    ladder = client.post(f"/groups/{key}/seasons", data=form).location
    assert len(ladder_rows(client.get(ladder).text)) == 12
    room = client.get(f"/e/{event['view_token']}/standings").text
    assert len(ladder_rows(room)) == 10
    assert "The first 10 of 12 players" in room


def an_event_in(db, group_pk, pairs):
    """Six pairs, a 3-table Mitchell of one round, started (its tables still to be typed)."""
    seating = mitchell(3, 1)
    token = storage.create_event(
        db,
        group_pk,
        entrants=pairs,
        name="Big night",
        day="2026-11-17",
        variant="classic",
        rules={},
        format=FORMAT.as_data(),
        per_side=1,
        movement=seating.kind,
        tables=3,
        rounds=1,
        ranking="victory_points",
        scale=[list(row) for row in DEFAULT_VP_SCALE],
        bye_rule="average",
        seating=seating.as_json(),
    )
    return start(db, storage.event_by_key(db, token), 1)
