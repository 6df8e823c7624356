"""A club night as federations run it (issue 29, part 1): what the director, the tables and the
room were told wrongly, or not at all, each rule checked through the pages.

The event of most tests (test_event_pages): 2 tables, 4 pairs, a Mitchell of 2 rounds:
    round 1: table 1 Ana & Ben v Eva & Fay, table 2 Cleo & Dan v Gus & Hal
    round 2: table 1 Ana & Ben v Gus & Hal, table 2 Cleo & Dan v Eva & Fay
With three pairs (no Gus & Hal), round 1's table 2 and round 2's table 1 are empty: Cleo & Dan
sit out round 1, Ana & Ben round 2.
"""

from event_games import the_progressive
from pdf_tools import pdf_text
from test_event_pages import EVENT_FORM, event_of, new_event, start_group
from test_event_paper_routes import rows_of

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

THREE = "Ana & Ben\nCleo & Dan\nEva & Fay\n"
HANDS_AND_CLOCK = {
    "round_kind": "hands",
    "minimums": "125, 155, 180",
    "minutes": 50,
    "warning_minutes": 10,
}


def _paper(client, key, number, table, version, ns=1000, ew=800):
    answer = client.post(
        f"/e/{key}/rounds/{number}/tables/{table}/paper",
        data={f"t{table}-version": version, f"t{table}-ns": ns, f"t{table}-ew": ew},
    )
    assert answer.status_code == 302


def test_fixed_hands_within_a_clock_keep_both(app, client):
    """The NVSO's and ACA's round: 3 hands at 125, 155, 180 within 50 minutes, warned at 10."""
    key = new_event(client, **HANDS_AND_CLOCK)
    event = event_of(app, key)
    assert event["format"]["minimums"] == [125, 155, 180]
    assert (event["format"]["minutes"], event["format"]["warning_minutes"]) == (50, 10)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "50:00 left" in page or "49:59 left" in page
    assert "Call time" in page
    assert "3 hands, minimum initial meld 125 / 155 / 180; 50 minutes a round" in page
    called = client.post(f"/e/{key}/time", data={"version": 2, "round": 2})
    assert called.status_code == 302
    with app.app_context():
        game = storage.get_game(get_db(), storage.table_game(get_db(), event["pk"], 1))
    # no hand saved yet: the table ends after hand 1, not its planned third
    assert game["rules"]["hands_in_game"] == 1


def test_a_warning_without_minutes_is_refused_keeping_the_hands(client):
    group = start_group(client)
    answer = client.post(
        f"/groups/{group}/events/new",
        data={**EVENT_FORM, **HANDS_AND_CLOCK, "minutes": ""},
    )
    page = answer.get_data(as_text=True)
    assert "A warning needs the round" in page and 'value="125, 155, 180"' in page


def test_the_next_round_asks_first_naming_the_tables_still_playing(app, client):
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    _paper(client, key, 1, 2, version=2)
    asked = client.post(f"/e/{key}/rounds", data={"version": 3, "round": 2})
    page = asked.get_data(as_text=True)
    assert asked.status_code == 409
    assert "Table 1 is still playing round 1." in page
    assert "Start round 2 anyway" in page
    assert event_of(app, key)["current_round"] == 1
    answer = client.post(
        f"/e/{key}/rounds", data={"version": 3, "round": 2, "confirm": "1"}
    )
    assert answer.status_code == 302 and event_of(app, key)["current_round"] == 2


def test_the_next_round_starts_at_once_when_every_table_is_in(app, client):
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    _paper(client, key, 1, 1, version=2)
    _paper(client, key, 1, 2, version=3)
    answer = client.post(f"/e/{key}/rounds", data={"version": 4, "round": 2})
    assert answer.status_code == 302 and event_of(app, key)["current_round"] == 2


def test_a_withdrawn_pair_sits_out_nothing_on_page_or_paper(app, client, tmp_path):
    """Gus & Hal leave after round 1: in round 2 Ana & Ben, their opponents, sit out (a bye);
    Gus & Hal are no longer in the evening, so nothing lists them as sitting out."""
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    client.post(f"/e/{key}/withdraw", data={"version": 2, "entrant": 4, "confirm": "1"})
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Sitting out: Ana &amp; Ben</p>" in page  # the next round's preview
    client.post(f"/e/{key}/rounds", data={"version": 3, "round": 2, "confirm": "1"})
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Sitting out: Ana &amp; Ben</p>" in page
    cards = " ".join(
        pdf_text(client.get(f"/e/{key}/table-cards.pdf").data, tmp_path).split()
    )
    assert "Sits out: Ana & Ben" in cards and "Sits out: Ana & Ben, Gus" not in cards
    csv_text = client.get(f"/e/{key}/results.csv").get_data(as_text=True)
    byes = [line for line in csv_text.splitlines() if ",bye," in line]
    assert len(byes) == 1 and "Ana & Ben" in byes[0]


def test_the_next_rounds_preview_names_who_sits_out_and_who_sits_north_south(client):
    key = new_event(client, entrants=THREE)
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Table 1: North-South Ana &amp; Ben · East-West Eva &amp; Fay" in page
    assert "Sitting out: Cleo &amp; Dan</p>" in page


def test_an_idle_tables_link_says_nobody_plays_there_while_the_last_round_plays(
    app, client
):
    key = new_event(client, entrants=THREE)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    client.post(f"/e/{key}/rounds", data={"version": 2, "round": 2, "confirm": "1"})
    with app.app_context():
        links = storage.table_links(get_db(), event_of(app, key)["pk"])
    idle = client.get(f"/t/{links[0]['token']}").get_data(as_text=True)
    assert "Nobody plays at this table in round 2." in idle
    assert "The last round is over" not in idle


