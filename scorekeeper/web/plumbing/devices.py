"""Which games this device may list: the ones it created or opened by their link.

The list lives in the signed session cookie, so the server keeps no record of devices and a GET
writes nothing to the database. A cookie holds about 4 KB: the newest DEVICE_GAMES games are kept,
and an older one is still reached through its link (or the club list).
"""

import hashlib
import hmac

from flask import current_app, request, session

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

DEVICE_GAMES = 80
COOKIE_VERSION = 2  # sessions without it were made before games had private links


def known_ids() -> list[str]:
    """Ids of the games on this device's list, most recently opened first."""
    return list(session.get("games", []))


def remember(game_id: str) -> None:
    """Put a game at the top of this device's list (opening its link is joining it)."""
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


def adopt_legacy_games() -> None:
    """Run before every page (any page may start a session). A device that used the app before private links has a session but no list: it keeps
    seeing the games of that time, which every device could see then. A new device sees none."""
    if session.get("v") == COOKIE_VERSION or request.endpoint in SESSIONLESS:
        return
    used_before = bool(session)
    session["v"] = COOKIE_VERSION
    session.permanent = True
    session["games"] = (
        storage.legacy_games(get_db())[:DEVICE_GAMES] if used_before else []
    )


def club_key(passphrase: str) -> str:
    """What the session keeps to show the club list: changing the passphrase locks every device out."""
    secret = current_app.config["SECRET_KEY"]
    secret = secret.encode() if isinstance(secret, str) else secret
    return hmac.new(secret, passphrase.encode(), hashlib.sha256).hexdigest()


def club_passphrase() -> str | None:
    return current_app.config["CLUB_PASSPHRASE"] or None


def is_club() -> bool:
    """True when this device gave the club passphrase (and it has not changed since)."""
    passphrase = club_passphrase()
    return bool(passphrase) and hmac.compare_digest(
        session.get("club", ""), club_key(passphrase)
    )


def opens_club(passphrase: str) -> bool:
    """Whether `passphrase` is the club's, compared in constant time."""
    wanted = club_passphrase()
    return bool(wanted) and hmac.compare_digest(club_key(passphrase), club_key(wanted))
