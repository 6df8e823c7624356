"""A dirty escalera in the game record (docs/record-format.md): its wild cards and the cards they stand
for are read, scored, and come back whole through import and export; a record without them reads as before."""

import json

import pytest
from dirty_escalera import DIRTY_RUN

from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import InvalidGame, play


def bolivia(run: dict, rules: dict | None = None) -> dict:
    return {
        "format": 1,
        "variant": "bolivia",
        "rules": {"dirty_runs": True} if rules is None else rules,
        "sides": [
            {"name": "Us", "players": ["Ana", "Ben"]},
            {"name": "Them", "players": ["Cleo", "Dan"]},
        ],
        "hands": [
            {
                "results": [
                    {
                        "melds": [run, {"rank": "K", "natural": 7}],
                        "red_threes": 2,
                        "went_out": True,
                        "in_hand": {"4": 2},
                    },
                    {"melds": [{"rank": "Q", "natural": 5}], "in_hand": {"A": 1}},
                ]
            }
        ],
    }


def test_a_recorded_dirty_escalera_is_read_with_the_cards_its_wild_cards_stand_for():
    meld = parse_record(bolivia(DIRTY_RUN)).hands[0].results[0].melds[0]
    assert (meld.natural, meld.jokers, meld.wild_ranks, meld.size) == (6, 1, ("8",), 7)


def test_a_recorded_dirty_escalera_scores_as_the_docs_work_it_out():
    # Us: 95 (5, 6, 7, 9, 10, J and a joker) + 70 - 10 + 300 + 500 + 200 (red threes) + 200 (out) = 1355
    # Them: 50 - 20 = 30
    result = play(parse_record(bolivia(DIRTY_RUN)))
    assert list(result.problems) == []
    assert result.hands[0].totals == (1355, 30)
    assert dict(result.hands[0].scores[0].canastas) == {
        "dirty_escalera": 1,
        "natural": 1,
    }


def test_an_old_record_with_a_clean_run_reads_as_before():
    # No wild_ranks, no dirty_runs: 55 + 70 - 10 + 1500 + 500 + 200 + 200 = 2515
    clean = {"rank": "run", "low": "5", "natural": 7, "suit": "hearts"}
    result = play(parse_record(bolivia(clean, rules={})))
    assert list(result.problems) == [] and result.hands[0].totals == (2515, 30)


@pytest.mark.parametrize(
    "wild_ranks, said",
    [("8", "must be a list"), ([8], "must be a list"), (["1"], "not in a run")],
)
def test_wild_ranks_that_are_not_cards_of_a_run_are_refused(wild_ranks, said):
    with pytest.raises(InvalidGame) as refused:
        parse_record(bolivia({**DIRTY_RUN, "wild_ranks": wild_ranks}))
    assert said in str(refused.value)


def test_a_dirty_escalera_comes_back_whole_through_import_and_export(client):
    record = {**bolivia(DIRTY_RUN), "name": "Friday"}
    imported = client.post("/games/import", data={"text": json.dumps(record)})
    assert imported.status_code == 302
    back = client.get(imported.location + "/export.json").get_json()
    # in the phone's group, each side also lists its people's roster ids
    sides = [{k: v for k, v in s.items() if k != "roster"} for s in back["sides"]]
    assert {**{k: v for k, v in back.items() if k != "created"}, "sides": sides} == (
        record
    )
