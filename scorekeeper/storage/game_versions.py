"""What a phone following a game asks every two seconds: has the game changed? The answer is the
game's version, read by its indexed token and nothing else; only when it has changed is the last
change looked up (which hand, and whether it was saved, corrected or deleted). Reads only."""


def version_of(db, game_id) -> int | None:
    """The game's version (every write bumps it), or None when there is no such game."""
    row = db.execute(
        "SELECT version FROM games WHERE token_digest = key_digest(?)", [game_id]
    ).fetchone()
    return row[0] if row else None


def latest_change(db, game_id) -> dict | None:
    """The game's version, its number of hands and its newest change, read in one transaction:
    {"version", "hands", "change": {"action": "add" | "edit" | "delete" | "setup", "position"} or None}."""
    with db.atomic():
        row = db.execute(
            "SELECT id, version FROM games WHERE token_digest = key_digest(?)",
            [game_id],
        ).fetchone()
        if row is None:
            return None
        pk, version = row
        hands = db.execute(
            "SELECT count(*) FROM hands WHERE game_id = ?", [pk]
        ).fetchone()[0]
        hand = db.execute(
            "SELECT action, position, at FROM hand_changes WHERE game_id = ? ORDER BY id DESC LIMIT 1",
            [pk],
        ).fetchone()
        setup = db.execute(
            "SELECT at FROM game_changes WHERE game_id = ? ORDER BY id DESC LIMIT 1",
            [pk],
        ).fetchone()
    change = None
    if hand:
        change = {"action": hand[0], "position": hand[1]}
    if setup and (not hand or setup[0] > hand[2]):
        change = {"action": "setup", "position": None}
    return {"version": version, "hands": hands, "change": change}
