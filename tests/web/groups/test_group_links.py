"""Replacing a group's links (issue 28): the recording link's share page replaces either link, the
old one answers 404 from then on, the games keep their own links and go on, the phone that did it
is told at once and every member on the group's page for 30 days; a view-only link replaces
nothing."""

import html
import re
from datetime import datetime, timedelta, timezone

import pytest
from test_group_pages import put_in, start_group

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db
from tests.player_games import A
from tests.web.hands.test_views_hands import US_OUT_FORM, hand_form


def links(app, key) -> dict:
    with app.app_context():
        return storage.group_by_key(get_db(), key)


def replaced(client, key, which):
    return client.post(f"/groups/{key}/links/{which}/replace", follow_redirects=True)


def test_replacing_the_view_only_link_makes_the_old_one_a_404(app, client):
    key = start_group(client)
    old_view = links(app, key)["view_token"]
    assert client.get(f"/groups/{old_view}").status_code == 200
    page = replaced(client, key, "view")
    assert (
        "The view-only link was replaced: the old one opens nothing now."
        in html.unescape(page.text)
    )
    new_view = links(app, key)["view_token"]
    assert new_view != old_view and f"/groups/{new_view}" in page.text
    for rest in ("", "/players", "/export.json", "/hands.csv", "/share"):
        assert client.get(f"/groups/{old_view}{rest}").status_code == 404, rest
    assert client.get(f"/groups/{new_view}").status_code == 200
    # the recording link is unchanged
    assert client.get(f"/groups/{key}").status_code == 200


def test_replacing_the_recording_link_keeps_the_games_and_their_links_playing(
    app, client
):
    key = start_group(client)
    [game_id] = put_in(app, key, {**A, "hands": []})
    view = links(app, key)["view_token"]
    page = replaced(client, key, "record")
    assert "The recording link was replaced" in page.text
    new_key = page.request.path.rsplit("/", 2)[1]
    assert new_key != key and links(app, new_key)["can_record"]
    for rest in ("", "/players", "/share", "/export.json"):
        assert client.get(f"/groups/{key}{rest}").status_code == 404, rest
    assert client.post(f"/groups/{key}/links/view/replace").status_code == 404
    # the view-only link is unchanged
    assert client.get(f"/groups/{view}").status_code == 200
    # The game keeps its link: it opens, saves a hand, and is still the group's.
    assert client.get(f"/g/{game_id}").status_code == 200
    saved = client.post(f"/g/{game_id}/hands/new", data=hand_form(1, **US_OUT_FORM))
    assert saved.status_code == 302
    assert "1 game in the group." in client.get(f"/groups/{new_key}").text
    # This phone moved to the new link: the games list shows the group by it.
    assert f"/groups/{new_key}" in client.get("/").text


def test_members_are_told_on_the_groups_page_for_30_days(app, client):
    key = start_group(client)
    replaced(client, key, "view")
    other_phone = app.test_client()
    home = other_phone.get(f"/groups/{key}").text
    assert "The view-only link was replaced on" in home
    with app.app_context():
        pk = storage.group_by_key(get_db(), key)["pk"]
        later = datetime.now(timezone.utc) + timedelta(days=31)
        assert storage.recent_link_changes(get_db(), pk, now=later) == []
        soon = datetime.now(timezone.utc) + timedelta(days=29)
        assert [
            c["which"] for c in storage.recent_link_changes(get_db(), pk, soon)
        ] == ["view"]


@pytest.mark.parametrize("which", ["record", "view"])
def test_a_view_only_link_replaces_nothing(app, client, which):
    key = start_group(client)
    view = links(app, key)["view_token"]
    assert client.post(f"/groups/{view}/links/{which}/replace").status_code == 403
    assert links(app, key)["view_token"] == view
    share = client.get(f"/groups/{view}/share").text
    assert "Replace" not in share


def test_only_the_two_links_can_be_replaced(client):
    key = start_group(client)
    assert client.post(f"/groups/{key}/links/director/replace").status_code == 404


def test_the_share_page_of_the_recording_link_offers_to_replace_either(client):
    key = start_group(client)
    share = client.get(f"/groups/{key}/share").text
    assert f"/groups/{key}/links/record/replace" in share
    assert f"/groups/{key}/links/view/replace" in share


def test_replacing_needs_the_pages_csrf_token(tmp_path):
    from factories import make_app

    app = make_app(tmp_path, csrf=True)
    client = app.test_client()
    with app.app_context():
        key = storage.create_group(get_db(), "Club")
    before = links(app, key)["view_token"]
    client.post(f"/groups/{key}/links/view/replace")
    assert links(app, key)["view_token"] == before  # no token, nothing replaced
    share = client.get(f"/groups/{key}/share").text
    token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', share).group(
        1
    )
    client.post(f"/groups/{key}/links/view/replace", data={"csrf_token": token})
    assert links(app, key)["view_token"] != before
