"""Web forms. Every POST goes through a FlaskForm, so CSRF protection covers all of them."""

from flask_wtf import FlaskForm


class EmptyForm(FlaskForm):
    """Only the CSRF token: for one-button actions such as deleting a game."""
