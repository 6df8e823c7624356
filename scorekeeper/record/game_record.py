"""The JSON game record (docs/record-format.md, format 1): read it into the engine, write results out.

Pure like the engine: the web app, the command line and the PDF sheets all go through here, so the
same record gives the same numbers everywhere.
"""

from scorekeeper.record.field_values import (
    RecordError,
    check_rule_numbers,
    kind_of,
    shown,
)
from scorekeeper.record.limits import MOST_HANDS
from scorekeeper.record.side_results import parse_side_result
from scorekeeper.rules import (
    VARIANTS,
    Game,
    GameResult,
    Hand,
    InvalidGame,
    Problem,
    RuleError,
    Side,
)

FORMAT = 1


FIELDS = {
    "format",
    "variant",
    "rules",
    "sides",
    "first_dealer",
    "hands",
    "name",
    "created",
}


def parse_record(data) -> Game:
    """Read a game record into a `Game`; shape errors raise InvalidGame with one problem each."""
    check_head(data)
    try:
        sides = parse_sides(data.get("sides"))
        variant = load_variant(data.get("variant"), sides, data.get("rules") or {})
    except RuleError as error:
        raise _refused(str(error)) from None
    first_dealer = data.get("first_dealer")
    if first_dealer is not None and first_dealer not in _people(sides):
        raise _refused(f"first_dealer {first_dealer!r} is not one of the players")
    hands = parse_hands(data.get("hands", []), [s.name for s in sides])
    return Game(variant, sides, hands, first_dealer)


def _refused(message: str, hand: int | None = None) -> InvalidGame:
    return InvalidGame([Problem(hand, None, message)])


def check_head(data) -> None:
    """The record's own fields before its sides and hands: an object of known fields, format 1,
    and text where text belongs (a first dealer may also be left out as null)."""
    if not isinstance(data, dict):
        raise _refused("a game record is a JSON object")
    unknown = set(data) - FIELDS
    if unknown:
        raise _refused(f"unknown record field(s): {', '.join(sorted(unknown))}")
    record_format = data.get("format", FORMAT)
    if isinstance(record_format, bool) or record_format != FORMAT:
        raise _refused(f"record format {record_format!r} is not supported (only 1)")
    for key in ("variant", "name", "created", "first_dealer"):
        if (
            key in data
            and not isinstance(data[key], str)
            and not (key == "first_dealer" and data[key] is None)
        ):
            raise _refused(f"{key} must be text, not {kind_of(data[key])}")


def parse_hands(raw_hands, names: list[str]) -> tuple[Hand, ...]:
    """Every hand of the record, at most MOST_HANDS; the problems of all bad hands at once, so
    one answer names each hand to fix."""
    if not isinstance(raw_hands, list):
        raise _refused("hands must be a list")
    if len(raw_hands) > MOST_HANDS:
        raise _refused(
            f"a game holds at most {MOST_HANDS} hands: start a new game to play on",
            MOST_HANDS + 1,
        )
    hands, problems = [], []
    for number, raw in enumerate(raw_hands, 1):
        try:
            hands.append(parse_hand(raw, names, number))
        except InvalidGame as error:
            problems += error.problems
    if problems:
        raise InvalidGame(problems)
    return tuple(hands)


def _people(sides) -> list[str]:
    return [p for side in sides for p in side.players] or [side.name for side in sides]


def parse_sides(raw) -> tuple[Side, ...]:
    if not isinstance(raw, list) or len(raw) < 2:
        raise RuleError("sides must list at least two sides")
    sides = []
    for i, side in enumerate(raw, 1):
        if (
            not isinstance(side, dict)
            or not isinstance(side.get("name"), str)
            or not side["name"].strip()
        ):
            raise RuleError(f"side {i} needs a name")
        players = side.get("players", [])
        if not isinstance(players, list) or not all(
            isinstance(p, str) and p.strip() for p in players
        ):
            raise RuleError(f"side {side['name']}: players must be a list of names")
        sides.append(Side(side["name"].strip(), tuple(p.strip() for p in players)))
    names = [s.name for s in sides]
    if len(set(names)) != len(names):
        raise RuleError("every side needs a different name")
    people = [p for s in sides for p in s.players]
    if len(set(people)) != len(people):
        raise RuleError("every player needs a different name")
    return tuple(sides)


