"""The Swiss pairing with no rematch (events/matching.py): networkx is asked only where the
straight top-down draw gets stuck, and only about the foot of the field, and the answer is still
the top-down one. Worked by hand."""

import subprocess
import sys

from scorekeeper.events.matching import first_pairing


def test_a_foot_that_met_itself_takes_partners_from_just_above_it_not_from_the_top():
    """Ranking 1…8 where 6, 7 and 8 have all met one another. Straight down: 1 v 2, 3 v 4, 5 v 6,
    then 7 finds only 8, whom it met: stuck. Each of 6, 7, 8 needs a partner from above them.
    1 v 2 still leaves 3, 4, 5 for them: 1 takes 2. Then 3 v 4 would leave 5 alone for three;
    3 v 5 would leave 4 alone for three; so 3 takes 6. Then 4 v 5 would leave 7 v 8 (met):
    4 takes 7, and 5 v 8."""
    met = {frozenset(p) for p in ((6, 7), (6, 8), (7, 8))}
    assert first_pairing(list(range(1, 9)), met) == [(1, 2), (3, 6), (4, 7), (5, 8)]


def test_no_pairing_without_a_rematch_is_none():
    """Ranking 1…4 where 2, 3 and 4 have all met one another: two of them must meet again."""
    met = {frozenset(p) for p in ((2, 3), (2, 4), (3, 4))}
    assert first_pairing([1, 2, 3, 4], met) is None


def test_the_entrant_numbers_come_back_not_their_places_in_the_ranking():
    """Ranking 9, 4, 7, 2 where 9 met 4: 9 takes 7 (the closest it has not met), 4 v 2."""
    assert first_pairing([9, 4, 7, 2], {frozenset((9, 4))}) == [(9, 7), (4, 2)]


def test_a_round_paired_straight_down_loads_no_networkx():
    """networkx costs a noticeable import: a server pairing the usual round must not pay it."""
    probe = (
        "import sys\n"
        "from scorekeeper.events.matching import first_pairing\n"
        "first_pairing([1, 2, 3, 4], {frozenset((1, 2))})\n"
        "before = 'networkx' in sys.modules\n"
        "first_pairing([1, 2, 3, 4], {frozenset((3, 4))})\n"
        "print(before, 'networkx' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False True"
