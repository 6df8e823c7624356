"""A new hand's form is kept drawn once for every table with the same rules (web/entry/
stand_in_names.py): each table's page is exactly the page drawn for its own names, whatever
they hold, and a second table's form draws no kept copy of its own."""

import re

import pytest
from factories import a_game, make_app
from markupsafe import escape

from scorekeeper.web.entry import stand_in_names

FIRST = [
    {"name": "Pair 1", "players": ["Ana", "Ben"]},
    {"name": "Pair 401", "players": ["Cleo", "Dan"]},
]
# What the template must escape, a name inside another, quotes for attributes, and no ASCII.
SECOND = [
    {"name": '<b>Zoë</b> & "Al"', "players": ["O'Neil", "Pair 1"]},
    {"name": "Pair 10", "players": ["Łukasz <3", "Ana & Ben"]},
]
THREE_FIRST = [{"name": n, "players": []} for n in ("Anna", "Bruno", "Carla")]
THREE_SECOND = [{"name": n, "players": []} for n in ("<i>Dora</i>", "Émile", "Anna")]


def without_one_time_values(page: str) -> str:
    """The page with its CSRF tokens, nonce and drawing time (to the second) blanked: new at
    every request."""
    page = re.sub(r'data-rendered-at="[^"]*"', 'data-rendered-at=""', page)
    page = re.sub(r'(name="(?:csrf_token|nonce)"[^>]*value=")[^"]*', r"\1", page)
    page = re.sub(r'(value=")[^"]*("[^>]*name="(?:csrf_token|nonce)")', r"\1\2", page)
    return re.sub(r'(<meta name="csrf-token" content=")[^"]*', r"\1", page)


@pytest.mark.parametrize(
    "variant, first, second",
    [
        ("classic", FIRST, SECOND),
        ("modern-american", FIRST, SECOND),  # cards left player by player
        ("burraco-3p", THREE_FIRST, THREE_SECOND),  # the lone hand's "partner of"
    ],
)
def test_a_second_tables_form_is_its_own_page_from_the_first_tables_copy(
    tmp_path, monkeypatch, variant, first, second
):
    app = make_app(tmp_path)
    client = app.test_client()
    one = a_game(app, variant=variant, sides=first)
    two = a_game(app, variant=variant, sides=second)
    client.get(f"/g/{one}/hands/new")
    kept = app.extensions["rendered_once"]
    copies = len(kept)
    shared = client.get(f"/g/{two}/hands/new").get_data(as_text=True)
    assert len(kept) == copies  # the first table's copy served the second
    assert stand_in_names.MARKS[0] not in shared
    for side in second:
        assert str(escape(side["name"])) in shared
    # the same page drawn with the names themselves, no stand-ins and no kept copy
    monkeypatch.setattr(stand_in_names, "stand_ins", lambda names, players: None)
    kept.clear()
    own = client.get(f"/g/{two}/hands/new").get_data(as_text=True)
    assert without_one_time_values(shared) == without_one_time_values(own)


def test_sides_of_one_name_or_a_name_with_the_marks_are_drawn_with_their_names():
    assert stand_in_names.stand_ins(["Pair", "Pair"], [[], []]) is None
    marked = f"Pair {stand_in_names.MARKS[0]}1"
    assert stand_in_names.stand_ins([marked, "Pair 2"], [[], []]) is None
    assert stand_in_names.stand_ins(["Pair 1", "Pair 2"], [[marked], []]) is None
    assert stand_in_names.stand_ins(["Pair 1", "Pair 2"], [["Ana"], ["Ana"]])
