"""The JSON game record (docs/record-format.md, format 1): read it into the engine, write results out.

Pure like the engine: the web app, the command line and the PDF sheets all go through here, so the
same record gives the same numbers everywhere.
"""

from scorekeeper.record.limits import MOST_HANDS, MOST_MELDS
from scorekeeper.record.values import (
    RecordError,
    check_rule_numbers,
    kind_of,
    text,
    whole_number,
    yes_or_no,
)
from scorekeeper.rules import (
    VARIANTS,
    Game,
    GameResult,
    Hand,
    InvalidGame,
    Meld,
    Problem,
    RuleError,
    Side,
    SideResult,
)
from scorekeeper.rules.cards import HAND_KEYS, NATURAL_RANKS

FORMAT = 1
SIDE_KEYS = {
    "melds",
    "red_threes",
    "went_out",
    "concealed",
    "in_hand",
    "meld_points",
    "canastas",
    "hand_points",
    "concealed_canastas",
    "acaba",
    "adjustment",
    "black_threes",
    "special_hand",
    "unfinished",
    "players_holding",
}
MELD_KEYS = {
    "rank",
    "natural",
    "twos",
    "jokers",
    "concealed",
    "low",
    "suit",
    "wild_ranks",
}
MELD_RANKS = (*NATURAL_RANKS, "3", "wild", "run")


def parse_record(data) -> Game:
    """Read a game record into a `Game`; shape errors raise InvalidGame with one problem each."""
    if not isinstance(data, dict):
        raise InvalidGame([Problem(None, None, "a game record is a JSON object")])
    unknown = set(data) - {
        "format",
        "variant",
        "rules",
        "sides",
        "first_dealer",
        "hands",
        "name",
        "created",
    }
    if unknown:
        raise InvalidGame(
            [
                Problem(
                    None, None, f"unknown record field(s): {', '.join(sorted(unknown))}"
                )
            ]
        )
    record_format = data.get("format", FORMAT)
    if isinstance(record_format, bool) or record_format != FORMAT:
        raise InvalidGame(
            [
                Problem(
                    None,
                    None,
                    f"record format {record_format!r} is not supported (only 1)",
                )
            ]
        )
    for key in ("variant", "name", "created", "first_dealer"):
        if (
            key in data
            and not isinstance(data[key], str)
            and not (key == "first_dealer" and data[key] is None)
        ):
            raise InvalidGame(
                [Problem(None, None, f"{key} must be text, not {kind_of(data[key])}")]
            )
    try:
        sides = parse_sides(data.get("sides"))
        variant = load_variant(data.get("variant"), sides, data.get("rules") or {})
    except RuleError as error:
        raise InvalidGame([Problem(None, None, str(error))]) from None
    first_dealer = data.get("first_dealer")
    if first_dealer is not None and first_dealer not in _people(sides):
        raise InvalidGame(
            [
                Problem(
                    None,
                    None,
                    f"first_dealer {first_dealer!r} is not one of the players",
                )
            ]
        )
    hands, problems = [], []
    raw_hands = data.get("hands", [])
    if not isinstance(raw_hands, list):
        raise InvalidGame([Problem(None, None, "hands must be a list")])
    if len(raw_hands) > MOST_HANDS:
        raise InvalidGame(
            [
                Problem(
                    MOST_HANDS + 1,
                    None,
                    f"a game holds at most {MOST_HANDS} hands: "
                    "start a new game to play on",
                )
            ]
        )
    for number, raw in enumerate(raw_hands, 1):
        try:
            hands.append(parse_hand(raw, [s.name for s in sides], number))
        except InvalidGame as error:
            problems += error.problems
    if problems:
        raise InvalidGame(problems)
    return Game(variant, sides, tuple(hands), first_dealer)


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
    return Hand(tuple(results), note, _lone_hand(raw, number))


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


