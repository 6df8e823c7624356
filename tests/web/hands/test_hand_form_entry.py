"""The hand form's data to record hands and back, and where engine problems are shown (no Flask)."""

from scorekeeper.record import changes
from scorekeeper.rules import VARIANTS, Problem
from scorekeeper.web.entry import hand_checks, hand_form, hand_spec, house_rules
from scorekeeper.web.words import change_words

CLASSIC = hand_spec.entry_spec(VARIANTS["classic"])


def side(**fields):
    return {"mode": None, "melds": [], "canastas": {}, "in_hand": {}, **fields}


def test_melds_mode_drops_empty_rows_and_remembers_where_each_meld_was_typed():
    data = {
        "went_out": "1c",
        "note": " late ",
        "sides": [
            side(
                melds=[
                    {"rank": "K", "natural": 7},
                    {"rank": "Q", "natural": None},
                    {"rank": "A", "natural": 3, "twos": 1},
                ],
                red_threes=1,
                hand_points=None,
            ),
            side(melds=[{"rank": "9", "natural": 7}], in_hand={"joker": 1, "K": 0}),
        ],
    }
    hand, rows = hand_form.hand_record(data, CLASSIC)
    assert hand == {
        "note": "late",
        "results": [
            {
                "melds": [
                    {"rank": "K", "natural": 7},
                    {"rank": "A", "natural": 3, "twos": 1},
                ],
                "red_threes": 1,
                "hand_points": 0,
            },
            {
                "melds": [{"rank": "9", "natural": 7}],
                "red_threes": 0,
                "in_hand": {"joker": 1},
                "went_out": True,
                "concealed": True,
            },
        ],
    }
    assert rows == [[0, 2], [0]]


def test_count_mode_keeps_only_canastas_that_were_counted():
    data = {
        "sides": [
            side(
                mode="count",
                meld_points=235,
                canastas={"natural": 1, "mixed": None},
                hand_points=40,
                adjustment=-100,
            ),
            side(),
        ]
    }
    hand, _ = hand_form.hand_record(data, CLASSIC)
    assert hand["results"][0] == {
        "meld_points": 235,
        "canastas": {"natural": 1},
        "red_threes": 0,
        "hand_points": 40,
        "adjustment": -100,
    }


def test_form_data_round_trips_a_record_hand():
    hand = {
        "results": [
            {
                "melds": [{"rank": "K", "natural": 7}],
                "red_threes": 1,
                "went_out": True,
                "hand_points": 0,
            },
            {
                "meld_points": 120,
                "canastas": {"mixed": 1},
                "red_threes": 0,
                "in_hand": {"points": 35},
            },
        ]
    }
    data = hand_form.form_data(hand, CLASSIC)
    assert data["went_out"] == "0" and data["sides"][0]["mode"] == "melds"
    assert data["sides"][1]["mode"] == "count" and data["sides"][1]["hand_points"] == 35
    again, _ = hand_form.hand_record(data, CLASSIC)
    assert changes.same_hand(again, hand, ["Us", "Them"])


def test_problems_are_placed_beside_their_field():
    rows = [[0, 3], [1]]
    assert (
        hand_checks.error_key(Problem(1, "Us", "m", "melds.1", 0), rows) == "s0.melds.3"
    )
    assert hand_checks.error_key(Problem(1, "Us", "m", "melds", 0), rows) == "s0.melds"
    assert (
        hand_checks.error_key(Problem(1, "Us", "m", "canastas.natural", 0), rows)
        == "s0.canastas.natural"
    )
    assert (
        hand_checks.error_key(Problem(1, "Us", "m", "in_hand.K", 0), rows)
        == "s0.in_hand"
    )
    assert (
        hand_checks.error_key(Problem(1, "Them", "m", "concealed", 1), rows)
        == "went_out"
    )
    assert hand_checks.error_key(Problem(1, None, "m", "red_threes"), rows) == "hand"
    grouped = hand_checks.errors_by_key(
        [Problem(1, "Them", "needs a canasta", "went_out", 1)]
    )
    assert grouped == {"went_out": ["Them: needs a canasta"]}


def test_check_change_blames_only_new_problems():
    record = {
        "format": 1,
        "variant": "classic",
        "sides": [{"name": "A"}, {"name": "B"}],
        "hands": [],
    }
    bad = {"results": [{"melds": [{"rank": "K", "natural": 1}]}, {}]}
    own, others = changes.check_change(record, bad, None)
    assert [p.field for p in own] == ["melds.0"] and others == []


def test_describe_change_says_what_changed():
    before = {
        "results": [
            {"meld_points": 100, "hand_points": 30},
            {"melds": [{"rank": "K", "natural": 3}]},
        ]
    }
    after = {
        "results": [
            {"meld_points": 100, "hand_points": 50},
            {"melds": [{"rank": "K", "natural": 4}]},
        ],
        "note": "oops",
    }
    assert change_words.describe_change(before, after, ["Us", "Them"]) == [
        "Us: card points left in hand 30 → 50",
        "Them: melds K (3) → K (4)",
        "note “” → “oops”",
    ]


