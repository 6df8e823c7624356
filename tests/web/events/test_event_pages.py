"""A club night through its pages: created from a group's page, run from the director's link,
reached by the tables' links and shown on the room's screen; each link does only what it may.

The event of most tests: 2 tables, 4 pairs, a Mitchell of 2 rounds, Classic to the target.
    round 1: table 1 Ana & Ben v Eva & Fay, table 2 Cleo & Dan v Gus & Hal
    round 2: table 1 Ana & Ben v Gus & Hal, table 2 Cleo & Dan v Eva & Fay
"""

import re

import pytest
from factories import make_app

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

PAIRS = "Ana & Ben\nCleo & Dan\nEva & Fay\nGus & Hal\n"
EVENT_FORM = {
    "name": "Tuesday night",
    "day": "2026-11-24",
    "variant": "classic",
    "round_kind": "target",
    "per_side": "1",
    "movement": "mitchell",
    "tables": 2,
    "rounds": 2,
    "ranking": "points",
    "bye_rule": "average",
    "entrants": PAIRS,
}


def start_group(client) -> str:
    answer = client.post("/groups/new", data={"name": "Club"})
    return re.search(r"/groups/([\w-]+)/share", answer.location).group(1)


def new_event(client, **changes) -> str:
    """The director's key of a new event made through the form."""
    key = start_group(client)
    answer = client.post(f"/groups/{key}/events/new", data={**EVENT_FORM, **changes})
    assert answer.status_code == 302, answer.get_data(as_text=True)
    return answer.location.rsplit("/e/", 1)[1]


def event_of(app, key):
    with app.app_context():
        return storage.event_by_key(get_db(), key)


def test_a_club_night_is_made_from_the_groups_page_with_its_entrants(app, client):
    group = start_group(client)
    home = client.get(f"/groups/{group}").get_data(as_text=True)
    assert f"/groups/{group}/events/new" in home and "New club night" in home
    page = client.get(f"/groups/{group}/events/new").get_data(as_text=True)
    assert 'name="entrants"' in page and "Classic" in page
    answer = client.post(f"/groups/{group}/events/new", data=EVENT_FORM)
    key = answer.location.rsplit("/e/", 1)[1]
    event = event_of(app, key)
    assert event["name"] == "Tuesday night" and event["tables"] == 2
    with app.app_context():
        entrants = storage.entrants(get_db(), event["pk"])
    assert [e["players"] for e in entrants][:2] == [["Ana", "Ben"], ["Cleo", "Dan"]]
    director = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Start round 1" in director and "Round 1 has not started." in director
    assert client.get(f"/groups/{group}").get_data(as_text=True).count(f"/e/{key}") == 1


def test_a_movement_that_cannot_be_made_is_refused_keeping_what_was_typed(client):
    group = start_group(client)
    answer = client.post(
        f"/groups/{group}/events/new", data={**EVENT_FORM, "rounds": 3}
    )
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200
    assert "has at most 2 rounds" in page
    assert "Gus &amp; Hal" in page and 'value="Tuesday night"' in page


def test_a_pair_without_an_ampersand_is_refused_by_its_line(client):
    group = start_group(client)
    page = client.post(
        f"/groups/{group}/events/new",
        data={**EVENT_FORM, "entrants": "Ana & Ben\nCleo\nEva & Fay\nGus & Hal"},
    ).get_data(as_text=True)
    assert "Line 2: a pair is two names joined by &amp;" in page


def test_starting_a_round_twice_makes_one_game_a_table(app, client):
    key = new_event(client)
    for _ in range(2):  # a double tap sends the same form twice
        answer = client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
        assert answer.status_code == 302
    event = event_of(app, key)
    with app.app_context():
        rows = storage.round_games(get_db(), event["pk"])
        game = storage.get_game(get_db(), storage.table_game(get_db(), event["pk"], 2))
    assert [(r["round"], r["table"]) for r in rows] == [(1, 1), (1, 2)]
    assert event["current_round"] == 1 and event["version"] == 2
    assert game["name"] == "Tuesday night · round 1 · table 2"
    assert [s["players"] for s in game["sides"]] == [["Cleo", "Dan"], ["Gus", "Hal"]]


