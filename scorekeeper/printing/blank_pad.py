"""A blank score pad for one rule set: the columns its scoring needs and its tables as a legend.

Read from the `Variant` data, so a new rule set gets its pad without touching this module.
"""

from flask_babel import gettext as _
from flask_babel import ngettext

from scorekeeper.printing.ledger import header_font_pt
from scorekeeper.printing.paper import MM, PAPERS
from scorekeeper.rules import SETTINGS, VARIANTS, RuleError
from scorekeeper.rules.cards import CARD_POINTS, RANK_NAMES
from scorekeeper.rules.entry import kind_label
from scorekeeper.translations import N_
from scorekeeper.translations.problem_texts import Speech, requirement_words

# The pad's words in the request's language (English outside a request); numbers stay plain digits.
SPEECH = Speech(_, ngettext, str)

ROWS = 22  # enough hands for a game to 5000, and two sides still fit one page of A4 or Letter


def pad_columns(variant) -> list[dict]:
    """The columns a side fills in per hand, in the order a score is added up."""
    # Keys as the engine names the items, so the sheet and the pad style their columns alike.
    columns = (
        [("melded_cards", _("Melds"), _("card points"))]
        if variant.melded_cards_score
        else []
    )
    columns.append(("canasta_bonus", _("Canastas"), _("bonuses")))
    if variant.red_threes_laid:
        columns.append(("red_threes", _("Red 3s"), ""))
    if variant.black_threes_laid or variant.captured_black_three:
        columns.append(
            (
                "black_threes",
                _("Black 3s"),
                _("captured") if variant.captured_black_three else "",
            )
        )
    if variant.going_out or variant.concealed_going_out:
        columns.append(("going_out", _("Out"), _("going out bonus")))
    if variant.acaba:
        columns.append(("acaba", _("Acaba"), ""))
    if variant.incomplete_penalty or variant.held_penalty:
        columns.append(("penalties", _("Penalty"), _("unfinished melds, minus")))
    columns.append(("in_hand", _("In hand"), _("cards left, minus")))
    if variant.lone_hands:
        columns.insert(
            0, ("lone_hand", _("Alone?"), _("tick the player who took the pile first"))
        )
    return [{"key": key, "short": short, "hint": hint} for key, short, hint in columns]


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


def bonus_rows(variant) -> list[tuple[str, str]]:
    """The bonuses and penalties of the rule set as (what, points) lines."""
    rows = [
        (canasta_words(variant, kind), str(variant.bonus_for(kind)))
        for kind in variant.canasta_kinds
    ]
    if "dirty_runs" in variant.settings and not variant.dirty_runs:
        # Bolivia's house rule, off by the book: a table that plays it finds its bonus on the pad too
        rows.append(
            (
                _(
                    "%(canasta)s, where the table plays it",
                    canasta=canasta_words(variant, variant.dirty_run_canasta),
                ),
                str(variant.dirty_run_bonus),
            )
        )
    if variant.concealed_canasta_bonus:
        rows.append(
            (
                _("Canasta laid from the hand, extra"),
                str(variant.concealed_canasta_bonus),
            )
        )
    if variant.going_out:
        rows.append((_("Going out"), str(variant.going_out)))
    if variant.concealed_going_out != variant.going_out:
        rows.append((_("Going out concealed"), str(variant.concealed_going_out)))
    for needed, natural, mixed, points in variant.going_out_canasta_bonuses:
        which = (
            _(
                "Out with %(natural)s natural + %(mixed)s mixed",
                natural=natural,
                mixed=mixed,
            )
            if mixed
            else _(
                "Out with %(count)s incl. %(natural)s natural",
                count=needed,
                natural=natural,
            )
        )
        rows.append((which, str(points)))
    if variant.hand_canasta_going_out:
        rows.append(
            (_("Going out with a hand canasta"), str(variant.hand_canasta_going_out))
        )
    if variant.red_threes_laid:
        rows.append((_("Red three, each"), str(variant.red_three_each)))
        for count, points in sorted(variant.red_three_table.items()):
            rows.append(
                (
                    ngettext("%(num)s red three", "%(num)s red threes", count),
                    str(points),
                )
            )
        rows.append(
            (
                _("All %(count)s red threes", count=variant.red_threes_in_pack),
                str(variant.red_three_all),
            )
        )
    if variant.red_three_in_hand:
        rows.append((_("Red three left in hand"), f"−{variant.red_three_in_hand}"))
    if variant.acaba:
        rows.append((_("Acaba: the opponents score"), str(variant.acaba_award)))
    if variant.captured_black_three:
        rows.append(
            (_("Black three captured, each"), str(variant.captured_black_three))
        )
        rows.append(
            (
                _("All %(count)s black threes captured", count=2 * variant.decks),
                str(variant.captured_black_threes_all),
            )
        )
    # Penalties of the same size share a line ("Unfinished sevens or aces meld"), so long lists stay short.
    for points, kinds in _same_points(variant.incomplete_penalty.items()):
        rows.append((penalty_words(variant, kinds), f"−{points}"))
    held = (
        (rank, (variant.held_penalty_threshold or threshold, points))
        for rank, (threshold, points) in variant.held_penalty.items()
    )
    for (threshold, points), ranks in _same_points(held):
        rows.append(
            (
                _(
                    "Player holding %(count)s+ %(ranks)s",
                    count=threshold,
                    ranks=_or([_(RANK_NAMES[r]) for r in ranks]),
                ),
                f"−{points}",
            )
        )
    for name, points in variant.special_hands.items():
        rows.append(
            (_("Special hand: %(hand)s", hand=special_hand_name(name)), str(points))
        )
    return rows


