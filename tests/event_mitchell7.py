"""A Mitchell of 7 pairs at 4 tables worked by hand (a phantom East-West pair 8: whoever would
have met it sits out), shared by the test-client walk and the browser walk. 3 rounds, ranked by
victory points on the app's 20-point scale (under 100: 10-10; from 100 11-9, 300 12-8, 500 13-7,
800 14-6, 1100 15-5, 2000 17-3), a round sat out scoring the pair's own average; every table's
result typed from its paper sheet.

North-South pairs 1-4 stay; East-West pairs 5-7 (and the phantom 8) move up a table a round:
    round 1: T1 1 v 5 900-600 (300: 12-8), T2 2 v 6 500-1000 (500: 7-13),
             T3 3 v 7 700-700 (drawn: 10-10), T4 4 v phantom: pair 4 sits out
    round 2: T1 1 v phantom: pair 1 sits out, T2 2 v 5 1200-400 (800: 14-6),
             T3 3 v 6 600-500 (100: 11-9), T4 4 v 7 300-1400 (1100: 5-15)
    round 3: T1 1 v 7 800-750 (50: 10-10, pair 1 wins the table), T2 2 v phantom: pair 2 sits
             out, T3 3 v 5 200-2200 (2000: 3-17), T4 4 v 6 1000-950 (50: 10-10)
Victory points, margin, points (a bye: the pair's own average of its two tables):
    pair 1: 12 + 10, +300 +50, 900 + 800; bye 11, +175, 850 -> 33, +525, 2550
    pair 2: 7 + 14, -500 +800, 500 + 1200; bye 10.5, +150, 850 -> 31.5, +450, 2550
    pair 3: 10 + 11 + 3 = 24, 0 +100 -2000 = -1900, 700 + 600 + 200 = 1500
    pair 4: 5 + 10, -1100 +50, 300 + 1000; bye 7.5, -525, 650 -> 22.5, -1575, 1950
    pair 5: 8 + 6 + 17 = 31, -300 -800 +2000 = +900, 600 + 400 + 2200 = 3200
    pair 6: 13 + 9 + 10 = 32, +500 -100 -50 = +350, 1000 + 500 + 950 = 2450
    pair 7: 10 + 15 + 10 = 35, 0 +1100 -50 = +1050, 700 + 1400 + 750 = 2850
  9 tables of 20 VP = 180, and the byes 11 + 10.5 + 7.5 = 29: 209 in all, as the pairs' sum.
Ranked by VP: 7 35, 1 33, 6 32, 2 31.5, 5 31, 3 24, 4 22.5.
"""

PAIRS = [
    "Ana & Ben",
    "Cleo & Dan",
    "Eva & Fay",
    "Gus & Hal",
    "Ida & Jon",
    "Kim & Lou",
    "Max & Ned",
]
# round -> [(table, North-South pair, East-West pair, NS total, EW total)]; who sits out
ROUNDS = {
    1: [(1, 1, 5, 900, 600), (2, 2, 6, 500, 1000), (3, 3, 7, 700, 700)],
    2: [(2, 2, 5, 1200, 400), (3, 3, 6, 600, 500), (4, 4, 7, 300, 1400)],
    3: [(1, 1, 7, 800, 750), (3, 3, 5, 200, 2200), (4, 4, 6, 1000, 950)],
}
SITS_OUT = {1: 4, 2: 1, 3: 2}
# place, name, VP, margin, points (as the room's screen writes them; − for minus)
STANDINGS = [
    ("1", "Max & Ned", "35", "1050", "2850"),
    ("2", "Ana & Ben", "33", "525", "2550"),
    ("3", "Kim & Lou", "32", "350", "2450"),
    ("4", "Cleo & Dan", "31.5", "450", "2550"),
    ("5", "Ida & Jon", "31", "900", "3200"),
    ("6", "Eva & Fay", "24", "\u22121900", "1500"),
    ("7", "Gus & Hal", "22.5", "\u22121575", "1950"),
]
