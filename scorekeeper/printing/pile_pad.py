"""A blank pad's columns and legend for Burraco, Buraco and Biriba (the relatives reference,
relatives.md), in the players' own words: the second pile (pozzetto, morto, biribaki), the closing
(chiusura, batida), the canastas by the rule set's names (pulito, sporco, canastra limpa, suja) and
its own card values. Read from the `Variant` data in the request's language, as blank_pad.py is."""

from flask_babel import gettext as _

from scorekeeper.rules.pile_melds import canasta_bonus
from scorekeeper.statistics.summary import ITEM_LABELS

CARD_ORDER = ("joker", "2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3")


def pile_name(variant) -> str:
    return _(ITEM_LABELS[variant.second_pile])


def pile_columns(variant) -> list[dict]:
    """The columns a side fills in per hand: melds, canastas, closing, its pile, cards left."""
    columns = [
        ("melded_cards", _("Melds"), _("card points")),
        ("canasta_bonus", _("Canastas"), _("bonuses")),
        ("going_out", _("Closing"), str(variant.going_out)),
        (
            "pile",
            pile_name(variant),
            _("not taken −%(points)s", points=variant.pile_penalty),
        ),
        ("in_hand", _("In hand"), _("cards left, minus")),
    ]
    if variant.lone_hands:
        columns.insert(0, ("lone_hand", _("Alone?"), _("tick who played alone")))
    return [{"key": key, "short": short, "hint": hint} for key, short, hint in columns]


def pile_card_values(variant) -> list[tuple[str, int]]:
    """The rule set's card values, ranks of one value in a row joined: "K–8 10", "7–3 5"."""
    groups: list[list] = []
    for card in CARD_ORDER:
        value = variant.card_values.get(card, 0)
        if card == "joker" and variant.joker_value:
            value = variant.joker_value
        if groups and groups[-1][2] == value and card not in ("joker", "2", "A"):
            groups[-1][1] = card
        else:
            groups.append([card, card, value])
    return [
        (
            _("Joker")
            if first == "joker"
            else first
            if first == last
            else f"{first}–{last}",
            value,
        )
        for first, last, value in groups
    ]


def pile_bonus_rows(variant) -> list[tuple[str, str]]:
    """Each canasta's bonus by the rule set's own name, the closing, and what the pile costs."""
    rows = [
        (
            _capital(_(variant.kind_names.get(kind, kind))),
            str(canasta_bonus(variant, kind)),
        )
        for kind in variant.canasta_kinds
        if kind != "semi_clean" or variant.semipulito
    ]
    rows.append((_("Closing"), str(variant.going_out)))
    rows.append(
        (_("%(pile)s not taken", pile=pile_name(variant)), f"−{variant.pile_penalty}")
    )
    unplayed = (
        _("its cards, minus")
        if variant.unplayed_pile == "card_points"
        else f"−{variant.pile_penalty}"
    )
    rows.append((_("%(pile)s taken, not played", pile=pile_name(variant)), unplayed))
    if variant.pair_share == "half":
        rows.append((_("The pair's score"), _("halved")))
    return rows


def pile_rule(variant) -> str:
    """What closing needs, in a sentence."""
    rule = (
        _("To close: the %(pile)s taken and a clean canasta.", pile=pile_name(variant))
        if variant.go_out_needs == "clean"
        else _("To close: the %(pile)s taken and a canasta.", pile=pile_name(variant))
    )
    if not variant.close_on_wild:
        rule += " " + _("The last discard may not be a wild card.")
    return rule


def pile_pad(variant) -> dict:
    """What the blank pad prints differently for a rule set with a second pile."""
    return {
        "columns": pile_columns(variant),
        "going_out": pile_rule(variant),
        "red_threes": "",
        "lone_hand": _(
            "Who first takes the pozzetto of 18 plays alone; the other two are partners for the "
            "hand, each scoring half their total."
        )
        if variant.lone_hands
        else "",
        "bonus_rows": pile_bonus_rows(variant),
        "card_values": pile_card_values(variant),
    }


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
