"""A late pair and a withdrawal change only the rounds not started yet, and the seating stays one
the checker accepts (every entrant seated once or sitting out in every round)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.events.entrant_changes import seat_late, withdraw
from scorekeeper.events.manual_seating import check_seating, repeats
from scorekeeper.events.movements import mitchell, round_robin
from scorekeeper.events.progressive import progressive
from scorekeeper.events.round_results import event_standings
from scorekeeper.events.seating import SeatingError


def test_a_late_pair_takes_the_missing_east_west_seat_of_a_mitchell():
    """Mitchell of 3 tables with 5 pairs: pair 6 is the one missing. Joining before round 2 it
    plays round 2 and 3 exactly as the full Mitchell seats pair 6, and sat out round 1."""
    joined = seat_late(mitchell(3, 3, 5), from_round=2)
    full = mitchell(3, 3)
    assert joined.entrants == 6
    assert joined.rounds[0].sits_out == (3, 6)
    assert joined.rounds[1:] == full.rounds[1:]
    assert check_seating(joined) == [] and repeats(joined) == []


# Speed is measured in benchmarks, not tests: no deadline on a loaded machine.
@settings(deadline=None)
@given(st.integers(2, 6), st.data())
def test_a_late_pair_keeps_any_one_short_pair_movement_valid(tables, data):
    make = data.draw(st.sampled_from([mitchell, round_robin]))
    most = tables if make is mitchell else 2 * tables - 1
    rounds = data.draw(st.integers(1, most))
    joined = seat_late(
        make(tables, rounds, 2 * tables - 1), data.draw(st.integers(1, rounds))
    )
    assert check_seating(joined) == []
    assert repeats(joined) == []


def test_a_full_field_has_no_room_for_a_late_pair():
    with pytest.raises(SeatingError) as error:
        seat_late(mitchell(3, 3), from_round=2)
    assert error.value.code == "late.no_room"


def test_a_withdrawn_pairs_opponents_sit_out_the_rounds_left():
    """Pair 4 leaves after round 1 of a 3-table Mitchell: it met 1 at table 1 in round 1, then
    would have met 2 (table 2, round 2) and 3 (table 3, round 3); those two sit out instead."""
    left = withdraw(mitchell(3, 3), 4, from_round=2)
    assert left.rounds[0] == mitchell(3, 3).rounds[0]
    assert [t.table for t in left.rounds[1].tables] == [1, 3]
    assert left.rounds[1].sits_out == (2, 4)
    assert left.rounds[2].sits_out == (3, 4)
    assert check_seating(left) == []


def test_a_withdrawn_player_of_a_progressive_sits_out_with_her_table():
    left = withdraw(progressive(2, 3), 8, from_round=3)
    assert left.rounds[2].sits_out == (2, 8, 4, 6)
    assert check_seating(left) == []


def test_the_rounds_after_a_withdrawal_are_no_byes_for_the_one_who_left():
    """Mitchell of 2 tables, pair 4 leaves after round 1. Round 1: 1 v 3 paper 600-400, 2 v 4
    paper 500-300; round 2: 2 v 3 paper 700-200, pair 1 (opponent of 4) and 4 sit out. By the
    average bye rule pair 1 scores its own average again: 600 + 600 = 1200; pair 4 keeps its
    one round, 300, and gets no bye."""
    left = withdraw(mitchell(2, 2), 4, from_round=2)

    def paper(number, table, ns, ew):
        return {"round": number, "table": table, "paper": {"ns": ns, "ew": ew}}

    rows = [paper(1, 1, 600, 400), paper(1, 2, 500, 300), paper(2, 2, 700, 200)]
    ranked = event_standings(rows, left, 2, withdrawn={4: 1})
    points = {s.entrant: (s.points, s.byes) for s in ranked}
    assert points == {1: (1200, 1), 2: (1200, 0), 3: (600, 0), 4: (300, 0)}
