"""The app's secret key: made once per installation, kept in the instance folder, never half written."""

import os
import secrets
from pathlib import Path

SECRET_KEY_LENGTH = 32  # characters; the key made here is 64 hex digits


class SecretKeyError(RuntimeError):
    """The instance's secret key file is unusable: the app refuses to start rather than fail every page."""


def secret_key(path: Path) -> str:
    """The key in `path`, made on first start, so sessions and form tokens outlive a restart.

    The key is written to a temporary file and linked into place, so `path` never exists half
    written (a crash or a full disk leaves no empty key) and, when several processes start on a
    fresh folder, the first link wins and every process reads that one key."""
    if not path.exists():
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
        try:
            with open(
                os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w"
            ) as file:
                file.write(secrets.token_hex(32))
                file.flush()
                os.fsync(file.fileno())
            # unlike a rename, never replaces a key another process wrote
            os.link(temporary, path)
        except FileExistsError:
            pass
        finally:
            temporary.unlink(missing_ok=True)
    key = path.read_text().strip()
    if len(key) < SECRET_KEY_LENGTH:
        raise SecretKeyError(
            f"{path} holds {'no key' if not key else f'a key of only {len(key)} characters'}; "
            f"a secret key needs at least {SECRET_KEY_LENGTH}. Delete the file to have a new key made at the next "
            "start (open pages will need a reload), or write a longer key into it."
        )
    return key
