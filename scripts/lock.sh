#!/usr/bin/env bash
# Refresh the locked dependencies, then run the whole suite against them: one command.
#
#   scripts/lock.sh              every package to its newest release that pyproject.toml allows
#   scripts/lock.sh -k wheel     the same, and extra arguments go to pytest through scripts/test.sh
#   NO_UPGRADE=1 scripts/lock.sh keep the pinned versions, only re-resolve (after editing pyproject.toml)
#
# requirements/runtime.txt: what serving needs (pyproject.toml's dependencies, and hatchling to install
# the checkout itself), for scripts/run.sh. requirements/test.txt: the same versions plus the test kit
# (the `test` extra), for scripts/test.sh. Both are pip-compile's output with every file's SHA-256, so
# pip installs exactly these files or nothing (--require-hashes); README says why pip-tools.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh" test
cd "$ROOT"
upgrade=(--upgrade)
[ -n "${NO_UPGRADE:-}" ] && upgrade=()
# Resolve against the public index only, whatever pip configuration this machine has (a local mirror's
# files could carry other hashes than the ones every other machine downloads).
compile() {
    PIP_CONFIG_FILE=/dev/null PIP_FIND_LINKS="" PIP_EXTRA_INDEX_URL="" \
        "$ROOT/.venv/bin/pip-compile" --quiet --generate-hashes --allow-unsafe --strip-extras \
        --no-header --index-url https://pypi.org/simple --no-emit-index-url "${upgrade[@]}" "$@" pyproject.toml
}
echo "lock: requirements/runtime.txt"
compile --build-deps-for editable -o requirements/runtime.txt
echo "lock: requirements/test.txt (constrained to the runtime's versions)"
compile --build-deps-for editable --extra test -c requirements/runtime.txt -o requirements/test.txt
git --no-pager diff --stat -- requirements/ || true
exec bash "$ROOT/scripts/test.sh" "$@"
