"""The engine's own words on the pages, in the page's language: rule-set names and summaries, house-rule
labels and choices, canasta kinds, card ranks and seatings. The engine gives them as data (keys and English
text); translations/engine_catalog.py marks every one for the catalogs, so each is looked up by its English
text, gettext's key, and shown as it is when a catalog lacks it."""

from flask_babel import get_translations, gettext, ngettext

from scorekeeper.rules import SETTINGS
from scorekeeper.rules.cards import RANK_NAMES
from scorekeeper.rules.entry import kind_label, ordered_kinds
from scorekeeper.translations import kind_words
from scorekeeper.translations.kind_words import kind_count
from scorekeeper.translations.problem_texts import requirement_words
from scorekeeper.web.words.languages import page_speech
from scorekeeper.web.words.wording import number


def said(text):
    """An engine word in the page's language ("Classic Canasta" -> "Canasta classica")."""
    return gettext(text) if isinstance(text, str) and text else text


def kind_name(kind: str, variant=None) -> str:
    """A canasta kind by its key, as the table calls it (Mini's own names first)."""
    return gettext(kind_label(kind, variant))


def canasta_counts(canastas: dict, names: dict | None = None) -> str:
    """ "1 natural canasta, 2 mixed canastas": each kind made, counted in the page's language and in
    the engine's order of kinds (so every line lists them the same way round). `names` are the rule
    set's own names for kinds (Mini's "pure"), as the summary gives them."""
    # the catalog's own ngettext: Flask-Babel's fills in %(num)s alone, and a kind with no phrase
    # of its own ("%(num)s canastas (%(kind)s)") has a second placeholder kind_count fills in
    plural = get_translations().ngettext
    return ", ".join(
        kind_count(
            (names or {}).get(kind) or kind_label(kind), n, gettext, plural, number
        )
        for kind, n in ordered_kinds(canastas)
    )


def kind_title(label: str) -> str:
    """ "Mixed canastas": a canasta kind (by its English label) as the title of a row or a box."""
    return kind_words.kind_title(label, gettext)


def rank_name(rank: str) -> str:
    """A rank by its key, in the plural a message uses ("K" -> "kings", "Re" in Italian)."""
    return gettext(RANK_NAMES.get(rank, rank))


def seating(layout) -> str:
    """ "2 partnerships of 2" or "3 players, each alone", as Layout.describe() says it in English."""
    if layout.players_per_side == 1:
        return ngettext(
            "%(num)s player, each alone", "%(num)s players, each alone", layout.sides
        )
    return ngettext(
        "%(num)s partnership of %(per_side)s",
        "%(num)s partnerships of %(per_side)s",
        layout.sides,
        per_side=layout.players_per_side,
    )


def groupby_summary(layouts, variant) -> list[tuple[str, list[tuple[int, object]]]]:
    """A rule set's seatings grouped by what they play ((summary, [(index, layout), …]) in order):
    the new-game list shows each summary once, with the seatings it holds for."""
    groups: dict[str, list] = {}
    for index, layout in enumerate(layouts):
        groups.setdefault(variant.summary_for(layout), []).append((index, layout))
    return list(groups.items())


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


def setting_value(setting: dict, which: str = "raw") -> str:
    """A house rule's value (summary.settings_list's "raw" or "raw_default") in the page's language."""
    value, kind = setting[which], setting["kind"]
    if kind == "bool":
        return gettext("yes") if value else gettext("no")
    if kind == "meld_table":
        return meld_table_words(
            value, setting.get("basis", "score"), setting.get("hands") or 0
        )
    if kind in ("points_by_kind", "class_by_kind"):
        names = setting.get("kind_names") or {}
        return ", ".join(
            f"{gettext(names.get(k) or kind_label(k))}: {said(v) if isinstance(v, str) else number(v)}"
            for k, v in value.items()
        ) or gettext("none")
    if kind == "points_by_count":
        return ", ".join(f"{k}: {number(v)}" for k, v in value.items()) or gettext(
            "none"
        )
    if kind == "choice":
        return said(setting["value" if which == "raw" else "default"])
    return number(value) if isinstance(value, int) else said(str(value))


def meld_table_words(table, basis: str = "score", hands: int = 0) -> str:
    """The initial meld table: "sotto 0: 15, 0+: 50, …", or by hand number "mano 1: 50, mani 2–3: 90"
    (`hands`: a game of that many hands, whose last row ends with it, never "hand 3 on")."""
    parts = []
    for i, (start, minimum) in enumerate(table):
        if basis == "hand_number":
            first = 1 if start is None else start
            last = table[i + 1][0] - 1 if i + 1 < len(table) else (hands or None)
            where = (
                gettext("hand %(first)s", first=first)
                if last == first
                else gettext("hands %(first)s–%(last)s", first=first, last=last)
                if last
                else gettext("hand %(first)s on", first=first)
            )
        elif start is None:
            where = (
                gettext("below %(score)s", score=table[1][0])
                if len(table) > 1
                else gettext("any score")
            )
        else:
            where = f"{number(start)}+"
        parts.append(f"{where}: {requirement(minimum)}")
    return ", ".join(parts)


def lower_first(text: str) -> str:
    """A label inside a sentence: only its first letter lowered (German keeps its nouns' capitals)."""
    return text[:1].lower() + text[1:]


def requirement(value, note: str = "") -> str:
    """A minimum initial meld in the page's language, with the rule set's way round it ("or a natural canasta")."""
    words = requirement_words(value, page_speech())
    return f"{words} {said(note)}" if note else words
