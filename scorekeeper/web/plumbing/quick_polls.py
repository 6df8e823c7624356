"""A following phone's poll answered before Flask when nothing changed: the empty 304 that is
nearly every answer to `/g/<id>/version` and `/e/<key>/standings/version`.

Through the whole Flask stack one such 304 cost 2.6 ms of the server's CPU (benchmarks/idle_follow.py),
so one process followed about 600 phones. Here it is one indexed read on a connection the thread
keeps (storage/poll_reads.py) and a list of headers made once. Anything else, a changed version,
a key that opens nothing, a Host this server does not answer to, a database gone missing, goes to
Flask as before, so 404s, 400s, JSON and the error pages are Flask's own.

The access table still decides: a poll is answered here only while its entry lets every kind of
key its link can carry read it (then the key's existence is the whole check), and the app's URL
map must still have the route where this looks for it; otherwise the app does not start."""

import re

from werkzeug.http import parse_etags

from scorekeeper.storage.poll_reads import PollReads
from scorekeeper.web.plumbing import access, security

# endpoint -> (its rule in the URL map, the same as a pattern on PATH_INFO, the key's slot)
POLLS = {
    "live.version": ("/g/<game_id>/version", r"/g/([^/]+)/version", access.GAME_SLOT),
    "event_room.standings_version": (
        "/e/<key>/standings/version",
        r"/e/([^/]+)/standings/version",
        access.EVENT_SLOT,
    ),
}
_CACHE = [("Cache-Control", "no-cache, private")]
_VARY = [("Vary", "Accept-Encoding, Accept-Language, Cookie")]


class QuickPolls:
    """WSGI middleware in front of the Flask app (web/app.py installs it)."""

    def __init__(self, wsgi_app, app):
        self.wsgi_app, self.app = wsgi_app, app
        rules = {rule.endpoint: rule.rule for rule in app.url_map.iter_rules()}
        for endpoint, (rule, _, slot) in POLLS.items():
            if rules.get(endpoint) != rule or not access.every_key_reads(
                endpoint, slot
            ):
                raise RuntimeError(f"{endpoint} can no longer be answered before Flask")
        self.game = re.compile(POLLS["live.version"][1])
        self.standings = re.compile(POLLS["event_room.standings_version"][1])
        self.reads = PollReads(app.config["DATABASE"])
        self.headers = _CACHE + _VARY + security.headers_of(app)
        self.hosts: dict[str, bool] = {}

    def __call__(self, environ, start_response):
        tag = self.unchanged(
            environ["REQUEST_METHOD"],
            environ.get("PATH_INFO", ""),
            environ.get("HTTP_IF_NONE_MATCH"),
            environ.get("HTTP_HOST"),
        )
        if tag is None:
            return self.wsgi_app(environ, start_response)
        start_response("304 Not Modified", self.answer(tag))
        return []

    def unchanged(self, method, path, asked, host) -> str | None:
        """The current ETag when this request is a poll whose copy is current (answer 304 with
        it), else None: the app answers."""
        if not asked or method not in ("GET", "HEAD"):
            return None
        tag = self.current(path)
        if tag is None or not self.matches(asked, tag) or not self.host_ok(host):
            return None
        return tag

    def answer(self, tag: str) -> list[tuple[str, str]]:
        """The 304's headers, as the app gives them."""
        return [("ETag", f'"{tag}"'), *self.headers]

    def current(self, path: str) -> str | None:
        """The ETag the poll at `path` would answer with now, or None (not a poll, no such key)."""
        if self.app.extensions.get("database_missing"):
            return None
        found = self.game.fullmatch(path)
        if found:
            version = self.reads.game_version(found[1])
            return None if version is None else f"v{version}"
        found = self.standings.fullmatch(path)
        return self.reads.standings_version(found[1]) if found else None

    @staticmethod
    def matches(asked: str, tag: str) -> bool:
        """If-None-Match names the current tag, as Flask's `if_none_match.contains` reads it."""
        return asked == f'"{tag}"' or parse_etags(asked).contains(tag)

    def host_ok(self, host: str | None) -> bool:
        if host is None:
            return False  # Flask works out the name from the server's own address
        allowed = self.hosts.get(host)
        if allowed is None:
            allowed = security.host_allowed(host, self.app.config["TRUSTED_NAMES"])
            if (
                len(self.hosts) < 64
            ):  # a few names and addresses, not every Host anyone sends
                self.hosts[host] = allowed
        return allowed


def init_app(app) -> None:
    """In front of everything Flask runs, once every blueprint is registered; the production
    server answers from the same object in its network loop (cli/keep_alive.py)."""
    if app.config["QUICK_POLLS"]:
        app.wsgi_app = app.extensions["quick_polls"] = QuickPolls(app.wsgi_app, app)
