"""The installed `scorekeeper` command on record files: numbers computed by hand from the rules."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

RECORDS = Path(__file__).parent / "records"
SCRIPT = Path(sys.executable).parent / "scorekeeper"


def run(*args, stdin=None):
    return subprocess.run(
        [str(SCRIPT), *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def score(name):
    done = run("score", str(RECORDS / name))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_console_script_is_installed():
    assert SCRIPT.exists(), "pip install -e . should install the scorekeeper command"


def test_classic_game_is_scored_hand_by_hand_to_the_winner():
    out = score("classic.json")
    first, second = out["hands"]
    # Hand 1 (W2): Us 205 melded - 15 in hand + 500 + 300 + 100 red three + 100 out = 1190;
    # Them never melded: -140 in hand - 300 for three red threes = -440
    assert first["scores"] == [1190, -440]
    assert first["breakdown"][0] == {
        "melded_cards": 205,
        "canasta_bonus": 800,
        "red_threes": 100,
        "going_out": 100,
        "in_hand": -15,
    }
    assert first["breakdown"][1] == {
        "melded_cards": 0,
        "canasta_bonus": 0,
        "red_threes": -300,
        "going_out": 0,
        "in_hand": -140,
    }
    assert first["dealer"] == "Ana"
    # Hand 2 (counted): Us 600 + 5 x 500 + 2 x 300 + 100 + 100 = 3900; Them 120 + 300 + 200 - 60 = 560
    assert second["scores"] == [3900, 560]
    assert second["totals"] == [1190 + 3900, -440 + 560] == [5090, 120]
    # Us on 1190, Them on -440 before the hand
    assert second["initial_meld"] == [50, 15]
    assert second["dealer"] == "Cleo"  # seats Ana, Cleo, Ben, Dan: the deal passes left
    assert out["totals"] == [5090, 120]
    assert out["next_initial_meld"] == [120, 50]
    assert (
        out["finished"] is True and out["winner"] == 0 and out["margin"] == 5090 - 120
    )
    assert out["next_dealer"] is None


def test_two_player_game_w9():
    out = score("two_players.json")
    # A: 70 + 95 + 500 + 300 + 100 out + 800 all four red threes = 1865; B: 30 + 60 - 35 = 55
    assert out["totals"] == [1865, 55]
    assert out["next_initial_meld"] == [90, 50]
    assert (
        out["next_dealer"] == "Cleo"
        and out["finished"] is False
        and out["winner"] is None
    )


def test_three_player_game_each_alone():
    out = score("three_players.json")
    # Ana 100 + 500 + 100 = 700; Ben 60; Cleo never melded: -100 - 40 = -140
    assert out["totals"] == [700, 60, -140]
    assert out["next_initial_meld"] == [50, 50, 15]
    assert out["hands"][0]["dealer"] == "Cleo" and out["next_dealer"] == "Ana"


def test_six_player_game_in_two_teams_of_three():
    out = score("six_players.json")
    # North: 70 + 70 + 2 x 500 + five red threes 1000 + 100 out = 2240; South: -100 - 30 = -130
    assert out["totals"] == [2240, -130]
    assert out["target"] == 10000
    assert out["next_initial_meld"] == [90, 15]
    assert out["hands"][0]["dealer"] == "A1" and out["next_dealer"] == "B1"


def test_standard_input_and_python_dash_m_give_the_same_result():
    text = (RECORDS / "classic.json").read_text()
    via_stdin = run("score", "-", stdin=text)
    via_module = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "score", "-"],
        input=text,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert via_stdin.returncode == via_module.returncode == 0
    assert (
        json.loads(via_stdin.stdout)
        == json.loads(via_module.stdout)
        == score("classic.json")
    )


@pytest.mark.parametrize(
    "name, messages",
    [
        (
            "five_red_threes.json",
            [
                "hand 1: 5 red threes are recorded (both sides together), but 2 packs hold only 4"
            ],
        ),
        (
            "bad_meld.json",
            [
                "hand 2, Them: the meld of fours has 1 natural card and 2 wild cards; a meld needs at least 2 natural cards",
                "hand 2, Them: going out needs 1 canasta, but this side has 0",
            ],
        ),
    ],
)
def test_impossible_records_exit_2_with_one_message_per_problem(name, messages):
    done = run("score", str(RECORDS / name))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines() == messages


def test_malformed_json_is_an_error():
    done = run("score", str(RECORDS / "malformed.json"))
    assert done.returncode == 2 and done.stdout == ""
    assert "is not valid JSON" in done.stderr


@pytest.mark.parametrize(
    "record, message",
    [
        (
            {"variant": "pinochle", "sides": [{"name": "A"}, {"name": "B"}]},
            "unknown variant 'pinochle'",
        ),
        (
            {
                "variant": "classic",
                "rules": {"jokers_wild": True},
                "sides": [{"name": "A"}, {"name": "B"}],
            },
            "unknown rule setting 'jokers_wild'",
        ),
        (
            {
                "variant": "classic",
                "sides": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
            },
            "Classic Canasta is played by 2 partnerships of 2, not by 3 sides",
        ),
    ],
)
def test_unknown_variants_rules_and_seatings_are_errors(record, message):
    done = run("score", "-", stdin=json.dumps(record))
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr


def test_variants_lists_every_rule_set_with_its_settings_and_defaults():
    done = run("variants")
    assert done.returncode == 0
    for variant_id in (
        "classic",
        "classic-2p",
        "classic-3p",
        "classic-6p",
        "uruguayan",
        "british",
        "viennese",
    ):
        assert f"{variant_id}: " in done.stdout
    assert "meld_table = below 0: 15, 0+: 50, 1500+: 90, 3000+: 120" in done.stdout
    listing = json.loads(run("variants", "--json").stdout)
    classic = next(v for v in listing if v["id"] == "classic")
    assert classic["settings"]["target"] == 5000
    assert classic["settings"]["red_three_all"] == 800


def test_samba_w12_through_the_command_line():
    out = score("samba.json")
    # A: 55 + 70 + 80 - 65 + 1500 samba + 500 + 200 out + 300 = 2640
    # B: 80 + 30 - 25 - 45 + 300 - 200 (one canasta of two: red threes minus) = 140
    assert out["totals"] == [2640, 140]
    assert out["hands"][0]["canastas"][0] == {"samba": 1, "natural": 1}
    assert out["target"] == 10000 and out["next_initial_meld"] == [90, 50]


def test_bolivia_w13_through_the_command_line():
    out = score("bolivia.json")
    # A: 65 + 200 + 170 - 10 - 100 + 1500 + 2500 + 300 + 200 + 200 = 5025; B: 35 + 140 - 10 - 200 + 500 - 100 = 365
    assert out["totals"] == [5025, 365]
    assert out["hands"][0]["breakdown"][0]["black_threes_in_hand"] == -100
    assert out["target"] == 15000 and out["next_initial_meld"] == [120, 50]


def test_modern_american_w16_and_a_special_hand_through_the_command_line():
    out = score("modern_american.json")
    # hand 1: A 4205; B 70 + 25 - 25 - 30 + 500 - 2500 - 1500 = -3460
    # hand 2: A declares a straight, 3000 alone; B 150 + 500, one canasta so its red three is ignored, - 40 = 610
    assert [h["scores"] for h in out["hands"]] == [[4205, -3460], [3000, 610]]
    assert out["hands"][1]["initial_meld"] == [155, 125]
    assert out["totals"] == [7205, -2850] and out["next_initial_meld"] == [180, 125]


def test_hand_and_foot_four_hands_then_the_highest_total_wins():
    out = score("hand_and_foot.json")
    # hand 1: A 300 + 500 - 50 = 750; B 200 + 300 - 20 - 300 (red three held) = 180
    # hand 2 (W18): 3080 and 730; hand 3: 150 and 120 - 10 = 110; hand 4: 200 and 150
    assert [h["scores"] for h in out["hands"]] == [
        [750, 180],
        [3080, 730],
        [150, 110],
        [200, 150],
    ]
    assert [h["initial_meld"] for h in out["hands"]] == [
        [50, 50],
        [90, 90],
        [120, 120],
        [150, 150],
    ]
    assert out["totals"] == [4180, 1170]
    assert out["finished"] is True and out["winner"] == 0 and out["margin"] == 3010


def test_variants_lists_the_samba_family_american_and_hand_and_foot():
    listing = {v["id"]: v for v in json.loads(run("variants", "--json").stdout)}
    assert {
        "samba",
        "bolivia",
        "modern-american",
        "american-tournament",
        "hand-and-foot",
    } <= set(listing)
    assert listing["bolivia"]["settings"]["target"] == 15000
    assert [s["sides"] for s in listing["hand-and-foot"]["seating"]] == [2, 3, 4, 2, 3]


def test_an_extra_zero_is_refused_by_the_command_line_too():
    # 1,500 card points melded (150 with an extra zero): two packs hold 1,180 (590 a pack).
    record = {
        "variant": "classic",
        "sides": [{"name": "Us"}, {"name": "Them"}],
        "hands": [
            {
                "results": [
                    {"meld_points": 1500, "canastas": {"natural": 1}, "went_out": True},
                    {"meld_points": 0, "hand_points": 40},
                ]
            }
        ],
    }
    done = run("score", "-", stdin=json.dumps(record))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "hand 1, Us: 1,500 card points melded is more than the packs hold: 2 packs hold only 1,180 card points"
    ]


def test_scoring_a_record_loads_neither_sqlite_utils_nor_the_database_code():
    """`scorekeeper score` scores a file: it needs no database, so the server's commands (admin.py)
    load storage only when one of them runs (issue 38)."""
    probe = (
        "import sys\n"
        "from scorekeeper.cli.main import main\n"
        f"code = main(['score', {str(RECORDS / 'classic.json')!r}])\n"
        "loaded = [m for m in sys.modules if m == 'sqlite_utils' or m.startswith('scorekeeper.storage')]\n"
        "print('LOADED', code, loaded, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60
    )
    assert json.loads(done.stdout)["sides"]  # it did score the game
    assert "LOADED 0 []" in done.stderr
