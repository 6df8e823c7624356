"""What a group file may hold (issue 28): a crafted file is refused saying where and which limit,
never a 500; a file past the documented limits is refused before anything is stored; the same
group imported twice says so first; and a group, made or imported, spends an hourly budget."""

import html
import io
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_group_pages import multipart

from scorekeeper import storage
from scorekeeper.record import limits
from scorekeeper.web.plumbing.database import get_db
from tests.player_games import A


def a_file(roster=None, games=(), **group) -> dict:
    roster = [{"id": 1, "name": "Ana"}] if roster is None else roster
    return {
        "format": 1,
        "group": {"name": "Club", "roster": roster, **group},
        "games": list(games),
    }


def sent(client, data, **fields):
    """The file posted to Import a group; the answer read and closed (the test client keeps an
    upload in a temporary file until then)."""
    body = data if isinstance(data, bytes) else json.dumps(data).encode()
    answer = client.post(
        "/groups/import",
        data={"file": (io.BytesIO(body), "group.json"), **fields},
        content_type="multipart/form-data",
    )
    answer.get_data()
    answer.close()
    return answer


def said(answer) -> str:
    return html.unescape(answer.text)


def groups_in(app) -> int:
    with app.app_context():
        return get_db().execute("SELECT count(*) FROM groups").fetchone()[0]


@pytest.mark.parametrize(
    "roster, says",
    [
        ([{"id": [1], "name": "Ana"}], '"roster" entry 1: needs a number "id"'),
        ([{"id": {"a": 1}, "name": "Ana"}], '"roster" entry 1: needs a number "id"'),
        (
            [{"id": 1, "name": "Ana", "merged_into": [2]}],
            '"merged_into" names no other',
        ),
        (
            [{"id": 1, "name": "Ana", "merged_into": {"x": 1}}],
            '"merged_into" names no other',
        ),
        ([{"id": 1, "name": "Ana"}, {"id": 1, "name": "Ben"}], '"id" 1 is another'),
        ([{"id": 1, "name": "A" * 41}], "at most 40 characters, not 41"),
        ([{"id": 1, "name": "Ana\u202e"}], "U+202E"),
        (
            [
                {"id": 1, "name": "A", "merged_into": 2},
                {"id": 2, "name": "B", "merged_into": 1},
            ],
            "go round in a circle",
        ),
    ],
)
def test_a_crafted_roster_is_refused_saying_where_never_a_500(
    app, client, roster, says
):
    answer = sent(client, a_file(roster))
    assert answer.status_code == 200 and says in said(answer)
    assert groups_in(app) == 0


@pytest.mark.parametrize("ids", [[[1]], {"a": 1}, [{"a": 1}], [99], [True]])
def test_a_games_roster_ids_as_lists_objects_or_strangers_are_refused(app, client, ids):
    sides = [{**A["sides"][0], "roster": ids}, A["sides"][1]]
    answer = sent(client, a_file(games=[{**A, "sides": sides}]))
    assert answer.status_code == 200 and 'Game 1: side 1: "roster"' in said(answer)
    assert groups_in(app) == 0


@pytest.mark.parametrize(
    "group, says",
    [
        ({"name": "C" * 41}, '"group": "name" at most 40 characters, not 41'),
        ({"name": "Club\x00"}, "U+0000"),
        (
            {"created": "x" * 10_000},
            '"group": "created" must be a date and time (at most 40',
        ),
        ({"created": "yesterday"}, '"group": "created" must be a date and time'),
        ({"created": [2026]}, '"group": "created" must be a date and time'),
    ],
)
def test_the_groups_name_and_created_are_limited_as_the_forms_limit_them(
    app, client, group, says
):
    answer = sent(client, a_file(**group))
    assert answer.status_code == 200 and says in said(answer)
    assert groups_in(app) == 0


