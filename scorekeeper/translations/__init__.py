"""The gettext catalogs: one folder per language (LANG/LC_MESSAGES/messages.po), extracted with
babel.cfg and compiled by scripts/setup.sh (docs/developer.md, "Translations")."""

from pathlib import Path

CATALOGS = Path(__file__).resolve().parent
# English first: the source language and the fallback
LANGUAGES = ["en", "it", "de", "pt", "es"]


def N_(text):
    """Marks a text for pybabel's extraction; it is translated where it is shown."""
    return text
