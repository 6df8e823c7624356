"""A Burraco tournament's day (issue 40): the first rounds a Mitchell seated in advance, the
rest a Danish paired from the standings when each starts."""

import pytest

from scorekeeper.events.by_standings import first_round, next_round
from scorekeeper.events.seating import SeatingError


def pairs_of(rnd):
    return [(t.table, t.ns[0], t.ew[0]) for t in rnd.tables]


def test_three_mitchell_rounds_are_seated_in_advance_as_the_mitchell_of_three_tables():
    """Mitchell of 3 tables: NS pairs 1-3 stay; EW pairs 4-6 move up one table a round:
    round 1 1v4 2v5 3v6, round 2 1v6 2v4 3v5, round 3 1v5 2v6 3v4."""
    movement = first_round("mitchell-danish", 3, 6, 5, mitchell_rounds=3)
    assert [pairs_of(r) for r in movement.rounds] == [
        [(1, 1, 4), (2, 2, 5), (3, 3, 6)],
        [(1, 1, 6), (2, 2, 4), (3, 3, 5)],
        [(1, 1, 5), (2, 2, 6), (3, 3, 4)],
    ]


def test_after_the_mitchell_the_standings_are_paired_straight_down_rematches_allowed():
    movement = first_round("mitchell-danish", 3, 6, 5, mitchell_rounds=3)
    # the standings 1, 2, 5, 6, 3, 4: 3 and 4 met in round 3 and meet again
    assert pairs_of(next_round(movement, [1, 2, 5, 6, 3, 4])) == [
        (1, 1, 2),
        (2, 5, 6),
        (3, 3, 4),
    ]


def test_one_pair_short_the_danish_sits_out_whoever_sat_out_least_lowest_first():
    """5 pairs at 3 tables: the Mitchell's missing East-West pair 6 leaves its opponent out, pair
    3 in round 1 (table 3), pair 1 in round 2 (table 1, where pair 6 would have come). In the
    Danish the lowest-ranked pair that has not sat out yet sits out: with 4 last, pair 4; the
    rest, 1 2 3 5, play 1 v 2 and 3 v 5."""
    movement = first_round("mitchell-danish", 3, 5, 4, mitchell_rounds=2)
    assert [r.sits_out for r in movement.rounds] == [(3,), (1,)]
    danish = next_round(movement, [1, 2, 3, 5, 4])
    assert danish.sits_out == (4,) and pairs_of(danish) == [(1, 1, 2), (2, 3, 5)]


@pytest.mark.parametrize("mitchell_rounds", [0, 6])
def test_the_mitchell_takes_at_least_one_round_and_at_most_the_events(mitchell_rounds):
    with pytest.raises(SeatingError) as refused:
        first_round("mitchell-danish", 3, 6, 5, mitchell_rounds=mitchell_rounds)
    assert refused.value.code == "movement.mitchell_rounds"


def test_more_mitchell_rounds_than_tables_is_the_mitchells_own_refusal():
    with pytest.raises(SeatingError) as refused:
        first_round("mitchell-danish", 3, 6, 5, mitchell_rounds=4)
    assert refused.value.code == "movement.too_many_rounds"
