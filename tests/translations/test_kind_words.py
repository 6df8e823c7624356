"""Every canasta kind the engine names can be counted and titled as a whole phrase, so a language
makes the kind agree with the number ("2 canaste sporche", not "2 sporca")."""

import pytest
from babel.support import Translations

from scorekeeper.rules import VARIANTS
from scorekeeper.rules.entry import KIND_LABELS
from scorekeeper.translations import CATALOGS
from scorekeeper.translations.kind_words import KIND_COUNTS, KIND_TITLES, kind_count

LABELS = set(KIND_LABELS.values()) | {
    name for variant in VARIANTS.values() for name in variant.kind_names.values()
}


@pytest.mark.parametrize("label", sorted(LABELS))
def test_every_kind_has_a_counted_phrase_and_a_title(label):
    assert label in KIND_COUNTS and label in KIND_TITLES


@pytest.mark.parametrize(
    "lang, label, count, words",
    [
        ("it", "natural", 1, "1 canasta pulita"),
        ("it", "mixed", 2, "2 canaste sporche"),
        ("de", "mixed", 2, "2 gemischte Canastas"),
        ("en", "natural", 1, "1 natural canasta"),
        ("en", "mixed", 3, "3 mixed canastas"),
    ],
)
def test_a_count_of_canastas_agrees_with_its_number(lang, label, count, words):
    catalog = Translations.load(CATALOGS, [lang])
    assert kind_count(label, count, catalog.gettext, catalog.ngettext) == words
