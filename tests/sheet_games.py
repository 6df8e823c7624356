"""Game records for the score-sheet tests, with every score worked out by hand from the rules.

Classic Canasta values (Official Laws): natural canasta 500, mixed 300; red three 100 each, all
four 800, minus if the side made no meld; going out 100, concealed 200; cards: joker 50, 2 and A 20,
K-8 10, 7-4 5. Seats clockwise: Ana, Cleo, Ben, Dan, so the deal goes Ana, Cleo, Ben, Dan, Ana.
"""


def side(melds=(), red_threes=0, went_out=False, concealed=False, in_hand=None):
    result = {
        "melds": [dict(m) for m in melds],
        "red_threes": red_threes,
        "in_hand": in_hand or {},
    }
    if went_out:
        result.update(went_out=True, concealed=concealed)
    return result


def meld(rank, natural, twos=0, jokers=0):
    return {"rank": rank, "natural": natural, "twos": twos, "jokers": jokers}


CLASSIC_HANDS = [
    # Hand 1, Ana deals; both sides need 50.
    # Us: K×7 = 70, Q×5+2×2 = 50+40 = 90, 8×3 = 30 -> cards 190; natural 500 + mixed 300 = 800;
    #     two red threes 200; going out 100; nothing in hand.  190+800+200+100 = 1290.
    # Them: A×3+joker = 60+50 = 110, 5×4 = 20 -> 130; one red three 100;
    #     in hand J,J (20) + 7 (5) + 2 (20) = 45.  130+100-45 = 185.
    {
        "results": [
            side([meld("K", 7), meld("Q", 5, twos=2), meld("8", 3)], 2, went_out=True),
            side(
                [meld("A", 3, jokers=1), meld("5", 4)],
                1,
                in_hand={"J": 2, "7": 1, "2": 1},
            ),
        ]
    },
    # Hand 2, Cleo deals; Us 1290 and Them 185 both still need 50.
    # Us never melded: one red three counts -100; in hand A,A (40) + 10×3 (30) + 4×2 (10) = 80.
    #     -100-80 = -180, total 1290-180 = 1110.
    # Them go out concealed: 9×7 = 70 (natural 500), J×4+joker+2×2 = 40+50+40 = 130 (mixed 300),
    #     6×3 = 15 -> cards 215; canastas 800; concealed going out 200.  215+800+200 = 1215, total 1400.
    {
        "results": [
            side([], 1, in_hand={"A": 2, "10": 3, "4": 2}),
            side(
                [meld("9", 7), meld("J", 4, twos=2, jokers=1), meld("6", 3)],
                went_out=True,
                concealed=True,
            ),
        ],
        "note": "Cleo went out concealed",
    },
    # Hand 3, Ben deals; both need 50 (1110, 1400).
    # Us: A×7 = 140 (natural 500), 10×6+joker = 60+50 = 110 (mixed 300), 7×3+2×2 = 15+40 = 55 -> 305;
    #     all four red threes 800; going out 100.  305+800+800+100 = 2005, total 3115.
    # Them: K×5 = 50; in hand joker (50) + Q,Q (20) + 5×3 (15) = 85.  50-85 = -35, total 1365.
    {
        "results": [
            side(
                [meld("A", 7), meld("10", 6, jokers=1), meld("7", 3, twos=2)],
                4,
                went_out=True,
            ),
            side([meld("K", 5)], in_hand={"joker": 1, "Q": 2, "5": 3}),
        ]
    },
    # Hand 4, Dan deals; Us 3115 needs 120, Them 1365 needs 50.
    # Us: Q×7 = 70 (natural 500), J×5+2×2 = 50+40 = 90 (mixed 300), K×6+joker = 60+50 = 110 (mixed 300)
    #     -> cards 270, canastas 1100; one red three 100; going out 100.  270+1100+100+100 = 1570, total 4685.
    # Them: 8×4+2 = 40+20 = 60; two red threes 200; in hand A (20) + 9,9 (20) = 40.  60+200-40 = 220, total 1585.
    {
        "results": [
            side(
                [meld("Q", 7), meld("J", 5, twos=2), meld("K", 6, jokers=1)],
                1,
                went_out=True,
            ),
            side([meld("8", 4, twos=1)], 2, in_hand={"A": 1, "9": 2}),
        ]
    },
    # Hand 5, Ana deals; Us 4685 needs 120, Them 1585 needs 90.
    # Us: 6×7 = 35 (natural 500), 4×4+joker = 20+50 = 70, J×3 = 30 -> cards 135; going out 100.
    #     135+500+100 = 735, total 5420: over 5000, the game ends.
    # Them: A×4 = 80, K×3 = 30 -> 110; one red three 100; joker in hand -50.  110+100-50 = 160, total 1745.
    # Us win by 5420-1745 = 3675.
    {
        "results": [
            side([meld("6", 7), meld("4", 4, jokers=1), meld("J", 3)], went_out=True),
            side([meld("A", 4), meld("K", 3)], 1, in_hand={"joker": 1}),
        ]
    },
]

