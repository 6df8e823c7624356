"""The words the phone's own scorer (static/scorer/scorer_cards.js and its parts, scorer_words.js) needs in the page's language:
each problem's sentence and the words its parameters become (as translations/problem_texts.py puts
them), the breakdown's item labels and the hand page's few lines, left with their placeholders for the
phone to fill in. boards/scoreboard.py puts them beside the game's data in the page."""

from flask_babel import get_translations, gettext

from scorekeeper.rules import VARIANTS
from scorekeeper.rules.cards import RANK_NAMES
from scorekeeper.rules.entry import KIND_LABELS, kind_label
from scorekeeper.translations import N_
from scorekeeper.translations.kind_words import FALLBACK_COUNT, KIND_COUNTS
from scorekeeper.translations.problem_texts import (
    AND,
    COUNTED,
    FIELD_WORDS,
    MELD_OF,
    NONE,
    REQUIREMENT_AND_POINTS,
    REQUIREMENT_CANASTA,
    REQUIREMENT_NATURAL,
    RUN_FROM,
    RUN_FROM_IN,
    SENTENCES,
    SUITS,
)
from scorekeeper.web.words.wording import number, signed

PAGE_WORDS = {
    "would_score": "Hand %(number)s would score",
    "total_then": 'Total then: <span class="score">%(total)s</span>',
    "nothing": "Nothing scored",
    "canastas": "Canastas:",
    "ends_game": "This hand ends the game: %(side)s wins.",
    "hand": "Hand %(number)s",
    "save_hand": "Save hand %(number)s",
    "record_hand": "Record hand %(number)s",
    "to_go": "%(points)s to go",
    # offline, after a correction or deletion kept on the phone (static/hand/hand_offline.js)
    "totals_wait": N_(
        "The totals and minimums here leave out the correction or deletion kept on this phone;"
        " the scoreboard counts it once it is sent."
    ),
}
NOT_SAVED = ("Not saved: %(num)s problem", "Not saved: %(num)s problems")
PROBLEMS_TO_FIX = (
    "Not saved yet: %(num)s problem to fix (marked in red).",
    "Not saved yet: %(num)s problems to fix (marked in red).",
)


def _pair(forms) -> list[str]:
    """A message with a plural as the page's language says one and many (every catalog: n != 1)."""
    # the catalog's own text, "%(num)s" left for the phone to fill in
    raw = get_translations()
    return [raw.ngettext(forms[0], forms[1], 1), raw.ngettext(forms[0], forms[1], 2)]


# Breakdown items only some rule sets (as configured) can score: the page carries only the labels it may show.
ITEM_POSSIBLE = {
    "captured_black_threes": lambda v: bool(v.captured_black_three),
    "black_threes_in_hand": lambda v: v.black_three_in_hand not in (0, 5),
    "held_cards": lambda v: bool(v.held_penalty),
    "unfinished_melds": lambda v: any(
        kind != "short_run" for kind in v.incomplete_penalty
    ),
    "short_runs": lambda v: "short_run" in v.incomplete_penalty,
    "going_out_canastas": lambda v: bool(v.going_out_canasta_bonuses),
    "seven_canastas": lambda v: v.seven_canastas_win,
    "acaba": lambda v: v.acaba,
    "special_hand": lambda v: bool(v.special_hands),
    "concealed_canastas": lambda v: bool(v.concealed_canasta_bonus),
}


# Problems of entries the hand form asks only under some rules: their sentences go only where they can arise.
SENTENCE_POSSIBLE = {
    "acaba.": lambda v: v.acaba,
    "hand.ends_once": lambda v: v.acaba or bool(v.special_hands),
    "special.": lambda v: bool(v.special_hands),
    "lone.": lambda v: v.lone_hands,
    "run.": lambda v: v.sequences,
}


def _possible(code: str, variant) -> bool:
    return all(
        test(variant)
        for head, test in SENTENCE_POSSIBLE.items()
        if code.startswith(head)
    )


def scorer_words(variant, item_labels: dict) -> dict:
    """Every sentence and word a problem or a breakdown may need, translated; scorer_words.js fills them in.
    `item_labels` are the breakdown's (statistics/summary.py ITEM_LABELS)."""
    kinds = {
        *KIND_LABELS,
        *variant.canasta_bonus,
        *variant.incomplete_penalty,
        "natural",
        "mixed",
    }
    return {
        "sentences": {
            code: gettext(text)
            for code, text in SENTENCES.items()
            if _possible(code, variant)
        },
        "counted": {name: _pair(forms) for name, forms in COUNTED.items()},
        # each kind counted as the server words it (translations/kind_words.py), "*" for the rest
        "canastas_of_kind": {
            "*": _pair(FALLBACK_COUNT),
            **{
                kind: _pair(KIND_COUNTS[kind_label(kind, variant)])
                for kind in kinds
                if kind_label(kind, variant) in KIND_COUNTS
            },
        },
        "ranks": {key: gettext(name) for key, name in RANK_NAMES.items()},
        "kinds": {kind: gettext(kind_label(kind, variant)) for kind in sorted(kinds)},
        "variants": {variant.id: gettext(VARIANTS[variant.id].name)},
        "fields": {key: gettext(text) for key, text in FIELD_WORDS.items()},
        "suits": {key: gettext(text) for key, text in SUITS.items()},
        "items": {
            key: gettext(text)
            for key, text in item_labels.items()
            if ITEM_POSSIBLE.get(key, lambda v: True)(variant)
        },
        # as meld_marks.py names them
        "marks": {kind: f"{kind_label(kind)} canasta" for kind in kinds},
        # the breakdown's
        "kind_words": {
            kind: gettext(kind.replace("_", " ")) for kind in variant.canasta_bonus
        },
        "t": {
            "meld_of": gettext(MELD_OF),
            "run_from": gettext(RUN_FROM),
            "run_from_in": gettext(RUN_FROM_IN),
            "and": gettext(AND),
            "none": gettext(NONE),
            "canasta": gettext(REQUIREMENT_CANASTA),
            "natural": gettext(REQUIREMENT_NATURAL),
            "and_points": gettext(REQUIREMENT_AND_POINTS),
            "to_fix": _pair(PROBLEMS_TO_FIX),
            "not_saved": _pair(NOT_SAVED),
            **{key: gettext(text) for key, text in PAGE_WORDS.items()},
        },
        "grouped": number(5120)
        != "5120",  # the page's language groups digits (5.120): so does the phone
        "minus": signed(-1)[0],
    }
