"""Each meld row's card points and the canasta it makes, as the engine counts them, for the compact
meld lines of the hand form (the browser never repeats a scoring rule), in the page's language."""

from flask_babel import gettext

from scorekeeper.record.changes import Change
from scorekeeper.record.game_record import parse_hand, parse_record
from scorekeeper.rules import InvalidGame, canasta_kind, meld_points
from scorekeeper.rules.entry import kind_label


def meld_marks(
    record: dict, hand: dict, rows: list[list[int]], change: Change | None = None
) -> dict[str, dict]:
    """{"s0.2": {"points": 70, "canasta": "natural canasta"}} for every meld kept, keyed by form row.
    From the change as the engine played it, when it could read the game (its rules and the hand
    parsed once for the whole save); else the rules and the hand read on their own."""
    if change is not None and change.game is not None:
        variant, parsed = change.game.variant, change.game.hands[change.number - 1]
    else:
        try:
            variant = parse_record({**record, "hands": []}).variant
            parsed = parse_hand(hand, [side["name"] for side in record["sides"]], 1)
        except InvalidGame:
            return {}
    marks = {}
    for side, (result, kept) in enumerate(zip(parsed.results, rows)):
        for meld, row in zip(result.melds or (), kept):
            kind = canasta_kind(variant, meld)
            marks[f"s{side}.{row}"] = {
                "points": meld_points(meld),
                # in the page's language ("canasta pulita"), Mini's own names first
                "canasta": gettext(
                    "%(kind)s canasta", kind=gettext(kind_label(kind, variant))
                )
                if kind
                else "",
            }
    return marks
