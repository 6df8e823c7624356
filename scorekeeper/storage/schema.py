"""The database file's schema and connections: migrations, opening for the app's start, and the
cheap per-request connection. Game operations live in game_rows.py and hand_rows.py."""

import hashlib
import json
import secrets
import sqlite3
from datetime import datetime

import sqlite_utils

from scorekeeper.storage import key_seals
from scorekeeper.storage.backups import backup_beside
from scorekeeper.storage.database_file import create_private, uri

BUSY_TIMEOUT_MS = 10000
migrations = sqlite_utils.Migrations("scorekeeper")


class DatabaseUnavailable(Exception):
    """The database file cannot be opened (deleted while the server runs, say)."""


@migrations(name="0001_initial")
def _initial(db):
    # Raw SQL for what sqlite-utils' create() cannot say: CHECK, UNIQUE and ON DELETE actions.
    db.execute("""CREATE TABLE games (
        id INTEGER PRIMARY KEY, created TEXT NOT NULL, updated TEXT NOT NULL,
        name TEXT NOT NULL, variant TEXT NOT NULL,
        rules_json TEXT NOT NULL,        -- house-rule overrides, as in the record's "rules"
        sides_json TEXT NOT NULL,        -- the record's "sides"
        first_dealer TEXT,
        version INTEGER NOT NULL,        -- bumped by every change: optimistic concurrency
        finished_at TEXT) STRICT""")
    db.execute("""CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,       -- 1-based order in the game
        record_json TEXT NOT NULL,       -- the record's hand object, verbatim
        created TEXT NOT NULL, updated TEXT NOT NULL,
        UNIQUE (game_id, position)) STRICT""")
    db.execute("""CREATE TABLE hand_changes (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        hand_id INTEGER REFERENCES hands(id) ON DELETE SET NULL,
        position INTEGER NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('add', 'edit', 'delete')),
        before_json TEXT, after_json TEXT, at TEXT NOT NULL) STRICT""")
    db.execute("CREATE INDEX hand_changes_game ON hand_changes (game_id)")
    db.execute("CREATE INDEX hand_changes_hand ON hand_changes (hand_id)")


@migrations(name="0002_hand_nonce")
def _hand_nonce(db):
    # The hand form's one-time token: the same form posted twice (a double tap) saves one hand.
    db.execute("ALTER TABLE hands ADD COLUMN nonce TEXT")
    db.execute(
        "CREATE UNIQUE INDEX hands_nonce ON hands (game_id, nonce) WHERE nonce IS NOT NULL"
    )


def _token_0003() -> str:
    """A link token as the migrations that give old rows one make it (frozen here: tokens.py
    new_token is what rows get today; a change there must not change what a migration does)."""
    return secrets.token_urlsafe(16)


@migrations(name="0003_game_tokens")
def _game_tokens(db):
    # Games stored before private links get a token too; `legacy` marks them, because the devices
    # that played them before have no list of their own yet (see web/plumbing/devices.py).
    db.execute("ALTER TABLE games ADD COLUMN token TEXT")
    db.execute("ALTER TABLE games ADD COLUMN legacy INTEGER NOT NULL DEFAULT 0")
    for (pk,) in db.execute("SELECT id FROM games").fetchall():
        db.execute(
            "UPDATE games SET token = ?, legacy = 1 WHERE id = ?",
            [_token_0003(), pk],
        )
    db.execute("CREATE UNIQUE INDEX games_token ON games (token)")


@migrations(name="0004_game_setup_changes")
def _game_setup_changes(db):
    # Renaming a game, its sides or players, or changing the first dealer after the game started.
    db.execute("""CREATE TABLE game_changes (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        before_json TEXT NOT NULL, after_json TEXT NOT NULL, at TEXT NOT NULL) STRICT""")


