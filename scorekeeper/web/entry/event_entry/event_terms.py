"""The terms of a new club night as typed on its form, read and checked: the entrants ("Ana &
Ben" a line for a pair, a name for a player), how a round is played
(to the target, fixed hands, a clock, or fixed hands within a clock) and the victory-point
scale ("300: 12-8" a line). A problem is a translated sentence; the form keeps what was typed."""

import re

from flask_babel import gettext

from scorekeeper.events.standings import check_scale
from scorekeeper.record import limits
from scorekeeper.rules import RoundFormat


class EventProblem(ValueError):
    """What is wrong with the typed event, in the visitor's language; `tables`: a number of
    tables that would seat the entrants typed, offered on the form with one tap."""

    def __init__(self, message: str, tables: tuple[int, bool] | None = None):
        super().__init__(message)
        self.tables = tables  # (tables, whether a pair then sits out each round)


SCALE_ROW = re.compile(r"^\s*(\d{1,6})\s*[:=]\s*(\d{1,4})\s*[-–]\s*(\d{1,4})\s*$")


def scale_text(scale) -> str:
    """A victory-point scale as the form shows it: "300: 12-8" a line (from margin 300, the
    winner 12 and the loser 8)."""
    return "\n".join(f"{start}: {winner}-{loser}" for start, winner, loser in scale)


def scale_of(text: str) -> list[list[int]]:
    """The typed scale, checked as the standings need it (from 0, going up, never the loser more)."""
    rows = []
    for number, line in enumerate((text or "").splitlines(), 1):
        if not line.strip():
            continue
        found = SCALE_ROW.match(line)
        if not found:
            raise EventProblem(
                gettext(
                    "Scale line %(number)s: write a margin, then the winner's and the loser's"
                    " victory points, as in “300: 12-8”.",
                    number=number,
                )
            )
        rows.append([int(found.group(i)) for i in (1, 2, 3)])
    try:
        check_scale(rows)
    except ValueError:
        raise EventProblem(
            gettext(
                "The scale starts at margin 0, its margins go up, and the loser never gets"
                " more than the winner."
            )
        ) from None
    return rows


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
