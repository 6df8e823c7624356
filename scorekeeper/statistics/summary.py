"""A scored game as plain data for people: what the scoreboard page and the printed sheet both show.

Built from a game record through the engine, so neither the web pages nor the PDF hold a rule.
"""

from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import SETTINGS, VARIANTS, InvalidGame, play
from scorekeeper.rules.settings import (
    describe_meld_table,
    describe_requirement,
    in_use,
    worth_saying,
)

ITEM_LABELS = {
    "melded_cards": "Melded cards",
    "canasta_bonus": "Canastas",
    "concealed_canastas": "Canastas from the hand",
    "red_threes": "Red threes",
    "opponents_red_threes": "Opponents' red threes",
    "red_three_in_hand": "Red three kept in hand",
    "going_out": "Going out",
    "in_hand": "Cards left in hand",
    "seven_canastas": "Seven canastas",
    "acaba": "Acaba",
    "adjustment": "Adjustment",
    "black_threes_in_hand": "Black threes kept in hand",
    "unfinished_melds": "Unfinished special melds",
    "held_cards": "Three or more sevens or aces held",
    "special_hand": "Special hand",
    "going_out_canastas": "Going out with five canastas",
    "captured_black_threes": "Black threes captured",
    "short_runs": "Short runs on the table",
    # said of one side's result (side_item_label): how it went out, where its cards were left
    "going_out_concealed": "Going out concealed",
    "in_hand_and_foot": "Cards left in hand and foot",
    # Burraco, Buraco, Biriba: the second pile and closing in the players' own words
    "pile": "Second pile",
    "pair_half": "The pair's score halved",
    "pozzetto": "Pozzetto",
    "morto": "Morto",
    "biribaki": "Biribaki",
    "closing": "Closing",
}


def meld_words(variant, requirement) -> str:
    """The minimum as a player reads it, with Modern American's natural-canasta way round it."""
    words = describe_requirement(requirement)
    return f"{words} {minimum_note(variant)}" if minimum_note(variant) else words


def minimum_note(variant) -> str:
    """What else meets any minimum under these rules (printed once, not in every cell)."""
    return "or a natural canasta" if variant.natural_canasta_opens else ""


def item_label(key: str) -> str:
    return ITEM_LABELS.get(key, key.replace("_", " ").capitalize())


def side_item_label(key: str, result, variant) -> str:
    """An item as this side's hand earned it: a concealed going out says so (its bonus differs), and
    Hand and Foot's cards are left in hand and foot, as its form asks."""
    if key == "going_out" and result.went_out and result.concealed:
        return item_label("going_out_concealed")
    if key == "in_hand" and len(variant.piles) > 1:
        return item_label("in_hand_and_foot")
    if key == "pile" and variant.second_pile:
        return item_label(variant.second_pile)
    if key == "going_out" and variant.second_pile:
        return item_label("closing")
    return item_label(key)


def settings_list(
    variant_id: str, rules: dict, sides: int | None = None, players: int | None = None
) -> list:
    """Each house-rule setting of a game that applies to it: label, value in words, and whether the
    table changed it (a setting written with its rule-book value is no house rule). A setting that
    changes nothing under these rules (Acaba's award without Acaba, Hand and Foot's target) is left
    out, as is one left off that means "not played" (rules.settings.worth_saying)."""
    base = VARIANTS[variant_id]
    defaults = base.defaults(sides, players)
    configured = base.configure(sides, players, rules) if sides else base
    listed = [
        {
            "key": key,
            "label": SETTINGS[key].label,
            "help": SETTINGS[key].help,
            "value": _describe(key, getattr(configured, key), configured),
            "default": _describe(key, default, base),
            "changed": key in (rules or {}) and getattr(configured, key) != default,
            # As data too, for pages that say the value in their own language.
            "kind": SETTINGS[key].kind,
            "raw": getattr(configured, key),
            "raw_default": default,
            "basis": configured.meld_basis,
            "hands": configured.hands_in_game,  # a fixed-hands game's meld table ends with it
            "kind_names": dict(configured.kind_names),  # Mini's pure and impure
            "unverified": key in base.unverified,
        }
        for key, default in defaults.items()
        if in_use(key, configured)
    ]
    return [
        s
        for s in listed
        if s["unverified"] or worth_saying(s["key"], s["raw"], s["changed"])
    ]


def _describe(key: str, value, variant) -> str:
    if key == "meld_table":
        return describe_meld_table(value, variant.meld_basis)
    return SETTINGS[key].describe(value)


