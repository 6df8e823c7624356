"""Ratings of a group's people, game after game, from the games' cached summaries (never by
scoring a game): openskill's Weng-Lin Plackett-Luce model with its published defaults (μ 25,
σ 25/3, β 25/6, τ 25/300, κ 0.0001). A side is a team: a partnership's result moves both
partners, each by her share of the side's uncertainty (σ²/Σσ² of the side), so a newcomer
partnered with a regular moves further than the regular does.

Shown as one number: 1000 + 40·(μ − 3σ), rounded. μ − 3σ is the model's conservative estimate
(the skill a player has with about 99.9 % certainty); a newcomer starts at exactly 1000 (μ = 3σ).
A rating is "provisional" until its player has PROVISIONAL_GAMES rated games. Over the first
games the shown number rises largely because σ shrinks (about 0.14 a game, so 3σ gives back some
17 points a game whatever the result: in fixed pairs alternating wins and losses, σ goes from 8.33
to 6.97 after ten games) and the first two or three results decide the order between newcomers;
by ten games each player has met most of a club night's field and that rise has slowed by a
fifth. Ten is also the usual "ten games before you are ranked" of club ladders.

Pure: no Flask, no SQLite. What is stored per game is each player's (μ, σ, games) after it."""

from collections.abc import Iterable
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
MU, SIGMA = MODEL.mu, MODEL.sigma
PROVISIONAL_GAMES = 10
SCALE, BASE = 40, 1000


@dataclass(frozen=True)
class State:
    """A player's rating after some game: the model's μ and σ, and how many games rated her."""

    mu: float = MU
    sigma: float = SIGMA
    games: int = 0

    @property
    def shown(self) -> int:
        return shown(self.mu, self.sigma)

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_GAMES


NEW = State()


@dataclass(frozen=True)
class Outcome:
    """One rated game: each side's persons, and each side's rank (1 first; shared ranks tie)."""

    teams: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]


def shown(mu: float, sigma: float) -> int:
    """The number a player sees: 1000 + 40·(μ − 3σ), rounded to a whole point."""
    return round(BASE + SCALE * (mu - 3 * sigma))


def outcome(summary: dict, people: dict, paper: dict | None = None) -> Outcome | None:
    """What a game's summary says for the ratings, or None when it counts for nothing: not
    finished (and no paper result), unreadable, or fewer than two sides with a person in them.
    Winners (and a shared first place) rank 1; the other sides rank below by their totals.
    `paper`: a club-night table's totals typed by the director ({"ns", "ew"}), which win over
    the table's phone, as in the event's standings."""
    if not summary or summary.get("unreadable"):
        return None
    teams = tuple(_persons(side, people) for side in summary.get("sides") or [])
    if paper and len(teams) == 2:
        totals = (paper["ns"], paper["ew"])
        top = max(totals)
        winners = {i for i, total in enumerate(totals) if total == top}
    elif summary.get("finished"):
        totals = tuple(side.get("total", 0) for side in summary["sides"])
        winners = {i for i, side in enumerate(summary["sides"]) if side.get("won")}
    else:
        return None
    if sum(1 for team in teams if team) < 2 or len(set(_all(teams))) != len(
        _all(teams)
    ):
        return None
    others = [i for i in range(len(teams)) if i not in winners]
    ranks = tuple(
        1 if i in winners else 2 + sum(1 for j in others if totals[j] > totals[i])
        for i in range(len(teams))
    )
    kept = [(team, rank) for team, rank in zip(teams, ranks) if team]
    return Outcome(tuple(t for t, _ in kept), tuple(r for _, r in kept))


def _persons(side: dict, people: dict) -> tuple[int, ...]:
    keys = []
    for rid in side.get("roster") or []:
        key = people.get(rid, rid)
        if key not in keys:
            keys.append(key)
    return tuple(keys)


def _all(teams) -> list[int]:
    return [key for team in teams for key in team]


def rate(states: dict, game: Outcome) -> dict[int, State]:
    """Each player's state after one game, from `states` (a missing player is new)."""
    before = [[states.get(key, NEW) for key in team] for team in game.teams]
    after = MODEL.rate(
        [[MODEL.rating(mu=s.mu, sigma=s.sigma) for s in team] for team in before],
        ranks=list(game.ranks),
    )
    return {
        key: State(rated.mu, rated.sigma, old.games + 1)
        for team, olds, new in zip(game.teams, before, after)
        for key, old, rated in zip(team, olds, new)
    }


def rate_all(states: dict, games: Iterable[Outcome | None]) -> list[dict[int, State]]:
    """Rate the games in order of play from `states` (which is updated in place): one dict a
    game of the states after it of the players it rated (empty for a game that counts nothing)."""
    steps = []
    for game in games:
        step = rate(states, game) if game else {}
        states.update(step)
        steps.append(step)
    return steps
