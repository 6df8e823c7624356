"""The victory-point table an event ranks by, in words: where it comes from ("Italian Burraco
federation (FIBUR), rounds of 3 deals", "the tournament's own table") and its bands ("55–150:
11-9", "1505 or more: 20-0"), for the results and the director's page (issue 40). An event
made before tables had bands reads them from its scale (events/scales.py, bands_of)."""

from flask_babel import gettext as _

from scorekeeper.events.scales import PRESETS, bands_of
from scorekeeper.translations import N_

SOURCES = {
    "app": N_("the app's own 20-point scale"),
    "fibur-3": N_("Italian Burraco federation (FIBUR), rounds of 3 deals"),
    "fibur-4": N_("Italian Burraco federation (FIBUR), rounds of 4 deals"),
    "typed": N_("the tournament's own table"),
}


def table_of(event: dict) -> dict:
    """{"source", "bands"} as stored with the event, or read from its scale."""
    stored = event.get("vp_table") or {}
    if stored.get("bands"):
        return stored
    scale = tuple(tuple(row) for row in event["scale"])
    source = next((k for k, rows in PRESETS.items() if rows == scale), "typed")
    return {"source": source, "bands": bands_of(scale)}


def vp_table_words(event: dict) -> dict | None:
    """{"source": words, "bands": [(difference, "winner-loser")]}; None when the event is not
    ranked by victory points."""
    if event["ranking"] != "victory_points":
        return None
    table = table_of(event)
    return {
        "source": _(SOURCES.get(table["source"], SOURCES["typed"])),
        "bands": [
            (
                _("%(start)s or more", start=start)
                if to is None
                else f"{start}–{to}"
                if to != start
                else str(start),
                f"{winner}-{loser}",
            )
            for start, to, winner, loser in table["bands"]
        ],
    }


def vp_table_line(event: dict) -> str:
    """The director's page's line: "Victory points by Italian Burraco federation (FIBUR),
    rounds of 3 deals"; empty when the event is not ranked by them."""
    words = vp_table_words(event)
    return _("Victory points by %(table)s", table=words["source"]) if words else ""
