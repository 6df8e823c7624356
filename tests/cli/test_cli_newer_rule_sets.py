"""The command line on Cuban, Mexicana, sevens, Brazilian and Chilean records: numbers computed by hand."""

import json

from cli.test_cli import RECORDS, run, score


def with_changes(name, rules=None, extra_hand=None):
    """A record file's text with house rules set or one more hand appended."""
    record = json.loads((RECORDS / name).read_text())
    if rules:
        record["rules"] = rules
    if extra_hand:
        record["hands"].append(extra_hand)
    return json.dumps(record)


def refused(text):
    done = run("score", "-", stdin=text)
    assert done.returncode == 2 and done.stdout == ""
    return done.stderr.strip().splitlines()


def test_cuban_w15_then_150_from_5000():
    out = score("cuban.json")
    # Hand 1 (W15): A 70 + 260 - 10 + 500 + 3000 + 500 + 100 (out) + 100 (four black threes) = 4520;
    # B 40 + 15 - 45 - 100 = -90
    assert out["hands"][0]["scores"] == [4520, -90]
    assert out["hands"][0]["breakdown"][0]["captured_black_threes"] == 100
    assert out["hands"][0]["canastas"][0] == {"natural": 1, "wild_jokers": 1}
    # Hand 2 (counted, the stock ran out): A 200 + 500 = 700; B 60 - 30 = 30
    assert out["hands"][1]["scores"] == [700, 30]
    assert out["hands"][1]["initial_meld"] == [120, 15]  # A on 4520, B on -90
    assert out["totals"] == [4520 + 700, -90 + 30] == [5220, -60]
    assert out["next_initial_meld"] == [150, 15]  # A has passed 5000
    assert out["target"] == 7500 and out["finished"] is False


def test_cuban_en_reading_through_the_record_rules():
    out = json.loads(
        run(
            "score",
            "-",
            stdin=with_changes("cuban.json", {"red_three_penalty": "zero"}),
        ).stdout
    )
    # B: 40 + 15 - 45, its red three not scored
    assert out["hands"][0]["scores"] == [4520, 10]


def test_mexicana_sevens_canasta_and_red_threes():
    out = score("mexicana.json")
    # A: 70 + 65 (7 x5 + 2 x2) - 10 + 500 + 1000 (sevens canasta) + 200 + 100 = 1925; B: 50 - 10 + 300 = 340
    assert out["totals"] == [1925, 340]


def test_mexicana_refuses_going_out_with_fewer_red_threes_than_canastas():
    record = json.loads((RECORDS / "mexicana.json").read_text())
    record["hands"][0]["results"][0]["red_threes"] = 1
    assert refused(json.dumps(record)) == [
        "hand 1, A: going out needs 1 red three laid for each canasta: 2 red threes for 2 canastas, "
        "but this side laid 1"
    ]


def test_sevens_w21_and_the_four_sevens_switch():
    assert score("sevens.json")["totals"] == [1080, -1755]
    text = with_changes("sevens.json", {"held_penalty_threshold": 4})
    assert json.loads(run("score", "-", stdin=text).stdout)["totals"] == [1080, -1255]


def test_brazilian_w14_then_a_canasta_to_open_from_7000():
    out = score("brazilian.json")
    # Hand 1: A 50 (escalera 4-10) + 140 - 5 + 1500 + 500 + 100 (one red three) + 200 (out) = 2485;
    # B (W14) 70 + 50 - 100 - 10 + 500 - 1000 + 1000 = 510
    assert out["hands"][0]["scores"] == [2485, 510]
    # Hand 2 (counted): A 300 + 1500 + 2 x 500 + 2000 = 4800; B 100 - 50 + 300 = 350
    assert out["hands"][1]["scores"] == [4800, 350]
    assert out["totals"] == [7285, 860]
    assert out["next_initial_meld"] == [{"canasta": "any"}, 50]


def test_brazilian_refuses_an_opening_without_a_canasta_from_7000():
    text = with_changes(
        "brazilian.json",
        extra_hand={
            "results": [
                {"melds": [{"rank": "K", "natural": 3}]},
                {"melds": [{"rank": "Q", "natural": 5}]},
            ]
        },
    )
    assert refused(text) == [
        "hand 3, A: the minimum initial meld is a canasta, but there is no canasta"
    ]


def test_chilean_with_four_packs():
    out = score("chilean.json")
    # A: 55 + 200 + 1500 + 2500 + 200 (out) + 800 (eight red threes, 100 each) = 5255;
    # B: 70 + 500 - 100 (two jokers held) = 470
    assert out["totals"] == [5255, 470]


def test_chilean_with_three_packs_refuses_eight_red_threes():
    record = json.loads((RECORDS / "chilean.json").read_text())
    del record["rules"]
    assert refused(json.dumps(record)) == [
        "hand 1: 8 red threes are recorded (both sides together), but 3 packs hold only 6"
    ]


def test_variants_lists_the_newer_rule_sets_with_their_switches():
    out = json.loads(run("variants", "--json").stdout)
    by_id = {v["id"]: v for v in out} if isinstance(out, list) else out
    for variant_id, switch in [
        ("cuban", "captured_black_three"),
        ("mexicana", "go_out_red_threes_per_canasta"),
        ("sevens", "held_penalty_threshold"),
        ("brazilian", "short_run_max"),
        ("chilean", "decks"),
    ]:
        assert switch in json.dumps(by_id[variant_id])


def test_variants_text_marks_mexicanas_unverified_defaults():
    text = run("variants").stdout
    mexicana = text.split("mexicana: Mexicana")[1].split("\n\n")[0]
    assert "target = 5000 [unverified: no source gives it]" in mexicana
    assert "go_out_red_threes_per_canasta = 1  (" in mexicana  # sourced: no mark
