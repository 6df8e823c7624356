"""What a button does, one module a use case: each takes plain values and the database and returns a
result or raises a refusal; a page only adapts the request to it and its answer to a response. A
game: started or played again (game_start.py), its set-up corrected (game_setup_edit.py), a record
imported (game_import.py). A hand: its one write for save, correction, deletion and undo
(hand_write.py; a hand kept offline after this phone's own: queued_hands.py), a past hand deleted
or the last undone (hand_deletion.py), the other side's OK or the director's upholding at a club
night (hand_confirmation.py). Files of games and groups read in (games_file_import.py,
group_file_import.py, and a group file uploaded as it streams: group_file_upload.py). A club night:
a round started, a swap, time called (event_rounds.py), its field changed, a late pair or a
withdrawal (event_field.py), a table's result from paper or adjusted (paper_results.py), a table's
link replaced (table_link.py). Actions may use entry/ (forms and form <-> record), boards/, words/
and plumbing/; pages import actions, never the other way round (tests/test_layout.py)."""
