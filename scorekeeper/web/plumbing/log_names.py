"""Log lines name a game, a group, an event or a table by a short id that opens nothing, never
by its key: whoever reads the server's log (an admin, a log collector, a bug report) could
otherwise open, change or delete whatever answered a 500, a 503 or a dropped connection.

Every key is 22 URL-safe characters (storage/tokens.py new_token): a game's link (/g/), its
view-only link (/v/), a table's link at an event (/t/), an event's director's or room's key
(/e/), a group's recording or view-only link (/groups/). The short id is the kind and the first
8 hex digits of the key's SHA-256 (`g-1a2b3c4d`, `grp-…`, `e-…`, `t-…`, `v-…`; `k-…` for a key
met outside a path): the same key always gets the same id, and whoever holds the database finds
what it names from it (docs/running.md). The filter sits on the app's logger and on waitress's
and werkzeug's, whose own lines ("Client disconnected while serving /groups/…") quote paths."""

import hashlib
import logging
import re

from flask import has_request_context, request

_KINDS = {"g": "g", "v": "v", "t": "t", "e": "e", "groups": "grp"}
_WORDS = {"new", "import", "from-my-games", "offer"}  # /groups/<word>: pages, not keys
_IN_PATHS = re.compile(r"(/(g|v|t|e|groups)/)([\w-]+)")
_SHORT = re.compile(r"^(?:g|v|t|e|grp|k)-[0-9a-f]{8}$")
# A key anywhere else: 22 URL-safe characters, upper and lower case (a random key lacks either
# one time in 100,000; a word or a hex digest has one case).
_KEY_SHAPED = re.compile(r"(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])[\w-]{22}(?![\w-])")
LOGGERS = ("waitress", "waitress.queue", "werkzeug")


def short_id(token: str, kind: str = "g") -> str:
    """'g-1a2b3c4d': names a key in the log without being it."""
    return f"{kind}-" + hashlib.sha256(token.encode()).hexdigest()[:8]


def _in_path(match) -> str:
    head, kind, segment = match.groups()
    if segment in _WORDS or _SHORT.match(segment):
        return match.group(0)
    return head + short_id(segment, _KINDS[kind])


def without_tokens(text: str) -> str:
    """`text` with every key in it replaced by its short id: this request's keys wherever they
    appear, any in a path of a kind that holds keys, and any other key-shaped word."""
    text = _IN_PATHS.sub(_in_path, text)
    if has_request_context():
        kind = _KINDS.get(request.path.split("/")[1], "k")
        for value in (request.view_args or {}).values():
            if isinstance(value, str) and len(value) >= 16:
                text = text.replace(value, short_id(value, kind))
    return _KEY_SHAPED.sub(lambda m: short_id(m.group(0), "k"), text)


class HideTokens(logging.Filter):
    """Rewrites each record before any handler formats it: the message, and the traceback of a
    500 (an exception's text may quote the key)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg, record.args = without_tokens(record.getMessage()), ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = without_tokens(record.exc_text)
        return True


HideGameTokens = HideTokens  # its name before every kind of key was hidden


def init_app(app) -> None:
    app.logger.addFilter(HideTokens())
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, HideTokens) for f in logger.filters):
            logger.addFilter(HideTokens())
