"""The game summary that the scoreboard and the score sheet both show."""

import json
from pathlib import Path

from scorekeeper.statistics.summary import summarise

RECORDS = Path(__file__).parent.parent / "cli" / "records"


def record(name):
    return json.loads((RECORDS / name).read_text())


def test_summary_of_a_finished_classic_game():
    game = summarise(record("classic.json"), corrected={2})
    first, second = game["hands"]
    assert [s["score"] for s in first["sides"]] == [1190, -440]
    assert [item["label"] for item in first["sides"][0]["items"]] == [
        "Melded cards",
        "Canastas",
        "Red threes",
        "Going out",
        "Cards left in hand",
    ]
    assert first["sides"][0]["canastas"] == {"natural": 1, "mixed": 1}
    assert second["corrected"] and not first["corrected"]
    assert [s["initial_meld"] for s in second["sides"]] == ["50", "15"]
    assert game["totals"] == [5090, 120] and game["to_target"] == [0, 4880]
    assert game["finished"] and game["winner"] == "Us" and game["margin"] == 4970
    assert game["first_dealer"] == "Ana" and game["next_dealer"] is None


def test_summary_marks_the_house_rules_a_table_changed():
    changed = dict(record("classic.json"), rules={"target": 6000})
    settings = {s["key"]: s for s in summarise(changed)["settings"]}
    assert (
        settings["target"]["value"] == "6000"
        and settings["target"]["default"] == "5000"
    )
    assert settings["target"]["changed"] and not settings["going_out"]["changed"]


def test_summary_of_a_game_in_progress_gives_next_minimums_and_dealer():
    game = summarise(record("two_players.json"))
    assert game["next_initial_meld"] == ["90", "50"] and game["next_dealer"] == "Cleo"
    assert not game["finished"] and game["winner"] is None


def test_modern_american_minimum_names_the_natural_canasta_exception():
    assert summarise(record("modern_american.json"))["next_initial_meld"] == [
        "180 or a natural canasta",
        "125 or a natural canasta",
    ]


def test_a_fixed_length_game_counts_hands_left_instead_of_points_to_go():
    game = summarise(
        dict(
            record("hand_and_foot.json"),
            hands=record("hand_and_foot.json")["hands"][:2],
        )
    )
    assert (
        game["to_target"] is None
        and game["hands_in_game"] == 4
        and game["hands_left"] == 2
    )


def test_problems_come_with_the_side_and_field_at_fault():
    bad = json.loads((RECORDS / "bad_meld.json").read_text())
    details = summarise(bad)["problem_details"]
    assert details[0] == {
        "hand": 2,
        "side": "Them",
        "side_index": 1,
        "field": "melds.0",
        "message": "the meld of fours has 1 natural card and 2 wild cards; "
        "a meld needs at least 2 natural cards",
        # the same as data, for pages that say it in another language
        "code": "meld.too_few_naturals",
        "params": {"meld": ("4", "", ""), "naturals": 1, "wilds": 2, "least": 2},
    }


def test_a_setting_written_with_its_rule_book_value_is_no_house_rule():
    same = dict(record("classic.json"), rules={"target": 5000, "going_out": 200})
    changed = {s["key"] for s in summarise(same)["settings"] if s["changed"]}
    assert changed == {"going_out"}


def test_hand_number_meld_tables_read_by_hand():
    settings = {
        s["key"]: s for s in summarise(record("hand_and_foot.json"))["settings"]
    }
    assert (
        settings["meld_table"]["value"]
        == "hand 1: 50, hand 2: 90, hand 3: 120, hand 4+: 150"
    )


def test_hand_and_foot_has_no_red_threes_item_because_threes_are_never_laid():
    first = summarise(record("hand_and_foot.json"))["hands"][0]["sides"][1]["items"]
    assert [item["key"] for item in first] == [
        "melded_cards",
        "canasta_bonus",
        "going_out",
        "in_hand",
        "red_three_in_hand",
    ]


def test_the_short_minimum_and_its_note_are_given_apart():
    game = summarise(record("modern_american.json"))
    assert (
        game["next_minimum"] == ["180", "125"]
        and game["minimum_note"] == "or a natural canasta"
    )
    assert game["hands"][1]["sides"][0]["minimum"] == "155"
