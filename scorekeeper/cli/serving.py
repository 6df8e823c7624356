"""The production server: waitress, sized for a 2-core machine and a room full of phones, with
nginx in front of it when it serves the network (front_proxy.py).

Waitress reads a whole request before a worker thread sees it and buffers the whole answer
before writing it out, so a phone on a weak signal, or one that keeps its connection open
doing nothing, holds a socket, never a thread. One process means one WriteQueue, so every
save in the server queues fairly in the same line.

Waitress clears every X-Forwarded-* header a peer it does not trust sends, before the app (and
ProxyFix) can read it: so it is told whom to trust (`proxy_trust`) whenever a proxy stands in
front, the app's own nginx or the club's Caddy, and never otherwise."""

import signal
import sys

from waitress import create_server

from scorekeeper.cli import front_proxy
from scorekeeper.cli.keep_alive import keep_bodiless_answers_alive
from scorekeeper.storage.backups import serving
from scorekeeper.web.plumbing.database import hold_room


def server_options(config) -> dict:
    """waitress's options from the app's config (SERVER_* in instance/config.py)."""
    value = config
    return {
        "threads": value["SERVER_THREADS"],
        "connection_limit": value["SERVER_CONNECTION_LIMIT"],
        "channel_timeout": value["SERVER_IDLE_TIMEOUT"],
        "backlog": value["SERVER_BACKLOG"],
        "asyncore_use_poll": True,
        "ident": "scorekeeper",
    }


# ProxyFix's names for the headers (PROXY_FIX) and waitress's for the same.
FORWARDED = {
    "x_for": "x-forwarded-for",
    "x_proto": "x-forwarded-proto",
    "x_host": "x-forwarded-host",
    "x_port": "x-forwarded-port",
}
# What waitress calls a peer on its Unix socket: only nginx can open it (front_proxy.py).
SOCKET_PEER = "localhost"


def proxy_trust(config, behind_nginx: bool) -> dict:
    """waitress's options for the proxy in front: the app's own nginx on the Unix socket (its
    headers are its own: the phone's address, the scheme and the host, front_proxy.py), else the
    proxy PROXY_FIX says stands in front (only it can reach the app, as docs/running.md requires),
    else none, and every X-Forwarded-* a phone sends is dropped."""
    fix = {k: n for k, n in (config["PROXY_FIX"] or {}).items() if k in FORWARDED and n}
    if behind_nginx:
        headers, count, peer = {"x_for", "x_proto", "x_host"}, 1, SOCKET_PEER
    elif fix:
        headers, count, peer = set(fix), max(fix.values()), "*"
    else:
        return {}
    return {
        "trusted_proxy": peer,
        "trusted_proxy_headers": {FORWARDED[key] for key in headers},
        "trusted_proxy_count": count,
    }


def serve(app, host: str, port: int) -> None:
    """Serve until stopped; `scorekeeper restore` refuses while this runs."""
    options = server_options(app.config)
    # systemd and the tests stop the server with SIGTERM: leave through `finally`, stopping nginx.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with serving(app.config["DATABASE"]):
        keeper = hold_room(app)
        front = None
        socket_map = {}
        try:
            if front_proxy.wanted(host, app.config):
                front, socket = front_proxy.start(app, host, port)
                socket.unlink(missing_ok=True)
                server = create_server(
                    app,
                    map=socket_map,
                    unix_socket=str(socket),
                    unix_socket_perms="600",
                    **options,
                    **proxy_trust(app.config, behind_nginx=True),
                )
                how = f"nginx in front, waitress on {socket}"
            else:
                server = create_server(
                    app,
                    map=socket_map,
                    host=host,
                    port=port,
                    **options,
                    **proxy_trust(app.config, behind_nginx=False),
                )
                how = "waitress"
            app.logger.warning(
                "serving %s on http://%s:%d with %d threads (%s)",
                app.config["DATABASE"],
                host,
                port,
                options["threads"],
                how,
            )
            keep_bodiless_answers_alive(socket_map)  # a poll's 304 keeps its connection
            server.run()
        finally:
            if front is not None:
                front.terminate()
                front.wait(10)
            if keeper is not None:
                keeper.close()
