"""A game's own links replaced from its share page (storage/game_links.py): the old recording or
view-only link answers 404 on every path, the new one opens the same game, and every list that
shows the game (its group's page) shows it under the new link only."""

from factories import a_game, a_group

HAND = {
    "results": [
        {"meld_points": 120, "canastas": {}, "hand_points": 0},
        {"meld_points": 90, "canastas": {}, "hand_points": 0},
    ]
}


def replaced(client, game, which) -> str:
    answer = client.post(f"/g/{game}/links/{which}/replace")
    assert answer.status_code == 302
    return answer.headers["Location"].split("/g/")[1].split("/")[0]


def view_link(client, game) -> str:
    page = client.get(f"/g/{game}/share").get_data(as_text=True)
    return page.split('class="view-link"><a href="')[1].split('"')[0].split("/v/")[1]


def test_a_new_recording_link_opens_the_game_and_the_old_one_nothing(app, client):
    group = a_group(app)
    old = a_game(app, [HAND], name="Ana v Ben", group_pk=group["pk"])
    new = replaced(client, old, "record")
    assert new != old
    assert "This game has a new link" in client.get(f"/g/{new}/share").get_data(
        as_text=True
    )
    for path in ("", "/version", "/share", "/export.json", "/hands/new", "/sheet.pdf"):
        assert client.get(f"/g/{old}{path}").status_code == 404, path
    assert client.post(f"/g/{old}/hands/1/delete").status_code == 404
    assert client.get(f"/g/{new}").status_code == 200
    assert client.get(f"/g/{new}/hands/new").status_code == 200
    listed = client.get(f"/groups/{group['token']}").get_data(as_text=True)
    assert new in listed and old not in listed


def test_a_new_view_only_link_leaves_the_recording_link_as_it_was(app, client):
    game = a_game(app, [HAND])
    old_view = view_link(client, game)
    assert client.get(f"/v/{old_view}").status_code == 200
    assert replaced(client, game, "view") == game
    new_view = view_link(client, game)
    assert new_view != old_view
    assert client.get(f"/v/{old_view}").status_code == 404
    assert client.get(f"/v/{new_view}").status_code == 200
    assert client.get(f"/g/{game}").status_code == 200


def test_the_view_only_link_replaces_nothing(app, client):
    game = a_game(app, [HAND])
    view = view_link(client, game)
    assert client.post(f"/v/{view}/links/record/replace").status_code == 404
    assert client.post(f"/g/{game}/links/other/replace").status_code == 302
    assert view_link(client, game) == view


def test_the_share_page_offers_both_replacements(app, client):
    page = client.get(f"/g/{a_game(app)}/share").get_data(as_text=True)
    assert "New link to this game" in page and "New view-only link" in page
