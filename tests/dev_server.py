"""Werkzeug's development server for the browser and in-process server tests, with each answer
buffered before it is sent.

Why: when a browser drops a connection while the server drains the request (it navigates away
mid-download), werkzeug's `run_wsgi` raises before it calls the answer's `close()`, so a static
file stays open until the garbage collector finds it, and that ResourceWarning lands on whatever
test runs then. Reading the answer whole inside the request closes every file at once. The app
streams nothing, so nothing changes for the pages under test. (The real server, waitress, is
tested as a process of its own: tests/live_server.py.)"""

from werkzeug.serving import make_server


def buffered(app):
    """The app, answering with its whole body read and its iterable closed."""

    def answer(environ, start_response):
        chunks = []
        iterable = app(environ, start_response)
        try:
            chunks.extend(iterable)
        finally:
            close = getattr(iterable, "close", None)
            if close:
                close()
        return [b"".join(chunks)]

    return answer


def dev_server(app, port: int = 0):
    """A threaded development server of `app` on 127.0.0.1 (port 0: a free one)."""
    return make_server("127.0.0.1", port, buffered(app), threaded=True)