def test_every_rule_set_gets_a_form_spec_from_its_data():
    for variant in VARIANTS.values():
        spec = hand_spec.entry_spec(variant)
        assert spec["canasta_kinds"] == list(variant.canasta_bonus)
        assert spec["acaba"] == variant.acaba
    assert ("wild", "Wild") in hand_spec.entry_spec(VARIANTS["uruguayan"])["meld_ranks"]
    assert not hand_spec.entry_spec(VARIANTS["british"])["concealed_marks"]


def test_house_rules_round_trip_and_keep_only_changes():
    variant = VARIANTS["classic"]
    fields = house_rules.house_rule_fields(variant, 2, 2)
    values = {f["name"]: f["value"] for f in fields}
    assert house_rules.rules_from_fields(variant, 2, 2, values) == {}
    values.update(
        {
            "target": 3000,
            "meld_table__3": 150,
            "canasta_bonus__mixed": 350,
            "acaba": "yes",
        }
    )
    assert house_rules.rules_from_fields(variant, 2, 2, values) == {
        "target": 3000,
        "meld_table": [[None, 15], [0, 50], [1500, 90], [3000, 150]],
        "canasta_bonus": {"natural": 500, "mixed": 350},
        "acaba": True,
    }


AMERICAN = hand_spec.entry_spec(VARIANTS["modern-american"])
HAND_AND_FOOT = hand_spec.entry_spec(VARIANTS["hand-and-foot"])


def test_the_form_asks_what_each_rule_set_scores():
    assert [k for k, _ in AMERICAN["unfinished_kinds"]] == ["sevens", "aces", "wild"]
    assert [r for r, _ in AMERICAN["held_ranks"]] == ["7", "A"] and AMERICAN[
        "per_player_hands"
    ]
    assert [c for c, _ in AMERICAN["held_threes"]] == ["3r", "3b"]
    assert not HAND_AND_FOOT["red_threes"] and [
        c for c, _ in HAND_AND_FOOT["held_threes"]
    ] == ["3r"]
    assert hand_spec.entry_spec(VARIANTS["samba"])["suits"][0] == ("hearts", "♥ hearts")
    assert (
        CLASSIC["suits"] == []
        and CLASSIC["unfinished_kinds"] == []
        and not CLASSIC["per_player_hands"]
    )


def test_cards_left_player_by_player_become_a_list_in_the_sides_player_order():
    data = {
        "sides": [
            side(players=[{"7": 3, "Q": 1, "K": None}, {"9": 1, "2": 1}]),
            side(players=[{}, {"8": 1}], threes={"3r": 1}),
        ]
    }
    hand, _ = hand_form.hand_record(data, AMERICAN)
    assert hand["results"][0]["in_hand"] == [{"7": 3, "Q": 1}, {"9": 1, "2": 1}]
    # a three typed beside goes to the first
    assert hand["results"][1]["in_hand"] == [
        {"3r": 1},
        {"8": 1},
    ]
    assert "hand_points" not in hand["results"][0]
    again = hand_form.form_data(hand, AMERICAN)
    assert (
        again["sides"][0]["players"][0]["7"] == 3
        and again["sides"][0]["players"][1]["2"] == 1
    )


def test_count_mode_keeps_unfinished_melds_and_players_holding():
    data = {
        "sides": [
            side(
                mode="count",
                meld_points=95,
                canastas={"natural": 1},
                unfinished={"sevens": 1, "aces": None, "wild": 0},
                players_holding={"7": 1, "A": None},
                hand_points=55,
            ),
            side(),
        ]
    }
    hand, _ = hand_form.hand_record(data, AMERICAN)
    assert hand["results"][0] == {
        "meld_points": 95,
        "canastas": {"natural": 1},
        "unfinished": {"sevens": 1},
        "players_holding": {"7": 1},
        "red_threes": 0,
        "hand_points": 55,
    }
    back = hand_form.form_data(hand, AMERICAN)["sides"][0]
    assert back["unfinished"] == {"sevens": 1, "aces": None, "wild": None}
    assert back["players_holding"] == {"7": 1, "A": None}


