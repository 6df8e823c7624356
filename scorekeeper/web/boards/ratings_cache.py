"""Brings a group's stored ratings up to date when a page reads them, off every save's path: the
games that count are listed in order of play (small columns only), compared with what was rated
(game, version, paper result), and only the tail from the first difference is rated again, from
the states stored before it. A game finished at the end re-rates one game; a correction of an
old game re-rates from that game on; hands saved in a game still in play re-rate nothing; a merge of two roster entries re-rates everything. A tail longer
than HEAVY_TAIL games takes one of the heavy turns (web/plumbing/heavy.py)."""

import json
from contextlib import nullcontext

from scorekeeper.statistics.ratings import State, outcome, rate_all
from scorekeeper.storage import rating_rows
from scorekeeper.web.boards.summary_cache import filled
from scorekeeper.web.plumbing.heavy import heavy_turn

HEAVY_TAIL = 300


def people_key(people: dict) -> str:
    """Who counts as whom, as text: only the merged entries, so it changes with a merge."""
    return json.dumps(sorted((k, v) for k, v in people.items() if k != v))


def first_difference(current: list, rated: list) -> int | None:
    """The first position where what counts now differs from what was rated (None: same)."""
    for position, (now, then) in enumerate(zip(current, rated)):
        if tuple(now) != tuple(then):
            return position
    if len(current) == len(rated):
        return None
    return min(len(current), len(rated))


def bring_up_to_date(db, group_pk, people, *, limit=True) -> int:
    """Rate what changed since the last read; returns how many games were rated again."""
    key = people_key(people)
    current = rating_rows.counting_games(db, group_pk)
    rated_key, generation, rated = rating_rows.rated_games(db, group_pk)
    start = 0 if rated_key != key else first_difference(current, rated)
    if start is None:
        return 0
    tail = current[start:]
    with heavy_turn() if limit and len(tail) > HEAVY_TAIL else nullcontext():
        rows = rating_rows.summaries_of(db, [pk for pk, _, _ in tail])
        filled(db, list(rows.values()))
        states = {
            person: State(*state)
            for person, state in (
                rating_rows.states_before(db, group_pk, start) if start else {}
            ).items()
        }
        games, outcomes = [], []
        for pk, version, paper in tail:
            row = rows.get(pk)
            summary = row["summary"] if row else None
            outcomes.append(
                outcome(summary, people, json.loads(paper) if paper else None)
            )
            games.append((pk, version, paper))
        steps = rate_all(states, outcomes)
        rating_rows.store_tail(
            db,
            group_pk,
            generation=generation,
            people_key=key,
            start=start,
            games=games,
            steps=[
                {p: (s.mu, s.sigma, s.games) for p, s in step.items()} for step in steps
            ],
        )
    return len(tail)


def group_ratings(db, group_pk, people) -> dict[int, State]:
    """Every rated person's rating now, brought up to date first."""
    bring_up_to_date(db, group_pk, people)
    return {
        person: State(*state)
        for person, state in rating_rows.states_before(db, group_pk).items()
    }


def person_history(db, group_pk, people, person) -> list[State]:
    """One person's rating after each of her rated games, oldest first."""
    bring_up_to_date(db, group_pk, people)
    return [
        State(mu, sigma, games)
        for _, mu, sigma, games in rating_rows.person_steps(db, group_pk, person)
    ]
