"""A page's scripts in one file: the scripts of static/'s folders it needs, minified and joined in a
fixed order (static/offline/, the phone's store, outbox and worker; static/scorer/, the engine's
mirror; static/hand/, the hand form; static/pages/, small scripts of single pages; static/common/,
what they share).

Eleven separate scripts cost the hand page eleven requests, each waiting its turn on a phone's few
connections and, on a busy server, for a thread. So every page loads one bundle, named by its kind
(`{% set bundle = "hand" %}` in the template; the plain "page" one otherwise), at
/static/bundles/<kind>.js?v=<digest of its bytes>: cached for a year as immutable, like the other
digest URLs (assets.py), and still under /static/, where the service worker keeps what it precaches.

The bundles are made from the files in static/'s folders when first asked for, never from a committed copy:
an edited source gives a new bundle and a new digest at the next request (its files' sizes and
modification times are looked at each time). Each bundle is compressed once, with brotli and gzip at
their strongest, and the phone gets the bytes its Accept-Encoding allows: waitress compresses
nothing, and Flask-Compress would do it again at every request. Every source is a self-contained
function expression (none declares a global with let or const), so joining them changes no scope.
"""

import gzip
import hashlib
import threading
from dataclasses import dataclass
from pathlib import Path

import brotli
from flask import Response, abort, current_app, request, url_for

from scorekeeper.web.delivery.assets import kept_for_a_year
from scorekeeper.web.delivery.lean_assets import lean_body

# What every page runs: the one object the scripts give each other things through (common/app.js),
# the phone's store, the outbox of saves, live updates, the offline banner.
BASE = (
    "common/app.js",
    "offline/local_store.js",
    "offline/outbox.js",
    "offline/live_updates.js",
    "offline/offline.js",
)
# The engine mirrored for the phone, in parts that each use only those before them (scorer_cards.js says why).
SCORER_PARTS = (
    "scorer/scorer_cards.js",
    "scorer/scorer_scoring.js",
    "scorer/scorer_side_checks.js",
    "scorer/scorer_hand_checks.js",
    "scorer/scorer_piles.js",
    "scorer/scorer_pile_checks.js",
    "scorer/scorer_game.js",
)
# Burraco's, Buraco's and Biriba's parts only override the ones before them for a rule set with a
# second pile: a Canasta game's pages load the mirror without them (2.5 KB less on a first load).
PILE_PARTS = ("scorer/scorer_piles.js", "scorer/scorer_pile_checks.js")
CANASTA_PARTS = tuple(name for name in SCORER_PARTS if name not in PILE_PARTS)
FORM_PARTS = ("scorer/scorer_words.js", "scorer/scorer_form.js")
SCORER = SCORER_PARTS + FORM_PARTS
CANASTA_SCORER = CANASTA_PARTS + FORM_PARTS
# The hand form's own script, in parts that each use only those before them (hand_steppers.js says why).
HAND_PARTS = ("hand/hand_steppers.js", "hand/hand_melds.js", "hand/hand_preview.js")
BUNDLES = {
    # The small scripts each look for their own element first and do nothing without it.
    "page": BASE
    + (
        "pages/local_time.js",
        "pages/share.js",
        "pages/retry.js",
        "pages/event_standings.js",
        "offline/outbox_form.js",
        # the service worker's page for a save that got no answer (service_worker.js keptPage)
        "offline/outbox_rescue.js",
    ),
    # A new game's form has steppers and a dealer list, nothing of the hand form's.
    "setup": BASE + ("hand/hand_steppers.js",),
    "scoreboard": BASE
    + ("pages/local_time.js",)
    + CANASTA_SCORER
    + ("offline/outbox_list.js",),
    "scoreboard_piles": BASE
    + ("pages/local_time.js",)
    + SCORER
    + ("offline/outbox_list.js",),
    "hand": BASE
    + CANASTA_SCORER
    + ("hand/hand_offline.js", "offline/outbox_form.js", "hand/hand_draft.js")
    + HAND_PARTS,
    "hand_piles": BASE
    + SCORER
    + ("hand/hand_offline.js", "offline/outbox_form.js", "hand/hand_draft.js")
    + HAND_PARTS,
}
DEFAULT = "page"


