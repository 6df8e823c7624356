"""Hands for the parity test: the engine's answers as plain data, every hand the rule tests use, and
hands made up by a seeded generator (well formed, but as often against the rules as not)."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import SETTINGS, VARIANTS, InvalidGame, play
from scorekeeper.rules.as_data import game_data, plain
from scorekeeper.rules.card_counts import VALUES
from scorekeeper.rules.cards import HAND_KEYS, NATURAL_RANKS
from scorekeeper.rules.melds import RUN_ORDER

ROOT = Path(__file__).resolve().parents[3]


def problem_data(problem) -> dict:
    return {
        "hand": problem.hand,
        "side": problem.side,
        "field": problem.field,
        "side_index": problem.side_index,
        "code": problem.code,
        "params": plain(problem.params),
    }


def score_data(score) -> dict:
    return {
        "items": dict(score.items),
        "canastas": dict(score.canastas),
        "total": score.total,
    }


def play_data(result) -> dict:
    """What the phone must agree on for a game: every hand's scores, totals, minimums and dealer, then
    the totals, next minimums, next dealer, finish and problems."""
    return {
        "hands": [
            {
                "scores": [score_data(s) for s in hand.scores],
                "totals": list(hand.totals),
                "requirements": plain(hand.requirements),
                "dealer": hand.dealer,
            }
            for hand in result.hands
        ],
        "totals": list(result.totals),
        "next_initial_meld": plain(result.next_initial_meld),
        "next_dealer": result.next_dealer,
        # Burraco for three after 1000: the next hand's form asks for no lone hand
        "next_everyone_alone": result.next_everyone_alone,
        "finish": plain(vars(result.finish)),
        "problems": [problem_data(p) for p in result.problems],
    }


def recorded_cases(folder: Path) -> list[dict]:
    """Every hand tests/rules scores, checks or plays, with the engine's answer (case_recorder.py)."""
    out = folder / "cases.json"
    env = {
        **os.environ,
        "SCORER_CASES": str(out),
        "PYTHONPATH": str(Path(__file__).parent),
    }
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "case_recorder",
            "-p",
            "no:cacheprovider",
            "tests/rules",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    return json.loads(out.read_text())


# ---- made-up games: a record per rule set and seating, hands drawn from what its form could send


def _meld(rng, variant, rank):
    if rank == "run":
        run = {
            "rank": "run",
            "natural": rng.randint(2, 8),
            "low": rng.choice([*RUN_ORDER[:-1], ""]),  # "": no lowest card chosen yet
            "suit": rng.choice(["hearts", "spades", ""]),
        }
        if (
            rng.random() < 0.4
        ):  # a dirty run (Bolivia's house rule), or wild cards where none may go
            run["twos"], run["jokers"] = rng.randint(0, 2), rng.randint(0, 1)
            run["wild_ranks"] = rng.sample(RUN_ORDER, rng.randint(0, 3))
        return run
    meld = {
        "rank": rank,
        "natural": 0 if rank == "wild" and rng.random() < 0.8 else rng.randint(1, 9),
    }
    if rng.random() < 0.5:
        meld["twos"] = rng.randint(0, 4 if rank == "wild" else 2)
    if rng.random() < 0.4:
        meld["jokers"] = rng.randint(0, 4 if rank == "wild" else 2)
    if rng.random() < 0.1:
        meld["concealed"] = True
    return meld


def _careful_meld(rng, variant, rank):
    """A meld as a careful player enters it: within the rule set's sizes and wild-card limits."""
    if rank == "run":
        low = rng.choice(RUN_ORDER[:6])
        run = {
            "rank": "run",
            "natural": rng.randint(3, variant.canasta_size),
            "low": low,
            "suit": "hearts",
        }
        if (
            variant.dirty_runs and rng.random() < 0.5
        ):  # a deuce standing for one of the run's cards
            span = RUN_ORDER[
                RUN_ORDER.index(low) : RUN_ORDER.index(low) + run["natural"] + 1
            ]
            run["twos"], run["wild_ranks"] = 1, [rng.choice(span)]
        return run
    natural = rng.randint(max(variant.min_naturals, 2), variant.canasta_size + 1)
    wild = rng.randint(
        0,
        min(
            variant.max_wild_cards,
            natural - 1 if variant.wilds_not_more_than_naturals else 2,
        ),
    )
    if rank in variant.no_wild_ranks:
        wild = 0
    twos = rng.randint(0, wild)
    meld = {"rank": rank, "natural": natural, "twos": twos, "jokers": wild - twos}
    if natural + wild >= variant.canasta_size and rng.random() < 0.2:
        meld["concealed"] = True
    return meld


