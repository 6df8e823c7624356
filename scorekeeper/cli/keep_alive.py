"""Waitress (3.0.2) closes the connection after every answer without a body (a 304, a 204): it
finds no Content-Length there and, on HTTP/1.1, closes rather than guess where the answer ends.
But such an answer ends with its headers (RFC 9112 §6.3), and a phone following a game gets an
empty 304 every two seconds: each one cost it a new connection. This channel keeps it open.

Only that one decision changes: a bodiless answer on HTTP/1.1 that the client did not ask to
close keeps its connection; everything else is waitress's own.

And the poll's 304 itself is answered here, in waitress's network loop, when the app's early
answer (web/plumbing/quick_polls.py) says nothing changed: handing each request to a worker
thread and its answer back cost about 0.6 ms of CPU a request on its own (a bare app that answers
nothing but a 304, 10 polls a second), twice the whole budget of an idle follower's poll. Only
a whole, single GET or HEAD on HTTP/1.1 with a plain head and nothing else in progress on its
connection is answered so; anything else (a page, a changed game, a pipelined request) goes the
usual way."""

import time

from waitress.channel import HTTPChannel
from waitress.task import WSGITask
from waitress.utilities import build_http_date


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
    quick = None  # the app's QuickPolls, when it has them

    def received(self, data):
        if (
            self.quick is not None
            and not self.requests
            and self.request is None
            and not (self.will_close or self.close_when_flushed)
            and data.startswith(_POLLS)
        ):
            poll = plain_get(data)
            if poll is not None:
                tag = self.quick.unchanged(*poll)
                if tag is not None:
                    self._send_304(tag)
                    self.last_activity = time.time()
                    return True
        return super().received(data)

    def _send_304(self, tag: str) -> None:
        lines = ["HTTP/1.1 304 Not Modified"]
        lines += [f"{name}: {value}" for name, value in self.quick.answer(tag)]
        lines += [f"Date: {build_http_date(time.time())}", f"Server: {self.adj.ident}"]
        head = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
        with self.outbuf_lock:
            self.outbufs[-1].append(head)
            self.current_outbuf_count += len(head)
            self.total_outbufs_len += len(head)
            self._flush_exception(self._flush_some)


_POLLS = (b"GET /g/", b"GET /e/", b"HEAD /g/", b"HEAD /e/")  # the rest skip the look
_WANTED = {b"if-none-match", b"host", b"connection"}


def plain_get(data: bytes) -> tuple[str, str, str | None, str | None] | None:
    """(method, path, If-None-Match, Host) of exactly one whole GET or HEAD on HTTP/1.1 with no
    body, no query, nothing escaped in its path and nothing unusual in its head; None for
    anything else, which waitress's own parser then reads (it costs some 140 µs a request of
    a phone's 16 headers, this a tenth of that)."""
    end = data.find(b"\r\n\r\n")
    if end < 0 or end + 4 != len(data):
        return None
    lines = data[:end].split(b"\r\n")
    first = lines[0].split(b" ")
    if (
        len(first) != 3
        or first[0] not in (b"GET", b"HEAD")
        or first[2] != b"HTTP/1.1"
        or not first[1].startswith(b"/")
        or b"%" in first[1]
        or b"?" in first[1]
    ):
        return None
    found = {}
    for line in lines[1:]:
        name, colon, value = line.partition(b":")
        name = name.lower()
        if not colon or name != name.strip() or name in found or not name:
            return None  # a folded line, a space before the colon, a repeat: waitress's
        if name in (b"content-length", b"transfer-encoding", b"expect"):
            return None
        if name in _WANTED:
            found[name] = value.strip().decode("latin-1")
    if found.get(b"connection", "").lower() == "close":
        return None
    return (
        first[0].decode(),
        first[1].decode("latin-1"),
        found.get(b"if-none-match"),
        found.get(b"host"),
    )


def keep_bodiless_answers_alive(socket_map: dict, quick=None) -> None:
    """Give every listening server in waitress's socket map the keep-alive channel, answering
    unchanged polls with `quick` (the app's QuickPolls, or None)."""
    channel = type("Channel", (KeepAliveChannel,), {"quick": quick})
    for dispatcher in socket_map.values():
        if hasattr(dispatcher, "channel_class"):
            dispatcher.channel_class = channel
