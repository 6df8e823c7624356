"""The translation catalogs are complete and current: every message the code marks has a translation in
every language, each translation keeps its placeholders, and the committed catalogs match the code."""

import ast
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorekeeper.translations import CATALOGS, LANGUAGES
from scorekeeper.translations.engine_words import catalog_source
from scorekeeper.translations.extract import extract
from scorekeeper.translations.problem_texts import SENTENCES

PACKAGE = Path(__file__).resolve().parent.parent.parent / "scorekeeper"
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def catalog(path):
    with open(path, "rb") as po:
        return read_po(po)


def entries(lang):
    return [m for m in catalog(CATALOGS / lang / "LC_MESSAGES" / "messages.po") if m.id]


def forms(text):
    return list(text) if isinstance(text, tuple) else [text]


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_message_has_a_translation(lang):
    missing = [m.id for m in entries(lang) if not all(forms(m.string)) or m.fuzzy]
    assert missing == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_translation_drops_or_invents_a_placeholder(lang):
    wrong = []
    for message in entries(lang):
        wanted = set(PLACEHOLDER.findall(" ".join(forms(message.id))))
        for text in forms(message.string):
            # A singular may say "one" instead of %(num)s ("una canasta"); nothing else may go missing.
            if text and set(PLACEHOLDER.findall(text)) not in (
                wanted,
                wanted - {"num"},
            ):
                wrong.append((message.id, text))
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_each_catalog_holds_exactly_the_messages_of_the_template(lang):
    template = {m.id for m in catalog(CATALOGS / "messages.pot") if m.id}
    assert {m.id for m in entries(lang)} == template


def test_the_committed_template_is_what_extraction_finds_today(tmp_path):
    fresh = tmp_path / "fresh.pot"
    extract(str(fresh))
    today = {m.id for m in catalog(fresh) if m.id}
    committed = {m.id for m in catalog(CATALOGS / "messages.pot") if m.id}
    assert today - committed == set(), "run scripts/update_catalogs.sh"
    assert committed - today == set(), "run scripts/update_catalogs.sh"


def test_the_engine_words_file_lists_the_engine_words_of_today():
    assert (CATALOGS / "engine_catalog.py").read_text(
        encoding="utf-8"
    ) == catalog_source()


def reasons_in_the_engine():
    """Every Reason("code", english, name=value…) the engine builds: its code and parameter names."""
    found = {}
    for path in (PACKAGE / "rules").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Reason":
                first = node.args[0]
                code = (
                    first.value
                    if isinstance(first, ast.Constant)
                    else "going_out.needs_classes"
                )
                found[code] = {keyword.arg for keyword in node.keywords}
    return found


def test_every_engine_problem_code_has_a_sentence_to_translate():
    assert set(reasons_in_the_engine()) - set(SENTENCES) == set()


@pytest.mark.parametrize("code, names", sorted(reasons_in_the_engine().items()))
def test_each_sentence_uses_only_parameters_the_engine_gives(code, names):
    assert set(PLACEHOLDER.findall(SENTENCES[code])) <= names
