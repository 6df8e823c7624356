"""An event kept in SQLite: its three kinds of link, its rounds as ordinary games of the group,
paper results, the director's versioned and logged changes, and standings from cached summaries.

The event: 2 tables, 4 pairs, a Mitchell of 2 rounds, Classic in fixed hands (3 hands at 125,
155 and 180), ranked by total points.
    round 1: table 1 pair 1 v pair 3, table 2 pair 2 v pair 4
    round 2: table 1 pair 1 v pair 4, table 2 pair 2 v pair 3
"""

import pytest

from scorekeeper import storage
from scorekeeper.events.manual_seating import from_json
from scorekeeper.events.movements import mitchell
from scorekeeper.events.round_results import event_standings, table_state
from scorekeeper.rules import RoundFormat
from scorekeeper.statistics.summary_row import summary_row

PAIRS = [{"name": f"Pair {n}", "players": [f"P{n}a", f"P{n}b"]} for n in range(1, 5)]
FORMAT = RoundFormat((125, 155, 180))


def an_event(db):
    group = storage.group_by_key(db, storage.create_group(db, "Club"))
    token = storage.create_event(
        db,
        group["pk"],
        entrants=PAIRS,
        name="Tuesday night",
        day="2026-11-24",
        variant="classic",
        rules={},
        format=FORMAT.as_data(),
        per_side=1,
        movement="mitchell",
        tables=2,
        rounds=2,
        ranking="points",
        scale=[[0, 10, 10]],
        bye_rule="average",
        seating=mitchell(2, 2).as_json(),
    )
    return storage.event_by_key(db, token)


def games_of(event, number):
    seating = event["seating"]["rounds"][number - 1]["tables"]
    return [
        {
            "table": t["table"],
            "name": f"Round {number}, table {t['table']}",
            "variant": event["variant"],
            "rules": FORMAT.house_rules(),
            "sides": [
                {
                    "name": PAIRS[t["ns"][0] - 1]["name"],
                    "players": PAIRS[t["ns"][0] - 1]["players"],
                },
                {
                    "name": PAIRS[t["ew"][0] - 1]["name"],
                    "players": PAIRS[t["ew"][0] - 1]["players"],
                },
            ],
        }
        for t in seating
    ]


def test_each_link_opens_what_it_may(db):
    event = an_event(db)
    assert event["can_manage"] and event["key"] == event["token"]
    room = storage.event_by_key(db, event["view_token"])
    assert room["pk"] == event["pk"] and not room["can_manage"]
    assert room["key"] == event["view_token"]
    links = storage.table_links(db, event["pk"])
    assert [t["number"] for t in links] == [1, 2]
    seen, table = storage.event_of_table(db, links[1]["token"])
    assert (seen["pk"], table, seen["can_manage"]) == (event["pk"], 2, False)
    # A table link manages nothing
    assert storage.event_by_key(db, links[0]["token"]) is None
    assert storage.event_by_key(db, "nope") is None
    assert storage.event_of_table(db, event["token"]) is None


def test_starting_a_round_makes_one_game_a_table_once(db):
    event = an_event(db)
    links = storage.table_links(db, event["pk"])
    assert storage.table_game(db, event["pk"], 1) is None  # before the first round
    assert storage.start_round(
        db, event["pk"], 1, games_of(event, 1), expected_version=1
    )
    # a double tap, or a second phone, starts nothing more
    assert not storage.start_round(
        db, event["pk"], 1, games_of(event, 1), expected_version=None
    )
    rows = storage.round_games(db, event["pk"], 1)
    assert [(r["round"], r["table"]) for r in rows] == [(1, 1), (1, 2)]
    game = storage.get_game(db, storage.table_game(db, event["pk"], 1))
    assert game["name"] == "Round 1, table 1"
    assert [s["name"] for s in game["sides"]] == ["Pair 1", "Pair 3"]
    assert storage.group_of_game(db, game["id"])["pk"] == event["group_id"]
    event = storage.event_by_key(db, event["token"])
    assert event["current_round"] == 1 and event["version"] == 2
    with pytest.raises(storage.StaleGame):  # the director's page showed version 1
        storage.start_round(db, event["pk"], 2, games_of(event, 2), expected_version=1)
    storage.start_round(db, event["pk"], 2, games_of(event, 2), expected_version=2)
    # the table's link now opens round 2's game at that table
    assert storage.table_game(db, event["pk"], 1) != game["id"]
    assert links  # unchanged links all evening
    assert [a["action"] for a in storage.changes(db, event["pk"])] == [
        "create",
        "start_round",
        "start_round",
    ]


