"""Rule sets declared as data on the classic ones: three-player cutthroat (cutthroat.py), the
Italian Canastone and Mini (italian.py), and the Latin American family (latin_american.py)."""
