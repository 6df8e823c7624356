"""The app's secret key: made once per installation, kept in the instance folder, never half written."""

from pathlib import Path

from scorekeeper.storage.database_file import secret_file

SECRET_KEY_LENGTH = 32  # characters; the key made here is 64 hex digits


class SecretKeyError(RuntimeError):
    """The instance's secret key file is unusable: the app refuses to start rather than fail every page."""


def secret_key(path: Path) -> str:
    """The key in `path`, made on first start (storage/database_file.py's secret_file: never half
    written, one key for every process), so sessions and form tokens outlive a restart."""
    key = secret_file(path)
    if len(key) < SECRET_KEY_LENGTH:
        raise SecretKeyError(
            f"{path} holds {'no key' if not key else f'a key of only {len(key)} characters'}; "
            f"a secret key needs at least {SECRET_KEY_LENGTH}. Delete the file to have a new key made at the next "
            "start (open pages will need a reload), or write a longer key into it."
        )
    return key
