"""The terms of a new club night as typed on its form, read and checked: the entrants ("Ana &
Ben" a line for a pair, a name for a player), how a round is played
(to the target, fixed hands or deals, a clock, or either within a clock), the victory-point
table (a FIBUR table, or typed a band a line, "55-150: 11-9", or "300: 12-8" up to the next
line), and the rounds of Mitchell before a Danish. A problem is a translated sentence; the form
keeps what was typed."""

import re

from flask_babel import gettext

from scorekeeper.events.scales import (
    FIBUR_BY_DEALS,
    PRESET_BANDS,
    TableError,
    bands_of,
    check_bands,
    rows,
)
from scorekeeper.events.seating import SeatingError
from scorekeeper.events.standings import DEFAULT_VP_SCALE
from scorekeeper.record import limits
from scorekeeper.rules import RoundFormat
from scorekeeper.translations import N_


class EventProblem(ValueError):
    """What is wrong with the typed event, in the visitor's language; `tables`: a number of
    tables that would seat the entrants typed, offered on the form with one tap."""

    def __init__(self, message: str, tables: tuple[int, bool] | None = None):
        super().__init__(message)
        self.tables = tables  # (tables, whether a pair then sits out each round)


# "55-150: 11-9" (a band of the difference), "1505+: 20-0" (the open last band), or "300: 12-8"
# (a band from 300 up to just below the next line's start)
SCALE_ROW = re.compile(
    r"^\s*(\d{1,6})\s*(?:[-–]\s*(\d{1,6})|(\+))?\s*[:=]\s*(\d{1,4})\s*[-–]\s*(\d{1,4})\s*$"
)


def scale_text(bands) -> str:
    """A victory-point table as the form shows it, a band a line: "55-150: 11-9" (a difference
    from 55 to 150 gives the winner 11 and the loser 9), the last "1505+: 20-0"."""
    return "\n".join(
        f"{start}{'+' if to is None else f'-{to}'}: {winner}-{loser}"
        for start, to, winner, loser in bands
    )


TABLE_PROBLEMS = {
    "empty": N_("Type the table, a band a line."),
    "start": N_("The table's first band starts at difference 0."),
    "open": N_("Band %(band)s: only the last band may be open (“1505+”)."),
    "gap": N_(
        "Band %(band)s: it must start just after the band before ends, so every difference"
        " falls in one band (its margins go up)."
    ),
    "order": N_("Band %(band)s: it ends before it starts."),
    "loser": N_("Band %(band)s: the loser never gets more than the winner."),
    "falls": N_(
        "Band %(band)s: the winner's victory points never fall as the difference grows."
    ),
}


def scale_of(text: str) -> list[list]:
    """The typed table as bands [from, to (None: open), winner, loser], checked as the
    standings need it (events/scales.py, check_bands). A line giving only its start runs up to
    just below the next line's."""
    bands = []
    for number, line in enumerate((text or "").splitlines(), 1):
        if not line.strip():
            continue
        found = SCALE_ROW.match(line)
        if not found:
            raise EventProblem(
                gettext(
                    "Scale line %(number)s: write a band of the difference, then the winner's"
                    " and the loser's victory points, as in “55-150: 11-9” (or “300: 12-8”,"
                    " up to the next line).",
                    number=number,
                )
            )
        start, to, opened, winner, loser = found.groups()
        bands.append(
            [int(start), int(to) if to else "open" if opened else None]
            + [int(winner), int(loser)]
        )
    try:
        starts = [b[0] for b in bands[1:]] + [None]
        bands = [
            [start, _end(number, to, start, following), winner, loser]
            for number, ((start, to, winner, loser), following) in enumerate(
                zip(bands, starts), 1
            )
        ]
        check_bands(bands)
    except TableError as error:
        raise EventProblem(
            gettext(TABLE_PROBLEMS[error.code], band=error.band)
        ) from None
    return bands


def _end(number: int, to, start: int, following: int | None):
    """A band's end as typed ("open" for "1505+"), or, typed as its start alone, just below the
    next line's start (the last line: open)."""
    if to == "open":
        return None
    if to is not None:
        return to
    if following is not None and following <= start:
        raise TableError("gap", number + 1)
    return None if following is None else following - 1


