"""A Burraco-style tournament worked by hand (issue 40's Done-when), shared by the test-client walk
and the browser walk: 6 pairs at 3 tables, 3 rounds of Mitchell and then 2 of Danish, each round
3 deals, ranked by victory points on the FIBUR's 3-deal table (relatives.md §1: 0-50 10-10,
55-150 11-9, 155-250 12-8, 255-350 13-7, 355-500 14-6, 505-650 15-5, ...), then margin, then
head to head, then points.

Each deal is written (side that closes, its melded points, the other side's melded points, the
other side's points left in hand), and scores: the side closing melded + 400, the other melded −
left. On Burraco's count form (relatives.md §1) the side closing types 100 more melded points, one
burraco pulito (200) and the closing (100), both sides' pozzetti taken: melded + 100 + 200 + 100;
the other side its melded points and its cards left, no pozzetto penalty. On Classic's the same
deal is one mixed canasta (300) and going out (100): melded + 300 + 100.

Pairs: 1 Ana & Ben, 2 Cleo & Dan, 3 Eva & Fay (North-South at tables 1-3 in the Mitchell),
4 Gus & Hal, 5 Ida & Jon, 6 Kim & Lou (East-West, up one table a round).

Round 1 (Mitchell): T1 1 v 4, T2 2 v 5, T3 3 v 6
  T1: NS 150+400 = 550 v 120-30 = 90;  NS 100-20 = 80 v 200+400 = 600;  NS 180+400 = 580 v 0-60 = -60
      NS 550+80+580 = 1210, EW 90+600-60 = 630; difference 580 (505-650): 15-5
  T2: NS 150-50 = 100 v 120+400 = 520;  NS 130+400 = 530 v 110-10 = 100;  NS 120-40 = 80 v 160+400 = 560
      NS 710, EW 1180; difference 470 (355-500): EW 14-6
  T3: NS 140+400 = 540 v 130-20 = 110;  NS 120+400 = 520 v 90-35 = 55;  NS 100-25 = 75 v 150+400 = 550
      NS 1135, EW 715; difference 420: 14-6
Round 2 (Mitchell): T1 1 v 6, T2 2 v 4, T3 3 v 5
  T1: NS 140-20 = 120 v 170+400 = 570;  NS 125+400 = 525 v 95-15 = 80;  NS 120-45 = 75 v 135+400 = 535
      NS 720, EW 1185; difference 465: EW 14-6
  T2: NS 200+400 = 600 v 150-40 = 110;  NS 110+400 = 510 v 0-85 = -85;  NS 130-30 = 100 v 140+400 = 540
      NS 1210, EW 565; difference 645 (505-650): 15-5
  T3: NS 110-30 = 80 v 180+400 = 580;  NS 100-50 = 50 v 150+400 = 550;  NS 210+400 = 610 v 90-10 = 80
      NS 740, EW 1210; difference 470: EW 14-6
Round 3 (Mitchell): T1 1 v 5, T2 2 v 6, T3 3 v 4
  T1: NS 160+400 = 560 v 130-10 = 120;  NS 150-20 = 130 v 120+400 = 520;  NS 190+400 = 590 v 100-70 = 30
      NS 1280, EW 670; difference 610: 15-5
  T2: NS 115-25 = 90 v 145+400 = 545;  NS 175+400 = 575 v 125-45 = 80;  NS 120+400 = 520 v 105-15 = 90
      NS 1185, EW 715; difference 470: 14-6
  T3: NS 135+400 = 535 v 95-25 = 70;  NS 140-40 = 100 v 155+400 = 555;  NS 120-60 = 60 v 190+400 = 590
      NS 695, EW 1215; difference 520 (505-650): EW 15-5
After round 3 (VP; margin):
  1: 15+6+15 = 36; +580-465+610 = +725      2: 6+15+14 = 35; -470+645+470 = +645
  5: 14+14+5 = 33; +470+470-610 = +330      6: 6+14+6 = 26; -420+465-470 = -425
  3: 14+6+5 = 25; +420-470-520 = -570
  4: 5+5+15 = 25; -580-645+520 = -705
  Ranking 1 (36), 2 (35), 5 (33), 6 (26), 3 (25, margin -570), 4 (25, margin -705): 3 and 4
  are equal on VP and the margin puts 3 first.
Round 4 (Danish, from that ranking): T1 1 v 2, T2 5 v 6, T3 3 v 4 (a rematch of round 3: allowed)
  T1: NS 120-20 = 100 v 190+400 = 590;  NS 150+400 = 550 v 110-30 = 80;  NS 130-40 = 90 v 170+400 = 570
      NS 740, EW 1240; difference 500 (355-500): EW 14-6
  T2: NS 130+400 = 530 v 125-25 = 100;  NS 110-10 = 100 v 140+400 = 540;  NS 160+400 = 560 v 100-30 = 70
      NS 1190, EW 710; difference 480: 14-6
  T3: NS 200+400 = 600 v 140-40 = 100;  NS 180+400 = 580 v 95-45 = 50;  NS 100-10 = 90 v 120+400 = 520
      NS 1270, EW 670; difference 600: 15-5
After round 4: 2 35+14 = 49; 5 33+14 = 47; 1 36+6 = 42; 3 25+15 = 40; 6 26+6 = 32; 4 25+5 = 30
Round 5 (Danish): T1 2 v 5, T2 1 v 3, T3 6 v 4
  T1: NS 140+400 = 540 v 130-30 = 100;  NS 120-20 = 100 v 200+400 = 600;  NS 110-10 = 100 v 150+400 = 550
      NS 740, EW 1250; difference 510 (505-650): EW 15-5
  T2: NS 180+400 = 580 v 100-20 = 80;  NS 130+400 = 530 v 120-50 = 70;  NS 90-0 = 90 v 160+400 = 560
      NS 1200, EW 710; difference 490: 14-6
  T3: NS 110-35 = 75 v 120+400 = 520;  NS 150+400 = 550 v 100-40 = 60;  NS 125+400 = 525 v 105-5 = 100
      NS 1150, EW 680; difference 470: 14-6
Final (VP, margin, points):
  5 Ida & Jon  47+15 = 62; +330+480+510 = +1320; 1180+1210+670+1190+1250 = 5500
  1 Ana & Ben  42+14 = 56; +725-500+490 = +715;  1210+720+1280+740+1200 = 5150
  2 Cleo & Dan 49+5 = 54;  +645+500-510 = +635;  710+1210+1185+1240+740 = 5085
  6 Kim & Lou  32+14 = 46; -425-480+470 = -435;  715+1185+715+710+1150 = 4475
  3 Eva & Fay  40+6 = 46;  -570+600-490 = -460;  1135+740+695+1270+710 = 4550
  4 Gus & Hal  30+6 = 36;  -705-600-470 = -1775; 630+565+1215+670+680 = 3760
Kim & Lou and Eva & Fay are equal on 46 VP: the margin (-435 against -460) puts Kim & Lou
fourth although Eva & Fay scored more points. The margins add up to 0; the VP of each table add
up to 20 (15 tables, 300 VP: 62+56+54+46+46+36 = 300).
"""

