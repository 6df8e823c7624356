"""A club night's table link replaced from the director's page: the table and every game played
at it get new keys (storage/event_store/table_keys.py), so the old card's link and the games it
led to answer 404; the director's page, its QR codes and the table cards show the new link. Made
at the event's version (storage.StaleGame when another phone changed it first)."""

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.storage.event_store.table_keys import replace_table_key
from scorekeeper.web.actions.event_rounds import Refused


def new_table_link(db, event: dict, table: int, version: int) -> int:
    """Replace table `table`'s link; returns the table's number, for what the page says."""
    if not 1 <= table <= event["tables"]:
        raise Refused(gettext("The evening has no table %(table)s.", table=table))
    try:
        replace_table_key(db, event["pk"], table, expected_version=version)
    except storage.NotFound:
        raise Refused(
            gettext("The evening has no table %(table)s.", table=table)
        ) from None
    return table
