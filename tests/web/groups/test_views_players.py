"""A phone's players page is its own group's: the games it had (moved in from its old cookie
list, once) or keeps, ranked from the summary cache; its filters, sorting, and merges that
every phone of the group shares."""

import re

import pytest
from factories import games_of
from player_games import GAMES, counted, game, pairs

from scorekeeper import storage


def on_device(client, ids):
    with client.session_transaction() as session:
        session["v"], session["games"] = 2, list(ids)


def ranking(page) -> list[str]:
    return re.findall(
        r'<a class="name" href="[^"]*">([^<]*)</a>', page.get_data(as_text=True)
    )


def players(client, query=""):
    """The phone's players page, through the address its games list links to."""
    return client.get(f"/players{query}", follow_redirects=True)


@pytest.fixture
def device(app, client):
    """A device that lists games A to E of the statistics tests."""
    on_device(client, games_of(app, GAMES))
    client.get("/")  # its next visit moves the old list into its own group
    return client


def test_players_page_ranks_the_players_of_this_devices_games(device):
    page = players(device)
    assert page.status_code == 200
    # Ana 3 of 3, Anna 1 of 1, Ben 2 of 3, Cleo 1 of 3, Dan 0 of 3, Eve 0 of 1 (C is in play: not counted)
    assert ranking(page) == ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]
    text = page.get_data(as_text=True)
    assert "4 games counted." in text and "Ranked by: Win rate." in text
    ana = text[text.index('">Ana</a>') : text.index('">Anna</a>')]
    # 3 games, 3 won, 100%; (1330 + 1500 + 1500) / 4 hands = 1082.5; 6 canastas / 4 hands = 1.5
    assert re.findall(r"<td>([^<]*)</td>", ana) == ["3", "3", "100%", "1082.5", "1.5"]
    assert "Best partner: Ben, 2 won of 2" in ana


def test_the_games_list_links_to_its_groups_players_page(device):
    with device.session_transaction() as session:
        key = session["home"]
    assert f'href="/groups/{key}/players"' in device.get("/").get_data(as_text=True)


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
    page = device.get(f"/players?{query}", follow_redirects=True)
    assert page.status_code == 200 and ranking(page) == players


def test_sort_links_keep_the_filters(device):
    text = players(device, "?rules=classic&unfinished=y").get_data(as_text=True)
    link = re.search(r'href="([^"]*sort=games[^"]*)"', text).group(1)
    assert "rules=classic" in link and "unfinished=y" in link


def test_another_devices_games_are_not_counted(app, client):
    games_of(app, GAMES)  # on the server, but in no group of this phone
    client.post(
        "/games/new/classic/0", data={"sides-0-name": "Zoe", "sides-1-name": "Al"}
    )
    # its one game is in play: nothing counted yet
    assert ranking(players(client)) == []


def test_merging_two_spellings_counts_them_as_one_player_on_every_phone_of_the_group(
    device, app
):
    page = players(device).get_data(as_text=True)
    ids = dict(
        (name, number)
        for number, name in re.findall(r'/players/(\d+)[^"]*">([^<]*)</a>', page)
    )
    with device.session_transaction() as session:
        key = session["home"]
    answer = device.post(
        f"/groups/{key}/players/merge?sort=games",
        data={"first": ids["Anna"], "second": ids["Ana"]},
    )
    assert answer.status_code == 302 and "sort=games" in answer.location
    page = players(device)
    assert "Anna" not in ranking(page)
    text = page.get_data(as_text=True)
    ana = text[text.index('">Ana</a>') : text.index('">Ben</a>')]
    # D joins Ana's games: 4 games, 4 won, 5 hands, (4330 + 1500) / 5 = 1166.0; 8 canastas / 5 = 1.6
    assert re.findall(r"<td>([^<]*)</td>", ana) == ["4", "4", "100%", "1166.0", "1.6"]
    # another phone of the group counts them as one too
    other = app.test_client()
    other.get(f"/groups/{key}")
    assert "Anna" not in ranking(players(other))


def test_player_names_are_escaped_everywhere_on_the_page(app, client):
    evil = "<script>x()</script>"
    record = game(
        "2026-11-02",
        pairs([evil, "Ben"], ["Cleo", "<b>Dan</b>"]),
        [counted(400, natural=2, out=True), counted(100, left=40)],
    )
    # Ben and the evil name win twice: partners in two games
    record["hands"].append(record["hands"][0])
    record2 = {**record, "hands": record["hands"][:1]}
    on_device(client, games_of(app, [record, record2]))
    text = players(client).get_data(as_text=True)
    assert "<script>x()" not in text and "<b>Dan" not in text and "<i>x" not in text
    assert (
        "&lt;script&gt;x()&lt;/script&gt;" in text and "&lt;b&gt;Dan&lt;/b&gt;" in text
    )
    # Ben's best partner, escaped inside a translated sentence
    assert "Best partner: &lt;script&gt;" in text


def test_a_phone_that_joined_many_groups_keeps_its_cookie_small(app, client):
    db = storage.open_db(app.config["DATABASE"])
    keys = [storage.create_group(db, f"Group {n}") for n in range(70)]
    for key in keys:
        client.get(f"/groups/{key}")
    cookie = client.get_cookie("session")
    # browsers keep 4096 bytes for a cookie
    assert len(cookie.key) + len(cookie.value) < 4000
    with client.session_transaction() as session:
        assert session["groups"][0] == keys[-1] and session["home"] == keys[0]
        assert keys[0] in session["groups"]  # its home is never the one forgotten
