"""A group through its pages: started, joined by its link on a second phone, its games listed
without a cap, renamed and merged players seen by every phone, view-only links that change
nothing, the one-tap move of a device's games, and its file downloaded and imported back."""

import io
import json
import re
from pathlib import Path

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db
from tests.player_games import A, B, C, D, E, counted

GAME_FORM = {
    "sides-0-name": "Us",
    "sides-0-player0": "Ana",
    "sides-0-player1": "Ben",
    "sides-1-name": "Them",
    "sides-1-player0": "Cleo",
    "sides-1-player1": "Dan",
    "first_dealer": 0,
}


def start_group(client, name="Our table") -> str:
    answer = client.post("/groups/new", data={"name": name})
    return re.search(r"/groups/([\w-]+)/share", answer.location).group(1)


def put_in(app, key, *records) -> list[str]:
    with app.app_context():
        db = get_db()
        pk = storage.group_by_key(db, key)["pk"]
        return [storage.import_game(db, r, group_pk=pk) for r in records]


def test_group_new_game_names_join_the_roster_and_a_second_phone_sees_the_game(app):
    phone_a, phone_b = app.test_client(), app.test_client()
    key = start_group(phone_a)
    answer = phone_a.post(f"/games/new/classic/0?group={key}", data=GAME_FORM)
    answer.close()  # the test client's body of the upload sits in a temporary file till then
    assert answer.status_code == 302
    page = phone_a.get(f"/games/new/classic/0?group={key}").text
    assert '<datalist id="roster">' in page and '<option value="Cleo">' in page
    assert "Ana" not in phone_b.get("/").text  # not joined yet
    home = phone_b.get(f"/groups/{key}").text
    assert "Ana, Ben" in home and "Cleo, Dan" in home
    assert "Our table" in phone_b.get("/").text  # opening the link joined the group


def test_group_home_lists_every_one_of_a_hundred_games_a_page_at_a_time(app, client):
    key = start_group(client)
    records = [
        {
            **A,
            "name": f"Game {n:03d}",
            "created": f"2026-0{n % 9 + 1}-{n % 28 + 1:02d}T{n % 24:02d}:00:00+00:00",
        }
        for n in range(100)
    ]
    put_in(app, key, *records)
    seen = set()
    for page in (1, 2, 3, 4):
        text = client.get(f"/groups/{key}?page={page}").text
        seen |= set(re.findall(r"Game \d{3}", text))
    assert len(seen) == 100
    assert "Page 4 of 4 (100 games)" in client.get(f"/groups/{key}?page=4").text


def test_group_search_finds_a_person_with_her_merged_spellings(app, client):
    key = start_group(client)
    put_in(app, key, A, D)  # Ana in A, Anna in D
    assert (
        "Anna"
        not in client.get(f"/groups/{key}?player=Ana").text.split('<ul class="games')[1]
    )
    with app.app_context():
        db = get_db()
        pk = storage.group_by_key(db, key)["pk"]
        ids = {e["name"]: e["id"] for e in storage.roster(db, pk)}
    client.post(
        f"/groups/{key}/players/merge",
        data={"first": ids["Anna"], "second": ids["Ana"]},
    )
    listed = client.get(f"/groups/{key}?player=Ana").text
    assert "Anna v Eve" in listed and "Us v Them" in listed


def test_group_players_table_counts_merges_made_on_another_phone(app):
    phone_a, phone_b = app.test_client(), app.test_client()
    key = start_group(phone_a)
    put_in(app, key, A, B, C, D, E)
    with app.app_context():
        db = get_db()
        ids = {
            e["name"]: e["id"]
            for e in storage.roster(db, storage.group_by_key(db, key)["pk"])
        }
    before = phone_b.get(f"/groups/{key}/players?sort=name").text
    assert ">Anna</a>" in before
    phone_a.post(
        f"/groups/{key}/players/merge",
        data={"first": ids["Anna"], "second": ids["Ana"]},
    )
    after = phone_b.get(f"/groups/{key}/players?sort=name").text
    assert ">Anna</a>" not in after
    # Ana: A won, B won (as "ana "), D won (as Anna), E won; C is in play: 4 games, 4 won.
    row = after.split(">Ana</a>")[1].split("</tbody>")[0]
    assert re.findall(r"<td>([^<]+)</td>", row)[:3] == ["4", "4", "100%"]


