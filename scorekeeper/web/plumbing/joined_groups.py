"""The groups this device joined, in its signed session cookie: a few keys (a group's recording or
view-only token), never the group's games, so a device lists every game of its groups however many
there are. A cleared cookie loses only these keys: opening a group's link again joins it again."""

from flask import session

DEVICE_GROUPS = 12  # each key is 22 characters: the cookie stays far under 4 KB


def joined() -> list[str]:
    """Keys of the groups this device joined, most recently opened first."""
    return list(session.get("groups", []))


def join(key: str) -> None:
    """Opening a group's link joins it (again, at the top of the list)."""
    keys = joined()
    if keys[:1] != [key]:
        session["groups"] = ([key] + [k for k in keys if k != key])[:DEVICE_GROUPS]


def leave(*keys: str) -> None:
    """This device forgets the group (the group and its games stay on the server)."""
    session["groups"] = [k for k in joined() if k not in keys]


def move_in_offered() -> bool:
    """Whether this device was already offered to make a group of its games (offered once)."""
    return bool(session.get("group_offer"))


def offer_done() -> None:
    session["group_offer"] = 1
