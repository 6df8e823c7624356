"""Club passes: a device that gave the club passphrase holds a random pass in its cookie, and the
server keeps the pass with a digest of the passphrase it was given for. Leaving the club deletes
the pass here, so a copy of the cookie made before stops showing the club list too; changing the
passphrase makes every pass's digest stale, which locks every device out."""

import secrets

from scorekeeper.storage.transactions import now_utc, writing


def grant_pass(db, key: str) -> str:
    """A new pass for the passphrase whose digest is `key`."""
    club_pass = secrets.token_urlsafe(16)
    with writing(db):
        db.execute(
            "INSERT INTO club_passes (pass, key, created) VALUES (?, ?, ?)",
            [club_pass, key, now_utc()],
        )
    return club_pass


def pass_key(db, club_pass) -> str | None:
    """The passphrase digest a pass was granted for, or None for no (or a revoked) pass."""
    if not isinstance(club_pass, str):
        return None
    row = db.execute(
        "SELECT key FROM club_passes WHERE pass = ?", [club_pass]
    ).fetchone()
    return row[0] if row else None


def revoke_pass(db, club_pass) -> None:
    """The pass no longer opens the club list, on any device that holds a copy."""
    if isinstance(club_pass, str):
        with writing(db):
            db.execute("DELETE FROM club_passes WHERE pass = ?", [club_pass])
