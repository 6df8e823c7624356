"""What the director's buttons do to an event, between the form and storage: a round's games
made from the seating, two entrants swapped in a round not yet started, a paper result, time
called. The pages stay thin; storage keeps every write versioned and logged."""

from dataclasses import replace

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.events.by_standings import next_round
from scorekeeper.events.entrant_changes import withdrawals
from scorekeeper.events.manual_seating import check_seating, from_json, repeats
from scorekeeper.events.seating import SeatingError
from scorekeeper.rules import RoundFormat
from scorekeeper.web.boards.event_board import Board, board, movement_of
from scorekeeper.web.boards.round_view import still_playing
from scorekeeper.web.entry.house_rules import seating
from scorekeeper.web.words.event_words import seating_problem


class Refused(ValueError):
    """The director's change cannot be made; the message says why, in the page's language."""


def table_name(event: dict, number: int, table: int) -> str:
    return gettext(
        "%(event)s · round %(round)s · table %(table)s",
        event=event["name"],
        round=number,
        table=table,
    )


def side_of(entrants: list[dict], numbers) -> dict:
    """A side of a table's game: a pair as it entered, or two players of a progressive."""
    if len(numbers) == 1:
        entrant = entrants[numbers[0] - 1]
        return {"name": entrant["name"], "players": list(entrant["players"])}
    players = [entrants[n - 1]["players"][0] for n in numbers]
    return {"name": " & ".join(players), "players": players}


def round_games(event: dict, entrants: list[dict], number: int) -> list[dict]:
    """One game a table of round `number`, as storage.start_round takes them."""
    rules = {
        **event["rules"],
        **RoundFormat.from_data(event["format"]).house_rules(),
    }
    games = []
    for table in movement_of(event, entrants).rounds[number - 1].tables:
        sides = [side_of(entrants, table.ns), side_of(entrants, table.ew)]
        games.append(
            {
                "table": table.table,
                "name": table_name(event, number, table.table),
                "variant": event["variant"],
                "rules": rules,
                "sides": sides,
                "first_dealer": seating(sides)[0],
            }
        )
    return games


class StillPlaying(Exception):
    """Round `number` was asked for while these tables of the round in play have no result: the
    director is asked first (starting now takes their links to the new round)."""

    def __init__(self, number: int, tables: list[int]):
        super().__init__(number, tables)
        self.number, self.tables = number, tables


def start_next(
    db, event: dict, number: int, version: int, confirmed: bool = False
) -> bool:
    """Start round `number` (the next one only; False when it had started already). Unless
    `confirmed`, tables of the round in play still playing raise StillPlaying (a resend of a
    round already started, or a page another phone changed meanwhile, asks nothing: those answer
    as before). A round seated by the standings (Danish, Swiss, winners move up) is paired now,
    from the ranking after the rounds played, and its seating stored with its games. The board
    is read once for both."""
    if not 1 <= number <= event["rounds"]:
        raise Refused(gettext("The event has no round %(round)s.", round=number))
    is_next = number == event["current_round"] + 1
    now = None
    if not confirmed and is_next and version == event["version"]:
        now = board(db, event)
        playing = still_playing(now)
        if playing:
            raise StillPlaying(number, playing)
    entrants = storage.entrants(db, event["pk"])
    seating = None
    if number > len(event["seating"]["rounds"]) and is_next:
        seating = seated_by_standings(now or board(db, event), number)
        event = {**event, "seating": seating}
    return storage.start_round(
        db,
        event["pk"],
        number,
        round_games(event, entrants, number),
        expected_version=version,
        seating=seating,
    )


def seated_by_standings(now: Board, number: int) -> dict:
    """The seating with round `number` paired from the standings as they stand (the entrants
    still in the evening, best first; for winners move up, each table's winning side of the
    round before, North-South on a drawn table)."""
    withdrawn = withdrawals(now.entrants)
    order = [
        s.entrant for s in now.standings if withdrawn.get(s.entrant, number) >= number
    ]
    winners = [
        "ew" if t.totals and t.totals[1] > t.totals[0] else "ns"
        for t in now.round_tables(number - 1)
    ]
    try:
        rnd = next_round(now.movement, order, winners=winners)
    except SeatingError as error:
        raise Refused(seating_problem(error)) from None
    movement = replace(now.movement, rounds=now.movement.rounds + (rnd,))
    return movement.as_json()


def swap(db, event: dict, number: int, first: int, second: int, version: int):
    """Swap two entrants' seats in round `number` (not started yet); returns what the new
    seating repeats (allowed, said as a warning)."""
    if number <= event["current_round"] or number > event["rounds"]:
        raise Refused(gettext("Only a round not started yet can be reseated."))
    if number > len(event["seating"]["rounds"]):
        raise Refused(
            gettext("This round is seated from the standings when it starts.")
        )
    entrants = storage.entrants(db, event["pk"])
    if first == second or not all(1 <= n <= len(entrants) for n in (first, second)):
        raise Refused(gettext("Choose two different entrants."))
    data = event["seating"]

    def moved(numbers):
        swap_of = {first: second, second: first}
        return [swap_of.get(n, n) for n in numbers]

    rnd = data["rounds"][number - 1]
    rnd["tables"] = [
        {**t, "ns": moved(t["ns"]), "ew": moved(t["ew"])} for t in rnd["tables"]
    ]
    rnd["sits_out"] = moved(rnd.get("sits_out", []))
    changed = from_json(data, len(entrants), event["per_side"])
    problems = check_seating(changed)
    if problems:
        raise Refused(seating_problem(problems[0]))
    names = {e["number"]: e["name"] for e in entrants}
    storage.reseat(
        db,
        event["pk"],
        data,
        expected_version=version,
        action="swap",
        detail={"round": number, "first": names[first], "second": names[second]},
    )
    return [seating_problem(r, names.get) for r in repeats(changed)]


def call_time(db, event: dict, version: int) -> dict[int, int]:
    """Time in a timed round: each table still playing ends after the hand in play."""
    fmt = RoundFormat.from_data(event["format"])
    if not fmt.minutes or not event["current_round"]:
        raise Refused(gettext("Only a timed round in play can be called."))
    return storage.call_time(
        db,
        event["pk"],
        event["current_round"],
        lambda after: {**event["rules"], **fmt.house_rules(called_after=after)},
        expected_version=version,
    )
