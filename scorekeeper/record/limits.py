"""How much a game can hold: the range of every number and the length of every text that a player
types or an imported record brings, in one place for the forms and the record reader alike.

Each bound is what a real game can reach under the largest rule set here (read from the catalogue
where a rule set says it), so a value past it is a slip or an attack, never a game. Numbers in range
also keep every total far from Python's 4,300-digit conversion limit and SQLite's 64-bit integers.
Pure like the engine: no Flask, no database.
"""

import unicodedata

from scorekeeper.rules import VARIANTS
from scorekeeper.rules.card_counts import VALUES, cards_of_value
from scorekeeper.rules.cards import CARD_POINTS, HAND_KEYS, copies_in_pack

_SEATINGS = [
    variant.configure(layout.sides, layout.players_per_side)
    for variant in VARIANTS.values()
    for layout in variant.layouts
]

# Hand and Foot's three or four teams: 7
MOST_PACKS = max(rules.decks for rules in _SEATINGS)
LARGEST_TARGET = max(rules.target for rules in _SEATINGS)  # Bolivia: 15000
# A table may play a longer game by house rule (the project's long-game tests and benchmarks play to
# 30000 and 100000); ten times the largest rule set's target leaves room and keeps totals small.
MOST_TARGET = 10 * LARGEST_TARGET
MOST_SIDES = max(
    layout.sides for variant in VARIANTS.values() for layout in variant.layouts
)
MOST_PLAYERS = max(
    layout.players_per_side
    for variant in VARIANTS.values()
    for layout in variant.layouts
)
CARDS_IN_A_PACK = sum(copies_in_pack(card, 1) for card in HAND_KEYS)  # 54
MOST_CARDS = MOST_PACKS * CARDS_IN_A_PACK
# Every card of the largest pack melded (or left in hand): 7 packs × 590 points.
MOST_CARD_POINTS = MOST_PACKS * sum(
    points * copies_in_pack(card, 1) for card, points in CARD_POINTS.items()
)
MOST_CANASTAS = MOST_CARDS // 7  # a canasta holds at least seven cards
MOST_MELDS = MOST_CARDS // 3  # a meld holds at least three cards
# A game to 15000 at a few hundred points a hand runs to some 60 hands; 200 leaves room for games
# whose totals go back and forth, and keeps scoring a whole game (done at every save) quick.
MOST_HANDS = 200
# Irregularity penalties in the rule books are 50 to 1000 points (rules reference §4: -100, -50,
# -750, -1000); 5000 leaves room for several in one hand and for house bonuses such as seven canastas.
MOST_ADJUSTMENT = 5000

_OF_A_CARD = {card: copies_in_pack(card, MOST_PACKS) for card in HAND_KEYS}
NUMBERS = {
    # a record's number fields (and the hand form's boxes of the same name): the largest value each takes
    "natural": _OF_A_CARD["A"],
    "twos": _OF_A_CARD["2"],
    "jokers": _OF_A_CARD["joker"],
    "red_threes": _OF_A_CARD["3r"],
    "black_threes": _OF_A_CARD["3b"],
    "meld_points": MOST_CARD_POINTS,
    "hand_points": MOST_CARD_POINTS,
    "pile_points": MOST_CARD_POINTS,
    "points": MOST_CARD_POINTS,
    "canastas": MOST_CANASTAS,
    "concealed_canastas": MOST_CANASTAS,
    "unfinished": MOST_MELDS,
    "players_holding": MOST_PLAYERS,
    "adjustment": MOST_ADJUSTMENT,
    # cards of one value (card_counts.py): at most the largest class, kings to eights, 24 a pack
    "cards_of_a_value": max(
        sum(copies_in_pack(card, MOST_PACKS) for card in cards_of_value(value))
        for value in VALUES
    ),
    **_OF_A_CARD,
}
# House rules: a game's length and pack by what the rule sets use (the meld table's rows go up to the
# target), any other number of points at most the largest rule set's target (a bonus bigger than
# that would end any game of any rule set in one hand).
SETTING_MOST = {
    "target": MOST_TARGET,
    "meld_table": MOST_TARGET,
    "decks": MOST_PACKS,
    "hands_in_game": MOST_HANDS,
    "canastas_to_go_out": MOST_CANASTAS,
    "max_wild_cards": _OF_A_CARD["2"] + _OF_A_CARD["joker"],
}
MOST_POINTS = LARGEST_TARGET

