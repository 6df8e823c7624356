"""A club night's rows: the event (event_rows.py), its rounds' games (round_rows.py), the other
side's answer to a hand (confirm_rows.py), undoing a round (event_undo.py), closing the evening
(evening_close.py), and a table's link replaced with its games' (table_keys.py)."""
