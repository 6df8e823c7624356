#!/usr/bin/env bash
# Make this checkout ready to serve, or to test, on a fresh Debian 12 machine or an already set-up one.
#
#   scripts/setup.sh          the runtime only (scripts/run.sh): what serving needs, no browser, no pytest
#   scripts/setup.sh https    the runtime, and openssl and caddy for scripts/https.sh
#   scripts/setup.sh test     the runtime, caddy and the test kit (scripts/test.sh): Chromium, Playwright, pytest
#
# Python packages come from the hashed lock files, requirements/runtime.txt or requirements/test.txt
# (scripts/lock.sh refreshes them), so every machine installs the same files. Idempotent: it installs
# only what is missing and reinstalls Python packages only when the lock file or pyproject.toml changed,
# so run.sh and test.sh can call it every time.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
KIT="${1:-runtime}"
case "$KIT" in
runtime | https | test) ;;
*)
    echo "setup: unknown kit '$KIT' (runtime, https or test)" >&2
    exit 2
    ;;
esac

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

installed() {
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# Debian packages. Serving: Pango is what WeasyPrint lays text out with, libharfbuzz-subset0 keeps it
# fast and quiet, DejaVu is the PDF font, nginx stands in front of waitress when HOST is not loopback
# (docs/running.md, "Slow sockets").
# HTTPS: openssl and caddy give a table HTTPS of its own (scripts/https.sh), and stand in front of a
# hosted server in the tests. Testing: chromium drives the browser tests, poppler-utils turns PDFs into
# text and PNGs, libatomic1 is what Playwright's bundled driver needs that a minimal Debian 12 lacks.
wanted=(libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core nginx)
[ "$KIT" != runtime ] && wanted+=(openssl caddy)
[ "$KIT" = test ] && wanted+=(chromium poppler-utils libatomic1)
command -v python3 >/dev/null || wanted+=(python3)
# Debian splits venv/ensurepip out of python3; only needed if `python3 -m venv` cannot work.
if ! command -v python3 >/dev/null || ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
    wanted+=(python3-venv python3-pip)
fi
missing=()
for package in "${wanted[@]}"; do
    installed "$package" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
    echo "setup: installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -qq
    # Debian starts (and enables) a new package's service; the app runs its own nginx (and caddy) with its
    # own configuration, so the system one must not start on port 80: policy-rc.d says so
    # while installing, then the service is disabled for the next boot.
    guard=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' | as_root tee /usr/sbin/policy-rc.d >/dev/null
        as_root chmod +x /usr/sbin/policy-rc.d
        guard=yes
    fi
    as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
    [ -n "$guard" ] && as_root rm -f /usr/sbin/policy-rc.d
    # The same for caddy: scripts/https.sh runs its own, with the table's certificate.
    for service in nginx caddy; do
        if [[ " ${missing[*]} " == *" $service "* ]] && command -v systemctl >/dev/null; then
            as_root systemctl disable "$service" >/dev/null 2>&1 || true
        fi
    done
fi

if [ ! -x "$VENV/bin/python" ]; then
    echo "setup: creating $VENV"
    python3 -m venv "$VENV"
fi

# The runtime's lock for serving (https too), the test lock (the runtime's versions and the test kit)
# for testing. Skip pip when this exact lock and pyproject.toml are already installed (keeps test.sh
# fast). The checkout itself is installed editable with the locked hatchling, nothing unpinned.
LOCK="runtime"
[ "$KIT" = test ] && LOCK="test"
wanted_hash="$(cat "$ROOT/pyproject.toml" "$ROOT/requirements/$LOCK.txt" | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$VENV/.scorekeeper-$LOCK" 2>/dev/null)" != "$wanted_hash" ]; then
    echo "setup: installing Python packages (requirements/$LOCK.txt)"
    pip=("$VENV/bin/python" -m pip install --quiet --disable-pip-version-check)
    "${pip[@]}" --require-hashes -r "$ROOT/requirements/$LOCK.txt"
    "${pip[@]}" --no-deps --no-build-isolation -e "$ROOT"
    echo "$wanted_hash" >"$VENV/.scorekeeper-$LOCK"
fi

# Compile the translation catalogs (.po, kept in git) into the .mo files gettext reads, each one
# newer than its .mo, so an edited catalog shows at the next start. Written beside it and renamed
# into place: a server already running (another start, a test's) may be reading the .mo, and
# compiling in place let it read a half-written file (an empty catalog, a 500).
for po in "$ROOT"/scorekeeper/translations/*/LC_MESSAGES/messages.po; do
    [ -f "$po" ] || continue
    mo="${po%.po}.mo"
    if [ ! -f "$mo" ] || [ "$po" -nt "$mo" ]; then
        "$VENV/bin/pybabel" compile --statistics -i "$po" -o "$mo.$$" >/dev/null
        mv -f "$mo.$$" "$mo"
    fi
done
