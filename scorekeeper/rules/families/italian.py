"""The Italian rule sets of the rules reference: Canastone (§19) and Mini (§21), both from [IT].

Declared as data on `Variant`'s classic defaults; catalogue.py registers them.
"""

from scorekeeper.rules.variant import Layout, Variant

CANASTONE_MELD_TABLE = (
    (None, 50),
    (3000, 90),
    (5000, 120),
    (7000, 160),
    (10000, 180),
    (12000, 200),
)
"""[IT]: 0-2995 50, 3000-4995 90, 5000-6995 120, 7000-9995 160, 10000-11995 180, 12000+ 200; a negative
total is not in the table and takes the lowest row (reference §23)."""

CANASTONE = Variant(
    id="canastone",
    name="Canastone (Canasta italiana)",
    summary="Three packs, wild-card canastas up to 5000, aces canastas, honours signed by the kinds of "
    "canastas; a natural and a mixed canasta to go out; to 15000.",
    sources="rules reference §19 ([IT]: Spinelli, Bono; Farina-Lamberto as a switch)",
    layouts=(Layout(2, 2),),
    decks=3,
    deal=15,
    draw=2,
    target=15000,
    meld_table=CANASTONE_MELD_TABLE,
    wilds_not_more_than_naturals=True,
    wild_melds=True,
    canasta_bonus={
        "natural": 500,
        "mixed": 300,
        "natural_aces": 1000,
        "mixed_aces": 500,
        "wild": 2000,
        "wild_twos": 3000,
        "wild_six_jokers": 5000,
    },
    wild_canasta_kinds=(("wild_twos", 7, 0), ("wild_six_jokers", 1, 6)),
    special_canastas={"A": "natural_aces"},
    special_mixed_canastas={"A": "mixed_aces"},
    # Wild-card canastas count as mixed for the honours and for going out (switch: all deuces natural).
    canasta_class={"wild": "mixed", "wild_twos": "mixed", "wild_six_jokers": "mixed"},
    canastas_to_go_out=0,
    go_out_classes={"natural": 1, "mixed": 1},  # the kinds say it all
    incomplete_blocks_going_out=("wild",),
    going_out=300,
    concealed_going_out=500,
    going_out_canasta_bonuses=((5, 1, 0, 1000), (6, 5, 1, 2000)),
    red_three_table={4: 800, 5: 1000},
    red_three_all=1200,
    honours_mode="spinelli",
    # [IT] leaves red threes' play "the same as classic canasta" (shown at once), and no Italian source
    # charges one kept in hand: the −500 is the Official Laws' irregularity ([DE]), a switch here.
    red_three_in_hand=0,
    black_three_melds=False,
    unchecked=(
        "An opening of 50 is made of natural cards only.",
        "The discard pile cannot be taken before the side has opened, and its top card never counts "
        "towards the opening.",
        "Going out needs a last discard, and it may not be a wild card or a three.",
        "While a side has an unfinished meld of wild cards, it may not use wild cards in its other melds.",
    ),
    settings=(
        "target",
        "meld_table",
        "max_wild_cards",
        "wilds_not_more_than_naturals",
        "canasta_bonus",
        "canasta_class",
        "going_out",
        "concealed_going_out",
        "going_out_canasta_bonus_cumulative",
        "concealed_waives_minimum",
        "red_three_each",
        "red_three_table",
        "red_three_all",
        "honours_mode",
        "red_three_in_hand",
        "tie_rule",
        "both_over_target",
    ),
)

MINI = Variant(
    id="mini",
    name="Mini canasta",
    summary="Canastas of five cards scoring 1, 2, 5 or 10; cards left cost by groups; a pure and an "
    "impure canasta to go out, and to count at all; to 30.",
    sources="rules reference §21 ([IT] 'variante mini')",
    layouts=(
        Layout(2, 2, {"deal": 9}),
        Layout(2, 1, {"deal": 12}),
        Layout(3, 1, {"deal": 10}),
    ),
    deal=9,
    target=30,
    meld_table=((None, 0),),
    canasta_size=5,
    min_naturals=1,
    max_wild_cards=2,
    wild_melds=True,
    canasta_bonus={"natural": 2, "mixed": 1, "wild": 5, "wild_twos": 10},
    wild_canasta_kinds=(("wild_twos", 5, 0),),
    # Their names say it: five deuces is a pure canasta, jokers and deuces mixed an impure one.
    canasta_class={"wild": "mixed", "wild_twos": "natural"},
    kind_names={
        "natural": "pure",
        "mixed": "impure",
        "wild": "wild, jokers and deuces",
        "wild_twos": "wild, five deuces",
    },
    canastas_to_go_out=0,
    go_out_classes={"natural": 1, "mixed": 1},  # the kinds say it all
    canastas_score_if_classes={"natural": 1, "mixed": 1},
    going_out=0,
    concealed_going_out=0,
    point_step=1,
    melded_cards_score=False,
    hand_count="groups",
    red_threes_laid=False,
    red_three_in_hand=0,
    black_three_in_hand=0,
    black_three_melds=False,
    unchecked=(
        "A canasta of jokers and deuces (5) or of five deuces (10) may only be laid down in one go.",
    ),
    settings=(
        "target",
        "max_wild_cards",
        "canasta_bonus",
        "tie_rule",
        "both_over_target",
    ),
)
