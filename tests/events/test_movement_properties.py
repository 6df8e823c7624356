"""What each movement promises, checked over many sizes (hypothesis): nobody meets or partners twice
where the movement says so, and everyone plays every round or sits out by the stated rule."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.events.manual_seating import check_seating
from scorekeeper.events.movements import mitchell, round_robin
from scorekeeper.events.progressive import progressive
from scorekeeper.events.seating import meetings, partnerships

# Speed is measured in benchmarks, not tests: no deadline on a loaded machine.
UNTIMED = settings(deadline=None)


@st.composite
def pair_events(draw, most_rounds):
    tables = draw(st.integers(1, 30))
    pairs = draw(st.sampled_from([2 * tables, 2 * tables - 1]).filter(lambda p: p >= 2))
    rounds = draw(st.integers(1, most_rounds(tables)))
    return tables, rounds, pairs


def sits_out_counts(movement):
    return Counter(e for r in movement.rounds for e in r.sits_out)


@UNTIMED
@given(pair_events(lambda tables: tables))
def test_in_a_mitchell_no_two_pairs_meet_twice_and_north_south_never_move(event):
    tables, rounds, pairs = event
    movement = mitchell(tables, rounds, pairs)
    assert check_seating(movement) == []
    assert max(meetings(movement).values()) == 1
    for rnd in movement.rounds:
        for table in rnd.tables:
            assert table.ns == (table.table,) and table.ew[0] > tables


@UNTIMED
@given(pair_events(lambda tables: tables))
def test_in_a_mitchell_east_west_pairs_move_up_one_table_and_the_highest_goes_to_table_one(
    event,
):
    tables, rounds, _ = event
    movement = mitchell(tables, rounds)
    for before, after in zip(movement.rounds, movement.rounds[1:]):
        for table in before.tables:
            moved_to = after.table_of(table.ew[0]).table
            assert moved_to == (table.table % tables) + 1


@UNTIMED
@given(pair_events(lambda tables: 2 * tables - 1))
def test_in_a_round_robin_no_two_pairs_meet_twice(event):
    tables, rounds, pairs = event
    movement = round_robin(tables, rounds, pairs)
    assert check_seating(movement) == []
    assert max(meetings(movement).values(), default=1) == 1


@UNTIMED
@given(pair_events(lambda tables: 2 * tables - 1))
def test_one_pair_short_exactly_one_pair_sits_out_each_round_and_none_twice(event):
    tables, rounds, pairs = event
    for movement in (
        round_robin(tables, rounds, pairs),
        mitchell(tables, min(rounds, tables), pairs),
    ):
        expected = pairs % 2  # a full field never sits out
        assert all(len(r.sits_out) == expected for r in movement.rounds)
        assert max(sits_out_counts(movement).values(), default=0) <= 1


def test_a_full_round_robin_of_eight_pairs_meets_every_pair_exactly_once():
    movement = round_robin(4, 7)
    # 28 meetings = every two of eight pairs, once
    assert len(meetings(movement)) == 8 * 7 // 2


def test_a_full_round_robin_of_seven_pairs_sits_each_pair_out_once():
    movement = round_robin(4, 7, 7)
    assert sits_out_counts(movement) == {p: 1 for p in range(1, 8)}
    assert len(meetings(movement)) == 7 * 6 // 2  # 21 = every two of seven pairs


@st.composite
def progressive_events(draw):
    tables = draw(st.integers(1, 8))
    extra = draw(st.integers(0, 3))
    most = 4 * tables - 1 if extra == 0 else 2 * tables
    return tables, draw(st.integers(1, most)), 4 * tables + extra


@UNTIMED
@given(progressive_events())
def test_in_a_progressive_no_one_partners_the_same_player_twice(event):
    tables, rounds, players = event
    movement = progressive(tables, rounds, players)
    assert check_seating(movement) == []
    assert max(partnerships(movement).values()) == 1


@UNTIMED
@given(progressive_events())
def test_in_a_progressive_the_extra_players_sit_out_in_turn(event):
    tables, rounds, players = event
    movement = progressive(tables, rounds, players)
    extra = players - 4 * tables
    assert all(len(r.sits_out) == extra for r in movement.rounds)
    counts = [sits_out_counts(movement)[p] for p in range(1, players + 1)]
    # Nobody sits out twice before everyone has once
    assert max(counts) - min(counts) <= 1


def test_a_progressive_of_eight_players_over_three_rounds_changes_every_partner():
    movement = progressive(2, 3)
    partners = {p: set() for p in range(1, 9)}
    for rnd in movement.rounds:
        for table in rnd.tables:
            for a, b in (table.ns, table.ew):
                partners[a].add(b)
                partners[b].add(a)
    # Three rounds, three different partners
    assert all(len(found) == 3 for found in partners.values())
