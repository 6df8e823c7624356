"""The players page over this device's games (or the club's), its filters, sorting and merges."""

import json
import re

import pytest
from player_games import GAMES, counted, game, pairs

from scorekeeper import storage
from scorekeeper.statistics.summary import summarise
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.player_merges import MERGE_BYTES


def store(app, records) -> list[str]:
    with app.app_context():
        return [
            storage.import_game(get_db(), r, finished=summarise(r)["finished"])
            for r in records
        ]


def on_device(client, ids):
    with client.session_transaction() as session:
        session["v"], session["games"] = 2, list(ids)


def ranking(page) -> list[str]:
    return re.findall(r'<span class="name">([^<]*)</span>', page.get_data(as_text=True))


@pytest.fixture
def device(app, client):
    """A device that lists games A to E of the statistics tests."""
    on_device(client, store(app, GAMES))
    return client


def test_players_page_ranks_the_players_of_this_devices_games(device):
    page = device.get("/players")
    assert page.status_code == 200
    # Ana 3 of 3, Anna 1 of 1, Ben 2 of 3, Cleo 1 of 3, Dan 0 of 3, Eve 0 of 1 (C is in play: not counted)
    assert ranking(page) == ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]
    text = page.get_data(as_text=True)
    assert "4 games counted." in text and "Ranked by: Win rate." in text
    ana = text[
        text.index('<span class="name">Ana<') : text.index('<span class="name">Anna<')
    ]
    # 3 games, 3 won, 100%; (1330 + 1500 + 1500) / 4 hands = 1082.5; 6 canastas / 4 hands = 1.5
    assert re.findall(r"<td>([^<]*)</td>", ana) == ["3", "3", "100%", "1082.5", "1.5"]
    assert "Best partner: Ben, 2 won of 2" in ana


def test_the_games_list_links_to_the_players_page(client):
    assert 'href="/players"' in client.get("/").get_data(as_text=True)


@pytest.mark.parametrize(
    "query, players",
    [
        ("sort=points_per_hand", ["Anna", "Ana", "Ben", "Cleo", "Dan", "Eve"]),
        ("sort=name", ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]),
        ("sort=nonsense", ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]),
        ("rules=classic-2p", ["Anna", "Eve"]),
        ("rules=no-such-rules", ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]),
        ("since=2026-11-01&until=2026-11-30", ["Ana", "Ben", "Cleo", "Dan"]),
        ("since=not-a-date", ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]),
        # with C (in play, 90 v 30): Ana and Ben gain a game but no win: Ana 3/4, Ben 2/4
        ("unfinished=y&rules=classic", ["Ana", "Ben", "Cleo", "Dan"]),
    ],
)
def test_the_query_string_sorts_and_filters(device, query, players):
    page = device.get(f"/players?{query}")
    assert page.status_code == 200 and ranking(page) == players


def test_sort_links_keep_the_filters(device):
    text = device.get("/players?rules=classic&unfinished=y").get_data(as_text=True)
    link = re.search(r'href="([^"]*sort=games[^"]*)"', text).group(1)
    assert "rules=classic" in link and "unfinished=y" in link


def test_another_devices_games_are_not_counted(app, client):
    store(app, GAMES)  # on the server, but not on this device's list
    page = client.get("/players")
    assert ranking(page) == [] and "No games to count yet" in page.get_data(
        as_text=True
    )


def test_the_club_passphrase_counts_every_game_on_the_server(app, client):
    app.config["CLUB_PASSPHRASE"] = "kings and queens"
    store(app, GAMES)
    assert (
        client.post("/club", data={"passphrase": "kings and queens"}).status_code == 302
    )
    assert ranking(client.get("/players")) == []  # this device's games: none
    assert ranking(client.get("/players?scope=club")) == [
        "Ana",
        "Anna",
        "Ben",
        "Cleo",
        "Dan",
        "Eve",
    ]


def test_scope_club_without_the_passphrase_shows_only_this_devices_games(app, client):
    app.config["CLUB_PASSPHRASE"] = "kings and queens"
    store(app, GAMES)
    assert ranking(client.get("/players?scope=club")) == []


