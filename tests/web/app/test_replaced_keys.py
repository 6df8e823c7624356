"""Every replaced key dead on every path: in the world of a key of every kind (link_world.py),
each replaceable key is replaced (a game's recording and view-only links, a group's two, an
evening's director's and room's, a table's with the games it led to), and then every route of
the app that takes that kind of key is tried with the old one, read and change: each answers
404, nothing else."""

import pytest
from factories import make_app
from link_world import build
from test_access_matrix import _routes, _slot, _url

from scorekeeper import storage
from scorekeeper.storage.event_store.table_keys import replace_table_key
from scorekeeper.storage.game_links import replace_game_link
from scorekeeper.storage.group_store.link_replacements import replace_link

# the world's key of each replaceable kind, and the URL slot it stands in
REPLACED = {
    "game": "game_id",
    "game view": "view_token",
    "group": "group",
    "group view": "group",
    "director": "event",
    "room": "event",
    "table": "token",
    # table 1's games, reached through its old link, get new keys with it
    "table game": "game_id",
    "past table game": "game_id",
}


@pytest.fixture(scope="module")
def replaced(tmp_path_factory):
    """The world with every replaceable key replaced: the app and the old keys."""
    app = make_app(tmp_path_factory.mktemp("replaced"))
    world = build(app)
    old = dict(world.keys)
    db = storage.open_db(app.config["DATABASE"])
    try:
        replace_game_link(db, old["game"], "record")
        view_of = db.execute(
            "SELECT open_key(token_digest, token_seal) FROM games WHERE view_digest = key_digest(?)",
            [old["game view"]],
        ).fetchone()[0]
        replace_game_link(db, view_of, "view")
        group = storage.group_by_key(db, old["group"])
        replace_link(db, group["pk"], "record")
        replace_link(db, group["pk"], "view")
        event = storage.event_by_key(db, old["director"])
        event = storage.event_by_key(
            db, storage.new_key(db, event["pk"], "token", expected_version=None)
        )
        storage.new_key(db, event["pk"], "view_token", expected_version=None)
        assert storage.event_of_table(db, old["table"])[1] == 1
        replace_table_key(db, event["pk"], 1, expected_version=None)
    finally:
        db.close()
    return app, world, old


def _cases():
    for rule in _routes():
        slot = _slot(rule)
        for kind, slot_of in REPLACED.items():
            if slot != slot_of:
                continue
            for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
                yield pytest.param(
                    rule, method, kind, id=f"{method} {rule.rule} {kind}"
                )


@pytest.mark.parametrize(("rule", "method", "kind"), list(_cases()))
def test_a_replaced_key_opens_nothing_on_any_path(rule, method, kind, replaced):
    app, world, old = replaced
    url = _url(rule, kind, world)  # the world's keys as they were: the old ones
    assert old[kind] in url
    assert app.test_client().open(url, method=method).status_code == 404, url