def test_a_roster_past_its_limit_is_refused_naming_the_limit(app, client):
    roster = [{"id": n, "name": f"P{n}"} for n in range(limits.GROUP_ROSTER + 1)]
    answer = sent(client, a_file(roster))
    assert (
        f"holds {limits.GROUP_ROSTER + 1} entries; a group file holds at most"
        in said(answer)
    )
    assert groups_in(app) == 0


def test_a_file_of_more_games_than_the_limit_is_refused_before_anything_is_stored(
    app, client, monkeypatch
):
    monkeypatch.setattr(limits, "GROUP_GAMES", 3)
    answer = sent(client, a_file(games=[A] * 4))
    assert (
        "This file holds more than 3 games: a group file may hold at most 3."
        in said(answer)
    )
    assert groups_in(app) == 0
    assert sent(client, a_file(games=[A] * 3)).status_code == 302


def test_a_file_past_the_size_limit_is_refused_unread_naming_the_limit(tmp_path):
    from factories import make_app

    app = make_app(tmp_path, GROUP_FILE_BYTES=2 * 2**20)
    body = b" " * (2 * 2**20) + json.dumps(a_file()).encode()
    data, content_type = multipart(body)  # encoded here: the test client would spool it
    answer = app.test_client().post(
        "/groups/import", data=data, content_type=content_type
    )
    assert answer.status_code == 413 and "(up to 2 MB)" in said(answer)
    assert groups_in(app) == 0


def test_the_import_page_names_the_limits(client):
    page = client.get("/groups/import").text
    assert re.search(
        r"at most 2.?000 games and 2.?000 players’ names, and is at most 24 MB", page
    )


def test_the_same_file_twice_says_so_and_makes_a_copy_only_when_asked(app, client):
    data = a_file(created="2026-11-02T19:30:00.000001+00:00", games=[A])
    assert sent(client, data).status_code == 302
    twice = sent(client, data)
    assert (
        twice.status_code == 200
        and "This file’s group is here already: “Club”" in said(twice)
    )
    assert groups_in(app) == 1
    with app.app_context():
        record, view = (
            get_db()
            .execute(
                "SELECT open_key(token_digest, token_seal),"
                " open_key(view_digest, view_seal) FROM groups"
            )
            .fetchone()
        )
    # opened by the link this phone holds (it made the group); another phone with only the file
    # is handed no link at all (fourth audit, M2)
    assert f"/groups/{record}" in said(twice)
    elsewhere = sent(app.test_client(), data)
    assert "This file’s group is here already" in said(elsewhere)
    assert view not in said(elsewhere) and record not in said(elsewhere)
    assert sent(client, data, again="y").status_code == 302
    assert groups_in(app) == 2


def test_malformed_json_is_refused_saying_so(app, client):
    answer = sent(client, b'{"format": 1, "group": {"name": "Club", "roster": [')
    assert answer.status_code == 200 and "This is not JSON" in said(answer)
    assert groups_in(app) == 0


def test_group_creation_spends_an_hourly_budget_of_its_own(app, client):
    app.config["NEW_GROUPS_PER_HOUR"] = 2
    for n in range(2):
        assert client.post("/groups/new", data={"name": f"G{n}"}).status_code == 302
    refused = client.post("/groups/new", data={"name": "G3"})
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 0
    assert sent(client, a_file()).status_code == 429  # an import makes a group too
    assert groups_in(app) == 2


def test_group_imports_count_in_the_hourly_imports_budget(app, client):
    app.config["IMPORTS_PER_HOUR"] = 1
    assert sent(client, a_file(created="2026-01-01T00:00:00+00:00")).status_code == 302
    assert sent(client, a_file(created="2026-01-02T00:00:00+00:00")).status_code == 429
    assert groups_in(app) == 1


def test_group_imports_stop_at_the_storage_ceiling(app, client):
    app.config["STORE_CEILING_BYTES"] = 1
    assert sent(client, a_file()).status_code == 507
    assert groups_in(app) == 0


