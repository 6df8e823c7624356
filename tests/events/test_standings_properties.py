"""What holds for any results of a Mitchell (hypothesis): every table hands out one win in all, the
margins cancel out, and places run from 1 shared only by entrants equal on the stated tie-breaks."""

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.events.movements import mitchell
from scorekeeper.events.standings import (
    DEFAULT_VP_SCALE,
    METHODS,
    RANKED_BY,
    TableResult,
    standings,
)

# Speed is measured in benchmarks, not tests: no deadline on a loaded machine.
UNTIMED = settings(deadline=None)

# Canasta totals are multiples of 5
TOTALS = st.integers(-2000, 12000).map(lambda n: n - n % 5)


@st.composite
def events(draw):
    tables = draw(st.integers(1, 6))
    movement = mitchell(tables, draw(st.integers(1, tables)))
    results = [
        TableResult(n, t.table, t.ns, t.ew, draw(TOTALS), draw(TOTALS))
        for n, r in enumerate(movement.rounds, 1)
        for t in r.tables
    ]
    return movement, results


@UNTIMED
@given(events(), st.sampled_from(METHODS))
def test_wins_add_up_to_the_tables_played_and_margins_cancel_out(event, method):
    movement, results = event
    ranked = standings(results, movement.entrants, method=method)
    assert sum(s.wins for s in ranked) == len(results)
    assert sum(s.margin for s in ranked) == 0
    assert sum(s.points for s in ranked) == sum(
        r.ns_total + r.ew_total for r in results
    )


@UNTIMED
@given(events())
def test_each_table_hands_out_a_winners_and_a_losers_victory_points(event):
    movement, results = event
    ranked = standings(results, movement.entrants, method="victory_points")
    # Every row sums to 20
    assert sum(s.victory_points for s in ranked) == 20 * len(results)
    assert all(w + lo == 20 for _, w, lo in DEFAULT_VP_SCALE)


@UNTIMED
@given(events(), st.sampled_from(METHODS))
def test_places_start_at_one_and_are_shared_only_by_equals(event, method):
    movement, results = event
    ranked = standings(results, movement.entrants, method=method)
    assert ranked[0].place == 1
    for before, after in zip(ranked, ranked[1:]):
        same = all(getattr(before, k) == getattr(after, k) for k in RANKED_BY[method])
        assert after.place == before.place if same else after.place > before.place
