"""The engine's inputs as plain JSON data, for the phone's own scorer (static/scorer/scorer_cards.js and its parts).

A configured `Variant` (rule set, seating and house rules), a `Hand` and a `Game` become dicts of
numbers, strings, lists and string-keyed objects, so the same rules score a hand in the browser with
the network gone. Only data goes out: every rule stays here and in its mirror, and the parity test
(tests/browser/offline/test_scorer_parity.py) proves the two agree."""

import dataclasses

from scorekeeper.rules.catalogue import VARIANTS
from scorekeeper.rules.game import Game, seats
from scorekeeper.rules.hands import Hand, Meld, SideResult
from scorekeeper.rules.melds import players_hands
from scorekeeper.rules.variant import Variant

DATA_VERSION = 1
"""Bumped when the shape of what is exported changes, so a phone's cached copy is never misread."""

WORDS_ONLY = (
    "name",
    "summary",
    "sources",
    "layouts",
    "settings",
    "implies",
    "unverified",
    "deal",
    "draw",
    "piles",
    "meld_table_reading",
    "red_three_scale",
    "kind_names",
)
"""Fields that only describe a rule set or pick values at configure time: the scorer never reads them."""


def plain(value):
    """JSON-ready: tuples become lists, dict keys strings (JSON has no other), recursively."""
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    return value


def variant_data(variant: Variant) -> dict:
    """Every number a configured rule set scores by."""
    return {
        f.name: plain(getattr(variant, f.name))
        for f in dataclasses.fields(variant)
        if f.name not in WORDS_ONLY
    }


def meld_data(meld: Meld) -> dict:
    return plain(dataclasses.asdict(meld))


def side_data(side: SideResult) -> dict:
    """A side's result field by field; `melds` is None for a counted entry, `in_hand` one list per player."""
    data = {
        f.name: plain(getattr(side, f.name))
        for f in dataclasses.fields(side)
        if f.name not in ("melds", "in_hand")
    }
    data["melds"] = None if side.melds is None else [meld_data(m) for m in side.melds]
    # Card keys such as "10" and "2" would be reordered by a JavaScript object: pairs keep the order typed.
    data["in_hand"] = [
        [[card, n] for card, n in hand.items()] for hand in players_hands(side)
    ]
    return data


def hand_data(hand: Hand) -> dict:
    return {
        "results": [side_data(side) for side in hand.results],
        "lone_hand": hand.lone_hand,
    }


def game_data(game: Game) -> dict:
    """A game's rules, seating and first dealer (and its hands), as the scorer plays them."""
    return {
        "version": DATA_VERSION,
        "variant": variant_data(game.variant),
        "names": [side.name for side in game.sides],
        "seats": seats(game.sides),
        "first_dealer": game.first_dealer,
        "players_per_side": max((len(s.players) for s in game.sides), default=1) or 1,
        "hands": [hand_data(hand) for hand in game.hands],
    }


def catalogue_data() -> dict:
    """Every rule set for each of its seatings, unconfigured by house rules: "classic/2x2" -> its data."""
    return {
        f"{variant.id}/{layout.sides}x{layout.players_per_side}": variant_data(
            variant.configure(layout.sides, layout.players_per_side)
        )
        for variant in VARIANTS.values()
        for layout in variant.layouts
    }
