"""Canasta Scorekeeper: a score keeper for Canasta and its family of games.

The package is in four parts, one folder each: `rules` (the scoring engine, pure), `storage`
(the SQLite repository), `web` (the Flask app) and `printing` (PDF sheets). The game record
(record.py), its bounds (limits.py) and the command line (cli.py) sit at the top, beside them.
"""

from .web.app import SecretKeyError, create_app, instance_folder, settings

__all__ = ["SecretKeyError", "create_app", "instance_folder", "settings"]
