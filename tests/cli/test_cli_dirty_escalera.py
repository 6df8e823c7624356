"""The command line knows the dirty escalera: `scorekeeper variants` lists its switches with their defaults
and the rules the scorekeeper does not check, and `scorekeeper score` scores a record with one."""

import json

from dirty_escalera import RECORD

from cli.test_cli import run


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
