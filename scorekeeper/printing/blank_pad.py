"""A blank score pad for one rule set: the columns its scoring needs, their header size, and its
tables as a legend (pad_legend.py).

Read from the `Variant` data, so a new rule set gets its pad without touching this module.
"""

from flask_babel import gettext as _
from flask_babel import ngettext

from scorekeeper.printing.ledger import header_font_pt
from scorekeeper.printing.pad_bonuses import bonus_rows
from scorekeeper.printing.pad_legend import (
    card_values,
    going_out_rule,
    meld_rows,
    red_three_rule,
)
from scorekeeper.printing.paper import MM, PAPERS
from scorekeeper.printing.pile_pad import pile_pad
from scorekeeper.rules import VARIANTS, RuleError

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
    # Burraco, Buraco, Biriba: their pile, closing, canastas and cards in their own words
    own = pile_pad(variant) if variant.second_pile else {}
    columns = own.get("columns") or pad_columns(variant)
    pad = {
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
    return {**pad, **own}


__all__ = ["RuleError", "blank_pad"]
