"""Merging a group's roster entries, on the server so every member phone counts the same people:
two spellings of one person ("Ann" and "Anna") become one, each merge kept (and undone) in
roster_merges; suggested pairs for the players to review. Merges never touch the games."""

from difflib import SequenceMatcher

from scorekeeper.record.names import name_key
from scorekeeper.storage.group_store.roster_rows import people_of, roster, roster_entry
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


MERGES_SHOWN = 30  # the newest merges listed with their undo; older ones are counted


def merges(db, group_pk, most=MERGES_SHOWN) -> list[dict]:
    """The newest `most` merges in play, newest first: {"id", "from", "into", "at"} with the
    entries' names (a group file may bring thousands: the page lists a few and counts the rest)."""
    return [
        {"id": row[0], "from": row[1], "into": row[2], "at": row[3]}
        for row in db.execute(
            "SELECT m.id, a.name, b.name, m.at FROM roster_merges m"
            " JOIN roster a ON a.id = m.from_id JOIN roster b ON b.id = m.into_id"
            " WHERE m.group_id = ? AND m.undone_at IS NULL ORDER BY m.id DESC LIMIT ?",
            [group_pk, most],
        )
    ]


SUGGESTIONS = (
    12  # pairs offered at once: the players review these, and the next ones follow
)
_NEIGHBOURS = 8  # spellings compared with each name at most (see suggested_merges)


def merges_in_play(db, group_pk) -> int:
    """How many merges are in play (the page lists the newest few)."""
    return db.execute(
        "SELECT count(*) FROM roster_merges WHERE group_id = ? AND undone_at IS NULL",
        [group_pk],
    ).fetchone()[0]


def suggested_merges(entries, limit=SUGGESTIONS) -> list[tuple[dict, dict]]:
    """Pairs of entries that may be one person: one name starts the other ("Ann", "Anna") or
    they differ by a letter ("Ana", "Anna"); the players decide. Each pair is (newer, older):
    merged as offered, the newer spelling counts as the older, the name the group knew first.

    Never every name against every other (2,000 names made two million comparisons): a name's
    longer spellings follow it in alphabetical order, and two names a letter apart both become
    the same word when each loses one letter, so each name meets only a few others, at most
    `_NEIGHBOURS` a place, and the search stops at `limit` pairs."""
    keyed = sorted(
        (name_key(e["name"]), e["id"], e)
        for e in entries
        if e["merged_into"] is None and len(name_key(e["name"])) >= 3
    )
    pairs, offered = [], set()

    def offer(a, b):
        if a["id"] != b["id"] and frozenset((a["id"], b["id"])) not in offered:
            offered.add(frozenset((a["id"], b["id"])))
            pairs.append((a, b) if a["id"] > b["id"] else (b, a))
        return len(pairs) >= limit

    for index, (key, _, entry) in enumerate(keyed):
        for longer, _, other in keyed[index + 1 : index + 1 + _NEIGHBOURS]:
            if not longer.startswith(key):
                break
            if offer(entry, other):
                return pairs
    for bucket in _one_letter_less(keyed).values():
        for index, (key, entry) in enumerate(bucket):
            for other_key, other in bucket[index + 1 :]:
                close = SequenceMatcher(None, key, other_key).ratio() >= 0.8
                if close and offer(entry, other):
                    return pairs
    return pairs


def _one_letter_less(keyed) -> dict[str, list]:
    """Each word a name becomes with one letter taken out (or none) -> the first few names that
    become it: "ana" and "anna" meet at "ana", "anna" and "anne" at "ann"."""
    buckets: dict[str, list] = {}
    for key, _, entry in keyed:
        for word in {key} | {key[:i] + key[i + 1 :] for i in range(len(key))}:
            bucket = buckets.setdefault(word, [])
            if len(bucket) < _NEIGHBOURS:
                bucket.append((key, entry))
    return {word: bucket for word, bucket in buckets.items() if len(bucket) > 1}