def test_a_stale_version_is_refused_with_a_message(app, client):
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(f"/e/{key}/rounds", data={"version": 1, "round": 2})
    assert answer.status_code == 409
    assert "The event changed meanwhile" in answer.get_data(as_text=True)
    assert event_of(app, key)["current_round"] == 1


def test_a_paper_result_counts_and_is_logged_then_cleared(app, client):
    """Table 1 of round 1 hands in 2,340 to 1,560: Ana & Ben lead with 2340 points."""
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(
        f"/e/{key}/rounds/1/tables/1/paper",
        data={"t1-version": 2, "t1-ns": 2340, "t1-ew": 1560},
    )
    assert answer.status_code == 302
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Round 1, table 1: paper result 2340 to 1560." in page
    room = client.get(f"/e/{event_of(app, key)['view_token']}/standings")
    rows = re.findall(
        r"<tr><td class=\"num\">(\d)</td><td>([^<]+)</td>", room.get_data(as_text=True)
    )
    assert rows[0] == ("1", "Ana &amp; Ben")
    client.post(
        f"/e/{key}/rounds/1/tables/1/paper", data={"t1-version": 3, "clear": "1"}
    )
    assert "paper result cleared" in client.get(f"/e/{key}").get_data(as_text=True)


def test_paper_totals_left_empty_are_refused_keeping_the_other(client):
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(
        f"/e/{key}/rounds/1/tables/2/paper", data={"t2-version": 2, "t2-ns": 1200}
    )
    assert answer.status_code == 400
    assert 'value="1200"' in answer.get_data(as_text=True)


def test_swapping_two_pairs_in_the_next_round_reseats_and_warns_of_repeats(app, client):
    """Swapping Eva & Fay (3) and Gus & Hal (4) in round 2 makes round 2 repeat round 1."""
    key = new_event(client)
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    answer = client.post(
        f"/e/{key}/swap",
        data={"version": 2, "round": 2, "first": 3, "second": 4, "confirm": "1"},
    )
    assert answer.status_code == 302
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Ana &amp; Ben and Eva &amp; Fay meet 2 times." in page
    assert "Round 2: Eva &amp; Fay and Gus &amp; Hal swapped seats." in page
    refused = client.post(
        f"/e/{key}/swap",
        data={"version": 3, "round": 1, "first": 1, "second": 2, "confirm": "1"},
    )
    assert refused.status_code == 409
    assert "Only a round not started yet" in refused.get_data(as_text=True)


def test_the_rooms_link_reads_and_may_not_manage(app, client):
    key = new_event(client)
    room = event_of(app, key)["view_token"]
    assert client.get(f"/e/{room}/standings").status_code == 200
    assert client.get(f"/e/{key}/standings").status_code == 200
    assert client.get(f"/e/{room}").status_code == 403
    assert (
        client.post(f"/e/{room}/rounds", data={"version": 1, "round": 1}).status_code
        == 403
    )
    assert client.post(f"/e/{room}/swap", data={"version": 1}).status_code == 403
    assert client.post(f"/e/{room}/rounds/1/tables/1/paper", data={}).status_code == 403
    assert event_of(app, key)["current_round"] == 0


def test_unknown_keys_and_a_tables_link_are_not_a_directors(app, client):
    key = new_event(client)
    with app.app_context():
        table = storage.table_links(get_db(), event_of(app, key)["pk"])[0]["token"]
    assert client.get("/e/nope").status_code == 404
    assert client.get("/e/nope/standings").status_code == 404
    assert client.get("/t/nope").status_code == 404
    assert client.get(f"/e/{table}").status_code == 404
    assert (
        client.post(f"/e/{table}/rounds", data={"version": 1, "round": 1}).status_code
        == 404
    )
    assert client.get(f"/t/{key}").status_code == 404