@migrations(name="0005_change_nonce")
def _change_nonce(db):
    # Corrections and deletions carry the form's one-time token too: a phone that sends one again
    # (its answer was lost on a dropping Wi-Fi) is answered as the first time, never "stale".
    db.execute("ALTER TABLE hand_changes ADD COLUMN nonce TEXT")
    db.execute(
        "CREATE UNIQUE INDEX hand_changes_nonce ON hand_changes (game_id, nonce) WHERE nonce IS NOT NULL"
    )
    # A following phone asks what changed last: the game's newest setup change, found by index.
    db.execute("CREATE INDEX game_changes_game ON game_changes (game_id)")


@migrations(name="0006_import_keys")
def _import_keys(db):
    # An imported game's identity (storage/game_imports.py): the same record imported again by the
    # same device finds it instead of storing a copy. Games not imported have none.
    db.execute("ALTER TABLE games ADD COLUMN import_key TEXT")
    db.execute(
        "CREATE UNIQUE INDEX games_import_key ON games (import_key) WHERE import_key IS NOT NULL"
    )


@migrations(name="0007_club_passes")
def _club_passes(db):
    # Who may see the club list: a pass per device that gave the passphrase, deleted when it
    # leaves the club (storage/club_passes.py).
    db.execute("""CREATE TABLE club_passes (
        pass TEXT PRIMARY KEY, key TEXT NOT NULL, created TEXT NOT NULL) STRICT""")


@migrations(name="0008_groups")
def _groups(db):
    # A group (a household's table, a club) is the memory of people who play together: a link that
    # records, a link that only shows, a roster of people, and the games that belong to it.
    db.execute("""CREATE TABLE groups (
        id INTEGER PRIMARY KEY, token TEXT NOT NULL UNIQUE, view_token TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL, created TEXT NOT NULL) STRICT""")
    db.execute("""CREATE TABLE roster (
        id INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        name TEXT NOT NULL, key TEXT NOT NULL,   -- key: the name folded (case, spaces)
        merged_into INTEGER REFERENCES roster(id), created TEXT NOT NULL) STRICT""")
    db.execute("CREATE INDEX roster_group ON roster (group_id, key)")
    db.execute("""CREATE TABLE roster_merges (
        id INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        from_id INTEGER NOT NULL REFERENCES roster(id), into_id INTEGER NOT NULL REFERENCES roster(id),
        at TEXT NOT NULL, undone_at TEXT) STRICT""")
    db.execute("CREATE INDEX roster_merges_group ON roster_merges (group_id)")
    # A game belongs to at most one group and keeps its own link; its view-only link beside it.
    db.execute(
        "ALTER TABLE games ADD COLUMN group_id INTEGER REFERENCES groups(id) ON DELETE SET NULL"
    )
    db.execute("ALTER TABLE games ADD COLUMN view_token TEXT")
    for (pk,) in db.execute("SELECT id FROM games").fetchall():
        db.execute("UPDATE games SET view_token = ? WHERE id = ?", [_token_0003(), pk])
    db.execute("CREATE UNIQUE INDEX games_view_token ON games (view_token)")
    db.execute("CREATE INDEX games_group ON games (group_id, created)")
    # Which roster entries play in which game: a player's games found by index.
    db.execute("""CREATE TABLE game_players (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        roster_id INTEGER NOT NULL REFERENCES roster(id),
        PRIMARY KEY (game_id, roster_id)) STRICT, WITHOUT ROWID""")
    db.execute("CREATE INDEX game_players_roster ON game_players (roster_id)")
    # What lists and statistics read: one scored summary a game, valid for the version it names.
    db.execute("""CREATE TABLE game_summaries (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL, summary_json TEXT NOT NULL) STRICT""")