def test_with_every_heavy_turn_taken_an_import_gets_the_busy_page(tmp_path):
    from factories import make_app

    app = make_app(tmp_path, HEAVY_AT_ONCE=0)
    answer = sent(app.test_client(), a_file())
    assert answer.status_code == 503 and "Retry-After" in answer.headers
    assert groups_in(app) == 0


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=50),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_entry = st.fixed_dictionaries(
    {"id": _json | st.integers(0, 5), "name": _json | st.text(max_size=50)},
    optional={"merged_into": _json | st.integers(0, 5)},
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    group=st.fixed_dictionaries(
        {
            "name": _json | st.text(max_size=60),
            "roster": st.lists(_entry, max_size=5) | _json,
        },
        optional={"created": _json},
    ),
    games=st.lists(_json, max_size=3) | _json,
)
def test_a_fuzzed_group_file_through_the_import_page_is_refused_or_imported_never_a_500(
    app, client, group, games
):
    answer = sent(client, {"format": 1, "group": group, "games": games}, again="y")
    assert answer.status_code in (200, 302)
    if answer.status_code == 200:
        assert 'class="errors"' in said(answer)


def test_a_group_made_on_the_page_carries_the_fingerprint_its_file_will(app, client):
    client.post("/groups/new", data={"name": "Club"})
    with app.app_context():
        name, created, kept = (
            get_db().execute("SELECT name, created, fingerprint FROM groups").fetchone()
        )
    assert kept == storage.group_store.group_rows.identity(name, created)


def test_a_later_file_of_the_group_adds_only_the_games_it_lacks(app, client):
    from test_group_pages import put_in, start_group

    from tests.player_games import B

    key = start_group(client, "Club")
    game_a, game_b = put_in(app, key, A, B)
    body = client.get(f"/groups/{key}/export.json").data
    with app.app_context():
        # the group lost B since the file was made
        storage.delete_game(get_db(), game_b)
    page = sent(client, body)
    # this phone records
    assert "Add the games the group lacks from this file" in page.text
    answer = sent(client, body, update="y")
    assert answer.status_code == 302 and answer.location.endswith(f"/groups/{key}")
    assert "has 1 game more from the file; the 1 it had stay as they were." in said(
        client.get(f"/groups/{key}")
    )
    assert groups_in(app) == 1
    with app.app_context():
        db = get_db()
        group = storage.group_by_key(db, key)
        assert group["games"] == 2
        names = [e["name"] for e in storage.roster(db, group["pk"])]
    # B's players are the roster's, not new entries
    assert sorted(names) == sorted(set(names))
    # A kept as it was, its link too
    assert client.get(f"/g/{game_a}").status_code == 200


def test_a_phone_without_the_recording_link_cannot_add_to_the_group(app, client):
    from test_group_pages import put_in, start_group

    key = start_group(client, "Club")
    put_in(app, key, A)
    body = client.get(f"/groups/{key}/export.json").data
    # has the file (a view-only copy, say), not the group's link
    stranger = app.test_client()
    page = sent(stranger, body)
    assert "group is here already" in said(page)
    assert "Add the games the group lacks" not in page.text
    again = sent(stranger, body, update="y")
    assert again.status_code == 200 and "group is here already" in said(again)
    with app.app_context():
        assert storage.group_by_key(get_db(), key)["games"] == 1


def test_a_file_the_database_could_not_hold_under_its_ceiling_is_refused_first(
    app, client
):
    from scorekeeper.storage.disk_space import stored_bytes

    with app.app_context():
        now = stored_bytes(get_db())
    # Room for a small file (about 6 times its size) but not for one of 200 KB.
    app.config["STORE_CEILING_BYTES"] = now + 600_000
    small = a_file(created="2026-03-01T00:00:00+00:00", games=[A])
    assert sent(client, small).status_code == 302
    padded = json.dumps(a_file(created="2026-03-02T00:00:00+00:00")).encode()
    assert sent(client, padded + b" " * 200_000).status_code == 507
    assert groups_in(app) == 1
