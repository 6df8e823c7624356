"""Revocation that reaches everything (fourth audit, M2): a replaced key gives nothing back. The
phone a household group was made for does not get the new recording link with its next game, a
group file imported again hands out no link its phone does not hold, the group's page lists an
evening by its director's link only on the phone that directs it, and a game's new recording link
reaches neither the phone that imported the game nor a friend's list that kept it (issue 42)."""

import io
import json

from factories import a_group, an_event

from scorekeeper.web.plumbing.database import get_db

NEW = "/games/new/classic/0"
NAMES = {"sides-0-name": "Nord", "sides-1-name": "Sud"}


def home_key(client) -> str:
    with client.session_transaction() as session:
        return session["home"]


def test_the_phone_a_group_was_made_for_gets_no_new_link_with_its_next_game(app):
    maker, keeper = app.test_client(), app.test_client()
    assert maker.post(NEW, data=NAMES).status_code == 302
    old = home_key(maker)
    keeper.get(f"/groups/{old}")  # a second phone of the household joins it
    answer = keeper.post(f"/groups/{old}/links/record/replace")
    new = answer.headers["Location"].split("/groups/")[1].split("/")[0]
    assert new != old
    # the first phone (a member who left) starts its next game
    assert maker.post(NEW, data=NAMES).status_code == 302
    assert home_key(maker) not in (old, new)
    assert maker.get(f"/groups/{old}").status_code == 404
    with maker.session_transaction() as session:
        assert new not in session.get("groups", [])
    assert home_key(keeper) == new  # the phone that replaced it goes on


def test_a_group_file_imported_again_hands_out_no_link(app, client):
    group = a_group(app, name="Club")
    file = app.test_client().get(f"/groups/{group['token']}/export.json").data
    answer = client.post(
        "/groups/import",
        data={"file": (io.BytesIO(file), "group.json")},
        content_type="multipart/form-data",
    )
    page = answer.get_data(as_text=True)
    assert "is here already" in page
    assert group["token"] not in page and group["view_token"] not in page
    assert json.loads(file)["group"]["name"] == "Club"


def test_the_group_page_lists_the_director_link_to_the_director_alone(app):
    director, member = app.test_client(), app.test_client()
    event = an_event(app)
    with app.app_context():
        group_key = (
            get_db()
            .execute(
                "SELECT open_key(token_digest, token_seal) FROM groups WHERE id = ?",
                [event["group_id"]],
            )
            .fetchone()[0]
        )
    assert director.get(f"/e/{event['token']}").status_code == 200
    assert event["token"] in director.get(f"/groups/{group_key}").get_data(as_text=True)
    listed = member.get(f"/groups/{group_key}").get_data(as_text=True)
    assert event["token"] not in listed
    assert f"/e/{event['view_token']}/standings" in listed
    # the director replaces the link: the page lists the old one to nobody, the new one to them
    version = event["version"]
    answer = director.post(
        f"/e/{event['token']}/keys", data={"version": version, "which": "director"}
    )
    new = answer.headers["Location"].split("/e/")[1]
    assert director.get(f"/e/{new}").status_code == 200
    mine = director.get(f"/groups/{group_key}").get_data(as_text=True)
    assert new in mine and event["token"] not in mine
    assert director.get(f"/e/{event['token']}").status_code == 404


def test_a_game_file_imported_again_after_its_links_were_replaced_hands_out_no_link(
    app,
):
    # The phone that imported a game into its household's group (a member who left) imports the
    # same file again once the household replaced the group's and the game's links: it gets a
    # copy of its own file, never the game's new link.
    record = {
        "format": 1,
        "variant": "classic",
        "sides": [{"name": "Nord", "players": []}, {"name": "Sud", "players": []}],
        "hands": [],
    }
    text = {"text": json.dumps(record)}
    left, keeper = app.test_client(), app.test_client()
    left.get("/games/import")
    old = left.post("/games/import", data=text).location.rsplit("/g/", 1)[1]
    household = home_key(left)
    keeper.get(f"/groups/{household}")  # a second phone of the household joins it
    assert keeper.post(f"/groups/{household}/links/record/replace").status_code == 302
    answer = keeper.post(f"/g/{old}/links/record/replace")
    new = answer.location.rsplit("/g/", 1)[1].split("/")[0]
    assert new != old and keeper.get(f"/g/{new}").status_code == 200
    again = left.post("/games/import", data=text).location.rsplit("/g/", 1)[1]
    assert again not in (old, new)
    whole = {"format": 1, "games": [record]}
    assert (
        left.post("/games/import", data={"text": json.dumps(whole)}).status_code == 302
    )
    assert new not in left.get("/").get_data(as_text=True)
    assert keeper.get(f"/g/{new}").status_code == 200  # the household plays on


def test_a_phone_that_kept_a_game_is_not_handed_its_new_link(app):
    # A friend's phone kept the game in its list (*Keep in my games*); the table replaces the
    # game's link because of it: the friend's list no longer shows the game, under either link.
    owner, friend = app.test_client(), app.test_client()
    old = owner.post(NEW, data=NAMES).location.split("/g/")[1].split("/")[0]
    assert friend.get(f"/g/{old}").status_code == 200
    assert friend.post(f"/g/{old}/keep").status_code == 302
    assert f"/g/{old}" in friend.get("/").get_data(as_text=True)
    answer = owner.post(f"/g/{old}/links/record/replace")
    new = answer.location.rsplit("/g/", 1)[1].split("/")[0]
    listed = friend.get("/").get_data(as_text=True)
    assert new not in listed and old not in listed
    assert f"/g/{new}" in owner.get("/").get_data(
        as_text=True
    )  # the owner's group: its own
    # a phone that kept it and replaces it itself goes on listing it, under the newer link
    keeper = app.test_client()
    keeper.get(f"/g/{new}")
    assert keeper.post(f"/g/{new}/keep").status_code == 302
    newer = keeper.post(f"/g/{new}/links/record/replace").location
    newer = newer.rsplit("/g/", 1)[1].split("/")[0]
    assert f"/g/{newer}" in keeper.get("/").get_data(as_text=True)
