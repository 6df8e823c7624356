"""Victory-point scales an event may take as they are, beside the app's own 20-point scale
(standings.DEFAULT_VP_SCALE) and a club's own typed on the new event's form.

Each row is (from margin, winner's VPs, loser's VPs), the last row starting at or below a table's
margin deciding it (standings.victory_points). Burraco and Canasta totals go in fives, so a
published row "55-150: 11-9" starts at 55.

The Italian Burraco federation's (FIBUR) 20-0 scales for rounds of three and of four hands, as
published with its Codice di Gara (art. 17, the tables printed on the score cards), transcribed
from https://www.puntiburraco.it/partite_e_punti_vittoria_burraco_nei_tornei.html (both tables)
and checked against https://eburraco.com/victory-points-burraco (the three-hand table). The
Codice's own text was not at hand to check them against: a club holding it should compare.
They are Burraco's: a Canasta club uses them as a club would use any scale of its choice."""

from scorekeeper.events.standings import DEFAULT_VP_SCALE

# FIBUR, rounds of 3 hands: 0-50 10-10, 55-150 11-9, 155-250 12-8, 255-350 13-7, 355-500 14-6,
# 505-650 15-5, 655-800 16-4, 805-1000 17-3, 1005-1250 18-2, 1255-1500 19-1, over 1500 20-0.
FIBUR_3_HANDS = (
    (0, 10, 10),
    (55, 11, 9),
    (155, 12, 8),
    (255, 13, 7),
    (355, 14, 6),
    (505, 15, 5),
    (655, 16, 4),
    (805, 17, 3),
    (1005, 18, 2),
    (1255, 19, 1),
    (1505, 20, 0),
)

# FIBUR, rounds of 4 hands: 0-100 10-10, 105-300 11-9, 305-500 12-8, 505-700 13-7, 705-900 14-6,
# 905-1100 15-5, 1105-1300 16-4, 1305-1500 17-3, 1505-1700 18-2, 1705-2000 19-1, over 2000 20-0.
FIBUR_4_HANDS = (
    (0, 10, 10),
    (105, 11, 9),
    (305, 12, 8),
    (505, 13, 7),
    (705, 14, 6),
    (905, 15, 5),
    (1105, 16, 4),
    (1305, 17, 3),
    (1505, 18, 2),
    (1705, 19, 1),
    (2005, 20, 0),
)

PRESETS = {
    "app": DEFAULT_VP_SCALE,
    "fibur-3": FIBUR_3_HANDS,
    "fibur-4": FIBUR_4_HANDS,
}