def _cards(rng, most=3, keys=HAND_KEYS):
    chosen = rng.sample(keys, rng.randint(0, 5))
    # in the form's order
    return {card: rng.randint(0, most) for card in HAND_KEYS if card in chosen}


def _piles(rng):
    """Cards counted by value (card_counts.py), now and then more than the packs hold."""
    most = rng.choice([2, 4, 12, 30])
    chosen = rng.sample(VALUES, rng.randint(1, len(VALUES)))
    return {str(value): rng.randint(0, most) for value in VALUES if value in chosen}


def _counted(rng, variant, side):
    step = 5 if rng.random() < 0.95 else 1
    if rng.random() < 0.35:  # counted card by value, the form's "Count cards"
        side["meld_cards"] = _piles(rng)
    else:
        side["meld_points"] = step * rng.randint(0, 120)
    side["canastas"] = {
        kind: rng.randint(0, 2)
        for kind in rng.sample(list(variant.canasta_bonus), 2)
        if len(variant.canasta_bonus) > 1
    }
    if rng.random() < 0.05:
        side["canastas"]["nonsense"] = 1
    if rng.random() < 0.2:
        side["concealed_canastas"] = rng.randint(0, 2)
    if variant.incomplete_penalty and rng.random() < 0.3:
        side["unfinished"] = {
            kind: rng.randint(0, 2) for kind in variant.incomplete_penalty
        }
    if variant.held_penalty and rng.random() < 0.3:
        side["players_holding"] = {
            rank: rng.randint(0, 2) for rank in variant.held_penalty
        }


def _side(rng, variant, players, ranks, careful):
    """One side's result; `careful` keeps to what the rules allow, as far as a side alone can tell."""
    side = {}
    if rng.random() < 0.25:
        _counted(rng, variant, side)
    elif careful:
        side["melds"] = [
            _careful_meld(rng, variant, ranks.pop())
            for _ in range(min(len(ranks), rng.randint(0, 4)))
        ]
    else:
        every = (
            list(NATURAL_RANKS)
            + ["3", "wild"]
            + (["run"] * 3 if variant.sequences else [])
        )
        side["melds"] = [
            _meld(rng, variant, rng.choice(every))
            for _ in range(rng.choice([0, 1, 2, 3, 3, 4, 5]))
        ]
    if rng.random() < 0.5 and (variant.red_threes_laid or not careful):
        side["red_threes"] = rng.choice(
            [0, 1, 1, 2] if careful else [0, 1, 2, 3, 4, 5, 6, 7]
        )
    if rng.random() < 0.1 and (
        variant.black_threes_laid or variant.captured_black_three or not careful
    ):
        side["black_threes"] = rng.randint(0, 2 if careful else 4)
    if rng.random() < 0.05:
        side["adjustment"] = rng.randint(-50, 50) * 10
    shape = rng.random()
    if ("meld_cards" in side and shape < 0.6) or shape < 0.02:
        side["hand_cards"] = _piles(rng)
        if rng.random() < 0.3:
            side["in_hand"] = {rng.choice(["3r", "3b"]): rng.randint(0, 2)}
    elif shape < 0.3:
        side["hand_points"] = 5 * rng.randint(0, 40) + (
            3 if rng.random() < 0.05 and not careful else 0
        )
    elif shape < 0.4:
        side["in_hand"] = {"points": 5 * rng.randint(0, 30), "3r": rng.randint(0, 1)}
    elif shape < 0.6 and players > 1:
        side["in_hand"] = [_cards(rng, 1 if careful else 3) for _ in range(players)]
    else:
        side["in_hand"] = _cards(rng, 1 if careful else 3)
    return side


def _hand(rng, variant, sides, players):
    careful = rng.random() < 0.6
    ranks = [
        r for r in NATURAL_RANKS if r not in variant.no_wild_ranks or rng.random() < 0.5
    ]
    ranks += ["run"] * 2 if variant.sequences else []
    # shared out: two sides never meld more of one rank than the packs hold
    rng.shuffle(ranks)
    results = [_side(rng, variant, players, ranks, careful) for _ in range(sides)]
    out = rng.randrange(sides + 1)
    if out < sides:
        results[out]["went_out"] = True
        if rng.random() < 0.3:
            results[out]["concealed"] = True
        if rng.random() < (0.9 if careful else 0.5):
            results[out].pop("in_hand", None)
            results[out].pop("hand_points", None)
    if careful:
        return {
            "results": results,
            **(
                {"lone_hand": out if out < sides else None}
                if variant.lone_hands
                else {}
            ),
        }
    if rng.random() < 0.1:
        results[rng.randrange(sides)]["went_out"] = True
    if rng.random() < 0.1:
        results[rng.randrange(sides)]["acaba"] = True
    if rng.random() < 0.1:
        specials = list(variant.special_hands) or ["straight"]
        results[rng.randrange(sides)] = {"special_hand": rng.choice(specials)}
    hand = {"results": results}
    if variant.lone_hands or rng.random() < 0.05:
        hand["lone_hand"] = rng.choice([None, 0, 1, 2, 3][: sides + 2])
    return hand