def summarise(record: dict, corrected: set | None = None, played=None) -> dict:
    """The whole game for display. `corrected` holds the numbers of hands that were edited;
    `played` the record's (game, result) when the caller has parsed and played it already (a
    hand's change is played once: record/changes.py).

    Raises InvalidGame if the record cannot be read; rule problems in scored hands are listed
    under "problems" instead, so an old game never becomes unreadable after a rules fix.
    """
    game = played[0] if played else parse_record(record)
    result = played[1] if played else play(game)
    finish = result.finish
    names = [side.name for side in game.sides]
    target = game.variant.target
    variant = game.variant
    players = {len(s.players) for s in game.sides}
    return {
        "variant": variant_facts(variant),
        "target": target,
        "settings": settings_list(
            variant.id,
            record.get("rules") or {},
            len(names),
            players.pop() if len(players) == 1 and 0 not in players else None,
        ),
        "sides": [{"name": s.name, "players": list(s.players)} for s in game.sides],
        "first_dealer": game.first_dealer
        or (result.hands[0].dealer if result.hands else None),
        "hands": hand_rows(game, record, result, corrected or set()),
        "totals": list(result.totals),
        "to_target": [max(target - t, 0) for t in result.totals] if target else None,
        "hands_in_game": variant.hands_in_game,
        "hands_left": max(variant.hands_in_game - len(game.hands), 0)
        if variant.hands_in_game
        else None,
        "next_initial_meld": [meld_words(variant, r) for r in result.next_initial_meld],
        "next_minimum": [describe_requirement(r) for r in result.next_initial_meld],
        # As data, for pages that say it in their language.
        "next_requirement": list(result.next_initial_meld),
        "minimum_note": minimum_note(variant),
        "next_dealer": result.next_dealer,
        "finished": finish.finished,
        "winner": names[finish.winner] if finish.winner is not None else None,
        "winner_index": finish.winner,
        "margin": finish.margin,
        "tied": [names[i] for i in finish.tied],
        "problems": [str(p) for p in result.problems],
        "problem_details": [problem_row(p) for p in result.problems],
    }


def variant_facts(variant) -> dict:
    """What the pages say about the rule set itself, beside the settings list."""
    return {
        "id": variant.id,
        "name": variant.name,
        "summary": variant.summary,
        "kind_names": dict(variant.kind_names),
        # The chart's initial-meld bands: [from score or hand number, minimum] rows.
        "meld_table": [list(row) for row in variant.meld_table],
        "meld_basis": variant.meld_basis,
        # What the scoreboard leaves out where the rules have none (Mini).
        "has_minimum": any(minimum for _start, minimum in variant.meld_table),
        "red_threes_laid": variant.red_threes_laid,
        "hand_count": variant.hand_count,
        # Mini: going out, and counting canastas at all, need one of each class (the rules fold).
        "go_out_classes": dict(variant.go_out_classes),
        "classes_to_count": dict(variant.canastas_score_if_classes),
        # Play rules a result cannot show: the rules fold says the scorekeeper does not check them.
        "unchecked": list(variant.unchecked),
    }


def hand_rows(game, record: dict, result, corrected: set) -> list[dict]:
    """One row per hand played: who dealt, the note typed with it, and each side's score."""
    names = [side.name for side in game.sides]
    rows = []
    for raw, hand, scored in zip(game.hands, record.get("hands", []), result.hands):
        rows.append(
            {
                "number": scored.number,
                "dealer": scored.dealer,
                "note": hand.get("note", ""),
                "corrected": scored.number in corrected,
                # Cutthroat: who took the pile first and played alone (None: nobody, or no such rule).
                "lone_hand": names[raw.lone_hand]
                if raw.lone_hand is not None
                else None,
                "sides": [
                    side_row(game.variant, *side)
                    for side in zip(
                        scored.scores, scored.totals, scored.requirements, raw.results
                    )
                ],
            }
        )
    return rows


def side_row(variant, score, total: int, requirement, result) -> dict:
    """One side's part of a hand: its score item by item, its running total, its minimum."""
    return {
        "score": score.total,
        "total": total,
        "initial_meld": meld_words(variant, requirement),
        "requirement": requirement,
        "minimum": describe_requirement(requirement),
        "items": [
            {
                "key": k,
                "label": side_item_label(k, result, variant),
                "points": v,
            }
            for k, v in score.items.items()
        ],
        "canastas": dict(score.canastas),
        "went_out": result.went_out,
        "concealed": result.concealed,
        "red_threes": result.red_threes,
        "acaba": result.acaba,
        "counted": result.counted,
    }


def problem_row(problem) -> dict:
    """A rule problem as data, so a page can say it in its own language."""
    return {
        "hand": problem.hand,
        "side": problem.side,
        "side_index": problem.side_index,
        "field": problem.field,
        "message": problem.message,
        "code": problem.code,
        "params": problem.params,
    }


__all__ = ["summarise", "settings_list", "item_label", "InvalidGame"]
