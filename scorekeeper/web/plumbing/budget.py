"""What one address and the whole server may store: new games and imports per hour per address
(429 past it), and a ceiling on the whole database (507 past it), so nobody on the Wi-Fi can fill
the disk with imports. Only what was stored counts (a redirect); a refused form costs nothing.

Counts are kept in this process's memory by the passphrase's limiter (throttle.py), so a
restart forgets them; the ceiling is measured on the database itself, so it never forgets."""

from functools import wraps

from flask import current_app, request

from scorekeeper.storage.disk_space import megabytes, stored_bytes
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.throttle import limiter

BUDGET = "budget"  # the 429's description: the budget's page, not the passphrase's


class ServerFull(Exception):
    """The database holds STORE_CEILING_BYTES already: no new game until some are deleted."""


def per_hour(setting: str):
    return lambda: f"{current_app.config[setting]} per hour"


def stored(response) -> bool:
    return response.status_code in (302, 303)


# A group file stores about six times its size (its hands as rows, each game's summary, the
# indexes: benchmarks/group_import_bench.py measured 119 MB for an 18.9 MB file).
GROUP_FILE_GROWTH = 6


def check_ceiling(extra: int = 0) -> None:
    """ServerFull once the database holds STORE_CEILING_BYTES, or would with `extra` bytes more
    (what an upload about to be stored is expected to add)."""
    ceiling = current_app.config["STORE_CEILING_BYTES"]
    if ceiling and stored_bytes(get_db()) + extra >= ceiling:
        raise ServerFull(
            f"the database holds {megabytes(stored_bytes(get_db()))},"
            f" {megabytes(extra)} more are on the way,"
            f" the ceiling is {megabytes(ceiling)}: new games are refused"
        )


def _budgeted(setting: str, scope: str):
    def decorate(view):
        @wraps(view)
        def guarded(*args, **kwargs):
            if request.method == "POST":
                check_ceiling()
            return view(*args, **kwargs)

        return limiter.shared_limit(
            per_hour(setting),
            scope=scope,
            methods=["POST"],
            deduct_when=stored,
            error_message=BUDGET,
        )(guarded)

    return decorate


new_games = _budgeted("NEW_GAMES_PER_HOUR", "new games")  # a new game, a rematch
# a game record, a file of games or a group
imports = _budgeted("IMPORTS_PER_HOUR", "imports")
# made, moved into or imported
new_groups = _budgeted("NEW_GROUPS_PER_HOUR", "new groups")
