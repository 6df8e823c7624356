"""Replacing a group's links: a recording or view-only link that went further than it should (a
screenshot in the wrong chat, a member who left) is replaced by a new one, and the old one opens
nothing from then on. The group's games keep their own links, so a game in play goes on. Each
replacement is kept with its time, for the group's page to tell its members for a while."""

from datetime import datetime, timedelta, timezone

from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import NotFound, now_utc, writing

LINKS = {"record": "token", "view": "view_token"}  # which link -> its column
TOLD_FOR = timedelta(days=30)  # how long the group's page says a link was replaced


def replace_link(db, group_pk, which) -> str:
    """A new `which` link ("record" or "view") for the group; the old one is gone. Returns it."""
    column = LINKS[which]
    token = new_token()
    with writing(db):
        if not db.execute(
            f"UPDATE groups SET {column} = ? WHERE id = ?", [token, group_pk]
        ).rowcount:
            raise NotFound(f"no group {group_pk}")
        db["group_link_changes"].insert(
            {"group_id": group_pk, "which": which, "at": now_utc()}
        )
    return token


def recent_link_changes(db, group_pk, now=None) -> list[dict]:
    """The group's link replacements of the last TOLD_FOR, newest first: {"which", "at"}."""
    now = now or datetime.now(timezone.utc)
    since = (now - TOLD_FOR).isoformat(timespec="microseconds")
    return [
        {"which": row[0], "at": row[1]}
        for row in db.execute(
            "SELECT which, at FROM group_link_changes WHERE group_id = ? AND at >= ?"
            " ORDER BY id DESC",
            [group_pk, since],
        )
    ]