def test_a_tables_link_waits_then_opens_its_own_game_all_evening(app, client):
    key = new_event(client)
    event = event_of(app, key)
    with app.app_context():
        table = storage.table_links(get_db(), event["pk"])[1]["token"]
    waiting = client.get(f"/t/{table}").get_data(as_text=True)
    assert (
        "Table 2" in waiting
        and "Cleo &amp; Dan" in waiting
        and "Gus &amp; Hal" in waiting
    )
    assert 'http-equiv="refresh" content="15"' in waiting
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    with app.app_context():
        game = storage.table_game(get_db(), event["pk"], 2)
    answer = client.get(f"/t/{table}")
    assert answer.status_code == 302 and answer.location.endswith(f"/g/{game}")
    board = client.get(f"/g/{game}").get_data(as_text=True)
    assert (
        f'href="/t/{table}"' in board and "Tuesday night · round 1 · table 2" in board
    )
    assert key not in board and event["view_token"] not in board


def test_the_standings_version_changes_when_a_tables_hand_is_saved(app, client):
    key = new_event(client)
    room = event_of(app, key)["view_token"]
    client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1})
    first = client.get(f"/e/{room}/standings/version")
    etag = first.headers["ETag"]
    assert (
        client.get(
            f"/e/{room}/standings/version", headers={"If-None-Match": etag}
        ).status_code
        == 304
    )
    with app.app_context():
        game = storage.table_game(get_db(), event_of(app, key)["pk"], 1)
        storage.add_hand(get_db(), game, {"results": []}, expected_version=1)
    again = client.get(f"/e/{room}/standings/version", headers={"If-None-Match": etag})
    assert again.status_code == 200 and again.headers["ETag"] != etag


def test_the_directors_forms_need_the_real_csrf_token(tmp_path):
    app = make_app(tmp_path, csrf=True)
    client = app.test_client()
    page = client.get("/groups/new").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    group = re.search(
        r"/groups/([\w-]+)/share",
        client.post("/groups/new", data={"name": "Club", "csrf_token": token}).location,
    ).group(1)
    form = client.get(f"/groups/{group}/events/new").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', form).group(1)
    assert (
        client.post(f"/groups/{group}/events/new", data=EVENT_FORM).status_code == 400
    )
    answer = client.post(
        f"/groups/{group}/events/new", data={**EVENT_FORM, "csrf_token": token}
    )
    key = answer.location.rsplit("/e/", 1)[1]
    assert (
        client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1}).status_code
        == 400
    )
    assert event_of(app, key)["current_round"] == 0
    page = client.get(f"/e/{key}").get_data(as_text=True)
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    client.post(
        f"/e/{key}/rounds", data={"version": 1, "round": 1, "csrf_token": token}
    )
    assert event_of(app, key)["current_round"] == 1
    # A table's paper form is drawn once for every page, its token each time: the director's own.
    other = app.test_client()  # a second phone on the director's link, its own session
    for phone, table in ((client, 1), (other, 2)):
        page = phone.get(f"/e/{key}").get_data(as_text=True)
        fields = dict(
            re.findall(
                rf'name="(t{table}-[a-z_]+)" type="hidden" value="([^"]+)"', page
            )
        )
        assert set(fields) == {f"t{table}-csrf_token", f"t{table}-version"}
        paper = f"/e/{key}/rounds/1/tables/{table}/paper"
        typed = {f"t{table}-ns": "1200", f"t{table}-ew": "800"}
        if phone is other:  # the first phone's token does not pass on the second
            stolen = {**fields, f"t{table}-csrf_token": token, **typed}
            assert phone.post(paper, data=stolen).status_code == 400
        assert phone.post(paper, data={**fields, **typed}).status_code == 302
    log = client.get(f"/e/{key}").get_data(as_text=True)
    for table in (1, 2):
        assert f"Round 1, table {table}: paper result 1200 to 800." in log