PAIRS = ["Ana & Ben", "Cleo & Dan", "Eva & Fay", "Gus & Hal", "Ida & Jon", "Kim & Lou"]
MITCHELL_ROUNDS = 3
ROUNDS = 5

# round -> table -> (North-South pair, East-West pair, the deals), each deal (the side that
# closes, its melded points, the other side's melded points, the other side's points left)
DEALS = {
    1: {
        1: (1, 4, [("ns", 150, 120, 30), ("ew", 200, 100, 20), ("ns", 180, 0, 60)]),
        2: (2, 5, [("ew", 120, 150, 50), ("ns", 130, 110, 10), ("ew", 160, 120, 40)]),
        3: (3, 6, [("ns", 140, 130, 20), ("ns", 120, 90, 35), ("ew", 150, 100, 25)]),
    },
    2: {
        1: (1, 6, [("ew", 170, 140, 20), ("ns", 125, 95, 15), ("ew", 135, 120, 45)]),
        2: (2, 4, [("ns", 200, 150, 40), ("ns", 110, 0, 85), ("ew", 140, 130, 30)]),
        3: (3, 5, [("ew", 180, 110, 30), ("ew", 150, 100, 50), ("ns", 210, 90, 10)]),
    },
    3: {
        1: (1, 5, [("ns", 160, 130, 10), ("ew", 120, 150, 20), ("ns", 190, 100, 70)]),
        2: (2, 6, [("ew", 145, 115, 25), ("ns", 175, 125, 45), ("ns", 120, 105, 15)]),
        3: (3, 4, [("ns", 135, 95, 25), ("ew", 155, 140, 40), ("ew", 190, 120, 60)]),
    },
    4: {
        1: (1, 2, [("ew", 190, 120, 20), ("ns", 150, 110, 30), ("ew", 170, 130, 40)]),
        2: (5, 6, [("ns", 130, 125, 25), ("ew", 140, 110, 10), ("ns", 160, 100, 30)]),
        3: (3, 4, [("ns", 200, 140, 40), ("ns", 180, 95, 45), ("ew", 120, 100, 10)]),
    },
    5: {
        1: (2, 5, [("ns", 140, 130, 30), ("ew", 200, 120, 20), ("ew", 150, 110, 10)]),
        2: (1, 3, [("ns", 180, 100, 20), ("ns", 130, 120, 50), ("ew", 160, 90, 0)]),
        3: (6, 4, [("ew", 120, 110, 35), ("ns", 150, 100, 40), ("ns", 125, 105, 5)]),
    },
}

# Each table's totals over its three deals, from the docstring: (round, table) -> (NS, EW)
TOTALS = {
    (1, 1): (1210, 630),
    (1, 2): (710, 1180),
    (1, 3): (1135, 715),
    (2, 1): (720, 1185),
    (2, 2): (1210, 565),
    (2, 3): (740, 1210),
    (3, 1): (1280, 670),
    (3, 2): (1185, 715),
    (3, 3): (695, 1215),
    (4, 1): (740, 1240),
    (4, 2): (1190, 710),
    (4, 3): (1270, 670),
    (5, 1): (740, 1250),
    (5, 2): (1200, 710),
    (5, 3): (1150, 680),
}

# The room's standings: place, pair, VP, margin, points
STANDINGS = [
    ("1", "Ida & Jon", "62", "1320", "5500"),
    ("2", "Ana & Ben", "56", "715", "5150"),
    ("3", "Cleo & Dan", "54", "635", "5085"),
    ("4", "Kim & Lou", "46", "\u2212435", "4475"),
    ("5", "Eva & Fay", "46", "\u2212460", "4550"),
    ("6", "Gus & Hal", "36", "\u22121775", "3760"),
]


def deal_scores(deal) -> tuple[int, int]:
    """(North-South's, East-West's) score of a deal: the side closing melded + 400, the other
    melded - left."""
    out, meld, other_meld, left = deal
    closing, other = meld + 400, other_meld - left
    return (closing, other) if out == "ns" else (other, closing)
