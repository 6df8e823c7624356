#!/usr/bin/env bash
# Set up (if needed) and run every test; extra arguments go to pytest (e.g. -k store, -x).
# Exits non-zero on any failure, and also when no test ran at all (pytest's exit code 5).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh"
cd "$ROOT"
status=0
"$ROOT/.venv/bin/python" -m pytest "$@" || status=$?
if [ "$status" -eq 5 ]; then
    echo "test.sh: no tests were collected; treating that as a failure" >&2
    exit 1
fi
exit "$status"
