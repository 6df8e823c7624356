"""Game records for the players table and the hands CSV, each hand worked out by hand.

Classic Canasta to 1000 (house rule `target`), hands counted: melded card points, canastas
(natural 500, mixed 300), going out 100, minus the cards left in hand.

    A 2026-11-02  Us (Ana, Ben) v Them (Cleo, Dan)
        hand 1  Us 300 + 500 + 100 = 900       Them 100 − 30 = 70
        hand 2  Us 150 + 300 − 20 = 430        Them 200 + 300 + 100 = 600
        totals 1330 v 670: Us win (one natural and one mixed canasta for Us, one mixed for Them)
    B 2026-11-15  "ana " and Cleo v "BEN" and Dan
        hand 1  400 + 2 × 500 + 100 = 1500     120 − 60 = 60: Ana and Cleo win (two canastas)
    C 2026-03-10  Us (Ana, Ben) v Them (Cleo, Dan), in play
        hand 1  Us 100 − 10 = 90               Them 50 − 20 = 30
    D 2025-12-20  Classic for two: Anna v Eve
        hand 1  Anna 400 + 2 × 500 + 100 = 1500   Eve 60 − 20 = 40: Anna wins
    E 2026-11-20  Us (Ana, Ben) v Them (Cleo, Dan)
        hand 1  Us 1500 (as B)                 Them 100 − 40 = 60: Us win
"""

TO_1000 = {"target": 1000}


def counted(meld, natural=0, mixed=0, out=False, left=0, red=0):
    result = {
        "meld_points": meld,
        "canastas": {"natural": natural, "mixed": mixed},
        "hand_points": left,
    }
    if out:
        result["went_out"] = True
    if red:
        result["red_threes"] = red
    return result


def game(created, sides, *hands, variant="classic", rules=TO_1000):
    return {
        "format": 1,
        "name": " v ".join(s["name"] for s in sides),
        "created": f"{created}T20:00:00+00:00",
        "variant": variant,
        "rules": rules,
        "sides": sides,
        "hands": [{"results": list(h)} for h in hands],
    }


def pairs(first, second):
    return [
        {"name": "Us", "players": list(first)},
        {"name": "Them", "players": list(second)},
    ]


WIN_1500 = counted(400, natural=2, out=True)
A = game(
    "2026-11-02",
    pairs(["Ana", "Ben"], ["Cleo", "Dan"]),
    [counted(300, natural=1, out=True), counted(100, left=30)],
    [counted(150, mixed=1, left=20), counted(200, mixed=1, out=True)],
)
B = game(
    "2026-11-15",
    pairs(["ana ", "Cleo"], ["BEN", "Dan"]),
    [WIN_1500, counted(120, left=60)],
)
C = game(
    "2026-03-10",
    pairs(["Ana", "Ben"], ["Cleo", "Dan"]),
    [counted(100, left=10), counted(50, left=20)],
)
D = game(
    "2025-12-20",
    [{"name": "Anna", "players": ["Anna"]}, {"name": "Eve", "players": ["Eve"]}],
    [WIN_1500, counted(60, left=20)],
    variant="classic-2p",
)
E = game(
    "2026-11-20",
    pairs(["Ana", "Ben"], ["Cleo", "Dan"]),
    [WIN_1500, counted(100, left=40)],
)
GAMES = [A, B, C, D, E]
