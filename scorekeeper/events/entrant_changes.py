"""An evening's field changing after it began: a late pair joining an event one pair short, and an
entrant withdrawing. Both change only the rounds not started yet; the rounds already played keep
their seating (the late pair sat them out, scored by the event's bye rule)."""

from dataclasses import replace

from scorekeeper.events.seating import Movement, Round, SeatingError, Table


def seat_late(movement: Movement, from_round: int) -> Movement:
    """A late pair, numbered next, joins a pair event one pair short: from round `from_round` on
    it plays the pair that would have sat out, at the table left empty (in a Mitchell, exactly
    where East-West pair 2N would have sat); before that round it sits out."""
    if movement.per_side != 1:
        raise SeatingError("late.individuals", "a late entrant joins pair events only")
    new = movement.entrants + 1
    rounds = []
    for number, rnd in enumerate(movement.rounds, 1):
        if number < from_round:
            rounds.append(Round(rnd.tables, rnd.sits_out + (new,)))
            continue
        used = {t.table for t in rnd.tables}
        empty = [t for t in range(1, movement.tables + 1) if t not in used]
        if len(rnd.sits_out) != 1 or not empty:
            raise SeatingError(
                "late.no_room",
                f"round {number} has no pair sitting out and no free table",
                round=number,
            )
        table = Table(empty[0], rnd.sits_out, (new,))
        rounds.append(
            Round(tuple(sorted(rnd.tables + (table,), key=lambda t: t.table)), ())
        )
    return replace(movement, entrants=new, rounds=tuple(rounds))


def withdraw(movement: Movement, entrant: int, from_round: int) -> Movement:
    """`entrant` leaves before round `from_round`: from then on its table is not played, and
    everyone seated there sits out (its opponents score a bye by the event's rule; the standings
    leave out the withdrawn entrant's own rounds after it left)."""
    if not 1 <= entrant <= movement.entrants:
        raise SeatingError("seating.unknown", f"there is no entrant {entrant}")
    rounds = []
    for number, rnd in enumerate(movement.rounds, 1):
        table = rnd.table_of(entrant)
        if number < from_round or table is None:
            rounds.append(rnd)
            continue
        rounds.append(
            Round(
                tuple(t for t in rnd.tables if t is not table),
                rnd.sits_out + table.entrants,
            )
        )
    return replace(movement, rounds=tuple(rounds))


def sitting_out(
    movement: Movement, number: int, withdrawn: dict[int, int]
) -> tuple[int, ...]:
    """Who sits out round `number` and scores a bye for it: the seating's sit-outs less the
    entrants that had withdrawn before it (`withdrawn`: {entrant: last round played}). A
    withdrawn entrant is kept in the seating's sit-outs only so every round seats everyone."""
    if not 1 <= number <= len(movement.rounds):
        return ()
    return tuple(
        e
        for e in movement.rounds[number - 1].sits_out
        if number <= withdrawn.get(e, number)
    )


def withdrawals(entrants: list[dict]) -> dict[int, int]:
    """{entrant: the last round it played} of the entrants that withdrew."""
    return {
        e["number"]: e["withdrawn_after"]
        for e in entrants
        if e.get("withdrawn_after") is not None
    }
