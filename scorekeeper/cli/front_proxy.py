"""nginx in front of waitress when the app serves the network (HOST not loopback).

Waitress closes only silent sockets: a phone, or anyone on the Wi-Fi, that sends a request's head
one byte every few seconds holds a connection for ever, and a thousand of them took every
connection waitress allows. nginx is an event loop made for exactly this: it gives each request's
head a deadline (`client_header_timeout`: the whole head, not each read), caps the requests one
address has in progress at once (`limit_conn`), holds thousands of waiting sockets for a few KB each,
and hands waitress only whole requests, over a Unix socket in the instance folder that nobody
else can open. Waitress then believes nginx's X-Forwarded-For, -Proto and -Host (serving.py), so
budgets and the passphrase throttle see each phone's own address. nginx writes those headers itself,
so a phone cannot claim another address; only when PROXY_FIX says another proxy stands in front of
nginx (Caddy before the container) does nginx take that proxy's word (`forwarded`)."""

import getpass
import os
import resource
import shutil
import subprocess
from pathlib import Path

from scorekeeper.cli.processes import die_with_parent

NGINX = "/usr/sbin/nginx"


def wanted(host: str, config) -> bool:
    """Serving beyond this computer, with nginx installed and not switched off."""
    return (
        config["FRONT_PROXY"]
        and host not in ("127.0.0.1", "localhost", "::1")
        and (Path(NGINX).exists() or shutil.which("nginx") is not None)
    )


def nginx_config(folder: Path, host: str, port: int, socket: Path, config) -> str:
    """The whole nginx configuration: one server, everything under `folder`."""
    listen = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    user = f"user {getpass.getuser()};" if os.geteuid() == 0 else ""
    head = config["FRONT_HEAD_SECONDS"]
    # Each connection takes two descriptors (the phone's and waitress's): as many as the system allows.
    files = min(
        resource.getrlimit(resource.RLIMIT_NOFILE)[1],
        2 * config["FRONT_CONNECTIONS"] + 64,
    )
    body_mb = config["MAX_CONTENT_LENGTH"] // 2**20 + 1
    # A file the app wrote, sent back (upload_limits.py): a group file up to GROUP_FILE_BYTES.
    upload_mb = config["GROUP_FILE_BYTES"] // 2**20 + 1
    proxied = f"""proxy_pass http://unix:{socket}:;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $forwarded_proto;
            proxy_set_header X-Forwarded-Host $forwarded_host;
            proxy_read_timeout 300s;"""
    temp = "\n".join(
        f"    {kind}_temp_path {folder / kind};"
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    return f"""# Written by scorekeeper serve at every start: edit instance/config.py, not this file.
{user}
daemon off;
worker_processes 1;
worker_rlimit_nofile {files};
pid {folder / "nginx.pid"};
# nginx's error lines quote the request line, key and all (a 413, a 429, an unreachable app's
# 502): only what stops nginx itself is logged there, and each refused request is one line of
# front/refused.log, its path with every key cut out.
error_log stderr crit;
events {{ worker_connections {min(config["FRONT_CONNECTIONS"], files // 2)}; }}
http {{
    map $status $refused {{ ~^(413|429|5) 1; default 0; }}
    map $uri $keyless {{
        "~^/(?<kind>g|v|t|e|groups)/[A-Za-z0-9_-]{{16,}}(?<rest>.*)$" "/$kind/*$rest";
        default $uri;
    }}
    log_format keyless '$time_iso8601 front $status $request_method $keyless';
    access_log {folder / "refused.log"} keyless if=$refused;
    server_tokens off;
{temp}
{forwarded(config)}
    limit_conn_zone $binary_remote_addr zone=per_address:4m;
    server {{
        listen {listen} backlog={config["SERVER_BACKLOG"]};
        client_header_timeout {head}s;
        client_body_timeout {head}s;
        send_timeout 60s;
        keepalive_timeout {config["SERVER_IDLE_TIMEOUT"]}s;
        client_max_body_size {body_mb}m;
        limit_conn per_address {config["FRONT_CONNECTIONS_PER_ADDRESS"]};
        limit_conn_status 429;
        location / {{
            {proxied}
        }}
        location ~ ^/(groups|games)/import$ {{
            client_max_body_size {upload_mb}m;
            {proxied}
        }}
    }}
}}
"""


def forwarded(config) -> str:
    """Where the phone's address, scheme and host come from: nginx's own connection (the phone's),
    or, with PROXY_FIX, the proxy in front of nginx (its last X-Forwarded-For hop, through the
    realip module, so `limit_conn` counts each phone too; the scheme and host it was asked by)."""
    if not config["PROXY_FIX"]:
        return """    map $scheme $forwarded_proto { default $scheme; }
    map $http_host $forwarded_host { default $http_host; }"""
    return """    set_real_ip_from 0.0.0.0/0;
    set_real_ip_from ::/0;
    real_ip_header X-Forwarded-For;
    map $http_x_forwarded_proto $forwarded_proto { "" $scheme; default $http_x_forwarded_proto; }
    map $http_x_forwarded_host $forwarded_host { "" $http_host; default $http_x_forwarded_host; }"""


def start(app, host: str, port: int) -> tuple[subprocess.Popen, Path]:
    """Write the configuration, check it and start nginx; (the process, waitress's socket)."""
    folder = Path(app.instance_path) / "front"
    folder.mkdir(mode=0o700, exist_ok=True)
    socket = folder / "waitress.sock"
    conf = folder / "nginx.conf"
    conf.write_text(nginx_config(folder, host, port, socket, app.config))
    binary = NGINX if Path(NGINX).exists() else shutil.which("nginx")
    command = [binary, "-p", str(folder), "-c", str(conf), "-e", "stderr"]
    subprocess.run([*command, "-t", "-q"], check=True)
    # nginx ends when the server does, even killed with -9
    return subprocess.Popen(command, preexec_fn=die_with_parent), socket