@migrations(name="0009_events")
def _events(db):
    # A club night or tournament in a group: its director's link manages it, its view link only
    # shows the standings, and each table has a link of its own for the whole evening.
    db.execute("""CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE, view_token TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL, day TEXT NOT NULL,
        variant TEXT NOT NULL, rules_json TEXT NOT NULL,   -- house rules, as a game's
        format_json TEXT NOT NULL,       -- how a round is played (rules.RoundFormat.as_data)
        per_side INTEGER NOT NULL CHECK (per_side IN (1, 2)),  -- 1: pairs, 2: individuals
        movement TEXT NOT NULL,          -- mitchell, round-robin, progressive or manual
        tables INTEGER NOT NULL, rounds INTEGER NOT NULL,
        ranking TEXT NOT NULL, scale_json TEXT NOT NULL, bye_rule TEXT NOT NULL,
        seating_json TEXT NOT NULL,      -- every round's seating, as `scorekeeper movement` prints
        current_round INTEGER NOT NULL DEFAULT 0, round_started TEXT,
        version INTEGER NOT NULL, created TEXT NOT NULL) STRICT""")
    db.execute("CREATE INDEX events_group ON events (group_id, day)")
    db.execute("""CREATE TABLE event_entrants (
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        number INTEGER NOT NULL, name TEXT NOT NULL,
        players_json TEXT NOT NULL,      -- a pair's two names, or a player's own
        withdrawn_after INTEGER,         -- the last round played, once withdrawn
        PRIMARY KEY (event_id, number)) STRICT, WITHOUT ROWID""")
    db.execute("""CREATE TABLE event_tables (
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        number INTEGER NOT NULL, token TEXT NOT NULL UNIQUE,
        PRIMARY KEY (event_id, number)) STRICT, WITHOUT ROWID""")
    # Each table of each round is an ordinary game of the group; `paper` holds the totals the
    # director typed from a table's paper sheet (a table without a phone), which then count.
    db.execute("""CREATE TABLE event_games (
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        round INTEGER NOT NULL, table_number INTEGER NOT NULL,
        game_id INTEGER NOT NULL UNIQUE REFERENCES games(id) ON DELETE CASCADE,
        paper_json TEXT,
        PRIMARY KEY (event_id, round, table_number)) STRICT""")
    db.execute("""CREATE TABLE event_changes (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        action TEXT NOT NULL, detail_json TEXT NOT NULL, at TEXT NOT NULL) STRICT""")
    db.execute("CREATE INDEX event_changes_event ON event_changes (event_id)")


@migrations(name="0010_event_called_after")
def _event_called_after(db):
    # A timed round's "time": the hand each unfinished table's game now ends after (its house
    # rules say so too; this is what the director's page shows).
    db.execute("ALTER TABLE event_games ADD COLUMN called_after INTEGER")


@migrations(name="0011_one_memory")
def _one_memory(db):
    # Every game a phone lists is a group's: its own games are its own (unnamed) group's, and a
    # game of another group that it keeps in its list is a row here, not a copy.
    db.execute("""CREATE TABLE kept_games (
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        kept TEXT NOT NULL,
        PRIMARY KEY (group_id, game_id)) STRICT, WITHOUT ROWID""")
    db.execute("CREATE INDEX kept_games_game ON kept_games (game_id)")
    # The random id of the phone a group was made for (its own games): an answer lost on the way
    # (the cookie naming the group never arrived) finds the same group again, not a second one.
    db.execute("ALTER TABLE groups ADD COLUMN device TEXT")
    db.execute("CREATE UNIQUE INDEX groups_device ON groups (device)")


