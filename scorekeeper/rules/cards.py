"""Cards, their point values and how many of each a pack holds.

Standard values (rules reference §1.2): joker 50, deuce 20, ace 20, K-8 10, 7-4 5,
black three 5. Red threes have no card value: they score only through the red-three rule.
"""

NATURAL_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")
"""Ranks that form ordinary melds, highest first (threes and deuces are special)."""

CARD_POINTS = {
    "joker": 50,
    "2": 20,
    "A": 20,
    "K": 10,
    "Q": 10,
    "J": 10,
    "10": 10,
    "9": 10,
    "8": 10,
    "7": 5,
    "6": 5,
    "5": 5,
    "4": 5,
    "3b": 5,
}

HAND_KEYS = ("joker", "2", *NATURAL_RANKS, "3b", "3r")
"""What may be left in a hand: every card, with black and red threes told apart."""

RANK_NAMES = {
    "A": "aces",
    "K": "kings",
    "Q": "queens",
    "J": "jacks",
    "10": "tens",
    "9": "nines",
    "8": "eights",
    "7": "sevens",
    "6": "sixes",
    "5": "fives",
    "4": "fours",
    "3": "black threes",
    "3b": "black threes",
    "3r": "red threes",
    "2": "deuces",
    "joker": "jokers",
    "wild": "wild cards",
}


def copies_in_pack(card: str, decks: int, jokers_per_deck: int = 2) -> int:
    """How many of `card` a pack of `decks` standard decks holds."""
    if card == "joker":
        return decks * jokers_per_deck
    if card in ("3b", "3r"):
        return decks * 2
    return decks * 4


def plural(count: int, word: str, words: str | None = None) -> str:
    """'1 canasta', '2 canastas': messages a player reads should be grammatical."""
    return f"{count} {word if count == 1 else (words or word + 's')}"
