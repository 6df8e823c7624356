"""The command line's language for rule problems: --lang, else the LANG environment (it_IT.UTF-8 -> it),
else English, which prints the engine's own sentences. Babel's Translations read the same catalogs as
the web pages; no Flask is needed."""

import os

from babel.numbers import format_decimal
from babel.support import Translations

from scorekeeper.translations import CATALOGS, LANGUAGES
from scorekeeper.translations.problem_texts import Speech

MINUS = "\u2212"


def chosen(lang: str | None) -> str:
    """The language asked for, if we have it: "it", "de_CH" -> "de", "C.UTF-8" -> "en"."""
    wanted = lang or os.environ.get("LANG") or "en"
    code = wanted.split(".")[0].split("_")[0].split("-")[0].lower()
    return code if code in LANGUAGES else "en"


def cli_speech(lang: str | None) -> Speech | None:
    """Problems' words for the chosen language; None for English (the engine's own sentences)."""
    code = chosen(lang)
    if code == "en":
        return None
    translations = Translations.load(str(CATALOGS), [code])

    def number(value: int) -> str:
        return (
            f"{MINUS}{format_decimal(-value, locale=code)}"
            if value < 0
            else format_decimal(value, locale=code)
        )

    return Speech(translations.gettext, translations.ngettext, number)
