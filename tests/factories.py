"""The builders every test shares (as CTFd's tests/helpers.py): one app, one game.

`make_app` is the conftest's app with any setting changed; `a_game` stores a game straight in
an app's database, as a phone would have left it, without going through a page."""

from pathlib import Path

from scorekeeper import create_app, storage

PARTNERS = [
    {"name": "Us", "players": ["Ana", "Ben"]},
    {"name": "Them", "players": ["Cleo", "Dan"]},
]
US_THEM = [{"name": "Us"}, {"name": "Them"}]
DEFAULT_DATABASE = object()


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


def a_game(
    app,
    hands=(),
    *,
    variant="classic",
    rules=None,
    sides=PARTNERS,
    name="Friday",
    first_dealer=None,
):
    """Store a game of `variant` between `sides` with `hands` (record hands, in order) in the
    app's database; returns its id. The first dealer is the first named player, if any."""
    if first_dealer is None and sides[0].get("players"):
        first_dealer = sides[0]["players"][0]
    db = storage.open_db(app.config["DATABASE"])
    try:
        game_id = storage.create_game(
            db,
            name=name,
            variant=variant,
            rules=rules or {},
            sides=sides,
            first_dealer=first_dealer,
        )
        for version, hand in enumerate(hands, 1):
            storage.add_hand(db, game_id, hand, expected_version=version)
    finally:
        db.close()
    return game_id
