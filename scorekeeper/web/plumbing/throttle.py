"""Guessing is slow: each address gets a few tries at the club passphrase a minute, so the
passphrase cannot be found by running a word list against the server. Only wrong tries count.

Counts are kept in this process's memory (one server process serves a club), so a restart
forgets them; behind a reverse proxy the address is the player's once PROXY_FIX is set."""

from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

PASSPHRASE_TRIES = "5 per minute; 30 per hour"

limiter = Limiter(
    key_func=get_remote_address,
    storage_uri="memory://",
    default_limits=[],
    headers_enabled=True,
)


def wrong_try(response) -> bool:
    """A try that did not open the club (the right passphrase redirects)."""
    return response.status_code != 302


def init_app(app):
    limiter.init_app(app)
