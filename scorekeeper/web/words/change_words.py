"""The change log's words: what an edit of a hand changed, one line per entry ("Them: red threes
1 → 2"), in the page's language. The scoreboard (web/boards/scoreboard.py) shows them under each
hand; the record's own names for its entries are translations/problem_texts.FIELD_WORDS."""

from scorekeeper.rules.entry import kind_label
from scorekeeper.translations import N_
from scorekeeper.translations.problem_texts import FIELD_WORDS

HISTORY_WORDS = {
    **FIELD_WORDS,
    "went_out": N_("went out"),
    "concealed": N_("concealed"),
    "adjustment": N_("adjustment"),
    "special_hand": N_("special hand"),
    "lone_hand": N_("lone hand"),
    "note": N_("note"),
}
"""What an edit's lines call a record's entries (translations/problem_texts.FIELD_WORDS and more)."""


def _same(text):
    return text


def describe_change(
    before: dict | None, after: dict | None, side_names: list[str], say=_same
) -> list[str]:
    """What an edit changed, one line per entry, e.g. "Them: red threes 1 → 2", its words put in
    the page's language by `say` (gettext; English as the record says it without)."""
    if before is None or after is None:
        return []
    lines = []
    old, new = before.get("results", []), after.get("results", [])
    for index, name in enumerate(side_names):
        a = _flat(old[index] if index < len(old) else {}, say)
        b = _flat(new[index] if index < len(new) else {}, say)
        for key in sorted(set(a) | set(b), key=lambda k: (k != say("melds"), k)):
            if a.get(key) != b.get(key):
                lines.append(
                    f"{name}: {key} {_show(a.get(key), say)} → {_show(b.get(key), say)}"
                )
    if before.get("lone_hand") != after.get("lone_hand"):
        lone = [
            side_names[i] if isinstance(i, int) and i < len(side_names) else None
            for i in (before.get("lone_hand"), after.get("lone_hand"))
        ]
        lines.append(
            f"{say(HISTORY_WORDS['lone_hand'])} {_show(lone[0], say)} → {_show(lone[1], say)}"
        )
    if before.get("note", "") != after.get("note", ""):
        lines.append(
            f"{say(HISTORY_WORDS['note'])} “{before.get('note', '')}” → “{after.get('note', '')}”"
        )
    return lines


def _word(key: str, say) -> str:
    return say(HISTORY_WORDS[key]) if key in HISTORY_WORDS else key.replace("_", " ")


def _inner(key: str, inner: str, say) -> str:
    """A kind of canasta or a card, as the page names it."""
    if key in ("canastas", "unfinished"):
        return say(kind_label(inner))
    if inner == "joker":
        return say("Joker")
    return {"3b": "3♠", "3r": "3♥"}.get(inner, inner)


def _flat(result: dict, say=_same) -> dict:
    flat = {}
    for key, value in result.items():
        if key == "melds":
            flat[say("melds")] = ", ".join(_meld_words(m, say) for m in value) or say(
                "none"
            )
        elif isinstance(value, dict):
            for inner, n in value.items():
                flat[f"{_word(key, say)} {_inner(key, inner, say)}"] = n
        elif isinstance(value, list):  # cards left, player by player
            for player, cards in enumerate(value, 1):
                for inner, n in cards.items():
                    who = say("player %(number)s") % {"number": player}
                    flat[f"{_word(key, say)} ({who}) {_inner(key, inner, say)}"] = n
        else:
            flat[_word(key, say)] = value
    return flat


def _meld_words(meld: dict, say=_same) -> str:
    parts = [f"{meld.get('natural', 0)}"]
    if meld.get("twos"):
        parts.append(f"{meld['twos']}×2")
    if meld.get("jokers"):
        parts.append(f"{meld['jokers']}×{say('Joker')}")
    return f"{meld.get('rank')} ({'+'.join(parts)})"


def _show(value, say=_same) -> str:
    if value is None:
        return "—"
    if value is True:
        return say("yes")
    if value is False:
        return say("no")
    return str(value)
