#!/usr/bin/env bash
# A serving install on a bare Debian 12, timed and weighed: a minimal root made by debootstrap, this
# repository cloned into it at REV, `scripts/setup.sh` (what scripts/run.sh runs first) timed, the
# disk it took (apt's and pip's download caches emptied first), then scripts/run.sh started in the
# root and a game page fetched from it. Needs root and debootstrap (apt-get install debootstrap).
#
#   benchmarks/bare_debian.sh DIR                 the root in DIR/root (debootstrap'd once, then reused)
#   REV=main benchmarks/bare_debian.sh DIR        another commit (default: HEAD)
#   TESTS="tests/rules -q" benchmarks/bare_debian.sh DIR   then also scripts/test.sh with those arguments
#   BASE=/some/root benchmarks/bare_debian.sh DIR copy a root debootstrap'd before instead of making one
#
# Minutes of work and about 400 MB (1.5 GB with TESTS): a benchmark, not part of the suite. The server
# listens on 127.0.0.1 only. Every mount it makes is undone on exit.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="$(mkdir -p "${1:?usage: benchmarks/bare_debian.sh DIR}" && cd "$1" && pwd)"
REV="${REV:-HEAD}"
PORT="${PORT:-5077}"
CHROOT="$DIR/root"

if [ ! -d "$CHROOT/usr" ]; then
    if [ -n "${BASE:-}" ]; then
        cp -a "$BASE" "$CHROOT"
    else
        echo "bare: debootstrap (minbase, python3, ca-certificates, git)"
        /usr/bin/time -f "bare: debootstrap took %e s" debootstrap --variant=minbase \
            --include=python3,ca-certificates,git bookworm "$CHROOT" >"$DIR/debootstrap.log"
    fi
    # The updates a real Debian 12 machine has, and this machine's CA bundle (a sandbox may inspect TLS).
    printf 'deb http://deb.debian.org/debian %s main\n' bookworm bookworm-updates >"$CHROOT/etc/apt/sources.list"
    echo "deb http://deb.debian.org/debian-security bookworm-security main" >>"$CHROOT/etc/apt/sources.list"
    cp /etc/ssl/certs/ca-certificates.crt "$CHROOT/etc/ssl/certs/ca-certificates.crt"
    cp /etc/resolv.conf "$CHROOT/etc/resolv.conf"
    [ -f /etc/apt/apt.conf.d/99artifact-registry ] && cp /etc/apt/apt.conf.d/99artifact-registry "$CHROOT/etc/apt/apt.conf.d/"
fi
if [ ! -d "$CHROOT/opt/scorekeeper" ]; then
    git clone --quiet "$ROOT" "$CHROOT/opt/scorekeeper"
    git -C "$CHROOT/opt/scorekeeper" checkout --quiet "$(git -C "$ROOT" rev-parse "$REV")"
fi

mount -t proc proc "$CHROOT/proc"
server=""
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    umount "$CHROOT/proc" 2>/dev/null || umount -l "$CHROOT/proc"
}
trap cleanup EXIT

# A clean environment, as on a machine of its own: none of this machine's pip or proxy settings.
CLEAN=(/usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8)
inside() {
    chroot "$CHROOT" "${CLEAN[@]}" "$@"
}
weigh() {
    inside sh -c 'apt-get clean; rm -rf /root/.cache'
    du -sxm --exclude=proc "$CHROOT" | cut -f1
}

before=$(weigh)
packages_before=$(inside dpkg-query -W -f='${Package}\n' | wc -l)
start=$(date +%s.%N)
inside bash /opt/scorekeeper/scripts/setup.sh >"$DIR/setup.log" 2>&1
took=$(awk "BEGIN {print $(date +%s.%N) - $start}")
after=$(weigh)
venv=$(du -sxm "$CHROOT/opt/scorekeeper/.venv" | cut -f1)
printf 'bare: scripts/setup.sh (%s) took %.1f s; the root grew %s MB (%s -> %s), of which .venv %s MB\n' \
    "$(git -C "$CHROOT/opt/scorekeeper" log -1 --format=%h)" "$took" "$((after - before))" "$before" "$after" "$venv"
echo "bare: Debian packages: $packages_before -> $(inside dpkg-query -W -f='${Package}\n' | wc -l)"

# Started with `exec` in the background subshell, so $! is the server itself (chroot, env, bash
# and run.sh all exec on): a function left in the background is a subshell whose end left the
# server running.
(exec chroot "$CHROOT" "${CLEAN[@]}" PORT="$PORT" SCOREKEEPER_INSTANCE=/tmp/instance \
    bash /opt/scorekeeper/scripts/run.sh) >"$DIR/run.log" 2>&1 &
server=$!
for _ in $(seq 100); do
    answer=$(python3 -c "import urllib.request as u; print(u.urlopen('http://127.0.0.1:$PORT/', timeout=2).status)" 2>/dev/null) && break
    sleep 0.3
done
echo "bare: scripts/run.sh answered GET / with ${answer:-nothing}"
echo "bare: a blank score pad: $(python3 -c "import urllib.request as u; print(u.urlopen('http://127.0.0.1:$PORT/sheets/blank/classic.pdf', timeout=60).read()[:5])" 2>&1 | tail -1)"
inside /opt/scorekeeper/.venv/bin/python -c "import importlib.util as u; print('bare: in the serving venv: pytest', bool(u.find_spec('pytest')), 'playwright', bool(u.find_spec('playwright')))"
echo "bare: chromium installed: $(inside sh -c 'command -v chromium >/dev/null && echo yes || echo no')"
kill "$server" && wait "$server" 2>/dev/null || true
server=""

if [ -n "${TESTS:-}" ]; then
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    inside bash /opt/scorekeeper/scripts/test.sh $TESTS >"$DIR/test.log" 2>&1 && status=0 || status=$?
    printf 'bare: scripts/test.sh %s exited %s after %.1f s: %s\n' "$TESTS" "$status" \
        "$(awk "BEGIN {print $(date +%s.%N) - $start}")" "$(tail -1 "$DIR/test.log")"
fi
