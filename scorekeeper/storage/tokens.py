"""Random link tokens: one place that makes them, imported by the rows of games, groups and events
(not by the migrations: schema.py keeps its own copies of what it computes)."""

import secrets


def new_token() -> str:
    """A game's link token: 128 random bits, URL-safe (22 characters)."""
    return secrets.token_urlsafe(16)
