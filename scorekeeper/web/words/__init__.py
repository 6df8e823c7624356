"""The page's language: which language a request is shown in (languages.py), how numbers read
(wording.py), the engine's words and problems put into that language (table_words.py,
hand_words.py, problem_speech.py), a hand's change log (change_words.py), a club night's words
(event_words.py), and the phone's own scorer's words (scorer_words.py).

jinja_words.py registers the Jinja filters and globals of words; the others are registered beside
what they serve: bundle_url (delivery/bundles.py), the first paint's inline style
(delivery/first_paint.py), what is drawn once (delivery/rendered_once.py), `may`
(plumbing/access.py) and the event console's (pages/event_views/event_console.py).
"""
