"""What the room sees of a club night: the standings on a TV or projector (either link, read
only, live), and each table's link, the same all evening: a waiting page before a round, that
table's game once it started. A table's link reaches its own table's games and nothing else."""

from flask import (
    Blueprint,
    Response,
    abort,
    jsonify,
    redirect,
    render_template,
    request,
    url_for,
)

from scorekeeper import storage
from scorekeeper.events.guide import guide
from scorekeeper.events.results import results
from scorekeeper.printing.season_ladder import MEASURE_WORDS
from scorekeeper.storage import season_rows
from scorekeeper.web.boards import round_view
from scorekeeper.web.boards.kept_event_board import page_board
from scorekeeper.web.boards.season_board import handicapped_ranking, season_ladder
from scorekeeper.web.pages.event_views import director_view
from scorekeeper.web.pages.shared import event_or_404
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.phone_address import phone_link
from scorekeeper.web.words import languages
from scorekeeper.web.words.event_words import FIGURE_NAMES

bp = Blueprint("event_room", __name__)


@bp.get("/e/<key>/standings")
def standings(key):
    """The room's screen: place, name and the ranking's figures, the round and its clock."""
    event = event_or_404(key)
    languages.for_event(event)
    now = page_board(get_db(), event)
    rows = now.derived("standings", round_view.standings_rows)[1]
    db = get_db()
    season = season_rows.season_of_day(db, event["group_id"], event["day"])
    adjusted = handicapped_ranking(db, event)
    return render_template(
        "events/standings.html",
        board=now,
        event=now.event,
        clock=round_view.clock_now(now),
        standings_table=director_view.standings_table(now),
        entrants_ranked=len(rows),
        version=now.version[0],  # the board's: a board drawn before news is asked again
        # the room's key whatever link opened it, as a code to scan, never as text (L3)
        back_to=url_for("event_room.standings", key=event["view_token"]),
        nights_qr=director_view.qr(
            phone_link(url_for("event_room.nights", key=event["view_token"]))
        ),
        board_of_season=season_ladder(db, event["group_id"], season)
        if season
        else None,
        measure_words=MEASURE_WORDS,
        adjusted=adjusted,
    )


@bp.get("/e/<key>/night")
def nights(key):
    """Every entrant's name, each leading to its own evening (the room's link is enough)."""
    event = event_or_404(key)
    languages.for_event(event)
    entrants = storage.entrants(get_db(), event["pk"])
    return render_template("events/nights.html", event=event, entrants=entrants)


@bp.get("/e/<key>/night/<int:number>")
def night(key, number):
    """One pair's (or player's) evening: its place and figures, each round played with its
    result, and where it sits in the rounds to come."""
    event = event_or_404(key)
    languages.for_event(event)
    now = page_board(get_db(), event)
    if not 1 <= number <= len(now.entrants):
        abort(404)
    entrant = now.entrants[number - 1]
    keys, rows, played = now.derived("nights", _nights)
    coming = guide(
        now.movement,
        now.entrants,
        number,
        event["rounds"],
        entrant["withdrawn_after"],
    )[event["current_round"] :]
    return render_template(
        "events/night.html",
        event=now.event,
        entrant=entrant,
        standing=rows[number],
        figure_keys=keys,
        figure_names=FIGURE_NAMES,
        played=played.get(number, []),
        coming=coming,
        clock=round_view.clock_now(now),
    )


def _nights(now) -> tuple:
    """Every entrant's evening at once, kept with the board: the standings' figure keys, each
    entrant's row by number, and each entrant's rounds played by number."""
    keys, rows = now.derived("standings", round_view.standings_rows)
    played = {}
    for row in results(
        now.standings,
        now.tables,
        now.movement,
        now.entrants,
        scale=[tuple(row) for row in now.event["scale"]],
        bye_rule=now.event["bye_rule"],
    ).rounds:
        played.setdefault(row.number, []).append(row)
    return keys, {row["number"]: row for row in rows}, played


@bp.get("/e/<key>/standings/version")
def standings_version(key):
    """What the room's screen polls: one indexed read; 304 while nothing changed."""
    event = storage.event_by_key(get_db(), key) or abort(404)
    current = storage.standings_version(get_db(), event["pk"])
    if request.if_none_match.contains(current):
        response = Response(status=304)
    else:
        response = jsonify({"version": current})
    response.set_etag(current)
    response.headers["Cache-Control"] = "no-cache, private"
    return response


@bp.get("/t/<token>")
def table(token):
    """The table's game of the round in play, or the page that waits for the next round."""
    db = get_db()
    found = storage.event_of_table(db, token)
    if found is None:
        abort(404)
    event, number = found
    languages.for_event(event)
    game = storage.table_game(db, event["pk"], number)
    closed = director_view.closing_of(event).get("closed", False)
    if game is not None and not closed and not _finished(db, event, game):
        return redirect(url_for("games.show", game_id=game))
    entrants = storage.entrants(db, event["pk"])
    upcoming = event["current_round"] + 1
    seat = None
    if upcoming <= len(
        event["seating"]["rounds"]
    ):  # a round seated by standings: not yet
        rnd = event["seating"]["rounds"][upcoming - 1]
        seat = next((t for t in rnd["tables"] if t["table"] == number), None)

    def names(numbers):
        return " & ".join(entrants[n - 1]["name"] for n in numbers)

    return render_template(
        "events/waiting.html",
        event=event,
        table=number,
        upcoming=upcoming if upcoming <= event["rounds"] else None,
        by_standings=upcoming > len(event["seating"]["rounds"]),
        ns=names(seat["ns"]) if seat else None,
        ew=names(seat["ew"]) if seat else None,
        game=game,
        closed=closed,
    )


def _finished(db, event, game) -> bool:
    """Whether the table's game of the round in play is over (its phones then wait for the
    next): finished, or its result typed from paper or adjusted by the director."""
    if storage.get_game(db, game)["finished"]:
        return True
    return any(
        row["paper"] or row["adjusted"]
        for row in storage.round_games(db, event["pk"], event["current_round"])
        if row["id"] == game
    )