def hands(*pairs_of_totals):
    """Counted hands: each side's melded points and nothing else."""
    return [
        {
            "results": [
                {"meld_points": ns, "canastas": {}, "hand_points": 0},
                {"meld_points": ew, "canastas": {}, "hand_points": 0},
            ]
        }
        for ns, ew in pairs_of_totals
    ]


def play_table(db, event, number, table, played):
    row = storage.round_games(db, event["pk"], number)[table - 1]
    game_id = row["id"]
    for hand in played:
        version = storage.get_game(db, game_id)["version"]
        storage.add_hand(db, game_id, hand, expected_version=version)
    game = storage.get_game(db, game_id)
    storage.store_summaries(
        db, [(row["pk"], game["version"], summary_row(storage.record_of(game)))]
    )


def test_standings_come_from_finished_tables_and_paper(db):
    event = an_event(db)
    storage.start_round(db, event["pk"], 1, games_of(event, 1), expected_version=1)
    # Table 1: three hands, 200+150+100 = 450 against 100+100+100 = 300: a finished game.
    play_table(db, event, 1, 1, hands((200, 100), (150, 100), (100, 100)))
    # Table 2: one hand so far, 300 v 50: still playing, counts nothing yet.
    play_table(db, event, 1, 2, hands((300, 50)))
    rows = storage.round_games(db, event["pk"], 1)
    states = [table_state(r) for r in rows]
    assert [(s.state, s.hands, s.totals) for s in states] == [
        ("finished", 3, (450, 300)),
        ("playing", 1, (300, 50)),
    ]
    movement = from_json(event["seating"], 4, 1)
    ranked = event_standings(rows, movement, 1)
    # Pair 1 450, Pair 3 300, pairs 2 and 4 nothing yet (0 each, sharing third place)
    assert [(s.entrant, s.place, s.points) for s in ranked] == [
        (1, 1, 450),
        (3, 2, 300),
        (2, 3, 0),
        (4, 3, 0),
    ]
    # The director types table 2's paper sheet: 900 v 1200. It counts at once.
    version = storage.event_by_key(db, event["token"])["version"]
    storage.set_paper_result(
        db, event["pk"], 1, 2, {"ns": 900, "ew": 1200}, expected_version=version
    )
    rows = storage.round_games(db, event["pk"], 1)
    assert table_state(rows[1]).state == "paper"
    ranked = event_standings(rows, movement, 1)
    assert [(s.entrant, s.points) for s in ranked] == [
        (4, 1200),
        (2, 900),
        (1, 450),
        (3, 300),
    ]
    log = storage.changes(db, event["pk"])[-1]
    assert log["action"] == "paper_result"
    assert log["detail"] == {
        "round": 1,
        "table": 2,
        "before": None,
        "after": {"ns": 900, "ew": 1200},
        "amended": False,  # its round is the one in play: not an amendment
    }
    with pytest.raises(storage.NotFound):
        storage.set_paper_result(
            db, event["pk"], 2, 1, {"ns": 1, "ew": 2}, expected_version=None
        )


def test_a_late_pair_and_a_withdrawal_are_versioned_and_logged(db):
    event = an_event(db)
    seating = event["seating"]
    version = storage.add_entrant(
        db,
        event["pk"],
        {"name": "Pair 5", "players": ["P5a", "P5b"]},
        seating,
        expected_version=1,
    )
    assert version == 2
    assert [e["name"] for e in storage.entrants(db, event["pk"])][-1] == "Pair 5"
    storage.withdraw(db, event["pk"], 5, 0, seating, expected_version=2)
    assert storage.entrants(db, event["pk"])[-1]["withdrawn_after"] == 0
    assert [c["action"] for c in storage.changes(db, event["pk"])][-2:] == [
        "late_entrant",
        "withdraw",
    ]


def test_a_group_lists_its_events_and_deleting_the_group_deletes_them(db):
    event = an_event(db)
    assert [e["name"] for e in storage.group_events(db, event["group_id"])] == [
        "Tuesday night"
    ]
