"""Six realistic Classic hands of one game (Us: Ana and Ben, Them: Cleo and Dan, to 5000), as they
lie on the table when the hand ends, each with its score worked by hand in its docstring.

A meld is (rank, naturals, deuces, jokers); a meld of seven cards or more is a canasta (natural with
no wild card, else mixed). `left` is every card still held by the side's two players. Card points:
joker 50, deuce and ace 20, K to 8 10, 7 to 4 and black three 5; a natural canasta 500, a mixed one
300, a red three 100, going out 100 (concealed 200), and the cards left count against the side.
Hand six takes Us past 5000 (5030 to 4265) and ends the game."""

from dataclasses import dataclass

VALUE = {"joker": 50, "2": 20, "A": 20, "3b": 5}
VALUE.update({rank: 10 for rank in ("K", "Q", "J", "10", "9", "8")})
VALUE.update({rank: 5 for rank in ("7", "6", "5", "4")})


@dataclass(frozen=True)
class Side:
    melds: tuple
    red_threes: int
    left: tuple
    score: int  # worked by hand in the hand's docstring


@dataclass(frozen=True)
class Hand:
    out: str  # "Us" or "Them"
    concealed: bool
    us: Side
    them: Side


def hand_1():
    """Us out. Us: natural canasta of kings 70 + 500, QQQ 30, 555 and a deuce 15 + 20, a red three
    100, out 100; Ben keeps a 9 and a 6 (15): 570 + 30 + 35 + 100 + 100 − 15 = 820.
    Them: AAA 60, 888 and a joker 30 + 50, 77 and a deuce 10 + 20, a red three 100; left K J 9 6 4
    3♠ and A 2 10 7 5: 20 + 20 + 4 × 10 + 5 × 5 = 105: 60 + 80 + 30 + 100 − 105 = 165."""
    return Hand(
        "Us",
        False,
        Side((("K", 7, 0, 0), ("Q", 3, 0, 0), ("5", 3, 1, 0)), 1, ("9", "6"), 820),
        Side(
            (("A", 3, 0, 0), ("8", 3, 0, 1), ("7", 2, 1, 0)),
            1,
            ("K", "J", "9", "6", "4", "3b", "A", "2", "10", "7", "5"),
            165,
        ),
    )


def hand_2():
    """Them out. Them: mixed canasta of aces (5 aces, 2 deuces) 140 + 300, natural canasta of jacks
    70 + 500, 6666 and a joker 20 + 50, 999 30, two red threes 200, out 100; Dan keeps Q 8 4 (25):
    440 + 570 + 70 + 30 + 200 + 100 − 25 = 1385.
    Us: mixed canasta of tens (6 tens, a deuce) 80 + 300, KKKK 40, 777 15, 444 and a deuce 15 + 20,
    a red three 100; left J 8 5 and A 10 9 7 6: 20 + 4 × 10 + 3 × 5 = 75:
    380 + 40 + 15 + 35 + 100 − 75 = 495."""
    return Hand(
        "Them",
        False,
        Side(
            (("10", 6, 1, 0), ("K", 4, 0, 0), ("7", 3, 0, 0), ("4", 3, 1, 0)),
            1,
            ("J", "8", "5", "A", "10", "9", "7", "6"),
            495,
        ),
        Side(
            (("A", 5, 2, 0), ("J", 7, 0, 0), ("6", 4, 0, 1), ("9", 3, 0, 0)),
            2,
            ("Q", "8", "4"),
            1385,
        ),
    )


def hand_3():
    """Us out concealed. Us: mixed canasta of eights (5 eights, 2 deuces) 90 + 300, QQQ and a joker
    30 + 50, 5555 20, a red three 100, out concealed 200; Ben keeps K 7 (15):
    390 + 80 + 20 + 100 + 200 − 15 = 775.
    Them: AAAA 80, 999 and a deuce 30 + 20, 666 15, two red threes 200; left K Q 10 8 7 4 4 3♠ and
    A 2 J 9 5 5 6: 20 + 20 + 6 × 10 + 7 × 5 = 135: 80 + 50 + 15 + 200 − 135 = 210."""
    return Hand(
        "Us",
        True,
        Side((("8", 5, 2, 0), ("Q", 3, 0, 1), ("5", 4, 0, 0)), 1, ("K", "7"), 775),
        Side(
            (("A", 4, 0, 0), ("9", 3, 1, 0), ("6", 3, 0, 0)),
            2,
            (
                "K",
                "Q",
                "10",
                "8",
                "7",
                "4",
                "4",
                "3b",
                "A",
                "2",
                "J",
                "9",
                "5",
                "5",
                "6",
            ),
            210,
        ),
    )


