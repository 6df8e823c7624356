"""A group's rows: the group and its links (group_rows.py, link_replacements.py), its people
(roster_rows.py, roster_merges.py), the whole group as a file (group_file.py,
group_file_checks.py), and the games a phone keeps (kept_games.py)."""
