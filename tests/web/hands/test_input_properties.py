"""Whatever is posted (hypothesis draws the values), the app never answers 500, a refusal changes
nothing stored, and a game that accepted something still shows all its pages."""

import json
import re

import pytest
from factories import a_game
from hostile import (
    RECORD_OF,
    US_OUT,
    everything_stored,
    game_url,
    paths_of,
    replaced,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

FEW_SECONDS = settings(
    max_examples=50,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# What a hostile or clumsy phone may put in a box: numbers in and out of range, huge ones, text of
# any kind (control characters, markup, lone surrogates are not possible in a form post), nothing.
box_values = st.one_of(
    st.integers(-10, 60).map(str),
    st.integers(-(10**6), 10**6).map(str),
    st.integers(1, 5000).map(lambda n: "9" * n),
    st.sampled_from(
        [
            "",
            " ",
            "-0",
            "1e3",
            "0x10",
            "1_000",
            "٣",
            "NaN",
            "inf",
            str(2**63),
            str(-(2**63) - 1),
        ]
    ),
    st.text(max_size=30),
    st.text(alphabet=st.characters(codec="utf-8"), min_size=41, max_size=300),
)


def field_names(page: str) -> list[str]:
    """Every field the page's form posts (the meld template's placeholders left out)."""
    names = set(re.findall(r'<(?:input|select|textarea)[^>]*\bname="([^"]+)"', page))
    return sorted(name for name in names if "__" not in name and name != "csrf_token")


NEW_GAME_PAGES = [
    "/games/new/classic/0",
    "/games/new/samba/1",
    "/games/new/hand-and-foot/2",
    "/games/new/modern-american/0",
    "/games/new/classic-6p/1",
]
NEW_GAME_FIELDS = {}


@pytest.fixture(autouse=True)
def new_game_fields(client):
    if not NEW_GAME_FIELDS:
        NEW_GAME_FIELDS.update(
            {
                path: field_names(client.get(path).get_data(as_text=True))
                for path in NEW_GAME_PAGES
            }
        )


def still_shows(client, game_id) -> None:
    for rest in ("", "/hands/new", "/export.json", "/delete"):
        assert client.get(game_url(game_id, rest)).status_code == 200, rest


@pytest.fixture
def hand_forms(app, client) -> dict:
    """A one-hand game of a few rule sets, each with the names of every field its hand form posts
    (made once: hypothesis runs every example of a test with the same fixtures)."""
    forms = {}
    for variant in ("classic", "modern-american", "samba"):
        game_id = a_game(app, [US_OUT], variant=variant)
        forms[game_id] = field_names(
            client.get(game_url(game_id, "/hands/1/edit")).get_data(as_text=True)
        )
    return forms


@FEW_SECONDS
@given(data=st.data())
def test_any_values_posted_to_the_hand_form_never_break_the_game(
    app, client, hand_forms, data
):
    game_id = data.draw(st.sampled_from(sorted(hand_forms)))
    path = data.draw(
        st.sampled_from(
            [
                "/hands/new",
                "/hands/preview",
                "/hands/1/edit",
                "/hands/preview?position=1",
            ]
        )
    )
    posted = data.draw(
        st.dictionaries(
            st.sampled_from(
                hand_forms[game_id] + ["add_meld", "remove_meld", "action"]
            ),
            box_values,
            max_size=12,
        )
    )
    with app.app_context():
        version = storage.get_game(get_db(), game_id)["version"]
    posted = {
        "version": str(version),
        "nonce": data.draw(st.text(max_size=70)),
        **posted,
    }
    before = everything_stored(app)
    response = client.post(game_url(game_id, path), data=posted)
    assert response.status_code in (200, 302), response.status_code
    if response.status_code == 200:
        assert everything_stored(app) == before
    else:
        still_shows(client, game_id)


@FEW_SECONDS
@given(data=st.data())
def test_any_values_posted_to_the_new_game_form_start_a_good_game_or_nothing(
    app, client, data
):
    path = data.draw(st.sampled_from(NEW_GAME_PAGES))
    posted = data.draw(
        st.dictionaries(st.sampled_from(NEW_GAME_FIELDS[path]), box_values, max_size=10)
    )
    before = everything_stored(app)
    response = client.post(path, data=posted)
    assert response.status_code in (200, 302), response.status_code
    if response.status_code == 200:
        assert everything_stored(app) == before
    else:
        still_shows(client, response.headers["Location"].split("/")[2])


json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(-(10**400), 10**400),
        st.floats(),
        st.text(max_size=20),
        st.text(min_size=190, max_size=260),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.text(max_size=12), inner, max_size=4),
    ),
    max_leaves=20,
)


@FEW_SECONDS
@given(data=st.data())
def test_any_record_imported_starts_a_good_game_or_changes_nothing(app, client, data):
    where = data.draw(st.sampled_from(list(paths_of(RECORD_OF))))
    record = replaced(RECORD_OF, where, data.draw(json_values))
    imported_before = everything_stored(app)
    response = client.post("/games/import", data={"text": json.dumps(record)})
    assert response.status_code in (200, 302), (where, response.status_code)
    if response.status_code == 200:
        assert everything_stored(app) == imported_before
    else:
        still_shows(client, response.headers["Location"].split("/")[2])