def round_format(form) -> RoundFormat:
    """The round's format as typed: to the target, a fixed number of hands, a fixed number of
    deals (Burraco's 2, 3 or 4), or a clock. Fixed hands or deals take the minutes too when they
    are typed (the ACA's and NVSO's three hands within 50 minutes, a warning at 10; a Burraco
    round's deals on the tournament's clock): a clock never goes silently missing."""
    kind = form.round_kind.data
    if kind == "target":
        return RoundFormat()
    minimums = _minimums(form) if kind == "hands" else ()
    minutes, warning = form.minutes.data, form.warning_minutes.data or 0
    if kind == "time" and not minutes or minutes and warning > minutes:
        raise EventProblem(
            gettext(
                "A timed round needs its minutes, and the warning must come within them."
            )
        )
    if not minutes and warning:
        raise EventProblem(gettext("A warning needs the round's minutes."))
    deals = int(form.deals.data) if kind == "deals" else 0
    return RoundFormat(minimums, minutes or 0, warning if minutes else 0, deals=deals)


def _minimums(form) -> tuple[int, ...]:
    try:
        minimums = tuple(
            int(m) for m in (form.minimums.data or "").replace(";", ",").split(",")
        )
    except ValueError:
        minimums = ()
    if not minimums or len(minimums) > limits.MOST_HANDS or min(minimums) < 0:
        raise EventProblem(
            gettext(
                "Type each hand's minimum initial meld, separated by commas: 125, 155, 180."
            )
        )
    return minimums


def entrants_of(text: str, per_side: int) -> list[dict]:
    """Each line an entrant: "Ana & Ben" a pair (pair events), a name a player."""
    found, names = [], []
    for number, line in enumerate(text.splitlines(), 1):
        line = " ".join(line.split())
        if not line:
            continue
        players = [p.strip() for p in line.split("&")] if per_side == 1 else [line]
        if per_side == 1 and (len(players) != 2 or not all(players)):
            raise EventProblem(
                gettext(
                    "Line %(number)s: a pair is two names joined by &, as in “Ana & Ben”.",
                    number=number,
                )
            )
        if per_side == 2 and "&" in line:
            raise EventProblem(
                gettext(
                    "Line %(number)s: in an event of individuals each line is one player.",
                    number=number,
                )
            )
        for player in players:
            if limits.text_problem(player, limits.NAME_LENGTH):
                raise EventProblem(
                    gettext(
                        "Line %(number)s: a name has at most %(most)s characters.",
                        number=number,
                        most=limits.NAME_LENGTH,
                    )
                )
        names += players
        found.append({"name": " & ".join(players), "players": players})
    if len(set(n.casefold() for n in names)) != len(names):
        raise EventProblem(gettext("Every player needs a different name."))
    return found


def vp_table(form, fmt: RoundFormat) -> dict:
    """The event's victory-point table, {"source", "bands"}: a FIBUR table as published (the
    one for the round's number of deals, or the one named), else the one typed (the app's own
    unless the director changed it); the app's own when the ranking uses none."""
    preset = form.scale_preset.data
    if form.ranking.data != "victory_points":
        return {"source": "app", "bands": bands_of(DEFAULT_VP_SCALE)}
    if preset == "fibur-deals":
        deals = fmt.deals or len(fmt.minimums)
        if deals not in FIBUR_BY_DEALS:
            raise EventProblem(
                gettext(
                    "The FIBUR's table goes by the round's deals: choose rounds of 3 or 4"
                    " deals, or type the table the tournament publishes."
                )
                if not deals
                else gettext(
                    "No FIBUR table for rounds of %(deals)s deals is at hand: type the table"
                    " the tournament publishes.",
                    deals=deals,
                )
            )
        preset = f"fibur-{deals}"
    if preset in PRESET_BANDS:
        return {"source": preset, "bands": PRESET_BANDS[preset]}
    bands = scale_of(form.scale.data)
    source = "app" if tuple(rows(bands)) == DEFAULT_VP_SCALE else "typed"
    return {"source": source, "bands": bands}


def mitchell_rounds(form) -> int:
    """A Mitchell then Danish: the Mitchell's rounds as typed, else all the event's but the
    last, at most one a table (the Mitchell's most)."""
    if form.mitchell_rounds.data:
        return form.mitchell_rounds.data
    return max(1, min(form.rounds.data - 1, form.tables.data))


def tables_for(error: SeatingError) -> tuple[int, bool] | None:
    """The tables that seat this many pairs (an odd number: one pair sits out each round), when
    the typed number does not: 7 pairs at 3 tables are offered 4, one pair sitting out."""
    if error.code != "movement.pairs" or error.params["pairs"] < 2:
        return None
    pairs = error.params["pairs"]
    return (pairs + 1) // 2, pairs % 2 == 1
