"""`scorekeeper score` and `scorekeeper variants` on cutthroat, Canastone and Mini record files:
every number below is worked out by hand from the rules reference (§6, §19, §21)."""

import json

import pytest

from cli.test_cli import RECORDS, run, score


def test_cutthroat_lone_hand_partnerships_and_a_hand_everyone_plays_alone():
    out = score("cutthroat.json")
    # hand 1 (W10, Lia alone): Lia 70 + 30 - 10 + 500 + 100 = 690; partnership 65 + 70 + 60 - 15 + 300 + 500
    # + 100 = 1080, Piero + 200 red threes = 1280, Paola + 100 = 1180
    # hand 2 (nobody took the pile): Lia Q x5 50 - 10 = 40; Piero A-A-A-2 80 + 100 = 180; Paola never melded:
    # -100 for her red three - 10 for 4, 4 = -110
    # hand 3 (Piero alone, counted): Piero 120 + 500 - 30 = 590; Lia and Paola 90 + 80 + 300 + 100 out = 570,
    # Lia + 100 = 670, Paola + 200 = 770
    assert [h["scores"] for h in out["hands"]] == [
        [690, 1280, 1180],
        [40, 180, -110],
        [670, 590, 770],
    ]
    assert [h.get("lone_hand") for h in out["hands"]] == [0, None, 1]
    assert (
        out["totals"]
        == [690 + 40 + 670, 1280 + 180 + 590, 1180 - 110 + 770]
        == [1400, 2050, 1840]
    )
    assert out["hands"][1]["initial_meld"] == [50, 50, 50]
    # Each player's own total: 1400, 2050, 1840
    assert out["next_initial_meld"] == [50, 90, 90]
    assert out["target"] == 7500 and out["finished"] is False


def test_canastone_w17_and_a_counted_hand_going_out_di_mano():
    out = score("canastone.json")
    # hand 1 (W17): 5820 and 130
    # hand 2: Noi 300 + 500 + 2000 (jokers and deuces) + 100 (a natural and a wild, counted mixed: plus) - 20 = 2880;
    # Voi 250 + 500 + 500 (mixed aces) + 500 (di mano, in all) = 1750
    assert [h["scores"] for h in out["hands"]] == [[5820, 130], [2880, 1750]]
    assert out["hands"][0]["breakdown"][0]["canasta_bonus"] == 1000 + 300 + 3000
    assert out["hands"][1]["initial_meld"] == [120, 50]  # 5820 and 130 before the hand
    assert out["totals"] == [8700, 1880] and out["next_initial_meld"] == [160, 50]
    assert out["target"] == 15000


def test_canastone_farina_lamberto_through_the_command_line():
    record = json.loads((RECORDS / "canastone.json").read_text())
    record["rules"] = {"honours_mode": "farina", "target": 12000}
    done = run("score", "-", stdin=json.dumps(record))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    # hand 1: Voi's 200 split, + 100 each: 5920 and 430; hand 2 unchanged; 5920 + 2880 = 8800
    assert out["hands"][0]["scores"] == [5920, 430]
    assert out["totals"] == [8800, 2180] and out["target"] == 12000


def test_mini_w19_then_to_30_in_small_numbers():
    out = score("mini.json")
    # hand 1 (W19): 9 and -6; hand 2 counted: 2 + 1 + 10 - 2 = 11 and (only a pure canasta: 0) - 7 = -7
    # hand 3: 2 + 1 + 5 = 8 and a queen held, one group: -1; hand 4: 2 + 1 = 3 and 2 + 1 - 2 (A x4: two groups) = 1
    assert [h["scores"] for h in out["hands"]] == [[9, -6], [11, -7], [8, -1], [3, 1]]
    assert out["totals"] == [9 + 11 + 8 + 3, -6 - 7 - 1 + 1] == [31, -13]
    assert out["finished"] is True and out["winner"] == 0 and out["margin"] == 44
    assert "melded_cards" not in out["hands"][0]["breakdown"][0]


@pytest.mark.parametrize(
    "variant, sides, hand, message",
    [
        (
            "cutthroat-3p",
            [{"name": "L"}, {"name": "P"}, {"name": "Q"}],
            {
                "lone_hand": None,
                "results": [
                    {"melds": [{"rank": "K", "natural": 7}], "went_out": True},
                    {},
                    {},
                ],
            },
            "hand 1, L: L went out, so the pile was taken or L plays alone: say who took the pile first",
        ),
        (
            "cutthroat-3p",
            [{"name": "L"}, {"name": "P"}, {"name": "Q"}],
            {"lone_hand": "L", "results": [{}, {}, {}]},
            "hand 1: lone_hand must be a side's index or null, not 'L'",
        ),
        (
            "mini",
            [{"name": "A"}, {"name": "B"}],
            {
                "results": [
                    {"melds": [{"rank": "K", "natural": 5}], "went_out": True},
                    {},
                ]
            },
            "hand 1, A: going out needs 1 pure canasta and 1 impure canasta, but this side has 1 pure and 0 impure",
        ),
        (
            "canastone",
            [
                {"name": "A", "players": ["a", "b"]},
                {"name": "B", "players": ["c", "d"]},
            ],
            {
                "results": [
                    {
                        "melds": [
                            {"rank": "K", "natural": 7},
                            {"rank": "Q", "natural": 7},
                        ],
                        "went_out": True,
                    },
                    {},
                ]
            },
            "hand 1, A: going out needs 1 natural canasta and 1 mixed canasta, but this side has 2 natural and 0 mixed",
        ),
    ],
)
def test_refusals_name_hand_side_and_rule(variant, sides, hand, message):
    done = run(
        "score",
        "-",
        stdin=json.dumps({"variant": variant, "sides": sides, "hands": [hand]}),
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [message]


def test_variants_lists_cutthroat_canastone_and_mini_with_their_switches():
    listing = {v["id"]: v for v in json.loads(run("variants", "--json").stdout)}
    assert listing["cutthroat-3p"]["settings"]["target"] == 7500
    assert listing["cutthroat-3p"]["settings"]["canastas_to_go_out"] == 1
    assert listing["canastone"]["settings"]["honours_mode"] == "spinelli"
    assert (
        listing["canastone"]["settings"]["going_out_canasta_bonus_cumulative"] is False
    )
    assert listing["mini"]["settings"]["target"] == 30
    assert listing["mini"]["settings"]["tie_rule"] == "continue"
    assert [s["changes"] for s in listing["mini"]["seating"]] == [
        {"deal": 9},
        {"deal": 12},
        {"deal": 10},
    ]
    text = run("variants").stdout
    assert "honours_mode = both kinds plus, only mixed paid" in text
    assert "with 3 players, each alone: deal 10" in text
