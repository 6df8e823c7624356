"""Log lines name a game by a short id that opens nothing, never by its link token: whoever
reads the server's log (an admin, a log collector, a bug report) could otherwise open, change
or delete every game that answered a 500 or a 503.

The short id is `g-` and the first 8 hex digits of the token's SHA-256: the same game always
gets the same id, and whoever holds the database finds the game from it (docs/running.md)."""

import hashlib
import logging
import re

from flask import has_request_context, request

_IN_PATHS = re.compile(r"(/g/)([^/\s?#\"']+)")


def short_id(token: str) -> str:
    """'g-1a2b3c4d': names a game in the log without being its key."""
    return "g-" + hashlib.sha256(token.encode()).hexdigest()[:8]


def without_tokens(text: str) -> str:
    """`text` with every game link token in it replaced by its short id: the one of this
    request's game wherever it appears, and any in a /g/<token> path."""
    if has_request_context():
        token = (request.view_args or {}).get("game_id")
        if isinstance(token, str) and token:
            text = text.replace(token, short_id(token))
    return _IN_PATHS.sub(
        lambda m: (
            m.group(1)
            + (m.group(2) if m.group(2).startswith("g-") else short_id(m.group(2)))
        ),
        text,
    )


class HideGameTokens(logging.Filter):
    """Rewrites each record of the app's logger before any handler formats it: the message, and
    the traceback of a 500 (an exception's text may quote the token)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg, record.args = without_tokens(record.getMessage()), ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = without_tokens(record.exc_text)
        return True


def init_app(app) -> None:
    app.logger.addFilter(HideGameTokens())
