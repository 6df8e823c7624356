"""A pytest plugin that writes down every hand the rule tests score, check or play, for the parity test.

Loaded with `-p case_recorder` into a run of tests/rules (scorer_cases.py does it): it wraps the
engine's three entry points so each call also appends its inputs, as the scorer's JSON data, to the
file named by $SCORER_CASES, with the engine's answer: what the phone's scorer must give back."""

import functools
import json
import os

from scorer_cases import play_data, problem_data, score_data

import scorekeeper.rules as rules
from scorekeeper.rules import game, scoring, validation
from scorekeeper.rules.as_data import game_data, hand_data, variant_data

CASES: dict[str, dict] = {}


def _keep(case: dict) -> None:
    CASES.setdefault(json.dumps(case, sort_keys=True), case)


def _recording(function, describe, answer):
    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        # a call that raises is nothing a phone would score
        result = function(*args, **kwargs)
        _keep({**describe(*args, **kwargs), "answer": answer(result)})
        return result

    return wrapper


def _scored(variant, hand):
    return {"kind": "score", "variant": variant_data(variant), "hand": hand_data(hand)}


def _checked(variant, hand, number, names, requirements, players_per_side):
    return {
        "kind": "check",
        "variant": variant_data(variant),
        "hand": hand_data(hand),
        "number": number,
        "names": list(names),
        "requirements": list(requirements),
        "players_per_side": players_per_side,
    }


def _played(the_game):
    return {"kind": "play", "game": game_data(the_game)}


# Wrapped where each is looked up: the package, its own module and the modules that call it.
def _scores(scores):
    return [score_data(s) for s in scores]


def _problems(problems):
    return [problem_data(p) for p in problems]


for module, name, describe, answer in [
    (scoring, "score_hand", _scored, _scores),
    (game, "score_hand", _scored, _scores),
    (rules, "score_hand", _scored, _scores),
    (validation, "check_hand", _checked, _problems),
    (game, "check_hand", _checked, _problems),
    (rules, "check_hand", _checked, _problems),
    (game, "play", _played, play_data),
    (rules, "play", _played, play_data),
]:
    setattr(module, name, _recording(getattr(module, name), describe, answer))


def pytest_sessionfinish(session):
    with open(os.environ["SCORER_CASES"], "w", encoding="utf-8") as out:
        json.dump(list(CASES.values()), out)