def test_the_directors_page_says_the_format_clock_and_ranking(client):
    key = new_event(client, **HANDS_AND_CLOCK, ranking="victory_points")
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Classic" in page and "Mitchell" in page
    assert "50 minutes a round, a warning 10 minutes before time is called" in page
    assert "Ranked by victory points" in page


def test_a_finished_event_table_offers_its_table_link_not_a_new_game(app, client):
    """One hand of 50: the table ends level at 50 each, a drawn table."""
    key = new_event(client, round_kind="hands", minimums="50")
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    event = event_of(app, key)
    with app.app_context():
        db = get_db()
        game = storage.table_game(db, event["pk"], 1)
        hand = {"meld_points": 50, "canastas": {}, "hand_points": 0}
        storage.add_hand(db, game, {"results": [hand, hand]}, expected_version=1)
        before = db.execute("SELECT count(*) FROM games").fetchone()[0]
    page = client.get(f"/g/{game}").get_data(as_text=True)
    assert "New game, same players and rules" not in page
    assert "Back to table 1" in page
    assert "The table is drawn: Ana &amp; Ben · Eva &amp; Fay level at 50." in page
    client.post(f"/g/{game}/rematch")
    with app.app_context():
        assert get_db().execute("SELECT count(*) FROM games").fetchone()[0] == before


def test_seven_pairs_at_three_tables_are_offered_four_with_a_sit_out(app, client):
    """A Mitchell of 4 tables lacks East-West pair 8, which would start at table 4 and move up
    a table a round (4, then 1, then 2): North-South pairs 4, 1 and 2 sit out in turn."""
    group = start_group(client)
    seven = EVENT_FORM["entrants"] + "Ivo & Jo\nKim & Lu\nMo & Ned\n"
    form = {**EVENT_FORM, "entrants": seven, "tables": 3, "rounds": 3}
    page = client.post(f"/groups/{group}/events/new", data=form).get_data(as_text=True)
    assert "3 tables seat 5 or 6 pairs, not 7." in page
    assert 'name="use_tables" value="4"' in page
    assert "Use 4 tables, one pair sitting out each round" in page
    answer = client.post(
        f"/groups/{group}/events/new", data={**form, "use_tables": "4"}
    )
    assert answer.status_code == 302
    event = event_of(app, answer.location.rsplit("/e/", 1)[1])
    assert event["tables"] == 4
    assert [r["sits_out"] for r in event["seating"]["rounds"]] == [[4], [1], [2]]


def test_the_room_speaks_the_events_language_unless_the_menu_chose(app, client):
    key = new_event(client, language="it")
    room = event_of(app, key)["view_token"]
    page = client.get(f"/e/{room}/standings").get_data(as_text=True)
    assert 'class="language-menu"' in page
    assert '<html lang="it"' in page and "Il turno 1 non è iniziato." in page
    client.set_cookie("lang", "en")
    page = client.get(f"/e/{room}/standings").get_data(as_text=True)
    assert '<html lang="en"' in page and "Round 1 has not started." in page


def test_every_round_row_of_the_results_csv_adds_up_to_the_ranking(app, client):
    """The progressive of tests/event_games.py, ranked by victory points (the app's scale: a
    margin from 100 is 11-9, from 300 12-8):
        round 1: Bea & Cy 450 v Dot & Eve 300, margin 150: 11 VP to 9; Al sits out
        round 2: Al & Eve 300 v Cy & Dot 600, margin 300: 8 VP to 12; Bea sits out
    A bye scores the player's own average, here of one round: Al's bye 300 points, margin -300,
    8 VP; Bea's 450, +150, 11 VP. Totals: Cy 11+12 = 23 VP, Bea 11+11 = 22, Dot 9+12 = 21,
    Eve 9+8 = 17, Al 8+8 = 16; Al's points 300+300 = 600, margin -600."""
    with app.app_context():
        event = the_progressive(get_db(), ranking="victory_points")
    rows = rows_of(client.get(f"/e/{event['view_token']}/results.csv"))
    al = [r for r in rows if r["section"] == "round" and r["entrant"] == "Al"]
    assert [
        (r["round"], r["seat"], r["points"], r["margin"], r["victory_points"])
        for r in al
    ] == [("1", "bye", "300", "-300", "8"), ("2", "ns", "300", "-300", "8")]
    ranking = [r for r in rows if r["section"] == "ranking"]
    assert [(r["entrant"], r["victory_points"]) for r in ranking] == [
        ("Cy", "23"),
        ("Bea", "22"),
        ("Dot", "21"),
        ("Eve", "17"),
        ("Al", "16"),
    ]
    for entrant in ranking:
        own = [
            r
            for r in rows
            if r["section"] == "round" and r["number"] == entrant["number"]
        ]
        for column in ("points", "margin", "wins", "victory_points"):
            assert sum(float(r[column]) for r in own) == float(entrant[column])


def test_the_sheets_name_a_pair_once_and_end_the_meld_table_with_the_last_hand(
    app, client, tmp_path
):
    key = new_event(client, round_kind="hands", minimums="125, 155, 180")
    text = " ".join(
        pdf_text(client.get(f"/e/{key}/sheets.pdf?round=1").data, tmp_path).split()
    )
    assert "North-South: Ana & Ben" in text and "(Ana & Ben)" not in text
    assert "hand 3" in text and "hand 3 on" not in text
