"""The groups this device joined, in its signed session cookie: a few keys (a group's recording or
view-only token), never the group's games, so a device lists every game of its groups however many
there are. A cleared cookie loses only these keys: opening a group's link again joins it again.

One of them is the device's home: the group its games list shows and a new game from it goes
into. A device that never joined a group gets one of its own with its first game, unnamed
("This phone's games") until it is named and shared like any other."""

import secrets

from flask import session

from scorekeeper import storage

# each key is 22 characters: the cookie stays under 4 KB; home is never dropped
DEVICE_GROUPS = 64
DIRECTED = 8  # the evenings this device opened with their director's link, newest first


def joined() -> list[str]:
    """Keys of the groups this device joined, most recently opened first."""
    return list(session.get("groups", []))


def join(key: str, *, can_record: bool = False) -> None:
    """Opening a group's link joins it (again, at the top of the list). A device with no home
    makes the first group it can record in its home. (The service worker's own fetch of a page to
    keep a copy changes nothing: its session is never saved, background_copies.py.)"""
    keys = joined()
    if keys[:1] != [key]:
        kept = [k for k in keys if k != key][: DEVICE_GROUPS - 1]
        home = session.get("home")
        if home and home != key and home not in kept:
            kept = kept[:-1] + [home]
        session["groups"] = [key] + kept
    if can_record and not session.get("home"):
        session["home"] = key


def home_key() -> str | None:
    return session.get("home")


def home_group(db) -> dict | None:
    """The device's home group (by its recording key), or None. A cookie from before homes
    takes the first group it joined with a recording key."""
    keys = [home_key()] if home_key() else joined()
    for key in keys:
        group = storage.group_by_key(db, key)
        if group and group["can_record"]:
            _remember_home(key)
            return group
    return None


def _remember_home(key: str) -> None:
    """Write the home into the cookie only when it changes: an unchanged cookie is not sent
    again, so a page read never overwrites what a newer page wrote."""
    if session.get("home") != key:
        session["home"] = key


def ensure_home(db) -> dict:
    """The device's home group, made (unnamed, private) if it has none: its first game's."""
    group = home_group(db)
    if group is None:
        token = storage.device_group(db, session.setdefault("device", new_device()))
        group = storage.group_by_key(db, token)
        session.pop("home", None)
        join(group["token"], can_record=True)
    return group


def new_device() -> str:
    """A device's own random id (it keys its imports and its own group)."""
    return secrets.token_urlsafe(12)


def held_key(group: dict | None) -> str | None:
    """The key this device joined `group` with (its recording or view-only one), or None."""
    if group is None:
        return None
    keys = set(joined())
    return next((k for k in (group["token"], group["view_token"]) if k in keys), None)


def replaced(old: str, new: str) -> None:
    """A group's link was replaced on this phone: the new key stands where the old one stood
    (its home too), so the phone keeps the group (storage/group_store/link_replacements.py)."""
    session["groups"] = [new if k == old else k for k in joined()]
    if session.get("home") == old:
        session["home"] = new


def leave(*keys: str) -> None:
    """This device forgets the group (the group and its games stay on the server)."""
    session["groups"] = [k for k in joined() if k not in keys]
    if session.get("home") in keys:
        session.pop("home")


def directed(key: str) -> None:
    """This device opened an evening with its director's link: its group's page lists the
    evening by that link here, and by the room's everywhere else (the director's link is the
    director's alone; a replaced one is never listed again)."""
    keys = [key] + [k for k in session.get("directed", []) if k != key]
    if session.get("directed", [])[:1] != [key]:
        session["directed"] = keys[:DIRECTED]


def directs(key: str) -> bool:
    return key in session.get("directed", [])