def test_a_club_types_its_own_victory_point_scale_and_a_bad_one_is_refused(app, client):
    """The form shows the app's 20-point scale to edit, a band a line; a club's own 3-row scale
    is kept as typed (from margin 0 a 5-5 draw, from 200 7-3, from 1000 10-0, each line up to
    just below the next), and one whose margins go down is refused, keeping what was typed."""
    page = client.get(f"/groups/{start_group(client)}/events/new").get_data(
        as_text=True
    )
    assert "0-99: 10-10\n100-299: 11-9" in page and "4000+: 20-0" in page
    key = new_event(
        client, ranking="victory_points", scale="0: 5-5\n200: 7-3\n\n1000: 10-0\n"
    )
    assert event_of(app, key)["scale"] == [[0, 5, 5], [200, 7, 3], [1000, 10, 0]]
    assert event_of(app, key)["vp_table"] == {
        "source": "typed",
        "bands": [[0, 199, 5, 5], [200, 999, 7, 3], [1000, None, 10, 0]],
    }
    group = start_group(client)
    answer = client.post(
        f"/groups/{group}/events/new",
        data={
            **EVENT_FORM,
            "ranking": "victory_points",
            "scale": "0: 5-5\n900: 7-3\n300: 9-1",
        },
    )
    text = answer.get_data(as_text=True)
    assert answer.status_code == 200
    assert "its margins go up" in text and "900: 7-3" in text
    answer = client.post(
        f"/groups/{group}/events/new",
        data={**EVENT_FORM, "ranking": "victory_points", "scale": "0: 5-5\n200 seven"},
    )
    assert "Scale line 2" in answer.get_data(as_text=True)


@pytest.mark.parametrize("field, most", [("tables", 400), ("rounds", 30)])
def test_an_evening_past_its_limits_is_refused_naming_them_and_keeping_the_form(
    client, field, most
):
    """Issue 28: 50 tables × 50 rounds were taken; docs/events.md says why 400 and 30 (issue
    41: a Burraco championship of 400 tables)."""
    group = start_group(client)
    answer = client.post(
        f"/groups/{group}/events/new", data={**EVENT_FORM, field: most + 1}
    )
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200 and f"must be from 1 to {most}" in page
    assert 'value="Tuesday night"' in page and f'value="{most + 1}"' in page


def test_a_championship_of_400_tables_and_10_rounds_is_made_and_its_first_round_started(
    client,
):
    """Issue 41: 800 pairs at 400 tables, a Mitchell of 10 rounds; the first round makes a game
    at each of the 400 tables."""
    group = start_group(client)
    pairs = "\n".join(f"P{n}a & P{n}b" for n in range(1, 801))
    answer = client.post(
        f"/groups/{group}/events/new",
        data={**EVENT_FORM, "tables": 400, "rounds": 10, "entrants": pairs},
    )
    assert answer.status_code == 302
    key = answer.location.rsplit("/e/", 1)[1]
    assert (
        client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1}).status_code
        == 302
    )
    with client.application.app_context():
        event = storage.event_by_key(get_db(), key)
        assert len(storage.round_games(get_db(), event["pk"], 1)) == 400


def test_an_evening_of_more_games_than_400_tables_of_10_rounds_is_refused(client):
    """4,000 games at most, a table a round: 200 tables × 20 rounds = 4,000 is taken, 201 × 20 =
    4,020 is not, and the page says how many rounds 201 tables can play (4,000 // 201 = 19)."""
    group = start_group(client)
    pairs = "\n".join(f"P{n}a & P{n}b" for n in range(1, 403))
    answer = client.post(
        f"/groups/{group}/events/new",
        data={**EVENT_FORM, "tables": 201, "rounds": 20, "entrants": pairs},
    )
    page = answer.get_data(as_text=True)
    assert answer.status_code == 200 and "at most 4000 games" in page
    assert "201 tables can play 19 rounds" in page
