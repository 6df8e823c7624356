"""`scorekeeper movement KIND --tables N --rounds R`, run as a director would run it (issue 24)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).parent / "scorekeeper"


def run(*args):
    return subprocess.run(
        [str(SCRIPT), "movement", *args], capture_output=True, text=True, timeout=60
    )


def seating(*args):
    done = run(*args)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_mitchell_prints_the_issues_json_shape_with_east_west_moving_up():
    out = seating("mitchell", "--tables", "3", "--rounds", "2")
    # NS 1-3 stay; EW 4-6 start at tables 1-3, then move up one (6 from table 3 to table 1)
    assert out == {
        "kind": "mitchell",
        "tables": 3,
        "rounds": [
            {
                "tables": [
                    {"table": 1, "ns": [1], "ew": [4]},
                    {"table": 2, "ns": [2], "ew": [5]},
                    {"table": 3, "ns": [3], "ew": [6]},
                ],
                "sits_out": [],
            },
            {
                "tables": [
                    {"table": 1, "ns": [1], "ew": [6]},
                    {"table": 2, "ns": [2], "ew": [4]},
                    {"table": 3, "ns": [3], "ew": [5]},
                ],
                "sits_out": [],
            },
        ],
    }


def test_the_output_is_one_table_a_line_for_a_director_reading_it():
    lines = run("mitchell", "--tables", "3", "--rounds", "1").stdout.splitlines()
    assert '    {"table": 2, "ns": [2], "ew": [5]},' in lines


def test_a_round_robin_of_eight_pairs_over_seven_rounds_meets_everyone_once():
    out = seating("round-robin", "--tables", "4", "--rounds", "7")
    met = [tuple(sorted(t["ns"] + t["ew"])) for r in out["rounds"] for t in r["tables"]]
    assert len(met) == len(set(met)) == 8 * 7 // 2


def test_a_progressive_seats_two_players_a_side_and_changes_partners():
    out = seating("progressive", "--tables", "2", "--rounds", "3")
    sides = [
        tuple(side)
        for r in out["rounds"]
        for t in r["tables"]
        for side in (t["ns"], t["ew"])
    ]
    assert all(len(side) == 2 for side in sides)
    assert sorted(p for side in sides[:4] for p in side) == list(range(1, 9))
    assert len(set(sides)) == len(sides) == 3 * 4  # 12 partnerships, none twice


def test_one_pair_short_the_pair_that_would_meet_the_missing_one_sits_out():
    out = seating("mitchell", "--tables", "3", "--rounds", "3", "--entrants", "5")
    assert [r["sits_out"] for r in out["rounds"]] == [[3], [1], [2]]


@pytest.mark.parametrize(
    "args, reason",
    [
        (("mitchell", "--tables", "4", "--rounds", "5"), "at most 4 rounds"),
        (("round-robin", "--tables", "3", "--rounds", "6"), "at most 5 rounds"),
        (
            ("progressive", "--tables", "2", "--rounds", "3", "--entrants", "12"),
            "8 to 11",
        ),
        (("mitchell", "--tables", "0", "--rounds", "1"), "at least one table"),
    ],
)
def test_a_movement_that_cannot_keep_its_promise_exits_2_and_says_why(args, reason):
    done = run(*args)
    assert done.returncode == 2 and done.stdout == ""
    assert reason in done.stderr


def test_an_unknown_kind_is_refused_by_the_argument_parser():
    done = run("swiss", "--tables", "3", "--rounds", "3")
    assert done.returncode == 2 and "invalid choice" in done.stderr


EVENTS_MD = (Path(__file__).resolve().parents[2] / "docs" / "events.md").read_text()


def test_the_example_in_events_md_is_what_the_command_prints():
    shown = EVENTS_MD.split("one table a line:\n\n", 1)[1].split("\n      ...", 1)[0]
    printed = run("mitchell", "--tables", "3", "--rounds", "3").stdout
    assert printed.startswith("\n".join(line[4:] for line in shown.splitlines()))


def test_the_refusal_quoted_in_events_md_is_the_commands_own():
    refusal = run("mitchell", "--tables", "4", "--rounds", "5").stderr.strip()
    assert f"`{refusal}`" in EVENTS_MD
