"""A club night's forms: the new event (event_forms.py), the director's forms
(event_director_forms.py), the words of an event's terms (event_terms.py). A round started, a late
pair or a withdrawal are actions (web/actions/); the director's page is drawn by
pages/event_views/director_view.py and answered through director_answers.py."""
