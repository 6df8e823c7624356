"""Forms and form data, by job. A hand: what a rule set's form asks (hand_spec.py) and in the page's
language (spoken_spec.py), its fields (hand_fields.py), form <-> record (hand_form.py, run_rows.py),
what it does to the game before saving (hand_checks.py, meld_marks.py, save_prompts.py, refusals.py),
its form kept once for every table's names (stand_in_names.py).
A game or a group: the FlaskForm classes (forms.py, player_forms.py, season_forms.py), house rules
(house_rules.py), the sides a game's form types and its default name (game_sides.py), the games
list's search (games_search.py), a group file read (group_file_reading.py).
A club night's forms: event_entry/. What a form's button then does is in actions/."""
