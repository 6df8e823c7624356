"""An import fuzz of types and depths: every place of a good record given every kind of JSON value, and
nests of every depth, through the real import page. Never a 500; a refusal stores nothing; a game that
was accepted shows its pages."""

import json

import pytest
from hostile import RECORD_OF, everything_stored, game_url, paths_of, replaced

from scorekeeper.record import limits


def nest(depth: int, inner="x"):
    """A value `depth` lists deep, alternating lists and objects."""
    value = inner
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


WRONG_VALUES = {
    "null": None,
    "true": True,
    "zero": 0,
    "negative": -1,
    "past 64 bits": 2**63,
    "400 digits": 10**400,
    "a float": 1.5,
    "empty text": "",
    "long text": "x" * 300,
    "markup": "<img src=x onerror=alert(1)>",
    "an empty list": [],
    "an empty object": {},
    "a list of lists": [[1, [2]]],
    "nested 12 deep": nest(12),
}


@pytest.mark.parametrize("what", list(WRONG_VALUES))
def test_every_place_of_a_record_given_a_wrong_value_never_breaks_the_import(
    app, client, what
):
    for where in list(paths_of(RECORD_OF))[1:]:
        before = everything_stored(app)
        text = json.dumps(replaced(RECORD_OF, where, WRONG_VALUES[what]))
        response = client.post("/games/import", data={"text": text})
        assert response.status_code in (200, 302), (where, response.status_code)
        if response.status_code == 200:
            assert "This record cannot be imported" in response.get_data(
                as_text=True
            ), where
            assert everything_stored(app) == before, where
        else:
            game_id = response.headers["Location"].split("/")[2]
            assert client.get(game_url(game_id)).status_code == 200, where


@pytest.mark.parametrize(
    "depth",
    [1, 2, 5, limits.RECORD_DEPTH, limits.RECORD_DEPTH + 1, 100, 990, 2000, 50_000],
)
def test_nests_of_any_depth_anywhere_in_a_record_are_refused_or_read(
    app, client, depth
):
    text = "[" * depth + "]" * depth
    assert client.post("/games/import", data={"text": text}).status_code == 200
    for where in [
        ("rules", "target"),
        ("hands", 0, "results", 0, "red_threes"),
        ("hands", 0, "note"),
        ("sides",),
    ]:
        record = json.dumps(
            replaced(
                {**RECORD_OF, "rules": {"target": 5000}}, where, nest(min(depth, 400))
            )
        )
        response = client.post("/games/import", data={"text": record})
        assert (
            response.status_code == 200
            and "This record cannot be imported" in response.get_data(as_text=True)
        )
    assert everything_stored(app) == "[]"
