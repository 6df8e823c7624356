"""Forms and form data: the FlaskForm classes, and what turns a hand form, a new-game form or an
imported file into a game record (and back)."""
