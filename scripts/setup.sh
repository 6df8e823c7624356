#!/usr/bin/env bash
# Make this checkout ready to run and test, on a fresh Debian 12 machine or an already set-up one.
# Idempotent: it installs only what is missing and reinstalls Python packages only when
# pyproject.toml changed, so run.sh and test.sh can call it every time.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
STAMP="$VENV/.scorekeeper-installed"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

installed() {
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# Debian packages: chromium drives the browser tests, libharfbuzz-subset0 keeps WeasyPrint
# fast and quiet, poppler-utils turns PDFs into text and PNGs, DejaVu is the PDF font,
# libatomic1 is what Playwright's bundled driver needs that a minimal Debian 12 lacks, nginx
# stands in front of waitress when HOST is not loopback (docs/running.md, "Slow sockets"), and
# openssl and caddy give a table HTTPS of its own (scripts/https.sh).
wanted=(chromium libharfbuzz-subset0 poppler-utils fonts-dejavu-core libatomic1 nginx openssl caddy)
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

# Skip pip when this exact pyproject.toml is already installed (keeps test.sh fast).
wanted_hash="$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1)"
if [ "$(cat "$STAMP" 2>/dev/null)" != "$wanted_hash" ]; then
    echo "setup: installing Python packages (pip install -e .[test])"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$ROOT[test]"
    echo "$wanted_hash" > "$STAMP"
fi

# Compile the translation catalogs (.po, kept in git) into the .mo files gettext reads; cheap, so
# every run does it and an edited catalog shows at the next start.
if compgen -G "$ROOT/scorekeeper/translations/*/LC_MESSAGES/messages.po" >/dev/null; then
    "$VENV/bin/pybabel" compile --statistics -d "$ROOT/scorekeeper/translations" >/dev/null
fi