def special_hand_name(name: str) -> str:
    """A special hand's short name, for the pad's narrow legend ("seven pairs", not its whole make-up)."""
    names = {
        "straight": _("straight"),
        "seven_pairs": _("seven pairs"),
        "seven_pairs_wild": _("seven pairs wild"),
        "garbage": _("garbage"),
    }
    return names.get(name, name.replace("_", " "))


def canasta_words(variant, kind: str) -> str:
    """'Natural canasta' (or the rule set's own name for it, Mini's 'Pure canasta'); a wild canasta of a
    particular make-up as 'Wild canasta, all deuces'."""
    head, _sep, make_up = kind_label(kind).partition(", ")
    if make_up and kind not in variant.kind_names:
        return _capital(
            _("%(kind)s canasta, %(make_up)s", kind=_(head), make_up=_(make_up))
        )
    return _capital(
        _(
            "%(kind)s canasta",
            kind=_(variant.kind_names.get(kind) or kind.replace("_", " ")),
        )
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _or(words: list[str]) -> str:
    return (
        words[0]
        if len(words) == 1
        else _("%(first)s or %(second)s", first=", ".join(words[:-1]), second=words[-1])
    )


def _and(words: list[str]) -> str:
    return (
        words[0]
        if len(words) == 1
        else _(
            "%(first)s and %(second)s", first=", ".join(words[:-1]), second=words[-1]
        )
    )


# Words a pad composes that the engine's labels do not hold on their own (a wild canasta's make-up).
PAD_WORDS = (
    N_("wild"),
    N_("all deuces"),
    N_("all four jokers"),
    N_("six jokers and a deuce"),
)


def _same_points(pairs) -> list[tuple]:
    """(key, points) pairs grouped as (points, [keys]) in their first order."""
    groups: dict = {}
    for key, points in pairs:
        groups.setdefault(points, []).append(key)
    return list(groups.items())


def penalty_words(variant, kinds: list[str]) -> str:
    """Unfinished melds' penalty as the pad's legend says it."""
    if kinds == ["short_run"]:
        return _(
            "Run of %(count)s cards or fewer left on the table",
            count=variant.short_run_max,
        )
    return _capital(
        _(
            "Unfinished %(kinds)s meld",
            kinds=_or([_(kind.replace("_", " ")) for kind in kinds]),
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


PAD_FIXED_MM = {
    "hand": 10,
    "dealer": 16,
    "dense_dealer": 15,
    "min": 8,
    "score": 11,
    "total": 11,
}
"""The pad's fixed columns in sheet.css; the item columns share what is left."""


def pad_header_pt(columns: list, sides: int) -> float:
    """The item headers' size at which each header's longest word fits its share of the row on A4
    (the narrower paper), so a header wraps between words only, never inside one."""
    fixed = PAD_FIXED_MM
    dense = sides > 2
    room = (
        PAPERS["a4"].content_width_pt(dense)
        - (
            fixed["hand"]
            + fixed["dense_dealer" if dense else "dealer"]
            + sides * (fixed["min"] + fixed["score"] + fixed["total"])
        )
        * MM
    )
    share = room / sides / max(len(columns), 1)
    headers = [column["short"] for column in columns]
    return min(
        header_font_pt(headers, [share] * len(headers), 6.0, 0.8 * MM),
        header_font_pt([_("Min")], [fixed["min"] * MM], 6.5, 0.8 * MM),
    )


def blank_pad(
    variant_id: str,
    sides: int | None = None,
    players: int | None = None,
    rules: dict | None = None,
) -> dict:
    """Everything the blank-pad template prints for a rule set and a number of sides; `rules`:
    house rules the pad is printed for (an event's round format: its hands and minimums).

    Raises KeyError for an unknown rule set and RuleError for a seating it is not played by."""
    base = VARIANTS[variant_id]
    layout = base.layout_for(sides, players) if sides else base.layouts[0]
    variant = base.configure(layout.sides, layout.players_per_side, rules)
    end = (
        _("%(count)s hands, highest total wins", count=variant.hands_in_game)
        if variant.hands_in_game
        else _("first side to %(target)s wins", target=variant.target)
    )
    columns = pad_columns(variant)
    return {
        "variant": variant,
        "layout": layout,
        "header_pt": pad_header_pt(columns, layout.sides),
        "layouts": base.layouts,
        "sides": list(range(1, layout.sides + 1)),
        "players": layout.players_per_side,
        "columns": columns,
        "rows": variant.hands_in_game or ROWS,
        "end": end,
        "going_out": going_out_rule(variant),
        "red_threes": red_three_rule(variant),
        "lone_hand": (
            _(
                "Who first takes the pile plays alone; the other two are partners for the hand, each "
                "scoring their total plus his own red threes."
            )
            if variant.lone_hands
            else ""
        ),
        "wild_cards": ngettext(
            "At most %(num)s wild card in a meld.",
            "At most %(num)s wild cards in a meld.",
            variant.max_wild_cards,
        ),
        "meld_rows": meld_rows(variant),
        "bonus_rows": bonus_rows(variant),
        "card_values": card_values(variant),
        "landscape": layout.sides > 2,
    }


__all__ = ["RuleError", "blank_pad"]
