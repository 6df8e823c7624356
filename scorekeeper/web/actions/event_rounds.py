"""What the director's buttons do to an event, between the form and storage: a round's games
made from the seating, two entrants swapped in a round not yet started, a paper result, time
called. The pages stay thin; storage keeps every write versioned and logged."""

from dataclasses import replace
from datetime import datetime, timezone

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.events.by_standings import next_round
from scorekeeper.events.entrant_changes import sitting_out, withdrawals
from scorekeeper.events.manual_seating import check_seating, from_json, repeats
from scorekeeper.events.seating import SeatingError
from scorekeeper.events.standings import RANKED_BY
from scorekeeper.rules import RoundFormat
from scorekeeper.web.boards.event_board import Board, board, movement_of
from scorekeeper.web.entry.house_rules import seating
from scorekeeper.web.words.event_words import figure, seating_problem


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


def start_next(db, event: dict, number: int, version: int) -> bool:
    """Start round `number` (the next one only; False when it had started already). A round
    seated by the standings (Danish, Swiss, winners move up) is paired now, from the ranking
    after the rounds played, and its seating stored with its games."""
    if not 1 <= number <= event["rounds"]:
        raise Refused(gettext("The event has no round %(round)s.", round=number))
    entrants = storage.entrants(db, event["pk"])
    seating = None
    if (
        number > len(event["seating"]["rounds"])
        and number == event["current_round"] + 1
    ):
        seating = seated_by_standings(board(db, event), number)
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


def late_tables(board: Board, now: datetime | None = None) -> set[int]:
    """Tables of the round in play still playing once a timed round's clock ran out."""
    clock = board.clock
    if clock is None or clock.phase(now or datetime.now(timezone.utc)) != "time":
        return set()
    return {
        t.table
        for t in board.round_tables(board.event["current_round"])
        if t.state in ("waiting", "playing")
    }


def seats_of(board: Board, number: int) -> list[dict]:
    """Round `number`'s seating by names: [{"table", "ns", "ew"}] and who sits out."""
    if not 1 <= number <= len(board.movement.rounds):
        return []
    rnd = board.movement.rounds[number - 1]

    def names(numbers):
        return " & ".join(board.name_of(n) for n in numbers)

    return [
        {"table": t.table, "ns": names(t.ns), "ew": names(t.ew)} for t in rnd.tables
    ]


def resting_names(board: Board, number: int) -> list[str]:
    """Who sits out round `number`, by name (a withdrawn entrant does not: it left)."""
    withdrawn = withdrawals(board.entrants)
    return [board.name_of(n) for n in sitting_out(board.movement, number, withdrawn)]


def still_playing(board: Board) -> list[int]:
    """The round in play's tables whose result is not in yet (neither finished nor typed from
    paper): starting the next round now would take their links to the new round."""
    number = board.event["current_round"]
    return [
        t.table for t in board.round_tables(number) if t.state in ("waiting", "playing")
    ]


def minutes_since(saved: str | None, now: datetime | None = None) -> int | None:
    """Whole minutes since a table's last save (None: nothing saved yet), for the console."""
    if not saved:
        return None
    then = datetime.fromisoformat(saved)
    if then.tzinfo is None:
        then = then.replace(tzinfo=timezone.utc)
    now = now or datetime.now(timezone.utc)
    return max(int((now - then).total_seconds() // 60), 0)


def clock_now(board: Board, now: datetime | None = None) -> dict | None:
    """The round clock as the pages show it: its phase and the seconds left (None: untimed)."""
    clock = board.clock
    if clock is None:
        return None
    now = now or datetime.now(timezone.utc)
    left = int(clock.remaining(now).total_seconds())
    return {
        "phase": clock.phase(now),
        "seconds": left,
        "text": f"{left // 60}:{left % 60:02d}",
    }


def standings_rows(board: Board) -> tuple[list[str], list[dict]]:
    """The ranking's figures, in its order (the first decides), and each entrant's row."""
    keys = RANKED_BY[board.event["ranking"]]
    rows = [
        {
            "place": s.place,
            "number": s.entrant,
            "name": board.name_of(s.entrant),
            "provisional": s.entrant in board.provisional,
            "played": s.played,
            "figures": [figure(getattr(s, key)) for key in keys],
        }
        for s in board.standings
    ]
    return list(keys), rows


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
