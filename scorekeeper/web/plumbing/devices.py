"""Which games this device may list: the ones it started, imported or opened by their link.

The list lives in the signed session cookie, so the server keeps no record of devices (only of a
club member's pass) and a GET writes nothing to the database. A cookie holds about 4 KB: the newest
DEVICE_GAMES games are kept, and an older one is still reached through its link (or the club list).
"""

import hashlib
import hmac
import secrets

from flask import current_app, request, session
from itsdangerous import BadSignature

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

DEVICE_GAMES = 80
COOKIE_VERSION = 2  # sessions without it were made before games had private links


def known_ids() -> list[str]:
    """Ids of the games on this device's list, most recently opened first."""
    return list(session.get("games", []))


# The service worker's own fetch of a page to keep a copy for offline use. It carries the cookie
# of the moment it started; answering it with a reordered list would race the player's next page
# and could drop the game that page just added, so such a fetch leaves the list alone.
BACKGROUND_COPY = "X-Background-Copy"


def remember(game_id: str) -> None:
    """Put a game at the top of this device's list (opening its link is joining it)."""
    if request.headers.get(BACKGROUND_COPY):
        return
    ids = known_ids()
    if ids[:1] != [game_id]:  # unchanged, the cookie need not be sent again
        session["games"] = ([game_id] + [known for known in ids if known != game_id])[
            :DEVICE_GAMES
        ]


def forget(game_id: str) -> None:
    """Take a game off this device's list (the game itself stays on the server)."""
    session["games"] = [known for known in known_ids() if known != game_id]


# Requests that never use the device's list: no session is started for them (a phone's poll, sent
# without its cookie, would otherwise get a new cookie back every two seconds).
SESSIONLESS = {
    "static",
    "live.version",
    "installable.manifest",
    "installable.service_worker",
}


def before_each_page() -> None:
    """A new session is stamped (adopting the older games if it is the old app's) and every
    session gets the device's own random id, which keys its imports (`import_key`)."""
    if request.endpoint in SESSIONLESS:
        return
    if session.get("v") != COOKIE_VERSION:
        adopt_legacy_games()
    if "device" not in session:
        session["device"] = secrets.token_urlsafe(12)


def import_key(record: dict) -> str | None:
    """A record's identity among this device's imports: the same record imported again here
    finds the game it became; imported on another device, it is a copy of that device's own."""
    device = session.get("device")
    return storage.import_key(device, record) if device else None


def adopt_legacy_games() -> None:
    """A device that used the app before private links keeps seeing the games of that time,
    which every device could see then; any other device starts with none.

    What tells such a device apart is not the session's content (the old app kept only a CSRF
    token, which any page, even a 404, now gives a new device too) but when its cookie was
    signed: the signature carries its time, and only a cookie signed before this database got
    private links is the old app's. A cookie cannot be signed back in time without the key."""
    signed = _session_signed_at()
    session["v"] = COOKIE_VERSION
    session.permanent = True
    session["games"] = []
    if signed is not None:
        since = storage.private_links_since(get_db())
        # Whole seconds: a cookie signed in the second of the upgrade is not counted as older.
        if since is not None and signed < since.replace(microsecond=0):
            session["games"] = storage.legacy_games(get_db())[:DEVICE_GAMES]


def _session_signed_at():
    """When the session cookie this request carries was signed (None without a valid one)."""
    value = request.cookies.get(current_app.config["SESSION_COOKIE_NAME"])
    serializer = current_app.session_interface.get_signing_serializer(current_app)
    if not value or serializer is None:
        return None
    try:
        return serializer.loads(value, return_timestamp=True)[1]
    except BadSignature:
        return None


def club_key(passphrase: str) -> str:
    """What the session keeps to show the club list: changing the passphrase locks every device out."""
    secret = current_app.config["SECRET_KEY"]
    secret = secret.encode() if isinstance(secret, str) else secret
    return hmac.new(secret, passphrase.encode(), hashlib.sha256).hexdigest()


def club_passphrase() -> str | None:
    return current_app.config["CLUB_PASSPHRASE"] or None


def is_club() -> bool:
    """True when this device holds a club pass that was not revoked (Leave the club), given for
    the passphrase the club has now."""
    passphrase = club_passphrase()
    if not passphrase or "club" not in session:
        return False
    granted = storage.pass_key(get_db(), session["club"])
    return granted is not None and hmac.compare_digest(granted, club_key(passphrase))


def join_club(passphrase: str) -> None:
    """This device shows the club list from now on (a pass kept on the server, until it leaves)."""
    session["club"] = storage.grant_pass(get_db(), club_key(passphrase))


def leave_club() -> None:
    """Revoke this device's pass on the server: a copy of its cookie no longer opens the list."""
    storage.revoke_pass(get_db(), session.pop("club", None))


def opens_club(passphrase: str) -> bool:
    """Whether `passphrase` is the club's, compared in constant time."""
    wanted = club_passphrase()
    return bool(wanted) and hmac.compare_digest(club_key(passphrase), club_key(wanted))
