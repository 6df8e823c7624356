"""Figures from scored games: one game's chart and figures, and players across games (pure: no Flask, no SQLite)."""
