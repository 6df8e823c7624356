"""A device's own memory: the groups it joined (joined_groups.py), its random id, its club pass.
It keeps no list of games: every game it lists is its home group's (or kept by it).

Before groups, the cookie held a list of the device's games, the newest 80. Such a cookie is
read once more, at the device's next visit: its games move into the device's home group (made
for it if it has none), its merged spellings become the group's roster merges, and the list is
dropped from the cookie. After that no list of games is ever kept on the device.
"""

import hashlib
import hmac

from flask import current_app, request, session
from itsdangerous import BadSignature

from scorekeeper import storage
from scorekeeper.record.names import name_key
from scorekeeper.storage.group_store import kept_games
from scorekeeper.web.plumbing import joined_groups
from scorekeeper.web.plumbing.database import get_db

COOKIE_VERSION = 2  # sessions without it were made before games had private links


# Requests that never use the device's list: no session is started for them (a phone's poll, sent
# without its cookie, would otherwise get a new cookie back every two seconds).
SESSIONLESS = {
    "static",
    "bundle",
    "live.version",
    "installable.manifest",
    "installable.service_worker",
}


def before_each_page() -> None:
    """A new session is stamped (adopting the older games if it is the old app's), every session
    gets the device's own random id, which keys its imports (`import_key`), and an old cookie's
    list of games moves into the device's group, once."""
    if request.endpoint in SESSIONLESS:
        return
    if session.get("v") != COOKIE_VERSION:
        adopt_legacy_games()
    if "device" not in session:
        session["device"] = joined_groups.new_device()
    if session.get("games") or session.get("merges"):
        move_old_list_in()
    elif "games" in session:
        del session["games"]


def move_old_list_in() -> None:
    """The cookie's list of games (from before groups) joins the device's home group, in one
    transaction; its merged spellings become the group's merges. Then the list is gone."""
    db = get_db()
    group = joined_groups.ensure_home(db)
    kept_games.keep(db, group["pk"], session.get("games", []))
    entries = storage.roster(db, group["pk"])
    by_key = {name_key(e["name"]): e["id"] for e in entries}
    for first, second in session.get("merges", []):
        into, merged = by_key.get(name_key(first)), by_key.get(name_key(second))
        if into and merged:
            storage.merge(db, group["pk"], merged, into)
    session.pop("games", None)
    session.pop("merges", None)


def phone_mark() -> str | None:
    """What a hand keeps of the phone that saved it: a digest of the device's random id (the id
    itself stays in the cookie), so the table's other side, not this phone, gives the OK."""
    device = session.get("device")
    return (
        hashlib.sha256(f"saved-by:{device}".encode()).hexdigest()[:32]
        if device
        else None
    )


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
    if signed is not None:
        since = storage.private_links_since(get_db())
        # Whole seconds: a cookie signed in the second of the upgrade is not counted as older.
        if since is not None and signed < since.replace(microsecond=0):
            session["games"] = storage.legacy_games(get_db())


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
