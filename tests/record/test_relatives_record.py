"""Burraco, Buraco and Biriba in the game record (record-format.md, "Canasta's relatives"): the count
form of a side's result with its second pile, a hand nobody closed and Biriba's trump suit are read,
scored, refused when wrong, and come back whole through import and export."""

import json

import pytest

from scorekeeper.record.game_record import parse_record, result_json
from scorekeeper.rules import InvalidGame, play


def record(variant: str, hands: list, rules: dict | None = None) -> dict:
    return {
        "format": 1,
        "variant": variant,
        "rules": rules or {},
        "sides": [
            {"name": "NS", "players": ["Nora", "Sam"]},
            {"name": "EW", "players": ["Eve", "Walt"]},
        ],
        "hands": hands,
    }


B1 = {
    "results": [
        {
            "meld_points": 185,
            "canastas": {"clean": 1, "dirty": 1},
            "went_out": True,
            "pile": "taken",
            "hand_points": 25,
        },
        {
            "meld_points": 120,
            "canastas": {"semi_clean": 1},
            "pile": "not_taken",
            "hand_points": 75,
        },
    ]
}
B2_EW_UNPLAYED = {
    "meld_points": 55,
    "pile": "taken_unplayed",
    "pile_points": 125,
    "hand_points": 15,
}
B2 = {
    "results": [
        {
            "meld_points": 100,
            "canastas": {"dirty": 1},
            "went_out": True,
            "hand_points": 10,
            "closing_discard": "K",
        },
        B2_EW_UNPLAYED,
    ]
}
STOCK_OUT = {
    "results": [
        {"meld_points": 60, "hand_points": 10},
        {"meld_points": 40, "pile": "not_taken"},
    ],
    "ended": "stock",
}


def test_a_burraco_record_in_the_count_form_scores_b1_and_b2():
    """B1: 560 and 95; B2: 290 and −85 (relatives.md §1.3); then the stock runs out: 60 − 10 = 50,
    40 − 100 = −60."""
    result = play(parse_record(record("burraco", [B1, B2, STOCK_OUT])))
    assert result.problems == ()
    assert [h.totals for h in result.hands] == [(560, 95), (850, 10), (900, -50)]
    printed = result_json(parse_record(record("burraco", [B1, B2, STOCK_OUT])), result)
    assert printed["hands"][2]["ended"] == "stock"
    assert printed["hands"][0]["breakdown"][1]["pile"] == -100


def test_a_biriba_record_names_its_trump_suit_and_scores_d1_meld_by_meld():
    """D1 (relatives.md §3.1): A = 745, B = −10 with clubs as trumps."""
    a = {
        "melds": [
            {"rank": "run", "low": "5", "natural": 7, "suit": "clubs"},
            {
                "rank": "run",
                "low": "8",
                "natural": 6,
                "jokers": 1,
                "suit": "hearts",
                "wild_ranks": ["8"],
            },
            {"rank": "run", "low": "3", "natural": 3, "suit": "diamonds"},
        ],
        "went_out": True,
        "in_hand": [{}, {"8": 1}],
    }
    b = {
        "melds": [{"rank": "run", "low": "A", "natural": 6, "suit": "spades"}],
        "in_hand": [{"K": 1, "Q": 1, "2": 1}, {"7": 1, "joker": 1}],
    }
    result = play(
        parse_record(record("biriba", [{"results": [a, b], "trump": "clubs"}]))
    )
    assert result.problems == () and result.totals == (745, -10)


@pytest.mark.parametrize(
    "change, said",
    [
        ({"pile": "lost"}, "pile must be one of taken, not_taken, taken_unplayed"),
        ({"closing_discard": "11"}, "closing_discard is a card"),
    ],
)
def test_a_pile_that_is_no_state_or_no_card_is_refused(change, said):
    hand = {"results": [{**B1["results"][0], **change}, B1["results"][1]]}
    with pytest.raises(InvalidGame) as refused:
        parse_record(record("burraco", [hand]))
    assert said in str(refused.value)


def test_a_negative_pile_is_refused_by_the_rules_naming_side_and_field():
    hand = {"results": [B1["results"][0], {**B2_EW_UNPLAYED, "pile_points": -5}]}
    problems = play(parse_record(record("burraco", [hand]))).problems
    assert [(p.side, p.field, p.code) for p in problems] == [
        ("EW", "pile_points", "count.negative")
    ]


def test_a_hand_end_and_a_trump_that_are_not_known_are_refused():
    for key, value in (("ended", "rain"), ("trump", "stars")):
        with pytest.raises(InvalidGame) as refused:
            parse_record(record("biriba", [{**STOCK_OUT, key: value}]))
        assert f"{key} must be one of" in str(refused.value)


@pytest.mark.parametrize(
    "variant, hands, rules",
    [
        ("burraco", [B1, B2, STOCK_OUT], {"semipulito": False}),
        ("buraco", [{**STOCK_OUT, "ended": "time"}], {"joker_value": 50}),
        ("biriba", [{**STOCK_OUT, "trump": "hearts"}], {"trump_double": False}),
    ],
)
def test_a_record_of_each_relative_comes_back_whole_through_import_and_export(
    client, variant, hands, rules
):
    sent = {**record(variant, hands, rules), "name": "Friday"}
    imported = client.post("/games/import", data={"text": json.dumps(sent)})
    assert imported.status_code == 302
    back = client.get(imported.location + "/export.json").get_json()
    sides = [{k: v for k, v in s.items() if k != "roster"} for s in back["sides"]]
    assert {**{k: v for k, v in back.items() if k != "created"}, "sides": sides} == sent
