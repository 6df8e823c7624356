"""The production server: waitress, sized for a 2-core machine and a room full of phones, with
nginx in front of it when it serves the network (front_proxy.py), in one process or several
(processes.py) over the same listening socket.

Waitress reads a whole request before a worker thread sees it and buffers the whole answer
before writing it out, so a phone on a weak signal, or one that keeps its connection open
doing nothing, holds a socket, never a thread. In one process every save queues fairly in the
same WriteQueue; across processes SQLite's own lock (and its busy timeout) orders them.

Waitress clears every X-Forwarded-* header a peer it does not trust sends, before the app (and
ProxyFix) can read it: so it is told whom to trust (`proxy_trust`) whenever a proxy stands in
front, the app's own nginx or the club's Caddy, and never otherwise."""

import gc
import os
import signal
import socket as sockets
import sys

from waitress import create_server

from scorekeeper.cli import front_proxy, processes
from scorekeeper.cli.event_loop import serve_forever
from scorekeeper.cli.keep_alive import keep_bodiless_answers_alive
from scorekeeper.storage.backups import serving
from scorekeeper.web.app import create_app
from scorekeeper.web.plumbing import paper_pool
from scorekeeper.web.plumbing.database import hold_room, keep_connections


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


def listening_socket(host: str, port: int, backlog: int, unix=None) -> sockets.socket:
    """The socket every server process accepts from, bound before any is started."""
    if unix is not None:
        unix.unlink(missing_ok=True)
        sock = sockets.socket(sockets.AF_UNIX, sockets.SOCK_STREAM)
        mask = os.umask(0o177)  # made 0600: only nginx, as this user, can reach it
        try:
            sock.bind(str(unix))
        finally:
            os.umask(mask)
    else:
        family = sockets.AF_INET6 if ":" in host else sockets.AF_INET
        sock = sockets.socket(family, sockets.SOCK_STREAM)
        sock.setsockopt(sockets.SOL_SOCKET, sockets.SO_REUSEADDR, 1)
        sock.bind((host, port))
    sock.listen(backlog)
    return sock


def run_one(app, sock, options) -> None:
    """One server process: its own threads, write queue and connections, on the shared socket."""
    keeper = hold_room(app)
    keep_connections(app)
    gc.set_threshold(*app.config["SERVER_GC_THRESHOLDS"])
    socket_map = {}
    try:
        server = create_server(app, map=socket_map, sockets=[sock], **options)
        # a poll's 304 keeps its connection, and is answered in the network loop
        keep_bodiless_answers_alive(socket_map, app.extensions.get("quick_polls"))
        serve_forever(server, socket_map)  # waitress's loop, on epoll
    finally:
        if keeper is not None:
            keeper.close()


def serve(app, host: str, port: int, count: int | None = None) -> None:
    """Serve until stopped in `count` processes (None: SERVER_PROCESSES; 0: one a core);
    `scorekeeper restore` refuses while this runs."""
    options = server_options(app.config)
    count = processes.count(app.config["SERVER_PROCESSES"] if count is None else count)
    # systemd and the tests stop the server with SIGTERM: leave through `finally`, stopping nginx.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with serving(app.config["DATABASE"]):
        # Sheets, cards and results are drawn beside us, in worker processes shared by every
        # server process (they claim their documents from the database), not in here.
        papers = paper_pool.start(app, create_app)
        front = None
        try:
            if front_proxy.wanted(host, app.config):
                front, path = front_proxy.start(app, host, port)
                sock = listening_socket(host, port, options["backlog"], unix=path)
                options.update(proxy_trust(app.config, behind_nginx=True))
                how = f"nginx in front, waitress on {path}"
            else:
                sock = listening_socket(host, port, options["backlog"])
                options.update(proxy_trust(app.config, behind_nginx=False))
                how = "waitress"
            app.logger.info(
                "serving %s on http://%s:%d with %d threads in %d process%s (%s), %d paper worker(s)",
                app.config["DATABASE"],
                host,
                port,
                options["threads"],
                count,
                "" if count == 1 else "es",
                how,
                len(papers.workers) if papers else 0,
            )
            if count == 1:
                run_one(app, sock, options)
            else:
                processes.supervise(
                    count, lambda: run_one(app, sock, options), app.logger
                )
        finally:
            if front is not None:
                front.terminate()
                front.wait(10)
            if papers is not None:
                papers.stop()
