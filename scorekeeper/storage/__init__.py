"""Storage: the SQLite repository of games and hands, the only code that talks to SQLite. It
knows nothing of Flask: the web layer gives each request a connection (web/plumbing/database.py).

It keeps what was entered (each hand verbatim as the game record's hand object) and never
scores: the rules engine scores when reading, so a fixed scoring bug corrects every game.
Every write checks and bumps `games.version` in one transaction, so when two phones save the
same game at once the second gets StaleGame instead of losing or duplicating a hand.

A game's public id is its link token (128 random bits): whoever has the link can reach the game,
nobody can guess it. The integer primary key stays inside this package, for the joins.

- The file: schema.py (migrations, connections), database_file.py, disk_space.py, backups.py;
  tokens.py (the random link tokens rows are given).
- Writing: transactions.py (what every write shares), write_queue.py (one writer at a time).
- Papers drawn in the background: paper_jobs.py (their queue, shared by every process).
- Games: game_rows.py, hand_rows.py, game_versions.py (has it changed?), poll_reads.py (the
  same for a poll answered before Flask), game_imports.py,
  game_summaries.py (the per-game summary cache lists read).
- Links and passes: link_keys.py (what a key opens), key_seals.py (keys kept as digest and seal,
  never in plain), game_links.py (a game's links replaced), club_passes.py; budgets and
  throttles, budget_rows.py.
- Groups and club nights: group_store/, event_store/, rating_rows.py, season_rows.py.
"""

from scorekeeper.storage.club_passes import grant_pass, pass_key, revoke_pass
from scorekeeper.storage.event_store.confirm_rows import (
    OwnHand,
    TooManyDisputes,
    answers_version,
    confirm_hand,
    disputes,
    pending,
    settle_hand,
)
from scorekeeper.storage.event_store.event_rows import (
    add_entrant,
    changes,
    changes_page,
    create_event,
    entrants,
    event_by_key,
    event_of_table,
    group_events,
    new_key,
    reseat,
    table_count,
    table_links,
    withdraw,
)
from scorekeeper.storage.event_store.event_undo import SEATING, undo, undoable
from scorekeeper.storage.event_store.round_rows import (
    call_time,
    event_of_game,
    round_games,
    set_adjusted_result,
    set_paper_result,
    standings_version,
    start_round,
    table_game,
)
from scorekeeper.storage.game_imports import import_game, import_games, import_key
from scorekeeper.storage.game_rows import (
    RECORD_FORMAT,
    create_game,
    delete_game,
    export_game,
    get_game,
    legacy_games,
    list_games,
    record_of,
    set_finished,
    setup_changes,
    update_setup,
)
from scorekeeper.storage.game_summaries import (
    games_page,
    group_summaries,
    player_summaries,
    store_summaries,
)
from scorekeeper.storage.game_versions import latest_change, version_of
from scorekeeper.storage.group_store.group_rows import (
    all_groups,
    create_group,
    device_group,
    group_by_key,
    group_of_game,
    group_of_identity,
    group_tokens,
    move_into_group,
    rename_group,
)
from scorekeeper.storage.group_store.link_replacements import (
    recent_link_changes,
    replace_link,
)
from scorekeeper.storage.group_store.roster_merges import (
    merge,
    merges,
    merges_in_play,
    suggested_merges,
    undo_merge,
)
from scorekeeper.storage.group_store.roster_rows import (
    RosterClash,
    people_of,
    rename,
    roster,
)
from scorekeeper.storage.hand_rows import (
    add_hand,
    change_with_nonce,
    changes_with_nonces,
    delete_hand,
    hand_with_nonce,
    update_hand,
)
from scorekeeper.storage.schema import (
    BUSY_TIMEOUT_MS,
    DatabaseUnavailable,
    applied_migrations,
    connect,
    migrations,
    open_db,
    private_links_since,
)
from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import CannotWrite, NotFound, StaleGame
from scorekeeper.storage.write_queue import Overloaded

__all__ = [
    "answers_version",
    "call_time",
    "add_entrant",
    "changes",
    "changes_page",
    "create_event",
    "standings_version",
    "entrants",
    "event_by_key",
    "event_of_game",
    "event_of_table",
    "group_events",
    "reseat",
    "new_key",
    "set_adjusted_result",
    "undo",
    "undoable",
    "confirm_hand",
    "disputes",
    "pending",
    "settle_hand",
    "round_games",
    "set_paper_result",
    "start_round",
    "table_game",
    "table_count",
    "table_links",
    "withdraw",
    "RosterClash",
    "all_groups",
    "create_group",
    "device_group",
    "games_page",
    "group_by_key",
    "recent_link_changes",
    "replace_link",
    "group_of_identity",
    "group_of_game",
    "group_summaries",
    "group_tokens",
    "merge",
    "merges",
    "merges_in_play",
    "move_into_group",
    "people_of",
    "player_summaries",
    "rename",
    "rename_group",
    "roster",
    "store_summaries",
    "suggested_merges",
    "undo_merge",
    "BUSY_TIMEOUT_MS",
    "RECORD_FORMAT",
    "CannotWrite",
    "DatabaseUnavailable",
    "SEATING",
    "NotFound",
    "Overloaded",
    "OwnHand",
    "TooManyDisputes",
    "StaleGame",
    "add_hand",
    "applied_migrations",
    "change_with_nonce",
    "changes_with_nonces",
    "connect",
    "create_game",
    "delete_game",
    "delete_hand",
    "export_game",
    "get_game",
    "grant_pass",
    "hand_with_nonce",
    "import_game",
    "import_games",
    "import_key",
    "latest_change",
    "legacy_games",
    "list_games",
    "migrations",
    "new_token",
    "open_db",
    "pass_key",
    "private_links_since",
    "record_of",
    "revoke_pass",
    "set_finished",
    "setup_changes",
    "update_hand",
    "update_setup",
    "version_of",
]
