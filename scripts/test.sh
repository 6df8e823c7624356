#!/usr/bin/env bash
# Set up (if needed) and run every test; extra arguments go to pytest (e.g. -k store, -x).
# Exits non-zero on any failure, and also when no test ran at all (pytest's exit code 5).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh" test
cd "$ROOT"
# One style everywhere: a file ruff would reformat, or a lint finding, fails the run before the tests.
"$ROOT/.venv/bin/ruff" format --check --quiet . || { echo "test.sh: run .venv/bin/ruff format ." >&2; exit 1; }
"$ROOT/.venv/bin/ruff" check --quiet . || { echo "test.sh: run .venv/bin/ruff check --fix ." >&2; exit 1; }
status=0
# On every core (pytest-xdist), a file's tests together on one worker (their module fixtures built once).
"$ROOT/.venv/bin/python" -m pytest -n auto --dist loadfile "$@" || status=$?
if [ "$status" -eq 5 ]; then
    echo "test.sh: no tests were collected; treating that as a failure" >&2
    exit 1
fi
exit "$status"
