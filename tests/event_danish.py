"""A Danish evening worked by hand, shared by the test-client walk and the browser walk:
8 pairs at 4 tables over 4 rounds, ranked by total points (then margin, then wins), every table's
result typed from its paper sheet by the director. Round 1 is seated by entry number; each later
round pairs the standings straight down (1 v 2 at table 1, 3 v 4 at table 2, …).

Pairs: 1 Ana & Ben, 2 Cleo & Dan, 3 Eva & Fay, 4 Gus & Hal, 5 Ida & Jon, 6 Kim & Lou,
7 Max & Ned, 8 Oda & Per.
    round 1: T1 1 v 2 1000-500, T2 3 v 4 800-900, T3 5 v 6 700-300, T4 7 v 8 600-1200
      points 8 1200, 1 1000, 4 900, 3 800, 5 700, 7 600, 2 500, 6 300 (no ties)
    round 2: T1 8 v 1 400-1100, T2 4 v 3 700-300, T3 5 v 7 900-200, T4 2 v 6 1000-100
      points 1 2100; 4, 5 and 8 1600 (margins 5 +400+700 = +1100, 4 +100+400 = +500,
      8 +600-700 = -100); 2 1500, 3 1100, 7 800, 6 400
    round 3: T1 1 v 5 600-800, T2 4 v 8 1000-700, T3 2 v 3 400-900, T4 7 v 6 1500-500
      points 1 2700, 4 2600, 5 2400; 7 and 8 2300 (margins 7 -600-700+1000 = -300,
      8 -100-300 = -400); 3 2000, 2 1900, 6 900
    round 4: T1 1 v 4 500-1000, T2 5 v 7 900-1000, T3 8 v 3 1300-200, T4 2 v 6 800-800 (drawn)
Final points: 4 900+700+1000+1000 = 3600, 8 1200+400+700+1300 = 3600, 5 700+900+800+900 = 3300,
7 600+200+1500+1000 = 3300, 1 1000+1100+600+500 = 3200, 2 500+1000+400+800 = 2700,
3 800+300+900+200 = 2200, 6 300+100+500+800 = 1700 (all 23,600 of the 16 tables).
Margins: 4 +100+400+300+500 = +1300, 8 +600-700-300+1100 = +700, 5 +400+700+200-100 = +1200,
7 -600-700+1000+100 = -200, 1 +500+700-200-500 = +500, 2 -500+900-500+0 = -100,
3 -100-400+500-1100 = -1100, 6 -400-900-1000+0 = -2300 (they add up to 0).
Wins: 4 4, 8 2, 5 3, 7 2, 1 2, 2 1.5, 3 1, 6 0.5.
"""

PAIRS = [
    "Ana & Ben",
    "Cleo & Dan",
    "Eva & Fay",
    "Gus & Hal",
    "Ida & Jon",
    "Kim & Lou",
    "Max & Ned",
    "Oda & Per",
]
# round -> [(table, North-South pair, East-West pair, NS total, EW total)]
ROUNDS = {
    1: [
        (1, 1, 2, 1000, 500),
        (2, 3, 4, 800, 900),
        (3, 5, 6, 700, 300),
        (4, 7, 8, 600, 1200),
    ],
    2: [
        (1, 8, 1, 400, 1100),
        (2, 4, 3, 700, 300),
        (3, 5, 7, 900, 200),
        (4, 2, 6, 1000, 100),
    ],
    3: [
        (1, 1, 5, 600, 800),
        (2, 4, 8, 1000, 700),
        (3, 2, 3, 400, 900),
        (4, 7, 6, 1500, 500),
    ],
    4: [
        (1, 1, 4, 500, 1000),
        (2, 5, 7, 900, 1000),
        (3, 8, 3, 1300, 200),
        (4, 2, 6, 800, 800),
    ],
}
# place, name, points, margin, wins (as the room's screen writes them; − for minus)
STANDINGS = [
    ("1", "Gus & Hal", "3600", "1300", "4"),
    ("2", "Oda & Per", "3600", "700", "2"),
    ("3", "Ida & Jon", "3300", "1200", "3"),
    ("4", "Max & Ned", "3300", "\u2212200", "2"),
    ("5", "Ana & Ben", "3200", "500", "2"),
    ("6", "Cleo & Dan", "2700", "\u2212100", "1.5"),
    ("7", "Eva & Fay", "2200", "\u22121100", "1"),
    ("8", "Kim & Lou", "1700", "\u22122300", "0.5"),
]
