#!/bin/sh
# The container's start (Containerfile's ENTRYPOINT), also run by tests/server/test_container.py on a
# plain folder: everything the app keeps is in one volume, $SCOREKEEPER_INSTANCE (/data).
#
#   1. migrations on start: `scorekeeper init-db` creates the database or brings its schema up to date
#      (the app backs the database up into /data/backups before any migration);
#   2. a backup at every start and then every BACKUP_EVERY seconds (a day), into /data/backups,
#      keeping the newest BACKUP_KEEP (14); copy that folder off the machine (docs/running.md);
#   3. serves on HOST:PORT (0.0.0.0:8000 in the image). Every setting comes from the environment:
#      SCOREKEEPER_<SETTING> as JSON (SCOREKEEPER_TRUSTED_NAMES='["scores.example.org"]'), and
#      PUBLIC_URL and PROXY_FIX as short names for SCOREKEEPER_PUBLIC_URL and SCOREKEEPER_PROXY_FIX.
set -eu

DATA="${SCOREKEEPER_INSTANCE:-/data}"
SCOREKEEPER="${SCOREKEEPER:-scorekeeper}"
KEEP="${BACKUP_KEEP:-14}"
export SCOREKEEPER_INSTANCE="$DATA"
# Which database this volume made is remembered inside the volume (beside it would be outside it).
export SCOREKEEPER_DATABASE_MARKER="${SCOREKEEPER_DATABASE_MARKER:-$DATA/.scorekeeper-databases}"
[ -n "${PUBLIC_URL:-}" ] && export SCOREKEEPER_PUBLIC_URL="${SCOREKEEPER_PUBLIC_URL:-$PUBLIC_URL}"
[ -n "${PROXY_FIX:-}" ] && export SCOREKEEPER_PROXY_FIX="${SCOREKEEPER_PROXY_FIX:-$PROXY_FIX}"
umask 077
mkdir -p "$DATA/backups"

back_up() {
    # Written under a name of its own, the old ones pruned, then named: never more than $KEEP
    # backups in the folder, even while one is being written (the names sort by time).
    new="$DATA/backups/games-$(date -u +%Y-%m-%dT%H%M%SZ).sqlite"
    "$SCOREKEEPER" backup "$new.partial" >/dev/null || return 1
    ls -1 "$DATA/backups"/games-*.sqlite 2>/dev/null | sort -r | tail -n +"$KEEP" |
        while read -r old; do rm -f "$old"; done
    mv "$new.partial" "$new"
}

"$SCOREKEEPER" init-db
back_up
if [ "${BACKUP_EVERY:-86400}" -gt 0 ]; then
    # $$ is this shell's process, which `exec` below turns into the server: the loop ends with it.
    (while sleep "${BACKUP_EVERY:-86400}" && kill -0 $$ 2>/dev/null; do
        back_up || echo "entrypoint: backup failed" >&2
    done) &
fi
exec "$SCOREKEEPER" serve --host "${HOST:-0.0.0.0}" --port "${PORT:-8000}"
