"""A table's result typed on the director's page instead of its game's: the totals from its paper
sheet, or an adjusted result for a table that could not finish (each side its own average, or a
split of the VPs); or either cleared, so that the game counts again. Stored at the event's
version (storage.StaleGame when another phone changed it first), for a table whose game exists."""

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.web.actions.event_rounds import Refused


class NoTable(Refused):
    """The round has no game at that table (yet)."""


def paper_result(
    db, event: dict, number: int, table: int, totals: dict | None, version: int
) -> None:
    """Store `totals` ({"ns", "ew"}) as round `number`'s result at `table`; None clears it."""
    try:
        storage.set_paper_result(
            db, event["pk"], number, table, totals, expected_version=version
        )
    except storage.NotFound:
        raise NoTable(gettext("That table has no game yet.")) from None


def adjusted_result(
    db, event: dict, number: int, table: int, value: dict | None, version: int
) -> None:
    """Store `value` ({"rule": "average"}, or "split" with "ns" and "ew" percent) as round
    `number`'s adjusted result at `table`; None clears it."""
    try:
        storage.set_adjusted_result(
            db, event["pk"], number, table, value, expected_version=version
        )
    except storage.NotFound:
        raise NoTable(gettext("That table has no game yet.")) from None
