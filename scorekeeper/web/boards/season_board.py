"""What a season's ladder and a club night's handicaps read: each club night's standings (from
its games' cached summaries, as the room's screen counts them: event_board.py), turned into each
entrant's evening (statistics/ladders.py). An evening is kept in memory by its event's link and
standings version, so a ladder of fifty evenings reads fifty versions, and counts again only
the evenings that changed since. An entrant's players are found in the group's roster by name."""

from dataclasses import dataclass
from fractions import Fraction

from scorekeeper import storage
from scorekeeper.events.round_results import event_standings
from scorekeeper.record.names import name_key
from scorekeeper.statistics import handicaps, ladders
from scorekeeper.storage import season_rows
from scorekeeper.web.boards.event_board import movement_of
from scorekeeper.web.boards.summary_cache import filled
from scorekeeper.web.delivery.rendered_once import Kept

PAST_NIGHTS = 20  # the club nights a handicap looks back over
# (event, its day, standings version, roster) -> its evenings, the last 1024 kept
_KEPT = Kept(1024)


@dataclass
class Night:
    event: dict  # storage.season_rows.events_between's
    names: dict  # entrant number -> its name
    entrants: dict  # entrant number -> ladders.EntrantNight


def roster_by_name(db, group_pk) -> dict[str, int]:
    """Each folded name of the roster -> the person it counts as (merges followed)."""
    entries = storage.roster(db, group_pk)
    people = storage.people_of(entries)
    return {name_key(e["name"]): people[e["id"]] for e in entries}


def night_of(db, event, persons) -> Night:
    """One club night's entrants' evenings, counted once per standings version."""
    version = storage.standings_version(db, event["pk"])
    key = (event["pk"], event["day"], version, hash(tuple(sorted(persons.items()))))
    return _KEPT.get(key, lambda: _night(db, event, persons))


def _night(db, event, persons) -> Night:
    entrants = storage.entrants(db, event["pk"])
    rows = filled(db, storage.round_games(db, event["pk"]))
    standings = event_standings(
        rows,
        movement_of(event, entrants),
        event["current_round"],
        method=event["ranking"],
        scale=event["scale"],
        bye_rule=event["bye_rule"],
        withdrawn={
            e["number"]: e["withdrawn_after"]
            for e in entrants
            if e["withdrawn_after"] is not None
        },
    )
    places = [s.place for s in standings]
    by_number = {e["number"]: e for e in entrants}
    night = Night(
        event,
        {e["number"]: e["name"] for e in entrants},
        {
            s.entrant: ladders.EntrantNight(
                _persons(by_number[s.entrant], persons),
                s.place,
                places.count(s.place),
                s.played + (s.byes if event["bye_rule"] == "average" else 0),
                s.points,
                s.victory_points,
            )
            for s in standings
        },
    )
    return night


def _persons(entrant, persons) -> tuple[int, ...]:
    names = entrant["players"] or [entrant["name"]]
    found = []
    for name in names:
        person = persons.get(name_key(name))
        if person is not None and person not in found:
            found.append(person)
    return tuple(found)


def season_nights(db, group_pk, season) -> list[Night]:
    persons = roster_by_name(db, group_pk)
    return [
        night_of(db, event, persons)
        for event in season_rows.events_between(
            db, group_pk, season["first_day"], season["last_day"]
        )
    ]


@dataclass
class SeasonLadder:
    season: dict
    held: int
    lines: list  # ladders.LadderLine
    improved: list  # (person, change)
    attendance: list  # (person, evenings, share)
    names: dict  # person -> name


def season_ladder(db, group_pk, season) -> SeasonLadder:
    """The season's ladder, most improved and attendance, from its club nights."""
    nights = season_nights(db, group_pk, season)
    evenings = [
        evening
        for night in nights
        for evening in ladders.evenings_of(
            (night.event["day"], night.event["pk"]),
            list(night.entrants.values()),
            season["measure"],
        )
    ]
    entries = storage.roster(db, group_pk)
    return SeasonLadder(
        season,
        len(nights),
        ladders.ladder(evenings, season["best"], season["at_least"]),
        ladders.most_improved(evenings, season["at_least"]),
        ladders.attendance(evenings, len(nights)),
        {e["id"]: e["name"] for e in entries},
    )


def event_handicaps(db, event, night: Night):
    """The evening's adjusted ranking by handicap: [(entrant, place, adjusted, handicap)]."""
    group_pk = event["group_id"]
    span = season_rows.nights_before(
        db, group_pk, event["day"], event["pk"], PAST_NIGHTS
    )
    past: dict[int, list[Fraction]] = {}
    if span:
        persons = roster_by_name(db, group_pk)
        for other in season_rows.events_between(db, group_pk, *span):
            if (other["day"], other["pk"]) >= (event["day"], event["pk"]):
                continue
            before = night_of(db, other, persons)
            for evening in ladders.evenings_of(
                (other["day"], other["pk"]), list(before.entrants.values()), "vp"
            ):
                past.setdefault(evening.person, []).append(evening.score)
    field = handicaps.field_average(past)
    actual = {
        number: ladders.evening_score(entrant, 0, "vp")
        for number, entrant in night.entrants.items()
        if entrant.tables > 0
    }
    return handicaps.adjusted_ranking(
        actual,
        {n: handicaps.handicap(night.entrants[n].persons, past, field) for n in actual},
    )


def handicapped_ranking(db, event) -> list | None:
    """The evening's ranking with handicaps, [(entrant's name, place, adjusted VP a table,
    handicap)], when the club has handicaps on; else None."""
    if not season_rows.handicaps_on(db, event["group_id"]):
        return None
    night = night_of(db, event, roster_by_name(db, event["group_id"]))
    return [
        (night.names[entrant], place, score, handicap)
        for entrant, place, score, handicap in event_handicaps(db, event, night)
    ]
