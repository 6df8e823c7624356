#!/usr/bin/env bash
# Set up (if needed) and serve the app with the production server (waitress) on http://127.0.0.1:5000.
# PORT=8000 changes the port; HOST=0.0.0.0 serves the whole local network, so a phone on the
# same Wi-Fi can open http://<this computer's address>:5000 (only do that on a network you trust);
# nginx then stands in front of waitress, so slow sockets cannot starve it (docs/running.md).
# SCOREKEEPER_INSTANCE=/some/folder keeps the data there instead of instance/.
# PROCESSES=2 serves from two processes over the same database (0: one a core; docs/running.md).
# For development, `.venv/bin/flask --app scorekeeper run --debug` still works.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup.sh"
exec "$ROOT/.venv/bin/scorekeeper" serve --host "${HOST:-127.0.0.1}" --port "${PORT:-5000}" \
  ${PROCESSES:+--processes "$PROCESSES"}
