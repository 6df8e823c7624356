"""No working key at rest: the database keeps each link's key as a digest, to find it by, and a
seal, to show it again, and neither opens anything without the instance's link secret.

- The digest is SHA-256 of the key. A key is 128 random bits, so its digest can be neither
  reversed nor guessed; it needs no secret, so a link is found the same way on any server.
- The seal is the key XOR a keyed hash (HMAC-SHA256 with the link secret) of its digest: the
  server opens it to show a link again (a group's page lists its games' links, the director's
  page its tables' and room's links); a copy of the database without the secret cannot.
- The link secret lives in a file beside the database (`link_secret`), never inside it, so a
  backup holds no key: restored beside the same secret every link works; restored elsewhere,
  `open_db` says so plainly (LinksSealedElsewhere) rather than show links that open nothing.

Connections get three SQL functions, so the queries stay one statement: key_digest(key),
seal_key(key) and open_key(digest, seal) (NULL if the seal was made under another secret)."""

import hashlib
import hmac
from functools import lru_cache
from pathlib import Path

from scorekeeper.storage.database_file import secret_file

SECRET_NAME = "link_secret"
_CHECK = b"scorekeeper link seals"
_secrets: dict[
    str, bytes
] = {}  # the secret file's path -> its bytes, read once a process


# Every key column and what it became in 0021: (table, its column then, digest, seal).
SEALED_KEYS = (
    ("games", "token", "token_digest", "token_seal"),
    ("games", "view_token", "view_digest", "view_seal"),
    ("groups", "token", "token_digest", "token_seal"),
    ("groups", "view_token", "view_digest", "view_seal"),
    ("events", "token", "token_digest", "token_seal"),
    ("events", "view_token", "view_digest", "view_seal"),
    ("event_tables", "token", "token_digest", "token_seal"),
)
_ROW = {"event_tables": "event_id, number"}  # how a row is named (no rowid there)


class LinksSealedElsewhere(RuntimeError):
    """The database's links were sealed with another server's link secret."""


def secret_path(database) -> Path:
    return Path(database).resolve().parent / SECRET_NAME


def link_secret(database) -> bytes:
    """The link secret beside `database`, made on first use (64 hex digits, owner-only), linked
    into place so two processes starting at once read the same one."""
    path = secret_path(database)
    known = _secrets.get(str(path))
    if known is not None:
        return known
    value = secret_file(path).encode()
    if len(value) < 32:
        raise LinksSealedElsewhere(f"{path} holds no usable link secret")
    _secrets[str(path)] = value
    return value


def forget_secrets() -> None:
    """For tests that replace a secret file: read it again."""
    _secrets.clear()


def digest(key) -> str | None:
    if not isinstance(key, str):
        return None
    return hashlib.sha256(key.encode()).hexdigest()


def _pad(secret: bytes, key_digest: str, length: int) -> bytes:
    pad = b""
    counter = 0
    while len(pad) < length:
        block = f"{counter}:{key_digest}".encode()
        pad += hmac.new(secret, block, hashlib.sha256).digest()
        counter += 1
    return pad[:length]


def seal(secret: bytes, key: str) -> str:
    raw = key.encode()
    pad = _pad(secret, digest(key), len(raw))
    return bytes(a ^ b for a, b in zip(raw, pad)).hex()


def unseal(secret: bytes, key_digest, sealed) -> str | None:
    """The key, or None: no seal, or a seal made under another secret (its digest differs)."""
    if not isinstance(sealed, str) or not isinstance(key_digest, str):
        return None
    try:
        raw = bytes.fromhex(sealed)
        pad = _pad(secret, key_digest, len(raw))
        key = bytes(a ^ b for a, b in zip(raw, pad)).decode()
    except ValueError:
        return None
    return key if hmac.compare_digest(digest(key), key_digest) else None


@lru_cache(maxsize=16384)
def _opened(secret: bytes, key_digest, sealed) -> str | None:
    """unseal, once a process for each seal: an event's board lists its 400 tables' links, and
    opening a seal is two HMACs and a SHA-256 in Python (a quarter of a board's drawing)."""
    return unseal(secret, key_digest, sealed)


def check_value(secret: bytes) -> str:
    """What the database keeps to tell its own secret from another (not a key, not the secret)."""
    return hmac.new(secret, _CHECK, hashlib.sha256).hexdigest()


def register(connection, database) -> None:
    """Give a connection the three SQL functions, with the link secret beside `database`."""
    secret = link_secret(database)
    connection.create_function("key_digest", 1, digest, deterministic=True)
    connection.create_function(
        "seal_key", 1, lambda key: seal(secret, key) if isinstance(key, str) else None
    )
    connection.create_function(
        "open_key", 2, lambda d, s: _opened(secret, d, s), deterministic=True
    )


def sealed(db, key: str) -> tuple[str, str]:
    """(digest, seal) of a new key, as this connection's secret makes them."""
    return tuple(db.execute("SELECT key_digest(?), seal_key(?)", [key, key]).fetchone())


def claim_or_check(db, database) -> None:
    """The first open marks the database with its secret's check value; a later open under
    another secret is refused, saying what to do."""
    check = check_value(link_secret(database))
    row = db.execute("SELECT value FROM link_seal WHERE id = 1").fetchone()
    if row is None:
        db.execute("INSERT INTO link_seal (id, value) VALUES (1, ?)", [check])
        db.conn.commit()
    elif not hmac.compare_digest(row[0], check):
        raise LinksSealedElsewhere(
            f"The links in {database} were sealed with another server's link secret, so this "
            f"server cannot show them. Copy the file {SECRET_NAME} from the server this database "
            f"came from to {secret_path(database)} (then every link works as before), or run "
            "`scorekeeper new-links` to give every game, group and evening new links (the old "
            "ones stop working: share the new ones again)."
        )


def new_links(db, new_key) -> int:
    """Every key replaced by a new one (`new_key()` makes each), sealed with this connection's
    secret, and the database marked as this secret's: for a database restored under another
    secret whose old one is lost. Every link given out before stops working. Returns how many."""
    count = 0
    with db.conn:
        for table, _, digest_column, seal_column in SEALED_KEYS:
            names = _ROW.get(table, "id")
            for row in db.execute(f"SELECT {names} FROM {table}").fetchall():
                where = " AND ".join(f"{n} = ?" for n in names.split(", "))
                db.execute(
                    f"UPDATE {table} SET {digest_column} = ?, {seal_column} = ?"
                    f" WHERE {where}",
                    [*sealed(db, new_key()), *row],
                )
                count += 1
        db.execute("DELETE FROM link_seal")
    return count