def test_group_player_page_shows_head_to_head_and_her_games(app, client):
    key = start_group(client)
    put_in(app, key, A, B, E)
    with app.app_context():
        db = get_db()
        ids = {
            e["name"]: e["id"]
            for e in storage.roster(db, storage.group_by_key(db, key)["pk"])
        }
    page = client.get(f"/groups/{key}/players/{ids['Ana']}").text
    # Against Cleo: A and E across the table (both won by Ana's side); in B Cleo was her partner.
    cleo = page.split('<th scope="row">Cleo</th>')[1].split("</tr>")[0]
    assert re.findall(r"<td>(\d+)</td>", cleo) == ["2", "2", "0"]
    assert page.count('class="game-name"') == 3 and "<svg" in page


def test_renaming_a_player_renames_her_in_every_game_for_every_phone(app):
    phone_a, phone_b = app.test_client(), app.test_client()
    key = start_group(phone_a)
    [game_id] = put_in(app, key, A)
    with app.app_context():
        db = get_db()
        ana = next(
            e["id"]
            for e in storage.roster(db, storage.group_by_key(db, key)["pk"])
            if e["name"] == "Ana"
        )
    phone_a.post(f"/groups/{key}/players/{ana}/rename", data={"name": "Ana María"})
    assert "Ana María, Ben" in phone_b.get(f"/g/{game_id}").text


def test_a_view_only_group_link_shows_games_and_refuses_every_change(app, client):
    key = start_group(client)
    [game_id] = put_in(app, key, A)
    with app.app_context():
        group = storage.group_by_key(get_db(), key)
    viewer = app.test_client()
    home = viewer.get(f"/groups/{group['view_token']}").text
    assert "Us v Them" in home and key not in home and game_id not in home
    assert "New game" not in home
    assert (
        viewer.post(
            f"/groups/{group['view_token']}/players/merge",
            data={"first": 1, "second": 2},
        ).status_code
        == 403
    )
    assert (
        viewer.post(
            f"/groups/{group['view_token']}/players/1/rename", data={"name": "X"}
        ).status_code
        == 403
    )


def test_a_view_only_game_link_shows_the_scoreboard_and_refuses_a_post(
    app, client, make_game
):
    game_id = make_game(hands=0)
    with app.app_context():
        view = storage.get_game(get_db(), game_id)["view_token"]
    page = client.get(f"/v/{view}").text
    assert "Friday" in page and game_id not in page and "Record hand" not in page
    assert client.post(f"/v/{view}").status_code == 403
    # not a recording link
    assert client.post(f"/g/{view}/hands/new").status_code == 404
    assert view in client.get(f"/g/{game_id}/share").text


def test_a_phones_games_are_its_own_group_which_it_names_to_share(app, client):
    for record in (A, B, D):
        client.post("/games/import", data={"text": json.dumps(record)})
    home = client.get("/").text
    assert "This phone’s games" in home and 'class="name-group"' in home
    with client.session_transaction() as session:
        key = session["home"]
    with app.app_context():
        db = get_db()
        group = storage.group_by_key(db, key)
        names = sorted(e["name"] for e in storage.roster(db, group["pk"]))
    assert group["games"] == 3
    assert names == ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]  # the oldest spellings
    client.post(f"/groups/{key}/rename", data={"name": "Home"})
    home = client.get("/").text
    assert "Home" in home and 'class="name-group"' not in home  # the same group, named
    players = client.get(f"/groups/{key}/players").text
    assert "Perhaps the same player?" in players
    # the newer spelling first: Anna is the older (game D)
    assert "Ana and Anna" in players