@dataclass(frozen=True)
class Bundle:
    """One bundle as it is sent: its digest, and its bytes plain, gzipped and brotli'd."""

    digest: str
    plain: bytes
    gzip: bytes
    br: bytes


def build(static_folder: Path, names: tuple[str, ...]) -> Bundle:
    """Join the minified sources in order and compress the result once. A semicolon and a newline
    follow each: a file ending without its own semicolon (or in a comment) cannot run into the next,
    whose opening parenthesis would otherwise call the last expression."""
    parts = [
        lean_body("text/javascript", (static_folder / name).read_bytes(), {})
        for name in names
    ]
    plain = b"".join(part.rstrip(b"\n") + b"\n;\n" for part in parts)
    return Bundle(
        digest=hashlib.sha256(plain).hexdigest()[:12],
        plain=plain,
        gzip=gzip.compress(plain, compresslevel=9, mtime=0),
        br=brotli.compress(plain, quality=11, mode=brotli.MODE_TEXT),
    )


class Bundler:
    """The app's bundles, rebuilt when a source file's size or modification time changes (or the
    app's static folder is another one)."""

    def __init__(self, app, bundles: dict[str, tuple[str, ...]]):
        self.app = app
        self.bundles = bundles
        self._built: dict[str, tuple[tuple, Bundle]] = {}
        self._lock = threading.Lock()

    def _stamp(self, folder: Path, names) -> tuple:
        stamps = [str(folder)]
        for name in names:
            stat = (folder / name).stat()
            stamps.append((name, stat.st_mtime_ns, stat.st_size))
        return tuple(stamps)

    def get(self, kind: str) -> Bundle:
        """The current bundle of this kind (KeyError for a kind there is none of)."""
        names = self.bundles[kind]
        folder = Path(self.app.static_folder)
        stamp = self._stamp(folder, names)
        built = self._built.get(kind)
        if built is None or built[0] != stamp:
            with self._lock:  # two threads at start build it once
                built = self._built.get(kind)
                if built is None or built[0] != stamp:
                    built = (stamp, build(folder, names))
                    self._built[kind] = built
        return built[1]


def bundle_url(kind: str | None = None) -> str:
    """The digest URL of a bundle, for base.html's one <script> and the service worker's list."""
    kind = kind or DEFAULT
    digest = current_app.extensions["bundler"].get(kind).digest
    return url_for("bundle", kind=kind, v=digest)


def serve_bundle(kind: str) -> Response:
    """The bundle in the strongest encoding the phone accepts; immutable under its current digest
    (an old digest gets today's bytes, not to be kept: a page kept offline from before an update)."""
    try:
        bundle = current_app.extensions["bundler"].get(kind)
    except KeyError:
        abort(404)
    accepted = request.accept_encodings
    if accepted["br"]:
        body, encoding = bundle.br, "br"
    elif accepted["gzip"]:
        body, encoding = bundle.gzip, "gzip"
    else:
        body, encoding = bundle.plain, None
    response = Response(body, mimetype="text/javascript")
    if encoding:
        # Flask-Compress then leaves it be
        response.headers["Content-Encoding"] = encoding
    response.vary.add("Accept-Encoding")
    response.set_etag(f"{bundle.digest}-{encoding or 'identity'}")
    if request.args.get("v") == bundle.digest:
        kept_for_a_year(response)
    else:
        response.cache_control.no_cache = True
    return response.make_conditional(request)


def init_app(app) -> None:
    app.extensions["bundler"] = Bundler(app, BUNDLES)
    # More specific than static's /static/<path:filename>, so it is matched first.
    app.add_url_rule("/static/bundles/<kind>.js", "bundle", serve_bundle)
    app.add_template_global(bundle_url, "bundle_url")
