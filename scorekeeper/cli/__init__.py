"""The command line (argparse): `scorekeeper score`, `variants`, `movement`, and the server's `serve`,
`init-db`, `backup` and `restore` (admin.py). Its language for problems is speech.py's."""

from scorekeeper.cli.main import main

__all__ = ["main"]
