"""Guessing is slow: each address gets a few tries at the club passphrase a minute, so the
passphrase cannot be found by running a word list against the server. A try counts when it
starts, right or wrong: counted after its answer, 40 tries sent at once were all let in before
the first was counted (about 9 were checked where 5 may be).

The counts are kept in the database with the budgets (budget.py, storage/budget_rows.py), so a
restart does not clear them and several web processes count alike; behind any front the address
is the phone's own (cli/serving.py)."""

from functools import wraps

from flask import request

from scorekeeper.web.plumbing.budget import HOUR, MINUTE, Budget, spend

PASSPHRASE = "passphrase"  # the 429's description: the passphrase's page
# Five tries a minute, thirty an hour, from one address.
PASSPHRASE_TRIES = (
    Budget("passphrase", "PASSPHRASE_TRIES_PER_MINUTE", MINUTE, PASSPHRASE),
    Budget("passphrase", "PASSPHRASE_TRIES_PER_HOUR", HOUR, PASSPHRASE),
)


def passphrase_tries(view):
    """The view's POST is a try at the passphrase: counted as it starts, 429 past either limit."""

    @wraps(view)
    def throttled(*args, **kwargs):
        if request.method == "POST":
            spend(PASSPHRASE_TRIES, refuse=True)
        return view(*args, **kwargs)

    return throttled