def hand_4():
    """Them out. Them: natural canasta of eight kings 80 + 500, mixed canasta of sevens (5 sevens, a
    deuce, a joker) 25 + 20 + 50 + 300, AAA 60, 10 10 10 30, a red three 100, out 100; Dan keeps
    6 5 J (20): 580 + 395 + 60 + 30 + 100 + 100 − 20 = 1245.
    Us: natural canasta of queens 70 + 500, 9999 and a deuce 40 + 20, 444 15, two red threes 200;
    left A K 9 8 and 7 6 3♠: 20 + 3 × 10 + 3 × 5 = 65: 570 + 60 + 15 + 200 − 65 = 780."""
    return Hand(
        "Them",
        False,
        Side(
            (("Q", 7, 0, 0), ("9", 4, 1, 0), ("4", 3, 0, 0)),
            2,
            ("A", "K", "9", "8", "7", "6", "3b"),
            780,
        ),
        Side(
            (("K", 8, 0, 0), ("7", 5, 1, 1), ("A", 3, 0, 0), ("10", 3, 0, 0)),
            1,
            ("6", "5", "J"),
            1245,
        ),
    )


def hand_5():
    """Us out. Us: natural canasta of aces 140 + 500, mixed canasta of jacks (5 jacks, a deuce, a
    joker) 50 + 20 + 50 + 300, natural canasta of nines 70 + 500, 666 and a deuce 15 + 20, three red
    threes 300, out 100; Ben keeps Q 4 (15): 640 + 420 + 570 + 35 + 300 + 100 − 15 = 2050.
    Them: mixed canasta of kings (6 kings, a deuce) 80 + 300, 888 30, 555 and a joker 15 + 50, a red
    three 100; left A 2 J 10 7 7 and Q 9 8 5 4 3♠: 20 + 20 + 5 × 10 + 5 × 5 = 115:
    380 + 30 + 65 + 100 − 115 = 460."""
    return Hand(
        "Us",
        False,
        Side(
            (("A", 7, 0, 0), ("J", 5, 1, 1), ("9", 7, 0, 0), ("6", 3, 1, 0)),
            3,
            ("Q", "4"),
            2050,
        ),
        Side(
            (("K", 6, 1, 0), ("8", 3, 0, 0), ("5", 3, 0, 1)),
            1,
            ("A", "2", "J", "10", "7", "7", "Q", "9", "8", "5", "4", "3b"),
            460,
        ),
    )


def hand_6():
    """Them out early. Them: natural canasta of tens 70 + 500, 5555 20, KKK 30, a red three 100, out
    100; Dan keeps 8 4 4 (20): 570 + 20 + 30 + 100 + 100 − 20 = 800.
    Us: AAA and a deuce 60 + 20, 777 15, KKK 30, a red three 100; left Q J 9 6 5 3♠ and 2 A 8 8 7 6:
    20 + 20 + 5 × 10 + 5 × 5 = 115: 80 + 15 + 30 + 100 − 115 = 110. Both melded at least the 120
    their totals ask (Us 4920, Them 3465), and Us's 5030 wins the game."""
    return Hand(
        "Them",
        False,
        Side(
            (("A", 3, 1, 0), ("7", 3, 0, 0), ("K", 3, 0, 0)),
            1,
            ("Q", "J", "9", "6", "5", "3b", "2", "A", "8", "8", "7", "6"),
            110,
        ),
        Side(
            (("10", 7, 0, 0), ("5", 4, 0, 0), ("K", 3, 0, 0)), 1, ("8", "4", "4"), 800
        ),
    )


HANDS = (hand_1(), hand_2(), hand_3(), hand_4(), hand_5(), hand_6())


def meld_points(meld) -> int:
    rank, natural, twos, jokers = meld
    return natural * VALUE[rank] + twos * 20 + jokers * 50


def piles(cards) -> dict:
    """Cards by value, as a person sorts them: {10: 4, 5: 5, 20: 2}."""
    counted = {}
    for card in cards:
        counted[VALUE[card]] = counted.get(VALUE[card], 0) + 1
    return counted


def meld_cards(meld) -> list:
    rank, natural, twos, jokers = meld
    return [rank] * natural + ["2"] * twos + ["joker"] * jokers
