"""What one address and the whole server may store: new games, imports, groups, a club night's
round starts (their games) and hand writes (saves, corrections, deletions, a table's answers) per
hour per address (429 past it), and a ceiling on the whole database (507 past it), so nobody on
the Wi-Fi can fill the disk. Only what was stored counts (a redirect); a refused form costs
nothing. Corrections and answers stop at the ceiling too; a new hand in a game in play does not,
so the tables finish their games.

The counts are kept in the database (storage/budget_rows.py), so a restart forgets nothing and
every web process counts alike; the address is the phone's behind any front (cli/serving.py)."""

import time
from dataclasses import dataclass
from functools import wraps

from flask import current_app, make_response, request
from werkzeug.exceptions import TooManyRequests

from scorekeeper import storage
from scorekeeper.storage import budget_rows
from scorekeeper.storage.disk_space import megabytes, stored_bytes
from scorekeeper.web.plumbing.database import get_db

BUDGET = "budget"  # the 429's description: the budget's page, not the passphrase's
WRITES = "writes"  # the budget's page, worded for hands
HOUR, MINUTE = 3600, 60


class ServerFull(Exception):
    """The database holds STORE_CEILING_BYTES already: no new game until some are deleted."""


class OverBudget(TooManyRequests):
    """An address spent its budget (or its passphrase tries) for this window."""

    def __init__(self, what: str, retry_after: int):
        super().__init__(description=what, retry_after=retry_after)


@dataclass(frozen=True)
class Budget:
    """So many `scope` an address per window of `seconds`, the number being the `setting`."""

    scope: str
    setting: str
    seconds: int = HOUR
    words: str = BUDGET

    def most(self) -> int:
        return current_app.config[self.setting]

    def refusal(self, now: float) -> OverBudget:
        return OverBudget(self.words, int(self.seconds - now % self.seconds) + 1)


def address() -> str:
    return request.remote_addr or "unknown"


def refuse_if_spent(budgets, amount: int = 1) -> None:
    """OverBudget when `amount` more would take the address past any of `budgets`."""
    db, who, now = get_db(), address(), time.time()
    for budget in budgets:
        if budget_rows.spent(db, budget.scope, who, budget.seconds, now) + amount > (
            budget.most()
        ):
            raise budget.refusal(now)


def spend(budgets, amount: int = 1, *, refuse: bool = False) -> None:
    """Count `amount` against each of `budgets`; with `refuse`, OverBudget if that took the
    address past one (counted as it starts: tries sent at once are counted in turn)."""
    now = time.time()
    spending = [(b.scope, b.seconds) for b in budgets]
    try:
        held = budget_rows.spend(get_db(), spending, address(), amount, now)
    except (storage.CannotWrite, storage.Overloaded) as error:
        if refuse:
            raise
        current_app.logger.error("a budget could not be counted: %s", error)
        return
    for budget, count in zip(budgets, held, strict=True):
        if refuse and count > budget.most():
            raise budget.refusal(now)


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


def stored(response) -> bool:
    return response.status_code in (302, 303)


def _budgeted(budget: Budget, *, ceiling: bool = True, counts=stored):
    """A POST view within `budget` (and the ceiling): an answer `counts` costs one."""

    def decorate(view):
        @wraps(view)
        def guarded(*args, **kwargs):
            if request.method != "POST":
                return view(*args, **kwargs)
            if ceiling:
                check_ceiling()
            refuse_if_spent([budget])
            response = make_response(view(*args, **kwargs))
            if counts(response):
                spend([budget])
            return response

        return guarded

    return decorate


new_games = _budgeted(
    Budget("new games", "NEW_GAMES_PER_HOUR")
)  # a new game, a rematch
# a game record, a file of games or a group
imports = _budgeted(Budget("imports", "IMPORTS_PER_HOUR"))
# made, moved into or imported
new_groups = _budgeted(Budget("new groups", "NEW_GROUPS_PER_HOUR"))

HANDS = Budget("hand writes", "HAND_WRITES_PER_HOUR", words=WRITES)
# a new hand: past the ceiling too, so a game in play is finished
hand_saves = _budgeted(HANDS, ceiling=False)
corrections = _budgeted(HANDS)  # a correction, a deletion, an undo
answers = _budgeted(HANDS, counts=lambda _response: True)  # a table's OK or dispute
EVENT_GAMES = Budget("event games", "EVENT_GAMES_PER_HOUR")


def round_games(view):
    """A club night's round start within the budget of games and the ceiling: each of its
    games counts (a 40-table round is 40 games), and only a round that started (a resend
    starts nothing, and costs nothing)."""

    @wraps(view)
    def guarded(key, *args, **kwargs):
        db = get_db()
        event = storage.event_by_key(db, key)
        asked = request.form.get("round", type=int)
        if event is None or asked != event["current_round"] + 1:
            return view(key, *args, **kwargs)  # a resend, or a form the view refuses
        check_ceiling()
        refuse_if_spent([EVENT_GAMES], event["tables"])
        response = make_response(view(key, *args, **kwargs))
        after = storage.event_by_key(db, key)
        started = after["current_round"] - event["current_round"] if after else 0
        if started > 0:
            spend([EVENT_GAMES], started * event["tables"])
        return response

    return guarded
