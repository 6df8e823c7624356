"""A group's players from its games' summaries (summary_row.py), never from scoring games: the
players table (played, won, win rate, points and canastas per hand, best partner), a person's
head to head, and her results over time. People are roster entries; `people` maps each roster
id to the person it counts as (merges), `names` each person's id to her name."""

from collections import Counter
from dataclasses import dataclass, field

from scorekeeper.statistics.players import (
    Filters,
    PlayerLine,
    PlayerTable,
    _best_partner,
    ranked,
)


@dataclass
class Opponent:
    """How a person fared against another: games across the table and how many she won."""

    key: int
    name: str
    games: int = 0
    won: int = 0
    lost: int = 0


@dataclass
class PersonView:
    """One person's page: her line, her head to head, and her games (newest first)."""

    line: PlayerLine | None
    opponents: list = field(default_factory=list)
    games: list = field(default_factory=list)  # (summary, her side's index, won)


def _people_in(summary, people) -> list[list[int]]:
    """Each side's persons (roster ids through merges); a person named twice counts once."""
    seen, sides = set(), []
    for side in summary["sides"]:
        keys = []
        for rid in side.get("roster") or []:
            key = people.get(rid, rid)
            if key not in seen:
                seen.add(key)
                keys.append(key)
        sides.append(keys)
    return sides


def group_table(
    summaries, people, names, filters: Filters = Filters(), sort="win_rate"
) -> PlayerTable:
    """The group's players over the summaries that pass `filters`, ranked by `sort`."""
    lines: dict[int, PlayerLine] = {}
    counted = unreadable = 0
    for summary in summaries:
        if summary.get("unreadable"):
            unreadable += 1
            continue
        if not filters.admits(summary, summary["finished"]):
            continue
        counted += 1
        for side, keys in zip(summary["sides"], _people_in(summary, people)):
            for key in keys:
                line = lines.setdefault(key, PlayerLine(key))
                line.spellings = Counter({names.get(key, "?"): 1})
                line.games += 1
                line.won += side["won"]
                line.hands += summary["hands"]
                line.points += side["points"]
                line.canastas += side["canastas"]
                for partner in keys:
                    if partner != key:
                        tally = line.together.setdefault(partner, [0, 0])
                        tally[0] += 1
                        tally[1] += side["won"]
    for line in lines.values():
        line.best_partner = _best_partner(line, lines)
    return PlayerTable(ranked(lines.values(), sort), counted, unreadable)


def person_view(summaries, people, names, person, filters: Filters = Filters()):
    """One person's figures, head to head (most games first) and her games."""
    table = group_table(summaries, people, names, filters)
    line = next((line for line in table.lines if line.key == person), None)
    opponents: dict[int, Opponent] = {}
    games = []
    for summary in summaries:
        if summary.get("unreadable"):
            continue
        sides = _people_in(summary, people)
        mine = next((i for i, keys in enumerate(sides) if person in keys), None)
        if mine is None:
            continue
        won = summary["sides"][mine]["won"]
        games.append((summary, mine, won))
        if not filters.admits(summary, summary["finished"]):
            continue
        for index, keys in enumerate(sides):
            if index == mine:
                continue
            for key in keys:
                rival = opponents.setdefault(key, Opponent(key, names.get(key, "?")))
                rival.games += 1
                rival.won += won
                rival.lost += summary["sides"][index]["won"]
    order = sorted(opponents.values(), key=lambda o: (-o.games, o.name.casefold()))
    return PersonView(line, order, games)


def results_over_time(games, name: str = "") -> dict | None:
    """Her finished games oldest first as a running-total chart's data: the total climbs by one
    for a win and falls by one for a loss (a shared first place is a win)."""
    finished = [(s, won) for s, _, won in reversed(games) if s["finished"]]
    if not finished:
        return None
    total, hands = 0, []
    for number, (summary, won) in enumerate(finished, start=1):
        total += 1 if won else -1
        hands.append({"number": number, "sides": [{"total": total}]})
    return {
        "sides": [{"name": name}],
        "hands": hands,
        "target": 0,
        "hands_in_game": 0,
        "variant": {"meld_table": [], "meld_basis": None},
    }
