"""The JSON game record (docs/record-format.md): reading it into the engine and writing results
(game_record.py), one side's result in a hand (side_results.py), its values by type
(field_values.py), how much a game may hold (limits.py), what a change does to a game's hands, played once (changes.py), and when two typed names are one person
(names.py). Pure like the engine: no Flask, no SQLite."""
