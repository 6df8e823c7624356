"""Command line: `scorekeeper score GAME.json` and `scorekeeper variants` (record-format.md),
`scorekeeper movement` (an event's seating, docs/events.md), and the server's `serve`, `init-db`, `backup` and `restore` (admin.py)."""

import argparse
import json
import sys
from pathlib import Path

from scorekeeper.cli import admin as admin_commands
from scorekeeper.cli.speech import cli_speech
from scorekeeper.events.movements import KINDS, movement
from scorekeeper.events.seating import SeatingError
from scorekeeper.record.game_record import parse_record, result_json
from scorekeeper.rules import SETTINGS, VARIANTS, InvalidGame, describe_meld_table, play
from scorekeeper.translations.problem_texts import problem_line


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="scorekeeper", description="Canasta scorekeeper."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    score = commands.add_parser(
        "score", help="score a game record; prints the scored game as JSON"
    )
    score.add_argument(
        "record", help="a game record (JSON file), or - for standard input"
    )
    score.add_argument(
        "--lang",
        help="language of the problems: en, it, de, pt, es (default: $LANG, else English)",
    )
    variants = commands.add_parser(
        "variants", help="list the rule sets and their house-rule settings"
    )
    variants.add_argument("--json", action="store_true", help="machine-readable output")
    seating = commands.add_parser(
        "movement", help="seat an event's tables round by round; prints JSON"
    )
    seating.add_argument("kind", choices=KINDS)
    seating.add_argument("--tables", type=int, required=True, help="tables in play")
    seating.add_argument("--rounds", type=int, required=True, help="rounds to play")
    seating.add_argument(
        "--entrants",
        type=int,
        help="pairs (players in a progressive) if not 2N (4N): one pair short, "
        "or up to three players over, sit out in turn",
    )
    admin_commands.add_commands(commands)
    args = parser.parse_args(argv)
    if args.command in admin_commands.COMMANDS:
        return admin_commands.run(args)
    if args.command == "score":
        return score_command(args.record, args.lang)
    if args.command == "movement":
        return movement_command(args.kind, args.tables, args.rounds, args.entrants)
    return variants_command(args.json)


def score_command(path: str, lang: str | None = None) -> int:
    """Print the scored game; on any broken rule print one line per problem on stderr and exit 2."""
    try:
        text = (
            sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
        )
    except OSError as error:
        print(f"cannot read {path}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        print(f"{path} is not valid JSON: {error}", file=sys.stderr)
        return 2
    try:
        game = parse_record(data)
    except InvalidGame as error:
        return _refuse(error.problems, lang)
    result = play(game)
    if result.problems:
        return _refuse(result.problems, lang)
    json.dump(result_json(game, result), sys.stdout, indent=2, ensure_ascii=False)
    print()
    return 0


def _refuse(problems, lang: str | None) -> int:
    speech = cli_speech(lang)
    for problem in problems:
        print(problem_line(problem, speech), file=sys.stderr)
    return 2


def movement_command(kind: str, tables: int, rounds: int, entrants=None) -> int:
    """Print the seating as JSON; one the movement cannot promise exits 2 saying why."""
    try:
        seated = movement(kind, tables, rounds, entrants)
    except SeatingError as error:
        print(f"cannot seat it: {error}", file=sys.stderr)
        return 2
    print(seated.as_text())
    return 0


def variants_command(as_json: bool) -> int:
    if as_json:
        listing = [
            {
                "id": v.id,
                "name": v.name,
                "summary": v.summary,
                "decks": v.decks,
                "seating": [
                    {
                        "sides": lay.sides,
                        "players_per_side": lay.players_per_side,
                        "changes": {
                            k: _jsonable(val) for k, val in lay.overrides.items()
                        },
                    }
                    for lay in v.layouts
                ],
                "settings": {
                    key: _jsonable(value) for key, value in v.defaults().items()
                },
                "unchecked": list(v.unchecked),
            }
            for v in VARIANTS.values()
        ]
        json.dump(listing, sys.stdout, indent=2)
        print()
        return 0
    for variant in VARIANTS.values():
        print(f"{variant.id}: {variant.name}")
        print(f"  {variant.summary}")
        print(
            f"  {variant.decks} packs; seating: "
            + "; ".join(lay.describe() for lay in variant.layouts)
        )
        for layout in variant.layouts[1:]:
            # A seating may change more than house rules (Mini deals 12, 10 or 9 cards by seating).
            changes = ", ".join(
                f"{k} {SETTINGS[k].describe(v) if k in SETTINGS else v}"
                for k, v in layout.overrides.items()
            )
            print(f"  with {layout.describe()}: {changes}")
        print("  settings (house rules; default shown):")
        for key, value in variant.defaults().items():
            if key == "meld_table":
                words = describe_meld_table(value, variant.meld_basis)
            else:
                words = SETTINGS[key].describe(value)
            unverified = (
                " [unverified: no source gives it]" if key in variant.unverified else ""
            )
            print(f"    {key} = {words}{unverified}  ({SETTINGS[key].help})")
        if variant.unchecked:
            print("  not checked by the scorekeeper (the table sees to these):")
            for rule in variant.unchecked:
                print(f"    - {rule}")
        print()
    return 0


def _jsonable(value):
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items()}
    return value
