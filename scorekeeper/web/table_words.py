"""The engine's own words on the pages, in the page's language: rule-set names and summaries, house-rule
labels and choices, canasta kinds, card ranks and seatings. The engine gives them as data (keys and English
text); translations/engine_catalog.py marks every one for the catalogs, so each is looked up by its English
text, gettext's key, and shown as it is when a catalog lacks it."""

from flask_babel import gettext, ngettext

from ..rules import SETTINGS
from ..rules.cards import RANK_NAMES
from ..rules.entry import kind_label


def said(text):
    """An engine word in the page's language ("Classic Canasta" -> "Canasta classica")."""
    return gettext(text) if isinstance(text, str) and text else text


def kind_name(kind: str, variant=None) -> str:
    """A canasta kind by its key, as the table calls it (Mini's own names first)."""
    return gettext(kind_label(kind, variant))


def rank_name(rank: str) -> str:
    """A rank by its key, in the plural a message uses ("K" -> "kings", "Re" in Italian)."""
    return gettext(RANK_NAMES.get(rank, rank))


def seating(layout) -> str:
    """"2 partnerships of 2" or "3 players, each alone", as Layout.describe() says it in English."""
    if layout.players_per_side == 1:
        return ngettext("%(num)s player, each alone", "%(num)s players, each alone", layout.sides)
    return ngettext("%(num)s partnership of %(per_side)s", "%(num)s partnerships of %(per_side)s", layout.sides,
                    per_side=layout.players_per_side)


def house_rule_label(field: dict, variant=None) -> str:
    """A house-rule box's label (house_rules.py): the setting's, with the kind or meld-table row it holds."""
    setting = SETTINGS[field["key"]]
    if setting.kind == "meld_table":
        if field.get("below") is not None:
            return gettext("Initial meld below %(score)s", score=field["below"])
        return gettext("Initial meld from %(score)s", score=field.get("start"))
    if setting.kind in ("points_by_kind", "class_by_kind"):
        return f"{said(setting.label)}: {kind_name(field['part'], variant if setting.kind == 'points_by_kind' else None)}"
    return said(setting.label)


def init_app(app):
    for function in (said, kind_name, rank_name, seating):
        app.add_template_filter(function)
