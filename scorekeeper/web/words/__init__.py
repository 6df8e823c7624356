"""The page's language: which language a request is shown in (languages.py), how numbers read
(wording.py), the engine's words and problems put into that language (table_words.py,
hand_words.py, problem_speech.py), a hand's change log (change_words.py), a club night's words
(event_words.py), and the phone's own scorer's words (scorer_words.py).

jinja_words.py is the one place that registers every Jinja filter and global the templates use.
"""
