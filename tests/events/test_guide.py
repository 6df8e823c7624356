"""A pair's own evening (events/guide.py): its table, seat and opponents round by round."""

from scorekeeper.events.by_standings import first_round
from scorekeeper.events.guide import GuideRow, guide
from scorekeeper.events.movements import mitchell

PAIRS = [{"name": f"Pair {n}", "players": []} for n in range(1, 8)]


def test_a_mitchell_pair_moves_up_a_table_a_round_and_sits_out_against_the_phantom():
    """7 pairs at 4 tables: East-West pair 5 starts at table 1 and moves up (1, 2, 3), meeting
    North-South pairs 1, 2, 3; North-South pair 1 stays at table 1 and sits out round 2 (the
    phantom pair 8 would have come)."""
    movement = mitchell(4, 3, 7)
    assert guide(movement, PAIRS, 5, 3) == [
        GuideRow(1, 1, "ew", None, "Pair 1"),
        GuideRow(2, 2, "ew", None, "Pair 2"),
        GuideRow(3, 3, "ew", None, "Pair 3"),
    ]
    assert [r.seat for r in guide(movement, PAIRS, 1, 3)] == ["ns", "out", "ns"]


def test_rounds_seated_by_the_standings_are_said_to_come_later_and_a_withdrawal_ends_it():
    movement = first_round("swiss", 4, 7, 3)
    rows = guide(movement, PAIRS, 3, 3)
    assert [(r.round, r.table, r.seat) for r in rows] == [
        (1, 2, "ns"),
        (2, None, "later"),
        (3, None, "later"),
    ]
    assert guide(movement, PAIRS, 3, 3, withdrawn_after=1)[1].seat == "left"