# Per hand and side: Min, Melds, Canastas, Red 3s, Out, In hand, Score, Total as printed
# ("–" for an item that scored nothing, "−" the minus sign).
CLASSIC_ROWS = {
    "1": [
        "Ana",
        "50",
        "190",
        "800",
        "200",
        "100",
        "–",
        "1290",
        "1290",
        "50",
        "130",
        "–",
        "100",
        "–",
        "−45",
        "185",
        "185",
    ],
    "2": [
        "Cleo",
        "50",
        "–",
        "–",
        "−100",
        "–",
        "−80",
        "−180",
        "1110",
        "50",
        "215",
        "800",
        "–",
        "200",
        "–",
        "1215",
        "1400",
    ],
    "3": [
        "Ben",
        "50",
        "305",
        "800",
        "800",
        "100",
        "–",
        "2005",
        "3115",
        "50",
        "50",
        "–",
        "–",
        "–",
        "−85",
        "−35",
        "1365",
    ],
    "4": [
        "Dan",
        "120",
        "270",
        "1100",
        "100",
        "100",
        "–",
        "1570",
        "4685",
        "50",
        "60",
        "–",
        "200",
        "–",
        "−40",
        "220",
        "1585",
    ],
    "5": [
        "Ana",
        "120",
        "135",
        "500",
        "–",
        "100",
        "–",
        "735",
        "5420",
        "90",
        "110",
        "–",
        "100",
        "–",
        "−50",
        "160",
        "1745",
    ],
}


def classic_record(hands=CLASSIC_HANDS, **extra):
    return {
        "format": 1,
        "variant": "classic",
        "sides": [
            {"name": "Us", "players": ["Ana", "Ben"]},
            {"name": "Them", "players": ["Cleo", "Dan"]},
        ],
        "first_dealer": "Ana",
        "hands": list(hands),
        **extra,
    }


def long_record(hands=40):
    """A 40-hand game: the target is raised to 30000 (a house rule) so it is still going at hand 40.

    Each hand one side goes out with a mixed canasta: Q×5+joker+2 = 50+50+20 = 120, +300, +100 = 520;
    the other melds A×4+joker = 80+50 = 130 and holds a king, 10: 130-10 = 120. Both melds reach
    the highest minimum (120). Us go out in odd hands, Them in even ones: after 40 hands each side
    has 20×520 + 20×120 = 12800."""
    out = side([meld("Q", 5, twos=1, jokers=1)], went_out=True)
    held = side([meld("A", 4, jokers=1)], in_hand={"K": 1})
    return classic_record(
        [
            {"results": [out, held] if n % 2 else [held, out]}
            for n in range(1, hands + 1)
        ],
        rules={"target": 30000},
    )
