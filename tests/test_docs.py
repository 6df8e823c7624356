"""The project's docs/ cannot rot: every JSON example in docs/record-format.md is read and scored by the
app, and docs/rules.md has a section for every rule set whose packs, target and settings match its data."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.record import parse_record
from scorekeeper.rules import VARIANTS, play

DOCS = Path(__file__).resolve().parent.parent / "docs"
SCRIPT = Path(sys.executable).parent / "scorekeeper"


def json_blocks(name: str) -> list[tuple[str, str]]:
    """(info string, body) of every ```json block of a doc, in order."""
    return re.findall(r"^```(json[^\n]*)\n(.*?)^```", (DOCS / name).read_text(), re.S | re.M)


RECORD_BLOCKS = json_blocks("record-format.md")


def block_id(block) -> str:
    return block[0].replace(" ", "-")


def test_record_format_has_examples_of_every_kind():
    kinds = {info.split()[1] if " " in info else "record" for info, _ in RECORD_BLOCKS}
    assert kinds == {"record", "side", "rules", "output"}


def seated_record(variant_id: str, results: list | None = None, rules: dict | None = None) -> dict:
    """A record of the rule set's first seating, with one hand of these results (the others empty)."""
    layout = VARIANTS[variant_id].layouts[0]
    sides = [{"name": f"Side {s + 1}", "players": [f"P{s + 1}.{p + 1}" for p in range(layout.players_per_side)]}
             for s in range(layout.sides)]
    record = {"format": 1, "variant": variant_id, "rules": rules or {}, "sides": sides, "hands": []}
    if results is not None:
        record["hands"] = [{"results": results + [{}] * (layout.sides - len(results))}]
    return record


def problems_of(record: dict) -> list[str]:
    result = play(parse_record(record))
    return [str(p) for p in result.problems]


@pytest.mark.parametrize("block", [b for b in RECORD_BLOCKS if b[0] == "json"], ids=block_id)
def test_a_whole_record_in_the_docs_is_scored_without_a_problem(block):
    assert problems_of(json.loads(block[1])) == []


@pytest.mark.parametrize("block", [b for b in RECORD_BLOCKS if b[0].startswith("json side ")], ids=block_id)
def test_a_side_result_in_the_docs_scores_as_the_first_side_of_a_hand(block):
    variant_id = block[0].split()[2]
    assert problems_of(seated_record(variant_id, [json.loads(block[1])])) == []


@pytest.mark.parametrize("block", [b for b in RECORD_BLOCKS if b[0].startswith("json rules ")], ids=block_id)
def test_house_rules_in_the_docs_are_accepted_by_their_rule_set(block):
    variant_id = block[0].split()[2]
    assert problems_of(seated_record(variant_id, rules=json.loads(block[1]))) == []


def test_the_output_shown_is_what_scorekeeper_score_prints_for_the_record_above_it():
    infos = [info for info, _ in RECORD_BLOCKS]
    output_at = infos.index("json output")
    record = [body for info, body in RECORD_BLOCKS[:output_at] if info == "json"][-1]
    done = subprocess.run([str(SCRIPT), "score", "-"], input=record, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json.loads(RECORD_BLOCKS[output_at][1])


def test_the_docs_record_example_matches_the_hand_arithmetic_written_beside_it():
    # Hand 1: Us 140 + 80 - 10 + 500 + 200 + 100 = 1010; Them 120 + 15 - 30 + 300 = 405.
    # Hand 2: Us 95 - 40 + 100 = 155; Them 310 + 500 + 300 + 200 = 1310.
    record = json.loads([body for info, body in RECORD_BLOCKS if info == "json"][0])
    result = play(parse_record(record))
    assert [h.totals for h in result.hands] == [(1010, 405), (1010 + 155, 405 + 1310)]
    assert result.next_initial_meld == (50, 90) and result.next_dealer == "Ben"


def test_a_broken_side_result_would_fail_the_docs_check():
    """The check above can fail: a meld of one natural card and two deuces is refused."""
    broken = {"melds": [{"rank": "4", "natural": 1, "twos": 2}], "in_hand": {}}
    assert problems_of(seated_record("classic", [broken]))
