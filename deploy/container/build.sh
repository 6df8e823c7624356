#!/bin/sh
# What the image holds, in one script: the Containerfile runs it as root in debian:bookworm-slim with
# the checkout in /opt/scorekeeper/src, and benchmarks/container_rootfs.sh runs the very same in a
# debootstrap'd Debian 12 root. Python packages from the runtime lock only (hashed); the app installed
# as a wheel (templates, static files and catalogs inside it); nginx for the front; a user of its own;
# /data for the volume.
set -eu
SRC=/opt/scorekeeper/src
VENV=/opt/scorekeeper/venv

export DEBIAN_FRONTEND=noninteractive
# No package may start a service while the image is built (nginx's would take port 80).
printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d
apt-get update -qq
# nginx stands in front of waitress (cli/front_proxy.py), run by the app with its own configuration:
# Debian's service is never started here (no init runs in the image) and its site is dropped.
apt-get install -y -qq --no-install-recommends python3 python3-venv ca-certificates passwd \
    libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core nginx >/dev/null
rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /usr/sbin/policy-rc.d

python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir \
    --require-hashes -r "$SRC/requirements/runtime.txt"
"$VENV/bin/pybabel" compile -d "$SRC/scorekeeper/translations" >/dev/null 2>&1
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-cache-dir \
    --no-deps --no-build-isolation "$SRC"
install -m 755 "$SRC/deploy/container/entrypoint.sh" /usr/local/bin/scorekeeper-entrypoint
install -m 644 "$SRC/deploy/container/healthcheck.py" /opt/scorekeeper/healthcheck.py
ln -sf "$VENV/bin/scorekeeper" /usr/local/bin/scorekeeper

id scorekeeper >/dev/null 2>&1 || useradd --system --home-dir /data --no-create-home \
    --shell /usr/sbin/nologin scorekeeper
mkdir -p /data && chown scorekeeper:scorekeeper /data && chmod 700 /data
rm -rf "$SRC"
