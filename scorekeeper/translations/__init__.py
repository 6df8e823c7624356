"""The gettext catalogs: one folder per language (LANG/LC_MESSAGES/messages.po), extracted with
babel.cfg by extract.py and compiled by scripts/setup.sh (docs/developer.md, "Translations").
The words that need no Flask: engine_words.py gathers what the engine gives as data (written out
as engine_catalog.py), kind_words.py says canasta kinds with their counts, and problem_texts.py
puts the engine's problems into the player's language."""

from pathlib import Path

CATALOGS = Path(__file__).resolve().parent
# English first: the source language and the fallback
LANGUAGES = ["en", "it", "de", "pt", "es"]


def N_(text):
    """Marks a text for pybabel's extraction; it is translated where it is shown."""
    return text


def NN_(singular, plural):
    """Marks a phrase with a plural for pybabel (keyword NN_:1,2): the pair, said with ngettext
    where it is shown."""
    return singular, plural
