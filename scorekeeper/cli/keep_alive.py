"""Waitress (3.0.2) closes the connection after every answer without a body (a 304, a 204): it
finds no Content-Length there and, on HTTP/1.1, closes rather than guess where the answer ends.
But such an answer ends with its headers (RFC 9112 §6.3), and a phone following a game gets an
empty 304 every two seconds: each one cost it a new connection. This channel keeps it open.

Only that one decision changes: a bodiless answer on HTTP/1.1 that the client did not ask to
close keeps its connection; everything else is waitress's own."""

from waitress.channel import HTTPChannel
from waitress.task import WSGITask


class KeepAliveTask(WSGITask):
    _bodiless_keep_alive = False

    def build_response_header(self):
        self._bodiless_keep_alive = (
            not self.has_body
            and self.version == "1.1"
            and self.request.headers.get("CONNECTION", "").lower() != "close"
        )
        try:
            return super().build_response_header()
        finally:
            self._bodiless_keep_alive = False

    def set_close_on_finish(self) -> None:
        if not self._bodiless_keep_alive:
            super().set_close_on_finish()


class KeepAliveChannel(HTTPChannel):
    task_class = KeepAliveTask


def keep_bodiless_answers_alive(socket_map: dict) -> None:
    """Give every listening server in waitress's socket map the keep-alive channel."""
    for dispatcher in socket_map.values():
        if hasattr(dispatcher, "channel_class"):
            dispatcher.channel_class = KeepAliveChannel
