"""Burraco, Buraco and Biriba: the switches where their sources disagree (relatives reference §4)."""

from scorekeeper.rules.settings.values import Setting

PILE_KNOBS = (
    Setting(
        "semipulito",
        "Semipulito",
        "A burraco with its wild card beside seven natural cards in a row (a set of eight or more with "
        "it) scores 150; off, it scores as sporco (100), as in FIBUR's Internazionale.",
        "bool",
    ),
    Setting(
        "royal_super",
        "Royal and super burrachi",
        "FITAB's royal run (A to K or 2 to A: clean 300, dirty 250) and super set (eight of a rank: "
        "clean 250, dirty 200).",
        "bool",
    ),
    Setting(
        "go_out_needs",
        "Closing needs",
        "Which canasta a side needs before it may close.",
        "choice",
        (("any", "a canasta of any kind"), ("clean", "a clean canasta")),
    ),
    Setting(
        "sets",
        "Sets",
        "Which ranks may be melded as sets (runs are always played).",
        "choice",
        (
            ("any", "any rank but deuces"),
            ("none", "no sets: runs only"),
            ("A_K_3", "aces, kings and threes only"),
            ("A_3", "aces and threes only"),
        ),
    ),
    Setting(
        "close_on_wild",
        "Closing on a wild card",
        "The last card discarded to close may be a joker or a deuce (FIBUR: it may not).",
        "bool",
    ),
    Setting(
        "pozzetto_penalty_on_timeout",
        "Untaken pile after no closing",
        "A side that never took its second pile still loses 100 when nobody closed (the stock ran "
        "out or time was called); no source says otherwise.",
        "bool",
    ),
    Setting(
        "unplayed_pile",
        "Pile taken but not played",
        "A pile taken with the last discard and never played: its cards count against the side "
        "(Italy), or it counts as not taken (Brazil: 100 off, its cards ignored).",
        "choice",
        (
            ("card_points", "its own cards count against the side"),
            ("penalty", "as not taken: 100 off, its cards ignored"),
        ),
    ),
    Setting(
        "pile_penalty_mode",
        "Untaken pile",
        "What a pile never taken costs: 100 to that side, or a swing of 100 each way "
        "(only while the stock lasts).",
        "choice",
        (
            ("minus", "100 off for the side that did not take it"),
            ("swing", "100 off that side, 100 to a side that took its own"),
        ),
    ),
    Setting(
        "joker_value",
        "Joker",
        "What a joker counts (Buraco: 20 by most sources, 50 or 10 at some tables).",
        "points",
    ),
    Setting(
        "mode",
        "Mode",
        "Buraco as the online platforms play it: which sets may be laid and what going out needs.",
        "choice",
        (
            ("aberto", "aberto: no sets, a clean canastra to go out"),
            ("fechado", "fechado: sets, any canastra to go out"),
            ("stbl", "fechado STBL: no sets, a clean canastra to go out"),
        ),
    ),
    Setting(
        "no_clean_negative",
        "Melds count minus without a clean canastra",
        "A side with no clean canastra loses its melded cards instead of scoring them (pt.wikipedia).",
        "bool",
    ),
    Setting(
        "card_table",
        "Card values",
        "Which source's card values are played.",
        "choice",
        (
            ("zoo", "zoo.gr: joker 20, deuce 10, ace 15, 8 to K 10, 3 to 7 5"),
            (
                "elw2007",
                "el.wikipedia 2007: joker 30, deuce 10, ace 15, 10 to K 10, 3 to 9 5",
            ),
            ("burraco", "as Burraco: joker 30, deuce 20, ace 15, 8 to K 10, 3 to 7 5"),
        ),
    ),
    Setting(
        "trump_double",
        "Trump biriba doubled",
        "A biriba in the hand's trump suit scores double.",
        "bool",
    ),
    Setting(
        "pile_needs_canasta",
        "Pile needs a canasta",
        "A side takes its second pile only with a canasta on the table.",
        "bool",
    ),
    Setting(
        "three_player_mode",
        "Three players",
        "Burraco for three: a pozzetto of 18 for the one who plays alone and one of 11 for the "
        "pair formed for the hand, or three of 11 with everyone alone.",
        "choice",
        (
            ("18+11", "pozzetti of 18 and 11: a solo and a pair"),
            ("3x11", "three pozzetti of 11: all alone"),
        ),
    ),
    Setting(
        "half_rounding",
        "Pair's half",
        "How the pair's score is halved between its two players.",
        "choice",
        (("up", "rounded up"), ("truncate", "cut toward zero")),
    ),
)
