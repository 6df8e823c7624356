"""One table's link replaced from the director's page (issue 42): asked first, then the old link
and every game page it led to answer 404 (the table's page, its game's scoreboard, hand form,
save and poll), the new one leads the table's phones to the table's game again, and the
director's page and the table cards show the new link only. The other table plays on.

The event (test_event_pages): 2 tables, 4 pairs, a Mitchell of 2 rounds; round 1 started."""

import pytest
from pdf_tools import pdf_text
from test_event_pages import event_of, new_event

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

HAND = {
    "results-0-meld_points": "120",
    "results-1-meld_points": "90",
}


@pytest.fixture
def night(app, client):
    """The director's key after round 1 started, and the two tables' links as they were."""
    key = new_event(client)
    assert (
        client.post(f"/e/{key}/rounds", data={"version": 1, "round": 1}).status_code
        == 302
    )
    with app.app_context():
        tables = storage.table_links(get_db(), event_of(app, key)["pk"])
    return key, [t["token"] for t in tables]


def _replace(client, key, version, table=1, **more):
    return client.post(
        f"/e/{key}/tables/{table}/key",
        data={"version": version, "which": "table", **more},
    )


def test_the_director_is_asked_first_and_nothing_changes_until_confirmed(
    app, client, night
):
    key, (old, _) = night
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert f"/e/{key}/tables/1/key" in page and f"/e/{key}/tables/2/key" in page
    asked = _replace(client, key, 2)
    text = asked.get_data(as_text=True)
    assert asked.status_code == 200
    assert "Replace table 1&#39;s link? Its old link, and the games it led to" in text
    assert 'name="confirm" value="1"' in text
    assert event_of(app, key)["version"] == 2
    assert app.test_client().get(f"/t/{old}").status_code == 302


def test_a_replaced_table_link_and_the_game_it_led_to_answer_404_everywhere(
    app, client, night
):
    key, (old, other) = night
    phone = app.test_client()
    game = phone.get(f"/t/{old}").location.rsplit("/g/", 1)[1]
    assert phone.get(f"/g/{game}/hands/new").status_code == 200
    answer = _replace(client, key, 2, confirm="1")
    assert answer.status_code == 302
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Table 1&#39;s link is new: the old one opens nothing" in page
    assert "Table 1&#39;s link was replaced" in page  # the log says so too
    for path in (
        f"/t/{old}",
        f"/g/{game}",
        f"/g/{game}/hands/new",
        f"/g/{game}/version",
        f"/g/{game}/hands.csv",
        f"/g/{game}/export.json",
    ):
        assert phone.get(path).status_code == 404, path
    assert phone.post(f"/g/{game}/hands/new", data=HAND).status_code == 404
    assert phone.post(f"/g/{game}/hands/preview", data=HAND).status_code == 404
    with app.app_context():
        new = storage.table_links(get_db(), event_of(app, key)["pk"])[0]["token"]
    assert new != old and f"/t/{new}" in page and old not in page
    moved = phone.get(f"/t/{new}").location.rsplit("/g/", 1)[1]
    assert moved != game and game not in page
    assert phone.get(f"/g/{moved}/hands/new").status_code == 200
    # the other table's link and game are as they were
    assert phone.get(f"/t/{other}").status_code == 302 and f"/t/{other}" in page


def test_the_table_cards_print_the_new_link_and_not_the_old(
    app, client, night, tmp_path
):
    key, (old, other) = night
    before = " ".join(
        pdf_text(client.get(f"/e/{key}/table-cards.pdf").data, tmp_path).split()
    )
    assert old in before
    _replace(client, key, 2, confirm="1")
    with app.app_context():
        new = storage.table_links(get_db(), event_of(app, key)["pk"])[0]["token"]
    answer = client.get(f"/e/{key}/table-cards.pdf")
    assert answer.status_code == 200
    text = " ".join(pdf_text(answer.data, tmp_path).split())
    assert new in text and other in text and old not in text


def test_a_stale_page_or_a_table_it_lacks_replaces_nothing(app, client, night):
    key, (old, _) = night
    stale = _replace(client, key, 1, confirm="1")
    assert stale.status_code == 409
    assert "changed meanwhile" in stale.get_data(as_text=True)
    assert _replace(client, key, 2, table=3, confirm="1").status_code == 409
    assert app.test_client().get(f"/t/{old}").status_code == 302
    room = event_of(app, key)["view_token"]
    assert _replace(client, room, 2, confirm="1").status_code == 403
