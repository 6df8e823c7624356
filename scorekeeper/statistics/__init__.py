"""Figures from scored games (pure: no Flask, no SQLite).

One game: summary.py (the whole game for the scoreboard and the sheet), game_figures.py (its figures),
chart_geometry.py and chart_marks.py (its running-total chart), hand_rows_csv.py (its hands as CSV).
Across games: summary_row.py (the one row a group's lists read), players.py and group_players.py
(the players tables), ratings.py and rating_chart.py (ratings game after game), and for club
nights handicaps.py and ladders.py (a season's ladder)."""