def test_threes_held_beside_counted_points_and_back():
    data = {"sides": [side(hand_points=170, threes={"3r": 2}), side(hand_points=15)]}
    hand, _ = hand_form.hand_record(data, HAND_AND_FOOT)
    assert hand["results"][0] == {"melds": [], "in_hand": {"points": 170, "3r": 2}}
    # no red threes laid in Hand and Foot
    assert hand["results"][1] == {
        "melds": [],
        "hand_points": 15,
    }
    back = hand_form.form_data(hand, HAND_AND_FOOT)["sides"][0]
    assert (
        back["hand_points"] == 170
        and back["threes"] == {"3r": 2}
        and back["in_hand"]["3r"] is None
    )
    # Cards counted one by one keep the threes as cards, and threes typed beside are added to them.
    hand, _ = hand_form.hand_record(
        {"sides": [side(in_hand={"3r": 1, "K": 1}, threes={"3r": 1}), side()]},
        HAND_AND_FOOT,
    )
    assert hand["results"][0]["in_hand"] == {"3r": 2, "K": 1}


def test_a_run_keeps_its_suit():
    samba = hand_spec.entry_spec(VARIANTS["samba"])
    data = {
        "sides": [
            side(melds=[{"rank": "run", "natural": 7, "low": "5", "suit": "hearts"}]),
            side(),
        ]
    }
    hand, _ = hand_form.hand_record(data, samba)
    assert hand["results"][0]["melds"] == [
        {"rank": "run", "natural": 7, "low": "5", "suit": "hearts"}
    ]
    assert hand_form.form_data(hand, samba)["sides"][0]["melds"][0]["suit"] == "hearts"


def test_a_special_hand_is_one_choice_per_hand_and_is_its_sides_whole_result():
    data = {
        "special_hand": "1:straight",
        "went_out": "1",
        "sides": [
            side(
                mode="count", meld_points=120, canastas={"natural": 1}, hand_points=20
            ),
            side(melds=[{"rank": "K", "natural": 3}], red_threes=1, hand_points=10),
        ],
    }
    hand, rows = hand_form.hand_record(data, AMERICAN)
    assert hand["results"][1] == {"special_hand": "straight"} and rows[1] == []
    assert "went_out" not in hand["results"][0]
    assert hand_form.form_data(hand, AMERICAN)["special_hand"] == "1:straight"
    grouped = hand_checks.errors_by_key(
        [Problem(1, "Them", "not a special hand", "special_hand", 1)]
    )
    assert grouped == {"special_hand": ["Them: not a special hand"]}
    assert (
        hand_checks.error_key(Problem(1, "Us", "m", "unfinished.sevens", 0))
        == "s0.unfinished.sevens"
    )


def test_count_cards_mode_keeps_the_counts_not_their_sum_and_gives_them_back():
    data = {
        "went_out": "0",
        "sides": [
            side(
                mode="cards",
                meld_cards={"50": 1, "20": "4", "10": 14, "5": None},
                hand_cards={"50": None, "20": None, "10": None, "5": None},
                canastas={"natural": 1, "mixed": None},
                meld_points=300,  # typed before switching to cards: ignored
                hand_points=25,
                red_threes=1,
            ),
            side(
                mode="cards",
                meld_cards={"10": 6},
                hand_cards={"10": 2, "5": 1},
                threes={"3r": 1},
            ),
        ],
    }
    hand, _ = hand_form.hand_record(data, CLASSIC)
    us, them = hand["results"]
    assert us["meld_cards"] == {"50": 1, "20": 4, "10": 14} and "meld_points" not in us
    assert us["hand_points"] == 0 and us["canastas"] == {"natural": 1}
    assert them["hand_cards"] == {"10": 2, "5": 1} and them["in_hand"] == {"3r": 1}
    back = hand_form.form_data(hand, CLASSIC)["sides"]
    assert back[0]["mode"] == "cards" and back[0]["meld_cards"]["10"] == 14
    assert back[1]["hand_cards"] == {"50": None, "20": None, "10": 2, "5": 1}
    assert back[1]["threes"] == {"3r": 1}


def test_count_cards_is_offered_where_cards_score_their_points_and_says_the_piles():
    assert [mode for mode, _ in CLASSIC["modes"]] == ["melds", "cards", "count"]
    assert CLASSIC["meld_values"] == [
        ("50", "Jokers"),
        ("20", "2s and aces"),
        ("10", "K to 8"),
        ("5", "7 to 4, black 3s"),
    ]
    # black threes left cost 100: apart
    bolivia = hand_spec.entry_spec(VARIANTS["bolivia"])
    assert bolivia["hand_values"][-1] == ("5", "7 to 4")
    mini = hand_spec.entry_spec(VARIANTS["mini"])
    assert [mode for mode, _ in mini["modes"]] == ["melds", "count"]


def test_a_problem_of_a_side_counted_by_cards_is_named_and_shown_under_its_piles():
    hand = {"results": [{"melds": []}, {"meld_cards": {"10": 3}}]}
    problem = Problem(1, "Them", "the melds total 30 points", "meld_points", 1)
    assert hand_checks.errors_by_key([problem], None, hand) == {
        "s1.meld_cards": ["Them: the melds total 30 points"]
    }
