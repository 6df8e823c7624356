"""A blank score pad for one rule set: the columns its scoring needs and its tables as a legend.

Read from the `Variant` data, so a new rule set gets its pad without touching this module.
"""

from ..rules import SETTINGS, VARIANTS, RuleError, describe_requirement
from ..rules.cards import CARD_POINTS, RANK_NAMES, plural
from ..rules.entry import kind_label

ROWS = 22  # enough hands for a game to 5000, and two sides still fit one page of A4 or Letter


def pad_columns(variant) -> list[dict]:
    """The columns a side fills in per hand, in the order a score is added up."""
    # Keys as the engine names the items, so the sheet and the pad style their columns alike.
    columns = [("melded_cards", "Melds", "card points")] if variant.melded_cards_score else []
    columns.append(("canasta_bonus", "Canastas", "bonuses"))
    if variant.red_threes_laid:
        columns.append(("red_threes", "Red 3s", ""))
    if variant.black_threes_laid or variant.captured_black_three:
        columns.append(("black_threes", "Black 3s", "captured" if variant.captured_black_three else ""))
    if variant.going_out or variant.concealed_going_out:
        columns.append(("going_out", "Out", "going out bonus"))
    if variant.acaba:
        columns.append(("acaba", "Acaba", ""))
    if variant.incomplete_penalty or variant.held_penalty:
        columns.append(("penalties", "Penalty", "unfinished melds, minus"))
    columns.append(("in_hand", "In hand", "cards left, minus"))
    if variant.lone_hands:
        columns.insert(0, ("lone_hand", "Alone?", "tick the player who took the pile first"))
    return [{"key": key, "short": short, "hint": hint} for key, short, hint in columns]


def meld_rows(variant) -> list[tuple[str, str]]:
    """The minimum initial meld table as (when, minimum) lines."""
    table, rows = variant.meld_table, []
    by_hand = variant.meld_basis == "hand_number"
    for i, (start, minimum) in enumerate(table):
        following = table[i + 1][0] if i + 1 < len(table) else None
        if by_hand:
            first = 1 if start is None else start
            when = f"hand {first}" if following == first + 1 else (
                f"hand {first} on" if following is None else f"hands {first}–{following - 1}")
        elif start is None:
            when = f"total below {following}" if following is not None else "any total"
        else:
            # the highest total below the next row: 1495 below 1500 where scores come in fives
            when = f"total {start}–{following - variant.point_step}" if following is not None \
                else f"total {start} or more"
        rows.append((when, describe_requirement(minimum)))
    return rows


def card_values(variant) -> list[tuple[str, str]]:
    """What cards are worth, as the rule set counts them (Mini: only cards left, by groups)."""
    return CARD_LEGENDS[variant.hand_count](variant)


def _card_points_legend(variant) -> list[tuple[str, str]]:
    return [("Joker", CARD_POINTS["joker"]), ("2, A", CARD_POINTS["2"]), ("K–8", CARD_POINTS["K"]),
            ("7–4", CARD_POINTS["7"]), ("Black 3 (in hand)", variant.black_three_in_hand)]


def _groups_legend(variant) -> list[tuple[str, str]]:
    return [("Melded cards", "0"), ("Left in hand: joker or 2", "−3"),
            ("A, K–4, each 1 to 3 of a rank in one hand", "−1"), ("3", "0")]


CARD_LEGENDS = {"card_points": _card_points_legend, "groups": _groups_legend}


def bonus_rows(variant) -> list[tuple[str, str]]:
    """The bonuses and penalties of the rule set as (what, points) lines."""
    kinds = variant.canasta_bonus
    rows = [(canasta_words(variant, kind), str(points)) for kind, points in kinds.items()]
    if variant.concealed_canasta_bonus:
        rows.append(("Canasta laid from the hand, extra", str(variant.concealed_canasta_bonus)))
    if variant.going_out:
        rows.append(("Going out", str(variant.going_out)))
    if variant.concealed_going_out != variant.going_out:
        rows.append(("Going out concealed", str(variant.concealed_going_out)))
    for needed, natural, mixed, points in variant.going_out_canasta_bonuses:
        which = f"{natural} natural + {mixed} mixed" if mixed else f"{needed} incl. {natural} natural"
        rows.append((f"Out with {which}", str(points)))
    if variant.hand_canasta_going_out:
        rows.append(("Going out with a hand canasta", str(variant.hand_canasta_going_out)))
    if variant.red_threes_laid:
        rows.append(("Red three, each", str(variant.red_three_each)))
        for count, points in sorted(variant.red_three_table.items()):
            rows.append((f"{count} red threes", str(points)))
        rows.append((f"All {variant.red_threes_in_pack} red threes", str(variant.red_three_all)))
    if variant.red_three_in_hand:
        rows.append(("Red three left in hand", f"−{variant.red_three_in_hand}"))
    if variant.acaba:
        rows.append(("Acaba: the opponents score", str(variant.acaba_award)))
    if variant.captured_black_three:
        rows.append(("Black three captured, each", str(variant.captured_black_three)))
        rows.append((f"All {2 * variant.decks} black threes captured", str(variant.captured_black_threes_all)))
    # Penalties of the same size share a line ("Unfinished sevens or aces meld"), so long lists stay short.
    for points, kinds in _same_points(variant.incomplete_penalty.items()):
        rows.append((penalty_words(variant, kinds), f"−{points}"))
    held = ((rank, (variant.held_penalty_threshold or threshold, points))
            for rank, (threshold, points) in variant.held_penalty.items())
    for (threshold, points), ranks in _same_points(held):
        rows.append((f"Player holding {threshold}+ {' or '.join(RANK_NAMES[r] for r in ranks)}", f"−{points}"))
    for name, points in variant.special_hands.items():
        rows.append((f"Special hand: {name.replace('_', ' ')}", str(points)))
    return rows