@migrations(name="0012_group_limits")
def _group_limits(db):
    # A group's fingerprint (group_rows.identity): a group file imported again is recognised.
    # Groups made before it get theirs from their moment of creation, as their files carry it,
    # computed here as group_rows.identity did when this migration was written (a frozen copy: a
    # later change there must not change what an old database gets).
    def identity_0012(name, created) -> str:
        tidied = None if created else " ".join(name.split())
        text = json.dumps([created, tidied], ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()

    db.execute("ALTER TABLE groups ADD COLUMN fingerprint TEXT")
    for pk, name, created in db.execute(
        "SELECT id, name, created FROM groups"
    ).fetchall():
        db.execute(
            "UPDATE groups SET fingerprint = ? WHERE id = ?",
            [identity_0012(name, created), pk],
        )
    db.execute("CREATE INDEX groups_fingerprint ON groups (fingerprint)")
    # Each time a group's recording or view-only link is replaced (group_store/link_replacements.py): the group's
    # page tells its members for a while ("the view-only link was replaced on …").
    db.execute("""CREATE TABLE group_link_changes (
        id INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        which TEXT NOT NULL CHECK (which IN ('record', 'view')),
        at TEXT NOT NULL) STRICT""")
    db.execute("CREATE INDEX group_link_changes_group ON group_link_changes (group_id)")


@migrations(name="0013_event_console")
def _event_console(db):
    # The room's language ('' = each visitor's own), a table's adjusted result when it could not
    # finish ({"rule": "average"} or {"rule": "split", "ns": 40, "ew": 60}, percent of the VP
    # scale's top), and when an earlier round's table was last amended by the director.
    db.execute("ALTER TABLE events ADD COLUMN language TEXT NOT NULL DEFAULT ''")
    db.execute("ALTER TABLE event_games ADD COLUMN adjusted_json TEXT")
    db.execute("ALTER TABLE event_games ADD COLUMN amended_at TEXT")
    # Confirmed hands: a hand saved at an event table counts as provisional until the other
    # side's OK (or is disputed, with a line of text), if the event asks for it.
    db.execute("ALTER TABLE events ADD COLUMN confirm_hands INTEGER NOT NULL DEFAULT 0")
    db.execute("""CREATE TABLE event_confirmations (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        updated TEXT NOT NULL,           -- the hand's `updated` this answers (a correction asks again)
        state TEXT NOT NULL CHECK (state IN ('ok', 'disputed')),
        note TEXT NOT NULL DEFAULT '', at TEXT NOT NULL,
        PRIMARY KEY (game_id, position)) STRICT, WITHOUT ROWID""")


@migrations(name="0014_seasons")
def _seasons(db):
    # Ratings (statistics/ratings.py), kept per group game after game in order of play, so a
    # correction re-rates from its own game on: which game stood at each position and at which
    # version (and paper result) it was rated, and each rated person's state after it.
    db.execute("""CREATE TABLE rating_groups (
        group_id INTEGER PRIMARY KEY REFERENCES groups(id) ON DELETE CASCADE,
        people_key TEXT NOT NULL,        -- who counts as whom when rated (merges)
        generation INTEGER NOT NULL) STRICT""")
    db.execute("""CREATE TABLE rating_games (
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        position INTEGER NOT NULL, game_id INTEGER NOT NULL, version INTEGER NOT NULL,
        paper TEXT, PRIMARY KEY (group_id, position)) STRICT, WITHOUT ROWID""")
    db.execute("""CREATE TABLE rating_steps (
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        person INTEGER NOT NULL, position INTEGER NOT NULL,
        mu REAL NOT NULL, sigma REAL NOT NULL, games INTEGER NOT NULL,
        PRIMARY KEY (group_id, person, position)) STRICT, WITHOUT ROWID""")
    # A season of club nights (its ladder: statistics/ladders.py), once per form (nonce).
    db.execute("""CREATE TABLE seasons (
        id INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        name TEXT NOT NULL, first_day TEXT NOT NULL, last_day TEXT NOT NULL,
        measure TEXT NOT NULL CHECK (measure IN ('vp', 'percent', 'points')),
        best INTEGER NOT NULL, at_least INTEGER NOT NULL,
        nonce TEXT, created TEXT NOT NULL) STRICT""")
    db.execute("CREATE INDEX seasons_group ON seasons (group_id, first_day)")
    db.execute(
        "CREATE UNIQUE INDEX seasons_nonce ON seasons (group_id, nonce) WHERE nonce IS NOT NULL"
    )
    # The club's handicaps (statistics/handicaps.py): off until a recording phone turns them on.
    db.execute("ALTER TABLE groups ADD COLUMN handicaps INTEGER NOT NULL DEFAULT 0")


@migrations(name="0016_table_answers")
def _table_answers(db):
    # Which phone saved a hand (a digest of its device id): at a table that confirms hands, the
    # OK must come from a phone of the other side (issue 39). Answers count apart from the
    # event's version, so a table's OKs never make the director's forms stale; the room's screen
    # follows them. Disputes are counted per table (an index to count this hour's).
    db.execute("ALTER TABLE hands ADD COLUMN saved_by TEXT")
    db.execute("ALTER TABLE events ADD COLUMN answers INTEGER NOT NULL DEFAULT 0")
    db.execute(
        "CREATE INDEX event_changes_action ON event_changes (event_id, action, at)"
    )


@migrations(name="0016_budgets")
def _budgets(db):
    # What each address spent of each budget (new games, imports, groups, hand writes, the
    # passphrase's tries) in each window: in the file, so a restart forgets nothing and every
    # web process counts alike (storage/budget_rows.py).
    db.execute("""CREATE TABLE budget_counts (
        scope TEXT NOT NULL, who TEXT NOT NULL,
        since INTEGER NOT NULL,          -- the window's start, in seconds since 1970
        spent INTEGER NOT NULL,
        PRIMARY KEY (scope, who, since)) STRICT, WITHOUT ROWID""")


@migrations(name="0018_event_vp_table")
def _event_vp_table(db):
    # The victory-point table an event ranks by, as the director chose or typed it (issue 40):
    # {"source": "app" | "fibur-3" | "fibur-4" | "typed", "bands": [[from, to or null, winner,
    # loser], ...]}, shown on its results; scale_json keeps the rows the standings read. '{}':
    # an event made before, whose bands are read from its scale (events/scales.py, bands_of).
    db.execute("ALTER TABLE events ADD COLUMN vp_table_json TEXT NOT NULL DEFAULT '{}'")


@migrations(name="0020_paper_jobs")
def _paper_jobs(db):
    # What the paper workers draw (storage/paper_jobs.py): one row per document and version of
    # what it shows, so the same ask never draws twice; a worker claims a row by its process id,
    # and a row whose claimer died goes back to waiting. The PDF itself is a file (`file`).
    db.execute("""CREATE TABLE paper_jobs (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,              -- which drawing (a name the pages register)
        subject TEXT NOT NULL,           -- whose: an event's or a game's key
        version TEXT NOT NULL,           -- of what it shows: a change asks for a new row
        variant TEXT NOT NULL,           -- paper, language and the rest of the ask
        args_json TEXT NOT NULL,         -- what the drawing needs, as plain values
        state TEXT NOT NULL CHECK (state IN ('waiting', 'drawing', 'ready', 'failed')),
        claimed_by INTEGER, attempts INTEGER NOT NULL DEFAULT 0,
        file TEXT, error TEXT, cpu_seconds REAL,
        asked TEXT NOT NULL, started TEXT, finished TEXT,
        UNIQUE (kind, subject, version, variant)) STRICT""")
    db.execute("CREATE INDEX paper_jobs_waiting ON paper_jobs (state, id)")


@migrations(name="0021_sealed_keys")
def _sealed_keys(db):
    # No working key at rest (storage/key_seals.py): each key becomes its digest (found by it,
    # unique) and its seal (shown again with the link secret). The same keys: every link given
    # out before opens what it opened. open_db then rewrites the file, so no page keeps a key.
    # The keys as they stood at 0021, frozen here (key_seals.SEALED_KEYS may grow later).
    for table, column, digest, seal in (
        ("games", "token", "token_digest", "token_seal"),
        ("games", "view_token", "view_digest", "view_seal"),
        ("groups", "token", "token_digest", "token_seal"),
        ("groups", "view_token", "view_digest", "view_seal"),
        ("events", "token", "token_digest", "token_seal"),
        ("events", "view_token", "view_digest", "view_seal"),
        ("event_tables", "token", "token_digest", "token_seal"),
    ):
        db.execute(f"ALTER TABLE {table} ADD COLUMN {seal} TEXT")
        db.execute(
            f"UPDATE {table} SET {seal} = seal_key({column}), {column} = key_digest({column})"
        )
        db.execute(f"ALTER TABLE {table} RENAME COLUMN {column} TO {digest}")
    db.execute(
        "CREATE TABLE link_seal (id INTEGER PRIMARY KEY CHECK (id = 1), value TEXT NOT NULL) STRICT"
    )


@migrations(name="0021_evenings_close")
def _evenings_close(db):
    # When the director closed the club night (storage/event_store/evening_close.py); an evening
    # not closed by hand closes by itself a set time after its last round started.
    db.execute("ALTER TABLE events ADD COLUMN closed_at TEXT")


@migrations(name="0022_budget_windows")
def _budget_windows(db):
    # A count is kept per window length too (storage/budget_rows.py): the passphrase's minute and
    # hour shared one scope, so in an hour's first minute each try counted twice, and each new
    # minute deleted the hour's count. Every other budget is hourly; a passphrase row starting
    # off the hour was its minute's (one on the hour, its hour's, the stricter reading).
    db.execute("ALTER TABLE budget_counts RENAME TO budget_counts_0016")
    db.execute("""CREATE TABLE budget_counts (
        scope TEXT NOT NULL, seconds INTEGER NOT NULL, who TEXT NOT NULL,
        since INTEGER NOT NULL,          -- the window's start, in seconds since 1970
        spent INTEGER NOT NULL,
        PRIMARY KEY (scope, seconds, who, since)) STRICT, WITHOUT ROWID""")
    db.execute(
        "INSERT INTO budget_counts SELECT scope, CASE WHEN scope = 'passphrase'"
        " AND since % 3600 != 0 THEN 60 ELSE 3600 END, who, since, spent"
        " FROM budget_counts_0016"
    )
    db.execute("DROP TABLE budget_counts_0016")


def open_db(path) -> sqlite_utils.Database:
    """Open the database file, creating it (owner-only) or bringing its schema up to date;
    an existing database is backed up first when a migration is due."""
    created = create_private(path)
    db = connect(path)
    db.enable_wal()
    pending = migrations.pending(db)
    if pending and not created and applied_migrations(db):
        backup_beside(path, f"before-{pending[0].name}")
    migrations.apply(db)
    if any(m.name == "0021_sealed_keys" for m in pending) and not created:
        # The plain keys are gone from the tables, not yet from the file's free pages and WAL.
        db.execute("VACUUM")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    key_seals.claim_or_check(db, path)
    return db


def connect(path, busy_timeout_ms=BUSY_TIMEOUT_MS) -> sqlite_utils.Database:
    """A connection to an existing database, as each request needs one: no migrations, no
    journal-mode change (WAL is a property of the file), and no new empty file if it is gone."""
    try:
        connection = sqlite3.connect(uri(path, "rw"), uri=True)
    except sqlite3.OperationalError as error:
        raise DatabaseUnavailable(
            f"cannot open the database {path}: {error}"
        ) from error
    key_seals.register(connection, path)
    db = sqlite_utils.Database(connection, strict=True)
    # Other processes (a backup, the command line) wait this long for the write lock; inside
    # the server, writers queue in WriteQueue, which waits as long.
    db.execute(f"PRAGMA busy_timeout = {busy_timeout_ms}")
    db.execute("PRAGMA foreign_keys = ON")
    return db


def applied_migrations(db) -> list[str]:
    """Names of the schema migrations this database has, oldest first."""
    return [m.name for m in migrations.applied(db)]


def private_links_since(db):
    """When this database got private links (migration 0003 ran): the moment an upgraded
    installation's legacy games stopped being everyone's. None if it has not run."""
    for applied in migrations.applied(db):
        if applied.name == "0003_game_tokens":
            return datetime.fromisoformat(str(applied.applied_at))
    return None


def known_migrations() -> list[str]:
    """Every migration this version of the app knows, oldest first."""
    return [m.name for m in migrations.pending(sqlite_utils.Database(memory=True))]
