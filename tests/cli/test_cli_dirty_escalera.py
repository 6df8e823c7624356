"""The command line knows the dirty escalera: `scorekeeper variants` lists its switches with their defaults
and the rules the scorekeeper does not check, and `scorekeeper score` scores a record with one."""

import json

from cli.test_cli import run

RECORD = {
    "format": 1,
    "variant": "bolivia",
    "rules": {"dirty_runs": True},
    "sides": [
        {"name": "Us", "players": ["Ana", "Ben"]},
        {"name": "Them", "players": ["Cleo", "Dan"]},
    ],
    "hands": [
        {
            "results": [
                {
                    "melds": [
                        {
                            "rank": "run",
                            "low": "5",
                            "natural": 6,
                            "jokers": 1,
                            "wild_ranks": ["8"],
                            "suit": "hearts",
                        },
                        {"rank": "K", "natural": 7},
                    ],
                    "red_threes": 2,
                    "went_out": True,
                    "in_hand": {"4": 2},
                },
                {"melds": [{"rank": "Q", "natural": 5}], "in_hand": {"A": 1}},
            ]
        }
    ],
}


def test_variants_lists_the_dirty_escalera_switches_of_bolivia_and_chilean_only():
    listing = {v["id"]: v for v in json.loads(run("variants", "--json").stdout)}
    for variant_id in ("bolivia", "chilean"):
        settings = listing[variant_id]["settings"]
        assert (
            settings["dirty_runs"],
            settings["dirty_run_bonus"],
            settings["dirty_run_goes_out"],
        ) == (False, 300, True)
    for variant_id in ("samba", "brazilian", "classic"):
        assert "dirty_runs" not in listing[variant_id]["settings"]
    assert listing["mini"]["unchecked"] and listing["classic"]["unchecked"] == []


def test_variants_in_words_says_what_is_not_checked():
    text = run("variants").stdout
    mini = text[text.index("mini: ") :]
    assert "not checked by the scorekeeper" in mini
    assert "may only be laid down in one go" in mini
    assert "dirty_runs = no" in text


def test_score_adds_up_a_dirty_escalera():
    done = run("score", "-", stdin=json.dumps(RECORD))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    # Us: 95 + 70 - 10 + 300 + 500 + 200 + 200 = 1355; Them: 50 - 20 = 30
    assert out["totals"] == [1355, 30]
    assert out["hands"][0]["canastas"][0] == {"dirty_escalera": 1, "natural": 1}