def canasta_words(variant, kind: str) -> str:
    """'Natural canasta' (or the rule set's own name for it, Mini's 'Pure canasta'); a wild canasta of a
    particular make-up as 'Wild canasta, all deuces'."""
    head, _, make_up = kind_label(kind).partition(", ")
    if make_up and kind not in variant.kind_names:
        return f"{head.capitalize()} canasta, {make_up}"
    return f"{variant.kind_names.get(kind, kind.replace('_', ' ')).capitalize()} canasta"


def _same_points(pairs) -> list[tuple]:
    """(key, points) pairs grouped as (points, [keys]) in their first order."""
    groups: dict = {}
    for key, points in pairs:
        groups.setdefault(points, []).append(key)
    return list(groups.items())


def penalty_words(variant, kinds: list[str]) -> str:
    """Unfinished melds' penalty as the pad's legend says it."""
    if kinds == ["short_run"]:
        return f"Run of {variant.short_run_max} cards or fewer left on the table"
    return f"Unfinished {' or '.join(kind.replace('_', ' ') for kind in kinds)} meld"


def red_three_rule(variant) -> str:
    """When red threes count against a side, as a sentence (too long for the bonus table)."""
    if not variant.red_threes_laid:
        return ""
    if variant.honours_mode:
        setting = SETTINGS["honours_mode"]
        return f"Red threes: {setting.describe(variant.honours_mode)}."
    setting = SETTINGS["red_three_penalty_if"]
    return f"{setting.label}: {setting.describe(variant.red_three_penalty_if)}."


def going_out_rule(variant) -> str:
    if variant.go_out_kinds:
        needed = " and ".join(plural(n, f"{kind.replace('_', ' ')} canasta")
                              for kind, n in variant.go_out_kinds.items())
        return f"To go out: {needed}."
    if variant.go_out_classes:
        needed = " and ".join(plural(n, f"{variant.kind_names.get(cls, cls)} canasta")
                              for cls, n in variant.go_out_classes.items())
        counts = ""
        if variant.canastas_score_if_classes:
            counts = " Canastas score only for a side that has both kinds."
        return f"To go out: {needed}.{counts}"
    n = variant.canastas_to_go_out
    if n and variant.go_out_red_threes_per_canasta:
        return (f"To go out: {plural(n, 'canasta')}, and "
                f"{plural(variant.go_out_red_threes_per_canasta, 'red three')} laid for each canasta.")
    return f"To go out: {plural(n, 'canasta')}." if n else ""


def blank_pad(variant_id: str, sides: int | None = None, players: int | None = None) -> dict:
    """Everything the blank-pad template prints for a rule set and a number of sides.

    Raises KeyError for an unknown rule set and RuleError for a seating it is not played by."""
    base = VARIANTS[variant_id]
    layout = base.layout_for(sides, players) if sides else base.layouts[0]
    variant = base.configure(layout.sides, layout.players_per_side)
    end = (f"{variant.hands_in_game} hands, highest total wins" if variant.hands_in_game
           else f"first side to {variant.target} wins")
    return {
        "variant": variant, "layout": layout, "layouts": base.layouts,
        "sides": list(range(1, layout.sides + 1)), "players": layout.players_per_side,
        "columns": pad_columns(variant),
        "rows": variant.hands_in_game or ROWS,
        "end": end, "going_out": going_out_rule(variant), "red_threes": red_three_rule(variant),
        "lone_hand": ("Who first takes the pile plays alone; the other two are partners for the hand, each "
                      "scoring their total plus his own red threes." if variant.lone_hands else ""),
        "wild_cards": f"At most {plural(variant.max_wild_cards, 'wild card')} in a meld.",
        "meld_rows": meld_rows(variant), "bonus_rows": bonus_rows(variant), "card_values": card_values(variant),
        "landscape": layout.sides > 2,
    }


__all__ = ["RuleError", "blank_pad"]
