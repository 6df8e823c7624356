"""Rule sets declared as data on the classic ones: three-player cutthroat (cutthroat.py), the
Italian Canastone and Mini (italian.py), the Latin American family (latin_american.py), and
Canasta's relatives with a second pile: Burraco (burraco.py), Buraco (buraco.py), Biriba (biriba.py)."""
