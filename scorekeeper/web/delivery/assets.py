"""Compressed responses, and static files under URLs that change with their content.

A phone on a weak signal should fetch app.css and its scripts once: `url_for('static', ...)` adds
`?v=<digest of the file>`, and a request carrying the current digest is cached for a year
(immutable). Changing a file changes its URL, so no one ever runs yesterday's script."""

import hashlib
from pathlib import Path

from flask import request
from flask_compress import Compress

from scorekeeper.web.delivery.lean_assets import lean_body

YEAR = 365 * 24 * 3600
compress = Compress()


def _digest_of(path: Path, cache: dict) -> str | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in cache:
        cache[key] = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    return cache[key]


def init_app(app):
    compress.init_app(app)
    digests: dict = {}
    leaned: dict = {}

    @app.url_defaults
    def _versioned_static(endpoint, values):
        if endpoint == "static" and "filename" in values and "v" not in values:
            digest = _digest_of(Path(app.static_folder) / values["filename"], digests)
            if digest:
                values["v"] = digest

    @app.after_request  # registered after Compress, so it runs before Compress does
    def _cache_versioned_static(response):
        if request.endpoint == "static" and response.status_code == 200:
            # Our static files are small: read them whole, so they are compressed like a page
            # (a streamed file would be skipped for gzip-only clients, and its file left open).
            response.direct_passthrough = False
            response.make_sequence()
            lean = lean_body(response.mimetype, response.get_data(), leaned)
            if lean is not None:
                response.set_data(lean)
            digest = _digest_of(
                Path(app.static_folder) / (request.view_args or {}).get("filename", ""),
                digests,
            )
            if digest and request.args.get("v") == digest:
                kept_for_a_year(response)
        return response


def kept_for_a_year(response) -> None:
    """A file asked for under its own digest never changes: the phone keeps it without asking."""
    response.cache_control.public = True
    response.cache_control.max_age = YEAR
    response.cache_control.immutable = True
    response.cache_control.no_cache = None
