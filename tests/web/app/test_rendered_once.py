"""A new hand's form is drawn once per rule set, sides, language and starting modes, then served from
the kept copy (web/delivery/rendered_once.py): the page must be the same as one drawn afresh, and a
form that depends on more (a refusal with what was typed) is never taken from it."""

import re

from tests.web.app.test_assets import one_time_values_blanked

PAGE_WORDS = (
    "sync-words",
    "js-words",
)  # every page's words for its scripts, once a language


def kept(app) -> int:
    """The hand forms' kept parts (the page's words are kept beside them)."""
    keys = app.extensions["rendered_once"]._kept
    return sum(
        1 for key in keys if not (isinstance(key, tuple) and key[0] in PAGE_WORDS)
    )


def test_the_pages_words_are_drawn_once_a_language(app, client, make_game):
    game = make_game()
    english = drawn(client, f"/g/{game}")
    drawn(client, "/")
    german = drawn(client, f"/g/{game}", **{"Accept-Language": "de"})
    keys = app.extensions["rendered_once"]._kept
    words = [k for k in keys if isinstance(k, tuple) and k[0] in PAGE_WORDS]
    assert sorted(words) == [
        ("js-words", "de"),
        ("js-words", "en"),
        ("sync-words", "de"),
        ("sync-words", "en"),
    ]
    assert b'data-saved="saved"' in english and b'data-cards="Cards"' in english
    assert b'data-saved="gespeichert"' in german and b'data-saved="saved"' not in german


def drawn(client, path, **headers) -> bytes:
    with client.get(path, headers=headers) as response:
        assert response.status_code == 200
        return one_time_values_blanked(response.data)


def test_a_form_from_the_kept_copy_is_the_form_drawn_afresh(app, client, make_game):
    game = make_game()
    first = drawn(client, f"/g/{game}/hands/new")
    assert kept(app) == 2  # the sides and choices, and the meld line's template
    again = drawn(client, f"/g/{game}/hands/new")
    assert again == first
    app.extensions["rendered_once"]._kept.clear()
    assert drawn(client, f"/g/{game}/hands/new") == first


def test_each_language_has_its_own_copy(app, client, make_game):
    game = make_game()
    english = drawn(client, f"/g/{game}/hands/new")
    german = drawn(client, f"/g/{game}/hands/new", **{"Accept-Language": "de"})
    assert kept(app) == 4
    # the note's fold is inside the kept part
    assert "Notiz hinzufügen".encode() in german and b"Add a note" not in german
    assert b"Add a note" in english


def test_other_side_names_draw_their_own_form(app, client, make_game):
    """The names are in the legends and the buttons' labels: a game of Anna and Ben never shows Us."""
    from tests.factories import a_game

    ours = make_game()
    theirs = a_game(app, [], sides=[{"name": "Anna"}, {"name": "Ben"}], name="Other")
    drawn(client, f"/g/{ours}/hands/new")
    page = drawn(client, f"/g/{theirs}/hands/new")
    legends = re.findall(rb"<legend>([^<]*)</legend>", page)
    assert b"Anna" in legends and b"Ben" in legends and b"Us" not in legends


def test_a_correction_is_drawn_afresh(app, client):
    from tests.factories import US_THEM, a_game

    hand = {
        "results": [
            {"meld_points": 130, "canastas": {"mixed": 1}, "went_out": True},
            {"meld_points": 120},
        ]
    }
    game = a_game(app, [hand], sides=US_THEM)
    drawn(client, f"/g/{game}/hands/1/edit")
    assert kept(app) == 0


def test_the_forms_fields_are_made_once_a_language(app, client, make_game):
    """The form's class is kept too (its choices are said as it is made): German first must not
    leave German choices in the next English form, drawn afresh."""
    game = make_game()
    german = drawn(client, f"/g/{game}/hands/new", **{"Accept-Language": "de"})
    app.extensions["rendered_once"].clear()
    english = drawn(client, f"/g/{game}/hands/new")
    assert "Punkte zählen".encode() in german
    assert b"Count points" in english and "Punkte zählen".encode() not in english
