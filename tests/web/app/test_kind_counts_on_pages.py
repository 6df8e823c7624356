"""A canasta kind with no phrase of its own is still counted on a page, in every language: "2
canastas (kind)", its name in brackets (Flask-Babel's ngettext fills in the count alone, and the
bracketed name failed the page)."""

import pytest

from scorekeeper.translations import LANGUAGES
from scorekeeper.web.words.table_words import canasta_counts


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_kind_without_a_phrase_is_counted_with_its_name_in_brackets(app, language):
    with app.test_request_context("/", headers={"Cookie": f"lang={language}"}):
        said = canasta_counts({"natural": 1, "made_up": 2})
    assert said.startswith("1 ") and ", 2 " in said and said.endswith("(made up)")
