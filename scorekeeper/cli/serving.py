"""The production server: waitress, sized for a 2-core machine and a room full of phones, with
nginx in front of it when it serves the network (front_proxy.py).

Waitress reads a whole request before a worker thread sees it and buffers the whole answer
before writing it out, so a phone on a weak signal, or one that keeps its connection open
doing nothing, holds a socket, never a thread. One process means one WriteQueue, so every
save in the server queues fairly in the same line."""

import signal
import sys

from waitress import create_server
from werkzeug.middleware.proxy_fix import ProxyFix

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
                if not app.config["PROXY_FIX"]:  # only nginx can reach the socket
                    app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1)
                server = create_server(
                    app,
                    map=socket_map,
                    unix_socket=str(socket),
                    unix_socket_perms="600",
                    **options,
                )
                how = f"nginx in front, waitress on {socket}"
            else:
                server = create_server(
                    app, map=socket_map, host=host, port=port, **options
                )
                how = "waitress"
            app.logger.info(
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
