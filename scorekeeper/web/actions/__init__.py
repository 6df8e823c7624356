"""What a button does, one module a use case: each takes plain values and the database and returns
a result or raises a refusal; a page only adapts the request to it and its answer to a response.
A hand's one write for save, correction, deletion and undo (hand_write.py; a hand kept offline
after this phone's own: queued_hands.py), files of games and groups read in (games_file_import.py,
group_file_import.py), a club night's round started (event_rounds.py) and its field changed, a late
pair or a withdrawal (event_field.py). Actions may use entry/ (forms and form <-> record), boards/,
words/ and plumbing/; pages import actions, never the other way round (tests/test_layout.py)."""
