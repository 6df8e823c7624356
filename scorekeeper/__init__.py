"""Canasta Scorekeeper: a score keeper for Canasta and its family of games.

One folder a part, each importable alone:
- `rules`: the scoring engine, pure (rule sets as data);
- `record`: the JSON game record and its bounds, pure;
- `storage`: the SQLite repository (sqlite-utils), no Flask;
- `statistics`: figures, charts and the scoreboard's read model, pure;
- `printing`: PDF sheets and pads (WeasyPrint);
- `translations`: the catalogs and the words that need no Flask;
- `events`: club nights and tournaments (movements, standings), pure;
- `cli`: the command line and the production server it starts;
- `web`: the Flask app (`web/app.py` is the factory).

`create_app` and `settings` are imported only when asked for, so `import scorekeeper.rules`
loads no Flask and no WeasyPrint.
"""

_FACTORY = ("SecretKeyError", "create_app", "instance_folder", "settings")


def __getattr__(name):
    if name in _FACTORY:
        from scorekeeper.web import app

        return getattr(app, name)
    raise AttributeError(f"module 'scorekeeper' has no attribute {name!r}")


__all__ = list(_FACTORY)