NAME_LENGTH = 40  # a side's or a player's name
GAME_NAME_LENGTH = 80
NOTE_LENGTH = 200
# Any other text of a record: a variant id, a date, a kind of canasta
TEXT_LENGTH = NOTE_LENGTH
NONCE_LENGTH = 64  # the hand form's one-time token is 32 hex digits
RECORD_DEPTH = 8  # record > hands > hand > results > side > in_hand > player: 7 levels of {} and []
REQUEST_BYTES = 1024 * 1024  # a 200-hand record exported with indents is about 300 KB
# A file of games (*Download all my games*) holds at most a device's list (web/plumbing/devices.py, DEVICE_GAMES);
# REQUEST_BYTES bounds its size first.
GAMES_IN_FILE = 80
# A group file (*Download the group*, sent back to Import a group), refused past any of these before
# anything is stored (docs/playing.md, "Groups"): a club's years of play, not a disk's worth. A game of
# 40 hands is about 10 KB in the file, so 2,000 such games fit in 24 MB; a 200-hand game is 50 KB.
GROUP_FILE_BYTES = 24 * 1024 * 1024
GROUP_GAMES = 2000
GROUP_ROSTER = 2000  # roster entries: people, and their other spellings
# A club night (docs/events.md, "How big an evening"): the form's bounds. 400 tables is a Burraco
# championship (1,600 players), 30 rounds a whole day's Swiss; a table plays a game a round, so the
# evening's games are bounded too: 400 tables of 10 rounds, or 133 of 30.
EVENT_TABLES = 400
EVENT_ROUNDS = 30
EVENT_TABLE_ROUNDS = 4000
# A group's "created": an ISO date and time, "2026-11-02T19:30:00.000000+00:00"
CREATED_LENGTH = 40

# Text-direction controls reorder what a name shows (an "evil" twin of another name, a hidden suffix).
_BIDI_CONTROLS = set(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
# Controls (NUL, newline, escape…), lone surrogates (not text at all) and line or paragraph separators.
_FORBIDDEN_CATEGORIES = {"Cc", "Cs", "Zl", "Zp"}


def setting_most(key: str) -> int:
    """The largest value a house-rule number may take."""
    return SETTING_MOST.get(key, MOST_POINTS)


def forbidden_character(text: str) -> str | None:
    """The first control or text-direction character in `text`, or None."""
    for char in text:
        if (
            char in _BIDI_CONTROLS
            or unicodedata.category(char) in _FORBIDDEN_CATEGORIES
        ):
            return char
    return None


def text_problem(text: str, most: int) -> str | None:
    """Why `text` cannot be a name or a note (too long, or with a control character), or None."""
    if len(text) > most:
        return f"at most {most} characters, not {len(text)}"
    char = forbidden_character(text)
    if char is not None:
        return f"may not hold control or text-direction characters such as U+{ord(char):04X}"
    return None


def number_problem(key: str, value: int, most: int) -> str | None:
    """Why a whole number is out of the range a game reaches (without echoing a huge number), or None."""
    low = -most if key == "adjustment" else None
    if value > most or (low is not None and value < low):
        return (
            f"{key} must be between {low} and {most}"
            if low is not None
            else f"{key} must be at most {most}"
        )
    return None


_TEXT_LENGTHS = {
    ("name",): GAME_NAME_LENGTH,
    ("sides", "*", "name"): NAME_LENGTH,
    ("sides", "*", "players", "*"): NAME_LENGTH,
    ("first_dealer",): NAME_LENGTH,
}


def record_problems(data) -> list[str]:
    """What makes a record from outside unfit to read before the rules look at it: nesting deeper
    than a record goes, and texts too long or holding control characters. Each names its field."""
    problems = []
    stack = [((), data, 1)]
    while stack:
        path, value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > RECORD_DEPTH:
                return [
                    f"{_where(path)}: the record nests deeper than a game record does ({RECORD_DEPTH} levels)"
                ]
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str) and (problem := text_problem(key, TEXT_LENGTH)):
                    problems.append(f"{_where(path)}: a field name {problem}")
                stack.append(((*path, key), item, depth + 1))
        elif isinstance(value, str):
            pattern = tuple("*" if isinstance(part, int) else part for part in path)
            if problem := text_problem(value, _TEXT_LENGTHS.get(pattern, TEXT_LENGTH)):
                problems.append(f"{_where(path)}: {problem}")
    return sorted(problems)


_ITEM_NAMES = {
    "hands": "hand",
    "sides": "side",
    "results": "side",
    "melds": "meld",
    "players": "player",
    "in_hand": "player",
}


def _where(path) -> str:
    """A field's place in a record as a player finds it: "side 2, name", "hand 4, note" (counting from 1)."""
    words = []
    for before, part in zip((None, *path), path):
        if isinstance(part, int) and isinstance(before, str):
            words[-1] = f"{_ITEM_NAMES.get(before, 'item')} {part + 1}"
        elif isinstance(part, int):
            words.append(f"item {part + 1}")
        else:
            words.append(str(part))
    return ", ".join(words) or "the record"
