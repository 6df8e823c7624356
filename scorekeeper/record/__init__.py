"""The JSON game record (docs/record-format.md): reading it into the engine and writing results
(game_record.py), its values by type (field_values.py) and how much a game may hold (limits.py).
Pure like the engine: no Flask, no SQLite."""