def test_a_downloaded_group_file_imports_back_as_the_same_group(app, client):
    key = start_group(client, "Club")
    put_in(app, key, A, B, C, D, E)
    body = client.get(f"/groups/{key}/export.json").data
    # Brought back beside the group it came from: it is that group, so the page says so first.
    again = client.post(
        "/groups/import",
        data={"file": (io.BytesIO(body), "group.json")},
        content_type="multipart/form-data",
    )
    assert again.status_code == 200 and "group is here already: “Club”" in again.text
    answer = client.post(
        "/groups/import",
        data={"file": (io.BytesIO(body), "group.json"), "again": "y"},
        content_type="multipart/form-data",
    )
    copy = answer.location.rsplit("/", 1)[1]
    assert copy != key

    def table(group_key):
        page = client.get(f"/groups/{group_key}/players?sort=name").text
        table = page.split("<table")[1].split("</table>")[0]
        table = re.sub(r"/players/\d+", "/players/N", table)  # new ids
        return table.replace(group_key, "KEY")  # new links

    assert table(copy) == table(key) and "Ana" in table(copy)
    assert (
        client.get(f"/groups/{copy}/hands.csv").data
        == client.get(f"/groups/{key}/hands.csv").data
    )


def test_a_bad_group_file_is_refused_saying_what_is_wrong(client):
    bad = {
        "format": 1,
        "group": {"name": "Club", "roster": []},
        "games": [{**A, "variant": "nope"}],
    }
    answer = client.post(
        "/groups/import",
        data={"file": (io.BytesIO(json.dumps(bad).encode()), "group.json")},
        content_type="multipart/form-data",
    )
    assert answer.status_code == 200 and "Game 1:" in answer.text


def multipart(body: bytes) -> tuple[bytes, str]:
    """An upload encoded here: the test client spools a big one to a file it leaves open."""
    boundary = "groupfileboundary"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file";'
        ' filename="group.json"\r\nContent-Type: application/json\r\n\r\n'
    )
    return (
        head.encode() + body + f"\r\n--{boundary}--\r\n".encode(),
        f"multipart/form-data; boundary={boundary}",
    )


def test_a_group_file_larger_than_a_game_request_still_imports(app, client):
    key = start_group(client)
    many = [{**A, "name": f"G{n}", "hands": A["hands"] * 20} for n in range(200)]
    put_in(app, key, *many)
    body = client.get(f"/groups/{key}/export.json").data
    assert len(body) > app.config["MAX_CONTENT_LENGTH"]
    data, content_type = multipart(body)
    app.config["IMPORTS_PER_HOUR"] = 100
    client.post(f"/groups/{key}/leave")
    with (
        app.app_context()
    ):  # brought to another server: no group of its fingerprint there
        get_db().execute("UPDATE groups SET fingerprint = NULL")
        get_db().conn.commit()
    answer = client.post("/groups/import", data=data, content_type=content_type)
    assert answer.status_code == 302
    copy = answer.location.rsplit("/", 1)[1]
    assert "200 games in the group." in client.get(f"/groups/{copy}").text


def test_leaving_a_group_takes_it_off_this_phone_and_its_link_brings_it_back(client):
    key = start_group(client)
    assert "Our table" in client.get("/").text
    client.post(f"/groups/{key}/leave")
    assert 'class="group-name"' not in client.get("/").text
    client.get(f"/groups/{key}")
    assert "Our table" in client.get("/").text


