"""Burraco, FIBUR's Italian tournament code, and its presets: Internazionale, for two and for three
(the relatives reference, relatives.md §1). Declared as data; pile_scoring.py scores them."""

from dataclasses import replace

from scorekeeper.rules.variant import Layout, Variant

BURRACO_CARDS = {
    "joker": 30,
    "2": 20,
    "A": 15,
    **{rank: 10 for rank in ("K", "Q", "J", "10", "9", "8")},
    **{rank: 5 for rank in ("7", "6", "5", "4", "3")},
}
"""[MYB][ONM][GARAK]: jolly 30, pinella 20, ace 15, K to 8 10, 7 to 3 5."""

PILE_GAME = dict(
    deal=11,
    meld_table=((None, 0),),  # no initial meld minimum (no source gives one)
    min_naturals=2,
    max_wild_cards=1,  # one matta per meld; a natural deuce may sit beside it
    sequences=True,
    max_meld_size=14,
    canastas_to_go_out=1,
    going_out=100,
    concealed_going_out=100,
    red_threes_laid=False,
    red_three_in_hand=0,
    black_three_melds=False,
    black_three_in_hand=5,
    red_three_penalty_if="no_meld",
)
"""What the three relatives share: 11 cards and a pile of 11, no opening minimum, no red threes,
one wild card per meld, runs and closing 100."""

PILE_SETTINGS = (
    "target",
    "tie_rule",
    "go_out_needs",
    "sets",
    "close_on_wild",
    "pozzetto_penalty_on_timeout",
    "unplayed_pile",
)

ROYAL_SUPER = {
    "canasta_bonus": {
        "clean": 200,
        "semi_clean": 150,
        "dirty": 100,
        "royal": 300,
        "royal_dirty": 250,
        "super": 250,
        "super_dirty": 200,
    },
    "long_runs": (("A", 13, "royal", "royal_dirty"), ("2", 13, "royal", "royal_dirty")),
    "long_sets": ((8, "super", "super_dirty"),),
    "clean_kinds": ("clean", "royal", "super"),
}
"""FITAB: reale (A-K or 2-A) 300, dirty 250; super (eight of a rank) 250, dirty 200 ([GARAK])."""

BURRACO = Variant(
    id="burraco",
    name="Burraco",
    summary="Italy's Burraco (FIBUR): two pairs, a pozzetto each, one wild card per meld; "
    "burraco pulito 200, semipulito 150, sporco 100; closing 100; to 2005.",
    sources="relatives reference §1 (FIBUR Codice di Gara via eburraco.com, FITAB, myburraco.it, "
    "onmadesoft, garak/buraco, marco97pa/punti-burraco)",
    layouts=(Layout(2, 2),),
    target=2005,
    **PILE_GAME,
    canasta_bonus={"clean": 200, "semi_clean": 150, "dirty": 100},
    second_pile="pozzetto",
    card_values=BURRACO_CARDS,
    semipulito=True,
    close_on_wild=False,
    clean_kinds=("clean",),
    kind_names={
        "clean": "burraco pulito",
        "semi_clean": "burraco semipulito",
        "dirty": "burraco sporco",
        "royal": "royal burraco",
        "royal_dirty": "dirty royal burraco",
        "super": "super burraco",
        "super_dirty": "dirty super burraco",
    },
    implies={("royal_super", True): ROYAL_SUPER},
    settings=PILE_SETTINGS + ("semipulito", "royal_super"),
)

BURRACO_INTERNATIONAL = replace(
    BURRACO,
    id="burraco-international",
    name="Burraco Internazionale",
    summary="FIBUR's Internazionale: no semipulito, closing needs a burraco pulito, sets of aces "
    "and threes only; to 2005.",
    sources="relatives reference §1.2 (FIBUR Codice Internazionale 2016, eburraco.com)",
    semipulito=False,
    go_out_needs="clean",
    sets="A_3",
)

BURRACO_2P = replace(
    BURRACO,
    id="burraco-2p",
    name="Burraco for two",
    summary="Two players, each with his own pozzetto; scoring as for four; to 2005.",
    sources="relatives reference §1.1 (myburraco.it, marco97pa/punti-burraco)",
    layouts=(Layout(2, 1),),
)

BURRACO_3P = replace(
    BURRACO,
    id="burraco-3p",
    name="Burraco for three",
    summary="Three players; who first takes the pozzetto of 18 plays alone, the other two are a pair "
    "for the hand with the pozzetto of 11 and share its score in halves; once a player reaches 1000, "
    "everybody plays alone; to 1505.",
    sources="relatives reference §1.1 (eburraco.com burraco a 3, biska.com; genovagioca.it for 3×11)",
    layouts=(Layout(3, 1),),
    target=1505,
    lone_hands=True,
    pair_share="half",
    alone_from=1000,
    implies={
        ("royal_super", True): ROYAL_SUPER,
        ("three_player_mode", "3x11"): {"lone_hands": False},
    },
    settings=BURRACO.settings + ("three_player_mode", "half_rounding"),
)
