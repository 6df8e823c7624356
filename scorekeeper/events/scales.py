"""Victory-point tables an event may take as published, beside the app's own 20-point scale
(standings.DEFAULT_VP_SCALE) and a tournament's own typed on the new event's form.

A table is data: bands of the round's match-point difference, each (from, to, winner's VPs,
loser's VPs), `to` None for the open last band ("over 1500"). The standings read its rows (from,
winner, loser): the last row starting at or below a table's margin decides it
(standings.victory_points). A Burraco round's match points are the sum over its deals, so its
margin is the difference of the round's totals (relatives.md §1, "Victory points").

The Italian Burraco federation's (FIBUR) 20-0 tables for rounds of three and of four deals, as
published with its Codice di Gara (art. 17, the tables printed on the score cards), transcribed
from https://www.puntiburraco.it/partite_e_punti_vittoria_burraco_nei_tornei.html (both tables)
and checked against https://eburraco.com/victory-points-burraco (the three-deal table). The
Codice's own text was not at hand to check them against: a club holding it should compare. The
Codice also prints a table for two deals, which no source at hand gave: a tournament of 2-deal
rounds types the one it publishes. They are Burraco's: a Canasta club uses them as a club would
use any scale of its choice."""

from scorekeeper.events.standings import DEFAULT_VP_SCALE, check_scale

# FIBUR, rounds of 3 deals [EB][PB]
FIBUR_3_DEALS = (
    (0, 50, 10, 10),
    (55, 150, 11, 9),
    (155, 250, 12, 8),
    (255, 350, 13, 7),
    (355, 500, 14, 6),
    (505, 650, 15, 5),
    (655, 800, 16, 4),
    (805, 1000, 17, 3),
    (1005, 1250, 18, 2),
    (1255, 1500, 19, 1),
    (1505, None, 20, 0),
)

# FIBUR, rounds of 4 deals [PB] (a single source); "over 2000" starts at 2005 (totals go in fives)
FIBUR_4_DEALS = (
    (0, 100, 10, 10),
    (105, 300, 11, 9),
    (305, 500, 12, 8),
    (505, 700, 13, 7),
    (705, 900, 14, 6),
    (905, 1100, 15, 5),
    (1105, 1300, 16, 4),
    (1305, 1500, 17, 3),
    (1505, 1700, 18, 2),
    (1705, 2000, 19, 1),
    (2005, None, 20, 0),
)

# The FIBUR's table for a round of this many deals; 2 deals: none at hand (type the tournament's)
FIBUR_BY_DEALS = {3: FIBUR_3_DEALS, 4: FIBUR_4_DEALS}

# Every score of every rule set here is a multiple of 5, so a margin between two bands that
# leave fewer than 5 points between them cannot happen (0-50, then 55-150).
STEP = 5


class TableError(ValueError):
    """A typed victory-point table that cannot be used; `code` says which rule it breaks, and
    `band` (counted from 1) where."""

    def __init__(self, code: str, band: int):
        super().__init__(f"{code} at band {band}")
        self.code, self.band = code, band


def rows(bands) -> tuple[tuple[int, int, int], ...]:
    """The standings' rows (from, winner, loser) of a table of bands."""
    return tuple((start, winner, loser) for start, _to, winner, loser in bands)


def bands_of(scale) -> tuple:
    """Bands for a scale stored as rows only (the app's own, an event made before tables had
    bands): each row runs up to just below the next one's start."""
    starts = [row[0] for row in scale]
    return tuple(
        (start, (starts[i + 1] - 1) if i + 1 < len(starts) else None, winner, loser)
        for i, (start, winner, loser) in enumerate(scale)
    )


def check_bands(bands) -> None:
    """A table a tournament publishes: it starts at difference 0, each band ends at or after its
    start, the next band starts after it with no margin in between (at most 5 on), only the last
    is open, the winner never gets less than the loser, nor less than in a band below."""
    if not bands:
        raise TableError("empty", 1)
    previous = None
    for number, (start, to, winner, loser) in enumerate(bands, 1):
        if previous is None and start != 0:
            raise TableError("start", number)
        if previous is not None:
            _, last_to, last_winner, _ = previous
            if last_to is None:
                raise TableError("open", number - 1)
            if not last_to < start <= last_to + STEP:
                raise TableError("gap", number)
        if to is not None and to < start:
            raise TableError("order", number)
        if winner < loser:
            raise TableError("loser", number)
        if previous is not None and winner < previous[2]:
            raise TableError("falls", number)
        previous = (start, to, winner, loser)
    check_scale(rows(bands))


PRESETS = {
    "app": DEFAULT_VP_SCALE,
    "fibur-3": rows(FIBUR_3_DEALS),
    "fibur-4": rows(FIBUR_4_DEALS),
}
PRESET_BANDS = {"fibur-3": FIBUR_3_DEALS, "fibur-4": FIBUR_4_DEALS}
