"""Room on the disk: a write is refused while the database's filesystem has less free space than
the reserve, and a ballast file keeps a little room that only SQLite's own files get.

SQLite needs room to work even for a read: a new connection after the last one closed rebuilds
the WAL index (the -shm file, 32 KB, mapped into memory) and, on a disk with no free block at all,
fails with "disk I/O error" (and where the kernel lets the mapping be written past what the file
could allocate, the process dies of SIGBUS). Refusing writes well before the disk is full keeps
that room; the ballast is for when something else filled the disk: deleting it frees the room
SQLite needs to start and read."""

import os
import shutil
from pathlib import Path

from scorekeeper.storage.transactions import CannotWrite

BALLAST_NAME = "disk-ballast"


class DiskFull(CannotWrite):
    """Less free space than the reserve: nothing was written, and nothing will be until there is."""


def free_bytes(path) -> int:
    """Free space for this process on the filesystem holding `path` (a file or its folder)."""
    folder = Path(path).parent if not Path(path).is_dir() else Path(path)
    return shutil.disk_usage(folder).free


def check_room(path, reserve: int) -> None:
    """Raise DiskFull if writing now would eat into the reserve."""
    if reserve <= 0:
        return
    free = free_bytes(path)
    if free < reserve:
        raise DiskFull(
            f"only {megabytes(free)} free on the disk of {path},"
            f" below the reserve of {megabytes(reserve)}: writes are refused"
        )


def megabytes(count: int) -> str:
    return f"{count / 2**20:.1f} MB"


def keep_ballast(folder, size: int, reserve: int) -> bool:
    """Write the ballast file (real blocks, not a sparse file) if there is room for it and the
    reserve; True if it is there now."""
    ballast = Path(folder) / BALLAST_NAME
    if size <= 0:
        return False
    if ballast.exists() and ballast.stat().st_size >= size:
        return True
    if free_bytes(folder) < size + reserve:
        return False
    chunk = b"\0" * 2**16
    try:
        with open(ballast, "wb") as out:
            for _ in range(0, size, len(chunk)):
                out.write(chunk)
            out.flush()
            os.fsync(out.fileno())
    except OSError:
        ballast.unlink(missing_ok=True)
        return False
    return True


def release_ballast(folder) -> int:
    """Delete the ballast file, giving its room to SQLite; the bytes freed."""
    ballast = Path(folder) / BALLAST_NAME
    try:
        size = ballast.stat().st_size
        ballast.unlink()
    except FileNotFoundError:
        return 0
    return size


def stored_bytes(db) -> int:
    """What the database holds: its pages in use (free pages left by deletions not counted)."""
    pages, free, size = (
        db.execute(f"PRAGMA {name}").fetchone()[0]
        for name in ("page_count", "freelist_count", "page_size")
    )
    return (pages - free) * size
