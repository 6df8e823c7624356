"""The production server: waitress, sized for a 2-core machine and a room full of phones.

Waitress reads a whole request before a worker thread sees it and buffers the whole answer
before writing it out, so a phone on a weak signal, or one that keeps its connection open
doing nothing, holds a socket, never a thread. One process means one WriteQueue, so every
save in the server queues fairly in the same line."""

from waitress import serve as waitress_serve

from scorekeeper.storage.backups import serving


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
    app.logger.warning(
        "serving %s on http://%s:%d with %d threads",
        app.config["DATABASE"],
        host,
        port,
        options["threads"],
    )
    with serving(app.config["DATABASE"]):
        waitress_serve(app, host=host, port=port, **options)
