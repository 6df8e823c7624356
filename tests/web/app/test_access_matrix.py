"""The access table, proven route by route: every route of the app is tried with every kind of
link (and none) against the real app, and answers as web/plumbing/access.py says: a kind it lets
read or change gets the page (200 or a redirect), any other kind 403, and a key of another
thing in the link's place 404. A route without an entry fails here before anyone forgets it.

Pages a lesser link reaches are read too: none shows a key greater than the link it was opened
with (a table's phone never sees its group's or its director's key)."""

import pytest
from factories import make_app
from link_world import KIND_KEYS, MAY_SHOW, build

from scorekeeper.web.plumbing import access
from scorekeeper.web.plumbing.access import ACCESS, NOBODY

# What each place in a URL is filled with, by kind of link: (the right kind's key, or a key of
# another kind that must open nothing there).
SLOT_KINDS = {
    "game_id": ("game", "table game", "past table game"),
    "view_token": ("game view",),
    "token": ("table",),
    "group": ("group", "group view"),
    "event": ("director", "closed director", "room"),
}
FOREIGN = {
    "game_id": "group",
    "view_token": "game",
    "token": "table game",
    "group": "director",
    "event": "group",
}


def _routes():
    app = make_app_for_routes()
    return sorted(
        (rule for rule in app.url_map.iter_rules() if rule.endpoint != "static"),
        key=lambda rule: (rule.rule, rule.endpoint),
    )


def make_app_for_routes():
    import tempfile
    from pathlib import Path

    return make_app(Path(tempfile.mkdtemp()))


def _slot(rule) -> str | None:
    for name in ("game_id", "view_token", "token"):
        if name in rule.arguments:
            return name
    if "key" in rule.arguments:
        return "event" if rule.rule.startswith("/e/") else "group"
    return None


def _cases():
    for rule in _routes():
        slot = _slot(rule)
        kinds = SLOT_KINDS[slot] if slot else (NOBODY,)
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            for kind in kinds:
                yield pytest.param(
                    rule, method, kind, id=f"{method} {rule.rule} {kind}"
                )
            if slot:
                yield pytest.param(
                    rule, method, "foreign", id=f"{method} {rule.rule} foreign"
                )


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """A world for the answers that change nothing (reads and refusals)."""
    app = make_app(tmp_path_factory.mktemp("access"), CLUB_PASSPHRASE="open sesame")
    return app, build(app)


def _url(rule, kind, world) -> str:
    slot = _slot(rule)
    values = {}
    for name in rule.arguments:
        values[name] = {
            "number": 1,
            "round": 1,
            "table": 1,
            "index": 0,
            "merge_id": 1,
            "kind": "page",  # a script bundle's kind (web/delivery/bundles.py)
            "person": world.person,
            "variant_id": "classic",
            "layout_index": 0,
        }.get(name)
    if slot:
        key_name = FOREIGN[slot] if kind == "foreign" else KIND_KEYS[kind]
        values["key" if slot in ("group", "event") else slot] = world.keys[key_name]
    return rule.build(values, append_unknown=False)[1]


def test_every_route_has_an_entry_in_the_access_table():
    missing = {rule.endpoint for rule in _routes()} - set(ACCESS)
    assert missing == set()


def test_the_access_table_names_no_route_that_is_gone():
    assert set(ACCESS) - {rule.endpoint for rule in _routes()} == {"static"}


@pytest.mark.parametrize(("rule", "method", "kind"), list(_cases()))
def test_route_answers_each_kind_of_link_as_the_table_says(
    rule, method, kind, shared, tmp_path
):
    entry = ACCESS[rule.endpoint]
    allowed = entry.read if method == "GET" else entry.change
    changing = method == "POST" and kind in allowed
    if changing:  # a POST that may change the world gets a world of its own
        app = make_app(tmp_path, CLUB_PASSPHRASE="open sesame")
        world = build(app)
    else:
        app, world = shared
    url = _url(rule, kind, world)
    answer = app.test_client().open(url, method=method)
    if kind == "foreign":
        assert answer.status_code == 404
    elif (
        kind in allowed
    ):  # a POST's empty form may be refused as such, never as this link
        assert answer.status_code not in (403, 405) and answer.status_code < 500
        if method == "GET":
            assert answer.status_code in (200, 204, 302)
    else:
        assert answer.status_code == 403
    if method == "GET" and answer.status_code == 200 and kind in MAY_SHOW:
        shown = _keys_in(answer.get_data(), world)
        assert shown <= MAY_SHOW[kind], f"{url} shows {shown - MAY_SHOW[kind]}"


def _keys_in(page: bytes, world) -> set[str]:
    return {name for name, key in world.keys.items() if key.encode() in page}


def test_every_kind_of_link_is_in_the_table():
    named = set().union(*(e.read | e.change for e in ACCESS.values()))
    assert named == set(access.KINDS)
