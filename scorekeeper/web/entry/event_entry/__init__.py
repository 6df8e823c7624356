"""A club night's forms and their answers: the new event (event_forms.py), the director's forms
(event_director_forms.py), a round's games (event_rounds.py), late pairs and withdrawals
(event_field.py), the director's page (event_view.py, event_answers.py), the words of an event's
terms (event_terms.py)."""