PILE_RUN_STARTS = ("A", "2", "3", "4", "8", "J", "Q")


def _with_piles(rng, variant, hand: dict) -> dict:
    """Burraco, Buraco, Biriba: each side's second pile and closing card, runs from the ace with
    their wild card's place, long runs, and how a hand nobody closed ended and its trump suit."""
    if not variant.second_pile:
        return hand
    for side in hand["results"]:
        if rng.random() < 0.5:
            side["pile"] = rng.choice(["taken", "not_taken", "taken_unplayed"])
        if rng.random() < 0.3:
            side["pile_points"] = 5 * rng.randint(0, 30) * rng.choice([1, 1, 1, -1])
        if rng.random() < 0.3:
            side["closing_discard"] = rng.choice(["joker", "2", "K", "5"])
        for meld in side.get("melds", []):
            if meld.get("rank") == "run" and rng.random() < 0.7:
                meld["low"] = rng.choice(PILE_RUN_STARTS)
                meld["natural"] = rng.choice([3, 5, 6, 7, 8, 12, 13, 14])
                meld["suit"] = rng.choice(["hearts", "clubs", "spades", ""])
                wild = rng.choice([0, 0, 1, 1, 2])
                meld["twos"], meld["jokers"] = (
                    (wild, 0) if rng.random() < 0.5 else (0, wild)
                )
                meld["natural"] -= wild
                if wild and rng.random() < 0.8:
                    meld["wild_ranks"] = [rng.choice(["A", "2", "3", "7", "K", "Q"])]
    hand["ended"] = rng.choice(["", "", "stock", "time"])
    if rng.random() < 0.5:
        hand["trump"] = rng.choice(["hearts", "clubs", "spades"])
    return hand


def _house_rules(rng, variant) -> dict:
    rules = {}
    for key in rng.sample(list(variant.settings), min(3, len(variant.settings))):
        setting = SETTINGS[key]
        if setting.kind == "bool":
            rules[key] = not getattr(variant, key)
        elif setting.kind == "choice":
            rules[key] = rng.choice(setting.choices)[0]
    return rules


def generated_games(per_rule_set: int, seed: int = 21) -> list[dict]:
    """`per_rule_set` hands for each rule set, spread over games of 1 to 8 hands in each of its seatings,
    each with the engine's answer. Records the engine cannot read (a number out of range) are skipped."""
    rng, cases = random.Random(seed), []
    for variant in VARIANTS.values():
        made = 0
        while made < per_rule_set:
            layout = rng.choice(variant.layouts)
            sides, players = layout.sides, layout.players_per_side
            configured = variant.configure(sides, players)
            names = ["Us", "Them", "Others", "Fourth"][:sides]
            record = {
                "variant": variant.id,
                "rules": _house_rules(rng, variant) if rng.random() < 0.4 else {},
                "sides": [
                    {"name": name, "players": [f"{name} {k}" for k in range(players)]}
                    for name in names
                ],
                "hands": [
                    _with_piles(rng, configured, _hand(rng, configured, sides, players))
                    for _ in range(rng.randint(1, 8))
                ],
            }
            record["first_dealer"] = rng.choice(
                [None, *[p for s in record["sides"] for p in s["players"]]]
            )
            try:
                game = parse_record(record)
            except InvalidGame:
                continue
            made += len(game.hands)
            data = game_data(game)
            # the phone reads the record's own hands (Scorer.fromRecord)
            data["hands"] = record["hands"]
            cases.append(
                {"kind": "record", "game": data, "answer": play_data(play(game))}
            )
    return cases


def first_difference(want, got, path="answer"):
    """Where two answers first part, as "answer.hands[2].problems[0].code: 'x' != 'y'", or None."""
    if isinstance(want, dict) and isinstance(got, dict):
        for key in [*want, *(k for k in got if k not in want)]:
            found = first_difference(
                want.get(key, "<missing>"), got.get(key, "<missing>"), f"{path}.{key}"
            )
            if found:
                return found
        return None
    if isinstance(want, list) and isinstance(got, list):
        for i, (a, b) in enumerate(zip(want, got)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        if len(want) != len(got):
            return f"{path}: {len(want)} items in Python, {len(got)} in the browser ({want[len(got) :] or got[len(want) :]})"
        return None
    return None if want == got else f"{path}: Python {want!r}, browser {got!r}"
