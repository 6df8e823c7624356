"""A director's own seating is checked, movements refuse what they cannot promise, and "winners move
up" seats the next progressive round from the results."""

import pytest

from scorekeeper.events.manual_seating import check_seating, from_json, repeats
from scorekeeper.events.movements import mitchell, movement, round_robin
from scorekeeper.events.progressive import progressive, winners_move_up
from scorekeeper.events.seating import Round, SeatingError, Table


def test_the_mitchell_of_three_tables_is_the_one_on_paper():
    # East-West pairs 4, 5, 6 start at tables 1, 2, 3 and move up one table; 6 goes to table 1
    rounds = [[(t.ns[0], t.ew[0]) for t in r.tables] for r in mitchell(3, 3).rounds]
    assert rounds == [
        [(1, 4), (2, 5), (3, 6)],
        [(1, 6), (2, 4), (3, 5)],
        [(1, 5), (2, 6), (3, 4)],
    ]


def test_a_progressive_starts_with_the_players_in_order_and_then_splits_them():
    first, second = progressive(2, 2).rounds
    assert first.tables == (Table(1, (1, 2), (3, 4)), Table(2, (5, 6), (7, 8)))
    sides = [set(side) for t in second.tables for side in (t.ns, t.ew)]
    assert not any(side in ({1, 2}, {3, 4}, {5, 6}, {7, 8}) for side in sides)


def test_a_mitchell_one_pair_short_sits_out_whoever_would_meet_the_missing_pair():
    # Five pairs: pair 6 is missing; it would have sat at table 3, then 1, then 2
    assert [r.sits_out for r in mitchell(3, 3, pairs=5).rounds] == [(3,), (1,), (2,)]


def test_a_mitchell_refuses_more_rounds_than_tables_because_pairs_would_meet_again():
    with pytest.raises(SeatingError) as refused:
        mitchell(4, 5)
    assert (
        refused.value.code == "movement.too_many_rounds"
        and refused.value.params["most"] == 4
    )


def test_a_round_robin_of_six_pairs_has_at_most_five_rounds():
    assert len(round_robin(3, 5).rounds) == 5
    with pytest.raises(SeatingError, match="at most 5 rounds"):
        round_robin(3, 6)


def test_an_unknown_movement_names_the_ones_there_are():
    with pytest.raises(SeatingError, match="mitchell, round-robin, progressive"):
        movement("swiss", 3, 3)


@pytest.mark.parametrize("tables, rounds", [(0, 3), (3, 0)])
def test_an_event_needs_a_table_and_a_round(tables, rounds):
    with pytest.raises(SeatingError):
        movement("mitchell", tables, rounds)


def test_a_progressive_refuses_a_field_that_does_not_fit_its_tables():
    with pytest.raises(SeatingError, match="2 tables seat 8 to 11 players, not 12"):
        progressive(2, 3, players=12)


def test_a_seating_typed_by_the_director_is_accepted_when_everyone_is_placed_once():
    data = {
        "tables": 2,
        "rounds": [
            {
                "tables": [
                    {"table": 1, "ns": [1], "ew": [2]},
                    {"table": 2, "ns": [3], "ew": [4]},
                ],
                "sits_out": [5],
            }
        ],
    }
    assert check_seating(from_json(data, entrants=5, per_side=1)) == []


def test_a_seating_that_forgets_one_pair_and_seats_another_twice_says_both():
    seating = from_json(
        {
            "tables": 2,
            "rounds": [
                {
                    "tables": [
                        {"table": 1, "ns": [1], "ew": [2]},
                        {"table": 2, "ns": [2], "ew": [4]},
                    ]
                }
            ],
        },
        4,
        1,
    )
    assert [p.code for p in check_seating(seating)] == [
        "seating.twice",
        "seating.missing",
    ]
    assert [str(p) for p in check_seating(seating)] == [
        "round 1: 2 is seated twice",
        "round 1: 3 is neither seated nor sitting out",
    ]


def test_a_seating_with_a_table_outside_the_room_or_a_short_side_is_refused():
    seating = from_json(
        {"tables": 1, "rounds": [{"tables": [{"table": 2, "ns": [1, 2], "ew": [3]}]}]},
        3,
        2,
    )
    assert [p.code for p in check_seating(seating)] == [
        "seating.table_number",
        "seating.side_size",
    ]


def test_a_director_is_told_which_pairs_meet_again():
    data = {
        "tables": 1,
        "rounds": [
            {"tables": [{"table": 1, "ns": [1], "ew": [2]}]},
            {"tables": [{"table": 1, "ns": [2], "ew": [1]}]},
        ],
    }
    assert [str(p) for p in repeats(from_json(data, 2, 1))] == ["1 and 2 meet 2 times"]


def test_something_that_is_not_a_seating_is_refused_with_a_reason():
    with pytest.raises(SeatingError):
        from_json({"rounds": [{"tables": [{"table": "one"}]}]}, 4, 1)


def test_winners_move_up_one_table_and_split_from_their_partners():
    # Table 1: 1&2 beat 3&4; table 2: 7&8 beat 5&6.
    first = Round((Table(1, (1, 2), (3, 4)), Table(2, (5, 6), (7, 8))))
    after = winners_move_up(first, ["ns", "ew"])
    # Table 1 keeps its winners 1, 2 and receives table 2's winners 7, 8: they split, 1&7 against 2&8.
    # Table 2 keeps its losers 5, 6 and receives table 1's losers 3, 4: 3&5 against 4&6.
    assert after.tables == (Table(1, (1, 7), (2, 8)), Table(2, (3, 5), (4, 6)))


def test_winners_move_up_needs_a_winner_at_every_table():
    first = Round((Table(1, (1, 2), (3, 4)), Table(2, (5, 6), (7, 8))))
    with pytest.raises(SeatingError):
        winners_move_up(first, ["ns"])
