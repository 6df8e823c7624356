"""Budgets count in fixed windows, a minute's and an hour's (storage/budget_rows.py): tries that
straddle a window's end start a new count, so a test counting them to a refusal could see none.
Such a test first waits, if it must, for a minute with room enough left."""

import time


def within_one_window(seconds: float) -> None:
    """Return when the next `seconds` lie within one minute (so within one hour too): at once,
    unless the minute ends sooner, then just after it."""
    left = 60 - time.time() % 60
    if left < seconds:
        time.sleep(left + 0.05)
