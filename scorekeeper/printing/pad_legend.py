"""The legend a blank pad prints beside its hand table: the minimum initial meld by total or
hand, what cards are worth, and the rules for going out and red threes in
a sentence. The bonuses and penalties have a module of their own (pad_bonuses.py). Read from
the `Variant` data in the request's language, like the pad (blank_pad.py)."""

from flask_babel import gettext as _
from flask_babel import ngettext

from scorekeeper.rules import SETTINGS
from scorekeeper.rules.cards import CARD_POINTS
from scorekeeper.translations.problem_texts import Speech, requirement_words

# The pad's words in the request's language (English outside a request); numbers stay plain digits.
SPEECH = Speech(_, ngettext, str)


def meld_rows(variant) -> list[tuple[str, str]]:
    """The minimum initial meld table as (when, minimum) lines. In a game of a fixed number of
    hands the last row ends with the game: "hand 3", not "hand 3 on"."""
    table, rows = variant.meld_table, []
    by_hand = variant.meld_basis == "hand_number"
    last = variant.hands_in_game + 1 if by_hand and variant.hands_in_game else None
    for i, (start, minimum) in enumerate(table):
        following = table[i + 1][0] if i + 1 < len(table) else last
        if by_hand:
            first = 1 if start is None else start
            when = (
                _("hand %(first)s", first=first)
                if following == first + 1
                else (
                    _("hand %(first)s on", first=first)
                    if following is None
                    else _("hands %(first)s–%(last)s", first=first, last=following - 1)
                )
            )
        elif start is None:
            when = (
                _("total below %(score)s", score=following)
                if following is not None
                else _("any total")
            )
        else:
            # the highest total below the next row: 1495 below 1500 where scores come in fives
            when = (
                _(
                    "total %(low)s–%(high)s",
                    low=start,
                    high=following - variant.point_step,
                )
                if following is not None
                else _("total %(score)s or more", score=start)
            )
        rows.append((when, requirement_words(minimum, SPEECH)))
    return rows


def card_values(variant) -> list[tuple[str, str]]:
    """What cards are worth, as the rule set counts them (Mini: only cards left, by groups)."""
    return CARD_LEGENDS[variant.hand_count](variant)


def _card_points_legend(variant) -> list[tuple[str, str]]:
    return [
        (_("Joker"), CARD_POINTS["joker"]),
        ("2, A", CARD_POINTS["2"]),
        ("K–8", CARD_POINTS["K"]),
        ("7–4", CARD_POINTS["7"]),
        (_("Black 3 (in hand)"), variant.black_three_in_hand),
    ]


def _groups_legend(variant) -> list[tuple[str, str]]:
    return [
        (_("Melded cards"), "0"),
        (_("Left in hand: joker or 2"), "−3"),
        (_("A, K–4, each 1 to 3 of a rank in one hand"), "−1"),
        ("3", "0"),
    ]


CARD_LEGENDS = {"card_points": _card_points_legend, "groups": _groups_legend}


def _and(words: list[str]) -> str:
    return (
        words[0]
        if len(words) == 1
        else _(
            "%(first)s and %(second)s", first=", ".join(words[:-1]), second=words[-1]
        )
    )


def red_three_rule(variant) -> str:
    """When red threes count against a side, as a sentence (too long for the bonus table)."""
    if not variant.red_threes_laid:
        return ""
    if variant.honours_mode:
        setting = SETTINGS["honours_mode"]
        return _(
            "Red threes: %(rule)s.", rule=_(setting.describe(variant.honours_mode))
        )
    setting = SETTINGS["red_three_penalty_if"]
    return f"{_(setting.label)}: {_(setting.describe(variant.red_three_penalty_if))}."


def going_out_rule(variant) -> str:
    kinds = variant.go_out_kinds or variant.go_out_classes
    if kinds:
        needed = _and(
            [
                ngettext(
                    "%(num)s %(kind)s canasta",
                    "%(num)s %(kind)s canastas",
                    n,
                    kind=_(variant.kind_names.get(kind) or kind.replace("_", " ")),
                )
                for kind, n in kinds.items()
            ]
        )
        rule = _("To go out: %(needed)s.", needed=needed)
        if variant.go_out_classes and variant.canastas_score_if_classes:
            rule += " " + _("Canastas score only for a side that has both kinds.")
        return rule
    n = variant.canastas_to_go_out
    canastas = ngettext("%(num)s canasta", "%(num)s canastas", n)
    if n and variant.go_out_red_threes_per_canasta:
        return _(
            "To go out: %(canastas)s, and %(threes)s laid for each canasta.",
            canastas=canastas,
            threes=ngettext(
                "%(num)s red three",
                "%(num)s red threes",
                variant.go_out_red_threes_per_canasta,
            ),
        )
    return _("To go out: %(needed)s.", needed=canastas) if n else ""