def test_every_json_file_the_app_writes_imports_back_a_full_device_of_long_games_too(
    app, client
):
    # 200 hands (the most a record holds), nobody going out: Us 130 − 10 = 120 and Them 120 − 20
    # = 100 a hand (each meets the 120 minimum of 3000 and over), 24000 at most: short of 100000.
    hand = {"results": [counted(130, left=10), counted(120, left=20)]}
    long_game = {**C, "rules": {"target": 100000}, "hands": [hand] * 200}
    # one address importing 80 games, past the hourly budget
    app.config["IMPORTS_PER_HOUR"] = 100
    for n in range(90):  # past the 80 a phone's list once stopped at
        client.post(
            "/games/import", data={"text": json.dumps({**long_game, "name": f"L{n}"})}
        )
    assert "(90 games)" in client.get("/").text
    body = client.get("/games/export.json", follow_redirects=True).data
    assert len(body) > app.config["MAX_CONTENT_LENGTH"]
    again = app.test_client()
    data, content_type = multipart(body)
    answer = again.post("/games/import", data=data, content_type=content_type)
    assert answer.status_code == 302
    assert "(90 games)" in again.get("/").text


def test_the_group_file_of_the_docs_imports_with_its_merge(client):
    docs = (
        Path(__file__).resolve().parents[3] / "docs" / "record-format.md"
    ).read_text()
    block = (
        docs.split("## A group file", 1)[1]
        .split("```json games\n", 1)[1]
        .split("```")[0]
    )
    data, content_type = multipart(block.encode())
    answer = client.post("/groups/import", data=data, content_type=content_type)
    key = answer.location.rsplit("/", 1)[1]
    players = client.get(f"/groups/{key}/players?unfinished=y").text
    assert "Anna and Ana count as one player." in players


def test_a_group_games_corrected_names_and_its_rematch_stay_with_the_roster(
    app, client
):
    key = start_group(client)
    [game_id] = put_in(app, key, A)
    form = {
        "name": "Friday",
        "first_dealer": 0,
        "version": 1,
        "sides-0-name": "Us",
        "sides-0-player0": "Ana",
        "sides-0-player1": "Eve",  # Ben was a mistake: Eve played
        "sides-1-name": "Them",
        "sides-1-player0": "Cleo",
        "sides-1-player1": "Dan",
    }
    assert client.post(f"/g/{game_id}/edit", data=form).status_code == 302
    rematch = (
        client.post(f"/g/{game_id}/rematch").location.split("/g/")[1].split("/")[0]
    )
    with app.app_context():
        db = get_db()
        ids = {
            e["name"]: e["id"]
            for e in storage.roster(db, storage.group_by_key(db, key)["pk"])
        }
        sides = storage.get_game(db, game_id)["sides"]
        group = storage.group_of_game(db, rematch)
    assert sides[0]["roster"] == [ids["Ana"], ids["Eve"]]
    assert group["token"] == key
    eve = client.get(f"/groups/{key}/players/{ids['Eve']}").text
    assert eve.count('class="game-name"') == 2  # the corrected game and its rematch


def test_the_club_passphrase_shows_the_owner_every_group(app, client):
    app.config["CLUB_PASSPHRASE"] = "green baize"
    start_group(client, "Thursday club")
    owner = app.test_client()
    page = owner.post(
        "/club", data={"passphrase": "green baize"}, follow_redirects=True
    ).text
    assert "Every group" in page and "Thursday club" in page


def test_group_search_finds_part_of_a_name_in_any_alphabet_and_nothing_for_a_stranger(
    app, client
):
    key = start_group(client)
    put_in(
        app,
        key,
        {
            **D,
            "sides": [
                {"name": "Zoë", "players": ["Zoë"]},
                {"name": "Eve", "players": ["Eve"]},
            ],
        },
        A,
    )
    found = client.get(f"/groups/{key}?player=ZOË").text
    assert "Page 1 of 1 (1 game)" in found
    # Eve, Ben, Cleo
    assert "Page 1 of 1 (2 games)" in client.get(f"/groups/{key}?player=e").text
    assert (
        "No game of the group matches."
        in client.get(f"/groups/{key}?player=Xavier").text
    )
