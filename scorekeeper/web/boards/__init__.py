"""What pages read and never write: a game's scoreboard (scoreboard.py), made once per content of the
game (kept_scoreboard.py), a club night's standings
and movement (event_board.py), kept for its pages and drawn anew as the evening changes
(kept_event_board.py), and what its pages show of a round (round_view.py), which of a championship's tables the
director's page draws (table_window.py), a season's evenings for ladders and handicaps (season_board.py), and
the per-game summaries and a group's ratings, brought up to date when a page reads them
(summary_cache.py, ratings_cache.py)."""
