"""The paper workers' queue, kept in the database so every web process and every worker sees
the same one: a row per document (its kind, whose it is, the version of what it shows, and the
rest of the ask: paper, language), asked once however many phones ask for it, claimed by one
worker process (an UPDATE only one can win), then ready with its file or failed with the reason.

A claim names the worker's process id. When that process is gone (killed, crashed) its rows go
back to waiting, at most ATTEMPTS times in all, and are then failed with the reason said.

Whose a document is and what it was asked with hold a link's key, and no working key is kept at
rest (key_seals.py): `subject` and `variant` are kept as digests (they are only matched), the
ask's arguments as a seal that the link secret opens."""

import json

from scorekeeper.storage.transactions import now_utc, writing

ATTEMPTS = (
    3  # a document whose drawing killed its worker this often is reported, not retried
)
LOST = "the worker drawing it stopped {attempts} times"
COLUMNS = (
    "id, kind, subject, version, variant, args_json, state, claimed_by, attempts,"
    " file, error, cpu_seconds, asked, started, finished"
)
# what is read of a row: the arguments opened from their seal ([digest, seal] as JSON)
_READ = COLUMNS.replace(
    "args_json",
    "open_key(json_extract(args_json, '$[0]'), json_extract(args_json, '$[1]'))",
)


def _row(cursor_row) -> dict | None:
    if cursor_row is None:
        return None
    job = dict(zip([c.strip() for c in COLUMNS.split(",")], cursor_row))
    job["args"] = json.loads(job.pop("args_json"))
    return job


def job(db, job_id) -> dict | None:
    return _row(
        db.execute(f"SELECT {_READ} FROM paper_jobs WHERE id = ?", [job_id]).fetchone()
    )


def find(db, kind, subject, version, variant) -> dict | None:
    return _row(
        db.execute(
            f"SELECT {_READ} FROM paper_jobs WHERE kind = ? AND subject = key_digest(?)"
            " AND version = ? AND variant = key_digest(?)",
            [kind, subject, str(version), variant],
        ).fetchone()
    )


def ask(db, kind, subject, version, variant, args: dict, alive) -> dict:
    """The document's row, asked now if nobody asked before; one claimed by a process that is
    no longer `alive(pid)` goes back to waiting first (a server killed while it drew)."""
    found = find(db, kind, subject, version, variant)
    if found and not (found["state"] == "drawing" and not alive(found["claimed_by"])):
        return found
    with writing(db):
        if found:
            _give_back(db, "id = ? AND state = 'drawing'", [found["id"]])
        else:
            db.execute(
                "INSERT OR IGNORE INTO paper_jobs"
                " (kind, subject, version, variant, args_json, state, asked)"
                " VALUES (?, key_digest(?), ?, key_digest(?),"
                " json_array(key_digest(?), seal_key(?)), 'waiting', ?)",
                [
                    kind,
                    subject,
                    str(version),
                    variant,
                    *[json.dumps(args)] * 2,
                    now_utc(),
                ],
            )
    return find(db, kind, subject, version, variant)


def claim(db, pid: int, job_id=None) -> dict | None:
    """The oldest waiting document (or `job_id` if it waits), now this process's to draw (None:
    nothing waits). Two workers asking at once never get the same row: the UPDATE checks it is
    still waiting."""
    with writing(db):
        row = db.execute(
            "SELECT id FROM paper_jobs WHERE state = 'waiting' AND (? IS NULL OR id = ?)"
            " ORDER BY id LIMIT 1",
            [job_id, job_id],
        ).fetchone()
        if row is None:
            return None
        won = db.execute(
            "UPDATE paper_jobs SET state = 'drawing', claimed_by = ?,"
            " attempts = attempts + 1, started = ? WHERE id = ? AND state = 'waiting'",
            [pid, now_utc(), row[0]],
        ).rowcount
    return job(db, row[0]) if won else None


def waiting(db) -> bool:
    return bool(
        db.execute(
            "SELECT 1 FROM paper_jobs WHERE state = 'waiting' LIMIT 1"
        ).fetchone()
    )


def finish(db, job_id, file: str, cpu_seconds: float) -> list[str]:
    """The document is drawn (`file` written): ready. Its older versions are dropped, and
    their files returned for the caller to delete."""
    with writing(db):
        done = job(db, job_id)
        db.execute(
            "UPDATE paper_jobs SET state = 'ready', file = ?, cpu_seconds = ?,"
            " finished = ?, error = NULL WHERE id = ?",
            [file, cpu_seconds, now_utc(), job_id],
        )
        older = db.execute(
            "SELECT id, file FROM paper_jobs WHERE kind = ? AND subject = ? AND variant = ?"
            " AND id < ? AND state IN ('ready', 'failed')",
            [done["kind"], done["subject"], done["variant"], job_id],
        ).fetchall()
        db.execute(
            f"DELETE FROM paper_jobs WHERE id IN ({', '.join('?' * len(older))})",
            [pk for pk, _ in older],
        )
    return [name for _, name in older if name]


def fail(db, job_id, error: str) -> None:
    with writing(db):
        db.execute(
            "UPDATE paper_jobs SET state = 'failed', error = ?, finished = ? WHERE id = ?",
            [error[:500], now_utc(), job_id],
        )


def again(db, job_id) -> None:
    """A failed document, or a ready one whose file went missing, asked afresh."""
    with writing(db):
        db.execute(
            "UPDATE paper_jobs SET state = 'waiting', attempts = 0, error = NULL,"
            " file = NULL, claimed_by = NULL WHERE id = ? AND state IN ('failed', 'ready')",
            [job_id],
        )


def release(db, pid: int) -> int:
    """What the process `pid` was drawing when it stopped goes back to waiting (or fails after
    ATTEMPTS tries): how many rows it held."""
    with writing(db):
        return _give_back(db, "claimed_by = ? AND state = 'drawing'", [pid])


def _give_back(db, where: str, params: list) -> int:
    held = db.execute(
        "UPDATE paper_jobs SET state = 'waiting', claimed_by = NULL"
        f" WHERE {where} AND attempts < ?",
        [*params, ATTEMPTS],
    ).rowcount
    failed = db.execute(
        "UPDATE paper_jobs SET state = 'failed', finished = ?,"
        f" error = replace(?, '{{attempts}}', attempts) WHERE {where}",
        [now_utc(), LOST, *params],
    ).rowcount
    return held + failed
