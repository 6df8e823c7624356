"""Command line for whoever runs the server: `serve`, `init-db`, `backup`, `restore`, `groups` and
`new-links` (every link replaced: a database restored without its link secret)."""

import logging
import sys
from pathlib import Path

COMMANDS = ("serve", "init-db", "backup", "restore", "groups", "new-links")


def add_commands(commands) -> None:
    serve = commands.add_parser(
        "serve", help="serve the app with the production server (waitress)"
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=5000)
    serve.add_argument(
        "--processes",
        type=int,
        help="server processes (default: SERVER_PROCESSES; 0: one a core)",
    )
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
    renew = commands.add_parser(
        "new-links",
        help="give every game, group and evening new links (server stopped; the old ones stop"
        " working): for a database restored without the link secret it was sealed with",
    )
    renew.add_argument("--instance")
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
    if args.command == "new-links":
        return new_links_command(database)
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
    return _say_if_sealed_elsewhere(database)


def _say_if_sealed_elsewhere(database) -> int:
    """After a restore: whether this server can show the restored links (same link secret)."""
    from scorekeeper.storage.key_seals import LinksSealedElsewhere
    from scorekeeper.storage.schema import open_db

    try:
        open_db(database).close()
    except LinksSealedElsewhere as error:
        print(str(error), file=sys.stderr)
        return 3
    return 0


def new_links_command(database) -> int:
    from scorekeeper.storage import key_seals
    from scorekeeper.storage.backups import is_served
    from scorekeeper.storage.schema import connect
    from scorekeeper.storage.tokens import new_token

    if not Path(database).is_file():
        print(f"there is no database at {database}", file=sys.stderr)
        return 2
    if is_served(database):
        print(f"a server is serving {database}: stop it first", file=sys.stderr)
        return 2
    db = connect(database)
    try:
        count = key_seals.new_links(db, new_token)
        key_seals.claim_or_check(db, database)
    finally:
        db.close()
    print(
        f"{count} links replaced in {database}: share the games', groups' and evenings' links"
        " again (`scorekeeper groups` lists each group's)"
    )
    return 0


def serve_command(args) -> int:
    """Serve; on a database whose links were sealed by another server's secret (a backup restored
    elsewhere), say what to do and stop (exit 3, as `restore` does) rather than a traceback."""
    from scorekeeper import create_app
    from scorekeeper.cli.serving import serve
    from scorekeeper.storage.key_seals import LinksSealedElsewhere

    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        app = create_app(instance_path=args.instance)
    except LinksSealedElsewhere as error:
        print(str(error), file=sys.stderr)
        return 3
    app.config["SERVED_ON"] = (args.host, args.port)
    print_phone_address(args.host, args.port, app.config.get("PUBLIC_URL"))
    serve(app, args.host, args.port, args.processes)
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
