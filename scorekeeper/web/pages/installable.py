"""The app on a phone's home screen: the web app manifest, and the service worker that keeps the
app's files and the pages of the games this phone follows, so a table with no signal still sees
its last scoreboard.

Both live at fixed root addresses (a worker's scope is its folder, and a manifest must not move):
they are served with `no-cache`, and the worker names the digest URLs of the files it keeps, so a
deploy that changes any file changes the worker byte for byte and phones install the new one.
"""

import hashlib
import json
from pathlib import Path

from flask import Blueprint, Response, current_app, url_for
from flask_babel import gettext as _

from scorekeeper.web.delivery.bundles import BUNDLES, bundle_url
from scorekeeper.web.delivery.lean_assets import lean_body

bp = Blueprint("installable", __name__)
_leaned: dict = {}

THEME_COLOUR = "#0b6e4f"  # app.css --accent (light), the baize of static/icon.svg
BACKGROUND_COLOUR = "#fdfdfb"  # app.css --paper (light)
ICONS = [
    ("icon-192.png", "192x192", "image/png", "any"),
    ("icon-512.png", "512x512", "image/png", "any"),
    ("icon-maskable-512.png", "512x512", "image/png", "maskable"),
    ("icon.svg", "any", "image/svg+xml", "any"),
]
# Scripts are kept as the bundles pages load (web/delivery/bundles.py), not file by file.
SHELL_TYPES = {".css", ".png", ".svg", ".woff2"}
NOT_IN_SHELL = {"sheet.css"}  # print-only: WeasyPrint reads it from disk
WORKER_SOURCE = "offline/service_worker.js"


def _no_cache(response: Response) -> Response:
    response.cache_control.no_cache = True
    return response


@bp.get("/manifest.webmanifest")
def manifest():
    """What a phone needs to put the app on its home screen and open it as an app of its own."""
    body = {
        "name": _("Canasta Scorekeeper"),
        "short_name": _("Canasta"),
        "description": _("Scores Canasta hands on the phones at the table."),
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": [
            {
                "src": url_for("static", filename=name),
                "sizes": sizes,
                "type": kind,
                "purpose": purpose,
            }
            for name, sizes, kind, purpose in ICONS
        ],
    }
    return _no_cache(
        Response(
            json.dumps(body, ensure_ascii=False, indent=1),
            mimetype="application/manifest+json",
        )
    )


def shell_urls() -> list[str]:
    """The digest URLs of every file a page may load (styles, icons, fonts, the script bundles) and
    the manifest. Pages load their scripts only as bundles (web/delivery/bundles.py), so the single
    scripts are not kept twice."""
    static = Path(current_app.static_folder)
    files = sorted(
        path.name
        for path in static.iterdir()
        if path.suffix in SHELL_TYPES and path.name not in NOT_IN_SHELL
    )
    return (
        [url_for("static", filename=name) for name in files]
        + [bundle_url(kind) for kind in BUNDLES]
        + [url_for("installable.manifest")]
    )


@bp.get("/service-worker.js")
def service_worker():
    """static/offline/service_worker.js (minified like the other scripts) with the list of files to keep above it:
    the list's digest names the cache."""
    shell = shell_urls()
    version = hashlib.sha256("\n".join(shell).encode()).hexdigest()[:12]
    source = lean_body(
        "text/javascript",
        (Path(current_app.static_folder) / WORKER_SOURCE).read_bytes(),
        _leaned,
    )
    prelude = (
        f"var SHELL = {json.dumps(shell)};\nvar VERSION = {json.dumps(version)};\n"
        f"var MANIFEST = {json.dumps(url_for('installable.manifest'))};\n"
    )
    return _no_cache(Response(prelude.encode() + source, mimetype="text/javascript"))


@bp.get("/reachable")
def reachable():
    """An empty answer: a phone showing its offline bar asks every few seconds whether the server is back,
    as a browser may go on saying "offline" after the network returns. No database, never cached."""
    response = Response(status=204)
    response.cache_control.no_store = True
    return response
