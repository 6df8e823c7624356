"""The builders every test shares (as CTFd's tests/helpers.py): one app, one game, one group, one
event, each stored straight in the database as the pages would have left it.

`make_app` is the conftest's app with any setting changed. `a_game`, `a_group` and `an_event` take
where to store: an app (its database, opened and closed for the write), an open database, or a
database file's path; a test never calls `storage.create_game` itself (the storage tests aside)."""

from contextlib import contextmanager
from pathlib import Path

import sqlite_utils

from scorekeeper import create_app, storage
from scorekeeper.events.movements import mitchell
from scorekeeper.events.standings import DEFAULT_VP_SCALE
from scorekeeper.rules import RoundFormat
from scorekeeper.statistics.summary import summarise

SIDES = [
    {"name": "Us", "players": ["Ana", "Ben"]},
    {"name": "Them", "players": ["Cleo", "Dan"]},
]
US_THEM = [{"name": "Us"}, {"name": "Them"}]
# Us go out with K×7 (70 card points + 500 natural canasta) and A×3 (60), one red three (100) and
# going out (100): 70 + 500 + 60 + 100 + 100 = 830 in the hand. Them: 40 left in hand, nothing
# melded: −40.
US_OUT = {
    "results": [
        {
            "melds": [{"rank": "K", "natural": 7}, {"rank": "A", "natural": 3}],
            "red_threes": 1,
            "went_out": True,
            "hand_points": 0,
        },
        {"melds": [], "red_threes": 0, "hand_points": 40},
    ]
}


def counted_form(us_melded=130, them_melded=120, them_left=None) -> dict:
    """A hand as the form posts it, both sides by counted points: Us went out with one mixed
    canasta (300 + 100 + `us_melded`), Them melded `them_melded` and kept `them_left` (no box when
    None)."""
    form = {
        "sides-0-mode": "count",
        "sides-1-mode": "count",
        "went_out": "0",
        "action": "save",
        "sides-0-meld_points": str(us_melded),
        "sides-0-canastas-mixed": "1",
        "sides-1-meld_points": str(them_melded),
    }
    if them_left is not None:
        form["sides-1-hand_points"] = str(them_left)
    return form


DEFAULT_DATABASE = object()
FIRST_PLAYER = object()
AS_SCORED = object()
# Tuesday night's format: Classic in fixed hands, 3 at 125, 155 and 180 (tests/event_games.py).
FORMAT = RoundFormat((125, 155, 180))
PAIRS = [{"name": f"Pair {n}", "players": [f"P{n}a", f"P{n}b"]} for n in range(1, 5)]


def make_app(
    folder: Path, *, csrf: bool = False, database=DEFAULT_DATABASE, **settings
):
    """The app with its instance folder (secret key, config) in `folder` and a fresh database
    there; `csrf=True` keeps real form tokens; `database=None` leaves the instance's default
    database; any other setting by name (CLUB_PASSPHRASE=..., TRUSTED_NAMES=[...])."""
    config = {"TESTING": True, "SECRET_KEY": "test"}
    if database is DEFAULT_DATABASE:
        config["DATABASE"] = str(folder / "t.sqlite")
    elif database is not None:
        config["DATABASE"] = str(database)
    if not csrf:
        config["WTF_CSRF_ENABLED"] = False
    config.update(settings)
    return create_app(config, instance_path=folder / "instance")


@contextmanager
def database(where):
    """The database `where` names: an open one as it is, else an app's or a file's, opened for
    the block and closed after it."""
    if isinstance(where, sqlite_utils.Database):
        yield where
        return
    path = where.config["DATABASE"] if hasattr(where, "config") else where
    db = storage.open_db(path)
    try:
        yield db
    finally:
        db.close()


def a_game(
    where,
    hands=(),
    *,
    variant="classic",
    rules=None,
    sides=SIDES,
    name="Friday",
    first_dealer=FIRST_PLAYER,
    group_pk=None,
    finished=False,
    record=None,
):
    """Store a game of `variant` between `sides` with `hands` (record hands, in order); returns
    its id. The first dealer is the first named player, if any (`first_dealer=None`: nobody
    named). `finished=True` files it as finished with its last hand, as a save that ends it does.

    With `record`, the whole game record is stored as an import stores it (its own name, sides,
    hands and `created`) and the other settings are not used; `finished=AS_SCORED` files it as
    its scores say."""
    with database(where) as db:
        if record is not None:
            if finished is AS_SCORED:
                finished = summarise(record)["finished"]
            return storage.import_game(db, record, finished=finished, group_pk=group_pk)
        if first_dealer is FIRST_PLAYER:
            first_dealer = (sides[0].get("players") or [None])[0]
        game_id = storage.create_game(
            db,
            name=name,
            variant=variant,
            rules=rules or {},
            sides=sides,
            first_dealer=first_dealer,
            group_pk=group_pk,
        )
        for version, hand in enumerate(hands, 1):
            last = version == len(hands)
            storage.add_hand(
                db,
                game_id,
                hand,
                expected_version=version,
                finished=True if finished and last else None,
            )
    return game_id


def games_of(where, records) -> list[str]:
    """Each game record stored as an import stores it, filed finished as its scores say; their ids."""
    with database(where) as db:
        return [a_game(db, record=record, finished=AS_SCORED) for record in records]


def a_group(where, name="Club") -> dict:
    """A new, empty group: {"pk", "token" (its recording link's key), "view_token", "name", ...}."""
    with database(where) as db:
        return storage.group_by_key(db, storage.create_group(db, name))


def an_event(
    where,
    *,
    group_pk=None,
    name="Tuesday night",
    entrants=PAIRS,
    seating=None,
    per_side=1,
    ranking="points",
    form=FORMAT,
    day="2026-11-24",
    language="",
    scale=DEFAULT_VP_SCALE,
) -> dict:
    """A club night (by default Tuesday night's Mitchell of 4 pairs at 2 tables, tests/event_games.py)
    in `group_pk`, or in a new group "Club"; as its director's link opens it."""
    seating = seating or mitchell(2, 2)
    with database(where) as db:
        if group_pk is None:
            group_pk = a_group(db)["pk"]
        token = storage.create_event(
            db,
            group_pk,
            entrants=entrants,
            name=name,
            day=day,
            variant="classic",
            rules={},
            format=form.as_data(),
            per_side=per_side,
            movement=seating.kind,
            tables=seating.tables,
            rounds=len(seating.rounds),
            ranking=ranking,
            scale=[list(row) for row in scale],
            bye_rule="average",
            seating=seating.as_json(),
            language=language,
        )
        return storage.event_by_key(db, token)
