"""`scorekeeper score` says rule problems in English unless --lang or LANG asks for another language."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

RECORDS = Path(__file__).parent / "records"
SCRIPT = Path(sys.executable).parent / "scorekeeper"
# bad_meld.json, hand 2: Them meld four 4 with 1 natural card and 2 deuces (Classic needs 2 naturals) and go
# out with no canasta (Classic needs 1).
ENGLISH = [
    "hand 2, Them: the meld of fours has 1 natural card and 2 wild cards; a meld needs at least 2 "
    "natural cards",
    "hand 2, Them: going out needs 1 canasta, but this side has 0",
]
ITALIAN = [
    "mano 2, Them: la combinazione di quattro ha 1 carta naturale e 2 matte; una combinazione vuole "
    "almeno 2 carte naturali",
    "mano 2, Them: per chiudere occorre avere 1 canasta, ma questa coppia ne ha 0",
]
GERMAN = [
    "Runde 2, Them: die Meldung der Vieren hat 1 natürliche Karte und 2 Joker; eine Meldung braucht "
    "mindestens 2 natürliche Karten",
    "Runde 2, Them: zum Ausmachen braucht es 1 Canasta, aber diese Partei hat 0",
]


def problems(*options, lang_env=None):
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("LANG", "LANGUAGE", "LC_ALL")
    }
    if lang_env:
        env["LANG"] = lang_env
    done = subprocess.run(
        [str(SCRIPT), "score", *options, str(RECORDS / "bad_meld.json")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode == 2
    return done.stderr.splitlines()


@pytest.mark.parametrize(
    "options, lang_env, expected",
    [
        ((), None, ENGLISH),
        ((), "C.UTF-8", ENGLISH),
        (("--lang", "it"), None, ITALIAN),
        ((), "it_IT.UTF-8", ITALIAN),
        ((), "de_DE.UTF-8", GERMAN),
        # The option outranks the environment
        (("--lang", "en"), "de_DE.UTF-8", ENGLISH),
        (("--lang", "fr"), None, ENGLISH),  # no French catalog
    ],
)
def test_rule_problems_are_printed_in_the_chosen_language(options, lang_env, expected):
    assert problems(*options, lang_env=lang_env) == expected
