"""Command line for whoever runs the server: `serve`, `init-db`, `backup`, `restore` and `groups`."""

import logging
import sys
from pathlib import Path

COMMANDS = ("serve", "init-db", "backup", "restore", "groups")


def add_commands(commands) -> None:
    serve = commands.add_parser(
        "serve", help="serve the app with the production server (waitress)"
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=5000)
    serve.add_argument(
        "--instance",
        help="the data folder (default: $SCOREKEEPER_INSTANCE, else instance/)",
    )
    init = commands.add_parser(
        "init-db", help="create the games database, or bring its schema up to date"
    )
    init.add_argument("--instance")
    copy = commands.add_parser(
        "backup", help="copy the games database to PATH, safely while the server runs"
    )
    copy.add_argument("path")
    copy.add_argument("--instance")
    put_back = commands.add_parser(
        "restore", help="make the backup at PATH the games database (server stopped)"
    )
    put_back.add_argument("path")
    put_back.add_argument("--instance")
    groups = commands.add_parser(
        "groups",
        help="every group on the server: its name, its number of games and its link",
    )
    groups.add_argument("--instance")
    groups.add_argument(
        "--url",
        default="http://127.0.0.1:5000",
        help="the address players open the app by (default: http://127.0.0.1:5000)",
    )


def run(args) -> int:
    # Here, not at the top: main.py builds these commands' parsers for every command, and
    # `scorekeeper score` needs no database (so neither sqlite-utils nor storage is loaded).
    from scorekeeper import settings
    from scorekeeper.storage.backups import RestoreRefused, backup, restore

    config = settings(args.instance)
    database = config["DATABASE"]
    if args.command == "serve":
        return serve_command(args)
    if args.command == "init-db":
        from scorekeeper.storage.schema import applied_migrations, open_db

        db = open_db(database)
        print(f"{database}: schema {', '.join(applied_migrations(db))}")
        db.close()
        return 0
    if args.command == "groups":
        return groups_command(database, args.url)
    if args.command == "backup":
        if not Path(database).is_file():
            print(f"there is no database at {database}", file=sys.stderr)
            return 2
        print(f"backed up {database} to {backup(database, args.path)}")
        return 0
    from scorekeeper.storage.schema import known_migrations

    try:
        kept = restore(args.path, database, known_migrations())
    except RestoreRefused as error:
        print(f"not restored: {error}", file=sys.stderr)
        return 2
    print(
        f"restored {args.path} to {database}"
        + (f"; the replaced database is kept as {kept}" if kept else "")
    )
    return 0


def serve_command(args) -> int:
    from scorekeeper import create_app
    from scorekeeper.cli.serving import serve

    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    app = create_app(instance_path=args.instance)
    app.config["SERVED_ON"] = (args.host, args.port)
    print_phone_address(args.host, args.port, app.config.get("PUBLIC_URL"))
    serve(app, args.host, args.port)
    return 0


def print_phone_address(host: str, port: int, public_url: str | None = None) -> None:
    """Served beyond 127.0.0.1: the address a phone should open, and its QR code to scan from the
    terminal, so nobody has to look the address up with `hostname -I`."""
    import segno

    from scorekeeper.web.plumbing.phone_address import phone_url, serve_for_phones

    url = public_url or phone_url(host, port)
    if url is None:
        print(
            f"Open http://127.0.0.1:{port}/ on this computer. For phones on the same Wi-Fi, "
            f"start it with {serve_for_phones()}",
            flush=True,
        )
        return
    print(f"Phones on the same Wi-Fi: open {url} (or scan this code)", flush=True)
    segno.make(url, error="m").terminal(compact=True)
    sys.stdout.flush()


def groups_command(database, url) -> int:
    """The owner's view of every group: a line each, name, games and recording link (tab-separated)."""
    from scorekeeper.storage import all_groups, open_db

    if not Path(database).is_file():
        print(f"there is no database at {database}", file=sys.stderr)
        return 2
    db = open_db(database)  # brought up to date: a database from before groups has none
    try:
        for group in all_groups(db):
            print(
                f"{group['name']}\t{group['games']}\t{url.rstrip('/')}/groups/{group['token']}"
            )
    finally:
        db.close()
    return 0
