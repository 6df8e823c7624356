#!/usr/bin/env bash
# HTTPS at the table, for a home or club server on the local Wi-Fi, so phones can install the app and
# keep offline copies (browsers allow a service worker only on https:// or on the phone itself).
#
#   scripts/https.sh          make the certificates (once), then serve the app on https://<address>:8443
#                             (Caddy in front of waitress) and the table's certificate on http://<address>:8080
#   scripts/https.sh certs    only make the certificates, in instance/https/
#
# The certificates are this table's own: a small certificate authority (10 years, its key never leaves
# instance/https/) and, signed by it, a certificate for this computer's address (825 days, the most an
# iPhone accepts). Each phone trusts the authority once (docs/running.md, "HTTPS at the table").
# ADDRESS=192.168.1.23 picks the address (default: the first of `hostname -I`); HTTPS_PORT, CA_PORT and
# PORT (the app's, on 127.0.0.1) change the ports. Needs openssl and caddy (Debian packages, installed by
# scripts/setup.sh).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${SCOREKEEPER_INSTANCE:-$ROOT/instance}/https"
ADDRESS="${ADDRESS:-$(hostname -I 2>/dev/null | awk '{print $1}')}"
ADDRESS="${ADDRESS:-127.0.0.1}"
NAME="$(hostname -s 2>/dev/null || echo scorekeeper)"
HTTPS_PORT="${HTTPS_PORT:-8443}"
CA_PORT="${CA_PORT:-8080}"
APP_PORT="${PORT:-5000}"

make_authority() {
    [ -f "$DIR/ca.key" ] && return
    echo "https: making this table's certificate authority"
    openssl req -x509 -newkey rsa:2048 -sha256 -nodes -days 3650 -keyout "$DIR/ca.key" \
        -out "$DIR/public/scorekeeper-ca.crt" -subj "/CN=Canasta Scorekeeper at $NAME" \
        -addext "basicConstraints=critical,CA:TRUE,pathlen:0" -addext "keyUsage=critical,keyCertSign,cRLSign" \
        2>/dev/null
}

make_certificate() {
    # Made again when the address changed (a new router may hand out another one).
    if [ -f "$DIR/server.crt" ] && [ "$(cat "$DIR/server.address" 2>/dev/null)" = "$ADDRESS" ]; then
        return
    fi
    echo "https: making the certificate for $ADDRESS"
    local names="IP:$ADDRESS,DNS:$NAME,DNS:$NAME.local,DNS:localhost,IP:127.0.0.1"
    [ "$ADDRESS" = "127.0.0.1" ] && names="IP:127.0.0.1,DNS:$NAME,DNS:$NAME.local,DNS:localhost"
    openssl req -newkey rsa:2048 -sha256 -nodes -keyout "$DIR/server.key" -out "$DIR/server.csr" \
        -subj "/CN=$ADDRESS" 2>/dev/null
    printf 'subjectAltName=%s\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' \
        "$names" > "$DIR/server.ext"
    openssl x509 -req -sha256 -days 825 -in "$DIR/server.csr" -CA "$DIR/public/scorekeeper-ca.crt" \
        -CAkey "$DIR/ca.key" -CAserial "$DIR/ca.srl" -CAcreateserial -out "$DIR/server.crt" -extfile "$DIR/server.ext" 2>/dev/null
    echo "$ADDRESS" > "$DIR/server.address"
    rm -f "$DIR/server.csr"
}

write_caddyfile() {
    cat > "$DIR/Caddyfile" <<EOF
# Written by scripts/https.sh: Caddy holds this table's certificate and passes requests to the app.
{
	auto_https off
	admin off
	# Caddy's error lines (a 502 while the app restarts) quote the request: its path without a
	# key, and no Referer (a page's address is its key). docs/running.md, "Keys at rest".
	log {
		format filter {
			wrap console
			fields {
				request>uri regexp "^/(g|v|t|e|groups)/[A-Za-z0-9_-]{16,}" "/\$1/*"
				request>headers>Referer delete
			}
		}
	}
	servers {
		timeouts {
			read_header 10s
			read_body 30s
			idle 2m
		}
	}
}

https://$ADDRESS:$HTTPS_PORT {
	tls "$DIR/server.crt" "$DIR/server.key"
	header Strict-Transport-Security "max-age=31536000"
	request_body {
		max_size 1MB
	}
	reverse_proxy 127.0.0.1:$APP_PORT
}

# The table's certificate authority, for the phones to download and trust (nothing secret here).
http://$ADDRESS:$CA_PORT {
	root * "$DIR/public"
	@certificate path *.crt
	header @certificate Content-Type application/x-x509-ca-cert
	file_server
}
EOF
    cat > "$DIR/public/index.html" <<EOF
<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Canasta Scorekeeper: trust this table</title>
<h1>Trust this table's certificate</h1>
<p><a href="scorekeeper-ca.crt">Download the certificate</a>, install it as described in the app's guide
(docs/running.md, "HTTPS at the table"), then open <a href="https://$ADDRESS:$HTTPS_PORT/">https://$ADDRESS:$HTTPS_PORT/</a>.</p>
EOF
}

mkdir -p "$DIR/public"
chmod 700 "$DIR"
make_authority
make_certificate
write_caddyfile
if [ "${1:-}" = "certs" ]; then
    echo "https: certificates in $DIR"
    exit 0
fi

bash "$ROOT/scripts/setup.sh" https
echo "https: phones open http://$ADDRESS:$CA_PORT/ once to trust this table, then https://$ADDRESS:$HTTPS_PORT/"
# Only Caddy reaches the app (on 127.0.0.1), so the app believes its word on the phone's address and on
# https (share links and the secure cookie need it); a plain `scripts/run.sh` never does.
SCOREKEEPER_PROXY_FIX='{"x_for": 1, "x_proto": 1}' SCOREKEEPER_SESSION_COOKIE_SECURE=true \
    HOST=127.0.0.1 PORT="$APP_PORT" bash "$ROOT/scripts/run.sh" &
app=$!
trap 'kill "$app" 2>/dev/null' EXIT
caddy run --adapter caddyfile --config "$DIR/Caddyfile"
