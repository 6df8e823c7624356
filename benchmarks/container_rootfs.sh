#!/usr/bin/env bash
# The container image's root file system, built without a container engine: a minimal Debian 12 root
# (debootstrap, what debian:bookworm-slim is made from), the committed tree copied in as the
# Containerfile's `COPY . ` does, deploy/container/build.sh run in it as the Containerfile's RUN does,
# then the image's entrypoint started as its user `scorekeeper` with /data, as the image serves (nginx in
# front of waitress): the health check, the front that answers, a game started and a hand saved, a
# restart, and the game read back from the volume.
# Needs root and debootstrap. Minutes and some 400 MB: a benchmark, not part of the suite.
#
#   benchmarks/container_rootfs.sh DIR                the root in DIR/root (debootstrap'd once, reused)
#   BASE=/some/root benchmarks/container_rootfs.sh DIR   copy a root debootstrap'd before
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="$(mkdir -p "${1:?usage: benchmarks/container_rootfs.sh DIR}" && cd "$1" && pwd)"
CHROOT="$DIR/root"
PORT="${PORT:-5078}"

if [ ! -d "$CHROOT/usr" ]; then
    if [ -n "${BASE:-}" ]; then
        cp -a "$BASE" "$CHROOT"
    else
        debootstrap --variant=minbase bookworm "$CHROOT" >"$DIR/debootstrap.log"
    fi
    cp /etc/resolv.conf "$CHROOT/etc/resolv.conf"
    [ -f /etc/apt/apt.conf.d/99artifact-registry ] && cp /etc/apt/apt.conf.d/99artifact-registry "$CHROOT/etc/apt/apt.conf.d/"
fi
# This machine's CA bundle, for pip inside the root (a sandbox may inspect TLS), kept apart from the
# root's own bundle, which build.sh's ca-certificates rewrites.
mkdir -p "$CHROOT/opt/scorekeeper/src"
cp /etc/ssl/certs/ca-certificates.crt "$CHROOT/opt/host-ca.crt"
git -C "$ROOT" archive HEAD | tar -x -C "$CHROOT/opt/scorekeeper/src"

mount -t proc proc "$CHROOT/proc"
server=""
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    umount "$CHROOT/proc" 2>/dev/null || umount -l "$CHROOT/proc"
}
trap cleanup EXIT
clean_env=(/usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8)

weight=$(du -sxm --exclude=proc "$CHROOT" | cut -f1)
start=$(date +%s.%N)
chroot "$CHROOT" "${clean_env[@]}" HOME=/root PIP_CERT=/opt/host-ca.crt \
    sh /opt/scorekeeper/src/deploy/container/build.sh >"$DIR/build.log" 2>&1
printf 'rootfs: build.sh took %.1f s; the root grew from %s to %s MB, the venv %s MB\n' \
    "$(awk "BEGIN {print $(date +%s.%N) - $start}")" "$weight" "$(du -sxm --exclude=proc "$CHROOT" | cut -f1)" \
    "$(du -sxm "$CHROOT/opt/scorekeeper/venv" | cut -f1)"

# As the Containerfile's USER, ENV and ENTRYPOINT say (HOST=0.0.0.0: the image's nginx in front).
run_image() {
    chroot --userspec=scorekeeper:scorekeeper "$CHROOT" "${clean_env[@]}" HOME=/data \
        SCOREKEEPER_INSTANCE=/data HOST=0.0.0.0 PORT="$PORT" \
        BACKUP_EVERY=0 /usr/local/bin/scorekeeper-entrypoint >>"$DIR/entrypoint.log" 2>&1 &
    server=$!
    for _ in $(seq 100); do
        chroot "$CHROOT" "${clean_env[@]}" PORT="$PORT" /opt/scorekeeper/venv/bin/python \
            /opt/scorekeeper/healthcheck.py && return 0
        sleep 0.3
    done
    echo "rootfs: the entrypoint did not answer: $(tail -5 "$DIR/entrypoint.log")" >&2
    return 1
}
stop_image() {
    kill "$server" && wait "$server" 2>/dev/null || true
    server=""
}

rm -rf "$CHROOT/data/"* "$CHROOT/data/".scorekeeper* 2>/dev/null || true
run_image && echo "rootfs: the database belongs to $(chroot "$CHROOT" stat -c %U /data/scorekeeper.sqlite); health check passed"
front=$(cd "$ROOT/tests" && "$ROOT/.venv/bin/python" -c "
from live_server import Browser
print(Browser($PORT).get('/').headers.get('server'))")
echo "rootfs: the image answers through $front"
game=$(cd "$ROOT/tests" && "$ROOT/.venv/bin/python" -c "
from live_server import Browser, Table
table = Table(Browser($PORT), 'Rootfs')
assert table.start_game().status == 302 and table.save_hand().status == 302
print(table.hand_page.split('/hands')[0])")
echo "rootfs: started $game and saved a hand"
stop_image
run_image
status=$(cd "$ROOT/tests" && "$ROOT/.venv/bin/python" -c "
from live_server import Browser
page = Browser($PORT).get('$game')
print(page.status, 'Rootfs' in page.body)")
echo "rootfs: after a restart the game answers: $status; backups in /data/backups: $(ls "$CHROOT/data/backups" | wc -l)"