def parse_side_result(raw) -> SideResult:
    """Read one SIDE_RESULT, meld by meld or as a card-point count."""
    if not isinstance(raw, dict):
        raise RecordError("a side's result is a JSON object")
    unknown = set(raw) - SIDE_KEYS
    if unknown:
        raise RecordError(f"unknown field(s) {', '.join(sorted(unknown))}")
    counted = "meld_points" in raw or "canastas" in raw
    if counted and "melds" in raw:
        raise RecordError("give either melds or meld_points and canastas, not both")
    if not counted and ("unfinished" in raw or "players_holding" in raw):
        raise RecordError(
            "unfinished and players_holding belong to a counted entry; melds and in_hand show them"
        )
    fields = {
        "red_threes": whole_number(raw, "red_threes"),
        "went_out": yes_or_no(raw, "went_out"),
        "concealed": yes_or_no(raw, "concealed"),
        "acaba": yes_or_no(raw, "acaba"),
        "adjustment": whole_number(raw, "adjustment"),
        "black_threes": whole_number(raw, "black_threes"),
        "special_hand": text(raw, "special_hand"),
    }
    fields.update(_in_hand(raw))
    if counted:
        fields.update(
            meld_points=whole_number(raw, "meld_points"),
            concealed_canastas=whole_number(raw, "concealed_canastas"),
            canastas=_counts(raw, "canastas"),
            unfinished=_counts(raw, "unfinished"),
            players_holding=_counts(raw, "players_holding"),
        )
    else:
        melds = raw.get("melds", [])
        if not isinstance(melds, list):
            raise RecordError("melds must be a list")
        if len(melds) > MOST_MELDS:
            raise RecordError(f"a side lays at most {MOST_MELDS} melds")
        fields["melds"] = tuple(_meld(m) for m in melds)
    return SideResult(**fields)


def _in_hand(raw) -> dict:
    if "hand_points" in raw:
        if "in_hand" in raw:
            raise RecordError("give either in_hand or hand_points, not both")
        return {"hand_points": whole_number(raw, "hand_points")}
    in_hand = raw.get("in_hand")
    if in_hand is None:
        return {"in_hand": {}}
    if isinstance(in_hand, dict) and "points" in in_hand:
        # counted card points, with any threes still held listed beside them: {"points": 45, "3r": 1}
        threes = {k: v for k, v in in_hand.items() if k != "points"}
        if set(threes) - {"3r", "3b"}:
            raise RecordError(
                "beside counted points, in_hand lists only threes (3r, 3b)"
            )
        return {
            "hand_points": whole_number(in_hand, "points", "hand_points"),
            "in_hand": _cards(threes) if threes else None,
        }
    if isinstance(
        in_hand, list
    ):  # one object per player, where a rule looks at each player's hand
        return {"in_hand": tuple(_cards(player) for player in in_hand)}
    return {"in_hand": _cards(in_hand)}


def _cards(in_hand) -> dict:
    if not isinstance(in_hand, dict):
        raise RecordError(
            "in_hand must be an object of cards and numbers, a list of them (one per player), "
            'or {"points": N}'
        )
    unknown = set(in_hand) - set(HAND_KEYS)
    if unknown:
        raise RecordError(
            f"in_hand: unknown card(s) {', '.join(sorted(unknown))}; "
            f"cards are {', '.join(HAND_KEYS)}"
        )
    return {card: whole_number(in_hand, card) for card in in_hand}


def _counts(raw: dict, key: str) -> dict:
    value = raw.get(key, {})
    if not isinstance(value, dict):
        raise RecordError(f"{key} must be an object of kinds and numbers")
    return {str(k): whole_number(value, k, key) for k in value}


def _meld(raw) -> Meld:
    if not isinstance(raw, dict):
        raise RecordError("a meld is an object with a rank and card counts")
    unknown = set(raw) - MELD_KEYS
    if unknown:
        raise RecordError(f"meld: unknown field(s) {', '.join(sorted(unknown))}")
    rank = (
        str(raw.get("rank", "")).upper().replace("WILD", "wild").replace("RUN", "run")
    )
    if rank not in MELD_RANKS:
        raise RecordError(
            f"meld rank {raw.get('rank')!r} is not one of {', '.join(MELD_RANKS)}"
        )
    low = str(raw.get("low", "")).upper()
    return Meld(
        rank,
        whole_number(raw, "natural"),
        whole_number(raw, "twos"),
        whole_number(raw, "jokers"),
        yes_or_no(raw, "concealed"),
        low,
        text(raw, "suit").lower(),
        _wild_ranks(raw),
    )


def _wild_ranks(raw: dict) -> tuple[str, ...]:
    """A dirty run's cards that its wild cards stand for: a list of ranks from 4 to the ace."""
    ranks = raw.get("wild_ranks", [])
    if (
        not isinstance(ranks, list)
        or len(ranks) > len(NATURAL_RANKS)
        or not all(isinstance(r, str) for r in ranks)
    ):
        raise RecordError(
            'wild_ranks must be a list of the run\'s cards, for example ["8"]'
        )
    ranks = [rank.upper() for rank in ranks]
    if not set(ranks) <= set(NATURAL_RANKS):
        raise RecordError(
            f"wild_ranks holds a card that is not in a run (4 to A): {', '.join(ranks)[:40]}"
        )
    return tuple(ranks)


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