def test_merging_two_spellings_counts_them_as_one_player_on_this_device(device, app):
    answer = device.post(
        "/players/merge?sort=games", data={"first": "Anna", "second": "Ana"}
    )
    assert answer.status_code == 302 and "sort=games" in answer.location
    page = device.get("/players")
    assert "Anna" not in ranking(page)
    text = page.get_data(as_text=True)
    ana = text[
        text.index('<span class="name">Ana<') : text.index('<span class="name">Ben<')
    ]
    # D joins Ana's games: 4 games, 4 won, 5 hands, (4330 + 1500) / 5 = 1166.0; 8 canastas / 5 = 1.6
    assert re.findall(r"<td>([^<]*)</td>", ana) == ["4", "4", "100%", "1166.0", "1.6"]
    # another phone has its own merges
    other = app.test_client()
    with device.session_transaction() as session:
        ids = session["games"]
    on_device(other, ids)
    assert "Anna" in ranking(other.get("/players"))
    # undone, they count apart again
    assert device.post("/players/merges/0/undo").status_code == 302
    assert "Anna" in ranking(device.get("/players"))


def test_a_merge_of_one_name_with_itself_changes_nothing(device):
    device.post("/players/merge", data={"first": "Ana", "second": " ana "})
    with device.session_transaction() as session:
        assert session.get("merges", []) == []


def test_merges_stay_within_their_share_of_the_cookie(device):
    for k in range(40):
        device.post(
            "/players/merge",
            data={"first": f"{'Ä' * 30}{k}", "second": f"{'Ö' * 30}{k}"},
        )
    with device.session_transaction() as session:
        kept = session["merges"]
    assert len(json.dumps(kept)) <= MERGE_BYTES
    assert kept[-1] == [
        f"{'Ä' * 30}39",
        f"{'Ö' * 30}39",
    ]  # the newest is kept, the oldest went


def test_a_merge_name_longer_than_a_name_is_refused(device):
    device.post("/players/merge", data={"first": "A" * 41, "second": "Ana"})
    with device.session_transaction() as session:
        assert session.get("merges", []) == []


def test_player_names_are_escaped_everywhere_on_the_page(app, client):
    evil = "<script>x()</script>"
    record = game(
        "2026-11-02",
        pairs([evil, "Ben"], ["Cleo", "<b>Dan</b>"]),
        [counted(400, natural=2, out=True), counted(100, left=40)],
    )
    record["hands"].append(
        record["hands"][0]
    )  # Ben and the evil name win twice: partners in two games
    record2 = {**record, "hands": record["hands"][:1]}
    on_device(client, store(app, [record, record2]))
    client.post("/players/merge", data={"first": evil, "second": "<i>x</i>"})
    text = client.get("/players").get_data(as_text=True)
    assert "<script>x()" not in text and "<b>Dan" not in text and "<i>x" not in text
    assert (
        "&lt;script&gt;x()&lt;/script&gt;" in text and "&lt;b&gt;Dan&lt;/b&gt;" in text
    )
    assert (
        "Best partner: &lt;script&gt;" in text
    )  # Ben's best partner, escaped inside a translated sentence


def test_a_full_device_list_and_full_merges_fit_the_cookie(app, client):
    ids = store(app, [GAMES[0]] * 80)  # DEVICE_GAMES links of 22 characters
    on_device(client, ids)
    for k in range(40):
        client.post(
            "/players/merge",
            data={"first": f"{'Ä' * 38}{k:02}", "second": f"{'Ö' * 38}{k:02}"},
        )
    cookie = client.get_cookie("session")
    assert (
        len(cookie.key) + len(cookie.value) < 4000
    )  # browsers keep 4096 bytes for a cookie


def test_the_club_list_links_to_the_players_of_the_club(app, client):
    app.config["CLUB_PASSPHRASE"] = "kings and queens"
    client.post("/club", data={"passphrase": "kings and queens"})
    assert 'href="/players?scope=club"' in client.get("/club").get_data(as_text=True)
