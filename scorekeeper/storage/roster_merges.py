"""Merging a group's roster entries, on the server so every member phone counts the same people:
two spellings of one person ("Ann" and "Anna") become one, each merge kept (and undone) in
roster_merges; suggested pairs for the players to review. Merges never touch the games."""

from difflib import SequenceMatcher

from scorekeeper.record.names import name_key
from scorekeeper.storage.roster_rows import people_of, roster, roster_entry
from scorekeeper.storage.transactions import now_utc, writing


def merge(db, group_pk, from_id, into_id) -> int | None:
    """Count `from_id` as `into_id` from now on, on every phone; returns the merge's id (to undo it),
    or None when they already are one person."""
    with writing(db):
        roster_entry(db, group_pk, from_id), roster_entry(db, group_pk, into_id)
        people = people_of(roster(db, group_pk))
        if people[from_id] == people[into_id]:
            return None
        source = people[from_id]  # merge the whole person, not one spelling of her
        db.execute(
            "UPDATE roster SET merged_into = ? WHERE id = ?", [people[into_id], source]
        )
        return (
            db["roster_merges"]
            .insert(
                {
                    "group_id": group_pk,
                    "from_id": source,
                    "into_id": people[into_id],
                    "at": now_utc(),
                    "undone_at": None,
                }
            )
            .last_pk
        )


def undo_merge(db, group_pk, merge_id) -> bool:
    """Count the two apart again; False if there is no such merge in play."""
    with writing(db):
        row = db.execute(
            "SELECT from_id, into_id FROM roster_merges"
            " WHERE id = ? AND group_id = ? AND undone_at IS NULL",
            [merge_id, group_pk],
        ).fetchone()
        if row is None:
            return False
        db.execute(
            "UPDATE roster SET merged_into = NULL WHERE id = ? AND merged_into = ?",
            [row[0], row[1]],
        )
        db.execute(
            "UPDATE roster_merges SET undone_at = ? WHERE id = ?", [now_utc(), merge_id]
        )
        return True


def merges(db, group_pk) -> list[dict]:
    """The merges in play, newest first: {"id", "from", "into", "at"} with the entries' names."""
    return [
        {"id": row[0], "from": row[1], "into": row[2], "at": row[3]}
        for row in db.execute(
            "SELECT m.id, a.name, b.name, m.at FROM roster_merges m"
            " JOIN roster a ON a.id = m.from_id JOIN roster b ON b.id = m.into_id"
            " WHERE m.group_id = ? AND m.undone_at IS NULL ORDER BY m.id DESC",
            [group_pk],
        )
    ]


def suggested_merges(entries) -> list[tuple[dict, dict]]:
    """Pairs of entries that may be one person: one name starts the other ("Ann", "Anna") or
    they differ by about a letter ("Ana", "Anna"); the players decide. Each pair is (newer, older):
    merged as offered, the newer spelling counts as the older, the name the group knew first."""
    live = [e for e in entries if e["merged_into"] is None]
    keys = [name_key(e["name"]) for e in live]
    pairs = []
    # One matcher per second name (difflib caches its index of the second sequence), and the
    # quick ratios first: they bound the ratio from above and rule most pairs out cheaply, so a
    # 200-person roster's 19,900 pairs stay cheap.
    matcher = SequenceMatcher(None, "", "")
    for j, b in enumerate(live):
        kb = keys[j]
        matcher.set_seq2(kb)
        for i in range(j):
            a, ka = live[i], keys[i]
            matcher.set_seq1(ka)
            close = (
                matcher.real_quick_ratio() >= 0.8
                and matcher.quick_ratio() >= 0.8
                and matcher.ratio() >= 0.8
            )
            if len(min(ka, kb, key=len)) >= 3 and (
                close or ka.startswith(kb) or kb.startswith(ka)
            ):
                pairs.append((i, j, (a, b) if a["id"] > b["id"] else (b, a)))
    return [pair for _, _, pair in sorted(pairs, key=lambda found: found[:2])]
