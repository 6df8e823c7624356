#!/usr/bin/env bash
# Bring the translation catalogs up to date with the code: the engine's words into
# translations/engine_catalog.py, every marked message into messages.pot, then each language's
# messages.po updated from it (new messages empty, changed ones marked fuzzy for a translator).
# Run it after adding or changing a user-visible string; translate the new entries; commit.
# Compiling (.po -> .mo) is scripts/setup.sh's job, at every run and test.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/setup.sh >/dev/null
PY=.venv/bin/python
CATALOGS=scorekeeper/translations

"$PY" -m scorekeeper.translations.engine_words
"$PY" -m scorekeeper.translations.extract "$CATALOGS/messages.pot"
for lang in $("$PY" -c 'from scorekeeper.translations import LANGUAGES; print(*LANGUAGES[1:])'); do
    if [ -f "$CATALOGS/$lang/LC_MESSAGES/messages.po" ]; then
        .venv/bin/pybabel update --ignore-obsolete --no-wrap -i "$CATALOGS/messages.pot" -d "$CATALOGS" -l "$lang"
    else
        .venv/bin/pybabel init --no-wrap -i "$CATALOGS/messages.pot" -d "$CATALOGS" -l "$lang"
    fi
done
bash scripts/setup.sh >/dev/null  # compiles each changed catalog (into place by renaming)
