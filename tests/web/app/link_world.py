"""One small world holding a key of every kind, for the access tests: a game of its own, a group
with a game and a season (number 1), and a club night of two rounds (round 1 over, round 2 in
play), each table with its link, and the same night of last week, closed and past its director's
window. `keys` names every key; `KIND_KEYS` says which key stands for each kind of link."""

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

from event_games import play, start
from factories import a_game, an_event

from scorekeeper import storage
from scorekeeper.storage import season_rows
from scorekeeper.web.plumbing import access

HAND = {
    "results": [
        {"meld_points": 120, "canastas": {}, "hand_points": 0},
        {"meld_points": 90, "canastas": {}, "hand_points": 0},
    ]
}


@dataclass
class World:
    keys: dict = field(default_factory=dict)  # name -> key
    person: int = 0  # a roster id of the group


def build(app) -> World:
    world = World()
    game = a_game(app, [HAND])
    db = storage.open_db(app.config["DATABASE"])
    try:
        plain = storage.get_game(db, game)
        token = storage.create_group(db, "Our table")
        group = storage.group_by_key(db, token)
        in_group = a_game(db, name="Sunday", group_pk=group["pk"], first_dealer=None)
        world.person = storage.roster(db, group["pk"])[0]["id"]
        season_rows.create_season(  # season 1, for its ladder's routes
            db,
            group["pk"],
            name="Autumn",
            first_day="2026-09-01",
            last_day="2026-12-20",
            measure="vp",
            best=4,
            at_least=2,
        )
        event = start(db, an_event(db), 1)
        play(db, event, 1, 1, [(120, 90)])
        event = start(db, event, 2)
        past = storage.round_games(db, event["pk"], 1)[0]["id"]
        current = storage.round_games(db, event["pk"], 2)
        play(db, event, 2, 1, [(120, 90)])
        tables = storage.table_links(db, event["pk"])
        club = storage.group_of_game(db, past)
        closed = start(db, an_event(db, name="Last week"), 1)
        play(db, closed, 1, 1, [(120, 90)])
        closed = start(db, closed, 2)
        db.execute(  # closed three days ago: past the 48 hours the director corrects for
            "UPDATE events SET closed_at = ? WHERE id = ?",
            [
                (datetime.now(timezone.utc) - timedelta(days=3)).isoformat(),
                closed["pk"],
            ],
        )
        db.conn.commit()
        world.keys = {
            "game": game,
            "game view": plain["view_token"],
            "group game": in_group,
            "group": group["token"],
            "group view": group["view_token"],
            "table game": current[0]["id"],
            "other table game": current[1]["id"],
            "past table game": past,
            "director": event["token"],
            "closed director": closed["token"],
            "room": event["view_token"],
            "table": tables[0]["token"],
            "other table": tables[1]["token"],
            "club group": club["token"],
            "club group view": club["view_token"],
        }
    finally:
        db.close()
    return world


# The key that stands for each kind of link in the world.
KIND_KEYS = {
    access.NOBODY: None,
    "game": "game",
    "table game": "table game",
    "past table game": "past table game",
    "game view": "game view",
    "group": "group",
    "group view": "group view",
    "director": "director",
    "closed director": "closed director",
    "room": "room",
    "table": "table",
}

# What a page reached with each kind may show: its own key and lesser ones of the same thing.
# The group's recording key and the director's see everything of theirs: not checked.
MAY_SHOW = {
    access.NOBODY: set(),
    "game": {"game", "game view"},
    "table game": {"table game", "table"},
    "past table game": {"past table game", "table"},
    "game view": {"game view"},
    "group view": {"group view"},
    "room": {"room"},
    "table": {"table", "table game"},
}
