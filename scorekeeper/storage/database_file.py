"""The database file itself: created private, and never silently replaced by an empty one.

A database that disappears (a deleted or emptied instance folder) must not turn into a fresh,
empty games list. So the first start records the file's path in a marker kept *beside* the
instance folder, where deleting that folder does not take it; a later start that finds the
marker but not the file refuses to serve games and says what happened and how to restore."""

import os
import secrets
from pathlib import Path
from urllib.parse import quote

MARKER_NAME = ".scorekeeper-databases"


class DatabaseMissing(Exception):
    """The database this installation had is gone: restore a backup, or start empty on purpose."""

    def __init__(self, path, marker):
        super().__init__(
            f"The games database {path} is missing, but this installation had one (recorded in {marker}). "
            f"Games are not being served, so nothing is overwritten. Restore a backup with "
            f"`scorekeeper restore BACKUP_FILE`, or delete {marker} to start with no games on purpose."
        )
        self.path = str(path)


def uri(path, mode: str) -> str:
    """SQLite's URI for `path` opened in `mode` ("ro": read only; "rw": never creates the file)."""
    return f"file:{quote(str(Path(path).resolve()))}?mode={mode}"


def default_marker(instance_path) -> Path:
    """Beside the instance folder, so that deleting the folder leaves the marker."""
    return Path(instance_path).resolve().parent / MARKER_NAME


def create_private(path) -> bool:
    """Create an empty database file readable by its owner only (SQLite gives its -wal and
    -shm files the same mode); False if it was there already."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        return False
    return True


def has_data(path) -> bool:
    path = Path(path)
    return path.is_file() and path.stat().st_size > 0


def recorded(marker) -> set[str]:
    try:
        return set(Path(marker).read_text().split("\n")) - {""}
    except FileNotFoundError:
        return set()


def check(path, marker) -> None:
    """Raise DatabaseMissing if the marker remembers this database and it is gone or empty."""
    if not has_data(path) and str(Path(path).resolve()) in recorded(marker):
        raise DatabaseMissing(path, marker)


def remember(path, marker) -> None:
    """Record that this installation keeps its games in `path`."""
    known = recorded(marker)
    resolved = str(Path(path).resolve())
    if resolved in known:
        return
    fd = os.open(marker, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    with os.fdopen(fd, "a") as file:
        file.write(resolved + "\n")


def secret_file(path) -> str:
    """The secret in `path` (64 hex digits, owner-only), made on first use. It is written to a
    temporary file and linked into place, so `path` never exists half written (a crash or a full
    disk leaves no empty secret) and, when several processes start on a fresh folder, the first
    link wins (unlike a rename, a link never replaces one another process wrote) and every
    process reads that one secret. Used for the app's secret key and the link secret."""
    path = Path(path)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with open(fd, "w") as file:
                file.write(secrets.token_hex(32))
                file.flush()
                os.fsync(file.fileno())
            os.link(temporary, path)
        except FileExistsError:
            pass
        finally:
            temporary.unlink(missing_ok=True)
    return path.read_text().strip()