def load_variant(variant_id, sides, rules: dict):
    """The configured rules of a game: its variant for this seating, with the record's house rules."""
    if not isinstance(variant_id, str) or variant_id not in VARIANTS:
        raise RuleError(
            f"unknown variant {variant_id!r}; known variants: {', '.join(VARIANTS)}"
        )
    if isinstance(rules, dict):
        for key, value in rules.items():
            check_rule_numbers(key, value)
    per_side = {len(s.players) for s in sides}
    players = per_side.pop() if len(per_side) == 1 and 0 not in per_side else None
    return VARIANTS[variant_id].configure(len(sides), players, rules)


def parse_hand(raw, names: list[str], number: int) -> Hand:
    """Read one hand object ({"results": [...], "note": ...}) for the given sides."""
    if not isinstance(raw, dict) or not isinstance(raw.get("results"), list):
        raise InvalidGame(
            [Problem(number, None, "a hand needs a list of results, one per side")]
        )
    if len(raw["results"]) != len(names):
        raise InvalidGame(
            [
                Problem(
                    number,
                    None,
                    f"{len(raw['results'])} results for {len(names)} sides: give one per side",
                )
            ]
        )
    problems, results = [], []
    for index, (side, name) in enumerate(zip(raw["results"], names)):
        try:
            results.append(parse_side_result(side))
        except RecordError as error:
            problems.append(Problem(number, name, str(error), side_index=index))
    if problems:
        raise InvalidGame(problems)
    note = raw.get("note", "")
    if not isinstance(note, str):
        raise InvalidGame(
            [Problem(number, None, f"note must be text, not {kind_of(note)}")]
        )
    return Hand(tuple(results), note, _lone_hand(raw, number), *_hand_end(raw, number))


HAND_ENDS = ("", "stock", "time")
SUIT_NAMES = ("", "hearts", "diamonds", "clubs", "spades")


def _hand_end(raw: dict, number: int) -> tuple[str, str]:
    """Canasta's relatives: how a hand nobody closed ended ("stock", "time") and Biriba's trump suit."""
    ended, trump = raw.get("ended", ""), raw.get("trump", "")
    for key, value, allowed in (
        ("ended", ended, HAND_ENDS),
        ("trump", trump, SUIT_NAMES),
    ):
        if value not in allowed:
            raise InvalidGame(
                [
                    Problem(
                        number,
                        None,
                        f"{key} must be one of {', '.join(a for a in allowed if a)}, "
                        f"not {shown(value)}",
                        key,
                    )
                ]
            )
    return ended, trump


def _lone_hand(raw: dict, number: int) -> int | None:
    """Cutthroat's hand-level "lone_hand": the index of the side that first took the pile, or null."""
    lone = raw.get("lone_hand")
    if lone is not None and (isinstance(lone, bool) or not isinstance(lone, int)):
        raise InvalidGame(
            [
                Problem(
                    number,
                    None,
                    f"lone_hand must be a side's index or null, not {lone!r}",
                    "lone_hand",
                )
            ]
        )
    return lone


def result_json(game: Game, result: GameResult) -> dict:
    """The scored game as `scorekeeper score` prints it (record-format.md, 'Output')."""
    return {
        "variant": game.variant.id,
        "sides": [side.name for side in game.sides],
        "target": game.variant.target,
        "hands": [
            {
                "scores": [s.total for s in hand.scores],
                "breakdown": [dict(s.items) for s in hand.scores],
                "canastas": [dict(s.canastas) for s in hand.scores],
                "initial_meld": list(hand.requirements),
                **({"lone_hand": raw.lone_hand} if raw.lone_hand is not None else {}),
                **({"ended": raw.ended} if raw.ended else {}),
                **({"trump": raw.trump} if raw.trump else {}),
                "totals": list(hand.totals),
                "dealer": hand.dealer,
            }
            for raw, hand in zip(game.hands, result.hands)
        ],
        "totals": list(result.totals),
        "next_initial_meld": list(result.next_initial_meld),
        "next_dealer": result.next_dealer,
        "finished": result.finish.finished,
        "winner": result.finish.winner,
        "margin": result.finish.margin,
        "tied": list(result.finish.tied),
    }
