"""The rule sets the scorekeeper knows, declared as data (see the rules reference, §3-§10)."""

from dataclasses import replace

from scorekeeper.rules.families.latin_american import (
    brazilian,
    chilean,
    cuban,
    mexicana,
    sevens,
)
from scorekeeper.rules.variant import (
    CLASSIC_MELD_TABLE,
    CLASSIC_SETTINGS,
    Layout,
    Variant,
)

CLASSIC = Variant(
    id="classic",
    name="Classic Canasta",
    summary="Official Laws: four players in two partnerships, two packs, game to 5000.",
    sources="Official Canasta Laws (Regency Whist Club 1949/51); rules reference §3",
    layouts=(Layout(2, 2),),
)

CLASSIC_2P = replace(
    CLASSIC,
    id="classic-2p",
    name="Classic for two",
    summary="Two players, 15 cards, draw two, two canastas to go out.",
    sources="rules reference §4, most attested reading",
    layouts=(Layout(2, 1),),
    deal=15,
    draw=2,
    canastas_to_go_out=2,
)

CLASSIC_3P = replace(
    CLASSIC,
    id="classic-3p",
    name="Classic for three",
    summary="Three players each alone, 13 cards, otherwise as Classic.",
    sources="rules reference §5",
    layouts=(Layout(3, 1),),
    deal=13,
)

CLASSIC_6P = replace(
    CLASSIC,
    id="classic-6p",
    name="Classic for six",
    summary="Six players, three packs: three pairs to 7500, or two teams of three to 10000.",
    sources="rules reference §7",
    layouts=(
        Layout(3, 2, {"target": 7500}),
        # Two teams of three play to 10000, and the minimum is 150 from 7500 up.
        Layout(
            2, 3, {"target": 10000, "meld_table": CLASSIC_MELD_TABLE + ((7500, 150),)}
        ),
    ),
    decks=3,
    deal=13,
    target=7500,
    canastas_to_go_out=2,
    red_three_all=1200,
    red_three_table={5: 1000},
)

URUGUAYAN = replace(
    CLASSIC,
    id="uruguayan",
    name="Uruguayan Canasta",
    summary="Classic with melds of wild cards: a canasta of seven wild cards scores 2000.",
    sources="rules reference §8 ([IT], rummy-games)",
    wild_melds=True,
    canasta_bonus={"natural": 500, "mixed": 300, "wild": 2000},
)

BRITISH = replace(
    CLASSIC,
    id="british",
    name="British Canasta (Acaba)",
    summary="Classic plus 'Acaba': a side may end the hand, giving the opponents 1500.",
    sources="rules reference §9 (Michaels & Goren, Official British Rules)",
    acaba=True,
)

VIENNESE = replace(
    CLASSIC,
    id="viennese",
    name="Viennese Canasta",
    summary="Austrian rules: red threes need a canasta, one wild card per meld, hand canasta 1000.",
    sources="rules reference §10 ([DE], Jacoby's options)",
    red_three_penalty_if="no_canasta",
    max_wild_cards=1,
    hand_canasta_going_out=1000,
)

VARIANTS = {
    v.id: v
    for v in (CLASSIC, CLASSIC_2P, CLASSIC_3P, CLASSIC_6P, URUGUAYAN, BRITISH, VIENNESE)
}

SAMBA_MELD_TABLE = CLASSIC_MELD_TABLE + ((7000, 150),)
"""Crawford/[EN]/pagat: 150 from 7000 (Hoyle's 160 is the meld_table house rule)."""

SAMBA = replace(
    CLASSIC,
    id="samba",
    name="Samba",
    summary="Three packs, runs of one suit; a run of seven is a samba (1500); two canastas to go out; to 10000.",
    sources="rules reference §15 (Crawford 1951, [EN], [IT], pagat)",
    # pagat (reference §15): four or six in partnerships, two, three or five each alone; 13 cards with six.
    layouts=(
        Layout(2, 2),
        Layout(3, 2, {"deal": 13}),
        Layout(2, 1),
        Layout(3, 1),
        Layout(5, 1),
    ),
    decks=3,
    deal=15,
    draw=2,
    target=10000,
    meld_table=SAMBA_MELD_TABLE,
    max_wild_cards=2,
    sequences=True,
    run_canasta="samba",
    canasta_bonus={"natural": 500, "mixed": 300, "samba": 1500},
    canastas_to_go_out=2,
    going_out=200,
    concealed_going_out=200,  # no extra for going out concealed
    red_three_all=1000,
    red_three_penalty_if="short_of_going_out",
    red_three_in_hand=0,
    settings=CLASSIC_SETTINGS + ("red_three_held_flat",),
)

DIRTY_ESCALERA = ("dirty_runs", "dirty_run_bonus", "dirty_run_goes_out")
"""[IT] (Farina and Lamberto, p. 82): "In alcuni tavoli, è inoltre concesso che l'escalera sia sporca (nel
qual caso vale 300 punti anziché 1500)": a Bolivia house rule, off by default (reference §16)."""

BOLIVIA = replace(
    SAMBA,
    id="bolivia",
    name="Bolivia",
    summary="Samba with wild-card canastas (bolivia 2500); an escalera (1500) is needed to go out; to 15000.",
    sources="rules reference §16 ([EN], [IT], rummy-games, Bicycle, bright.net)",
    layouts=(Layout(2, 2),),
    target=15000,
    run_canasta="escalera",
    wild_melds=True,
    wild_canasta="bolivia",
    canasta_bonus={"natural": 500, "mixed": 300, "escalera": 1500, "bolivia": 2500},
    go_out_kinds={"escalera": 1},
    red_three_penalty_if="fewer_than_two_canastas",
    black_three_in_hand=100,
    settings=CLASSIC_SETTINGS
    + (
        "red_three_held_flat",
        "black_three_in_hand",
        "go_out_kinds",
        "incomplete_penalty",
        *DIRTY_ESCALERA,
    ),
)

AMERICAN_MELD_TABLE = ((None, 125), (3000, 155), (5000, 180))

MODERN_AMERICAN = replace(
    CLASSIC,
    id="modern-american",
    name="Modern American Canasta",
    summary="13 cards, two canastas to go out, sevens and aces canastas 2500, wild canastas, special hands; to 8500.",
    sources="rules reference §14 ([EN], canasta.com, Canasta Junction)",
    deal=13,
    target=8500,
    meld_table=AMERICAN_MELD_TABLE,
    natural_canasta_opens=True,
    max_wild_cards=2,
    max_meld_size=7,
    wild_melds=True,
    canasta_bonus={
        "natural": 500,
        "mixed": 300,
        "sevens": 2500,
        "aces": 2500,
        "wild_twos": 3000,
        "wild_jokers": 2500,
        "wild": 2000,
    },
    wild_canasta_kinds=(("wild_twos", 7, 0), ("wild_jokers", None, 4)),
    special_canastas={"7": "sevens", "A": "aces"},
    no_wild_ranks=("7",),
    incomplete_penalty={"sevens": 2500, "aces": 2500, "wild": 2000},
    incomplete_blocks_going_out=("wild",),
    held_penalty={"7": (3, 1500), "A": (3, 1500)},
    canastas_to_go_out=2,
    concealed_going_out=100,  # no concealed bonus
    # [EN] names one exception to the minimum, a natural canasta, and of going out concealed says "The
    # relevant initial meld requirement must be met": the Official Laws' waiver is no Modern American rule.
    concealed_waives_minimum=False,
    black_threes_laid=True,
    black_three_melds=False,
    red_three_all=1000,
    red_three_table={2: 300, 3: 500},
    red_three_penalty_if="canasta_count",
    red_three_in_hand=100,
    black_three_in_hand=100,
    melds_count_minus_without_canasta=True,
    special_hands={
        "straight": 3000,
        "seven_pairs": 2500,
        "seven_pairs_wild": 2000,
        "garbage": 2000,
    },
    settings=CLASSIC_SETTINGS
    + (
        "incomplete_penalty",
        "black_three_in_hand",
        "threes_in_hand",
        "special_hands",
        "special_hand_opponents",
        "meld_basis",
        "hands_in_game",
    ),
)

AMERICAN_TOURNAMENT = replace(
    MODERN_AMERICAN,
    id="american-tournament",
    name="American tournament",
    summary="Modern American in three-hand events: the minimum is 125, 155, 180 by hand number.",
    sources="rules reference §14 (American Canasta Society event rules, [NVSO])",
    meld_basis="hand_number",
    meld_table=((None, 125), (2, 155), (3, 180)),
    hands_in_game=3,
    target=0,
)

HAND_AND_FOOT_ALONE = "Each player has a hand and a foot; 1 natural + 2 mixed canastas to go out; four hands."
HAND_AND_FOOT = replace(
    CLASSIC,
    id="hand-and-foot",
    name="Hand and Foot",
    summary="Each player has a hand and a foot; 3 natural + 4 mixed canastas to go out; four hands.",
    sources="rules reference §20 ([EN], [PT]; pagat for the switches)",
    layouts=(
        Layout(2, 2),
        Layout(3, 2, {"decks": 7}),
        Layout(4, 2, {"decks": 7}),
        Layout(
            2,
            1,
            {"decks": 4, "go_out_kinds": {"natural": 1, "mixed": 2}},
            HAND_AND_FOOT_ALONE,
        ),
        Layout(
            3,
            1,
            {"decks": 4, "go_out_kinds": {"natural": 1, "mixed": 2}},
            HAND_AND_FOOT_ALONE,
        ),
    ),
    decks=5,
    deal=11,
    draw=2,
    target=0,
    hands_in_game=4,
    meld_basis="hand_number",
    meld_table=((None, 50), (2, 90), (3, 120), (4, 150)),
    canastas_to_go_out=0,
    go_out_kinds={"natural": 3, "mixed": 4},
    concealed_going_out=100,
    red_threes_laid=False,
    red_three_in_hand=300,
    black_three_melds=False,
    piles=("hand", "foot"),
    settings=CLASSIC_SETTINGS
    + (
        "decks",
        "hands_in_game",
        "meld_basis",
        "go_out_kinds",
        "red_threes_laid",
        "black_three_in_hand",
    ),
)

VARIANTS.update(
    {
        v.id: v
        for v in (SAMBA, BOLIVIA, MODERN_AMERICAN, AMERICAN_TOURNAMENT, HAND_AND_FOOT)
    }
)

# Declared in their own modules (rules reference §6, §19, §21).
from scorekeeper.rules.families.cutthroat import CUTTHROAT_3P  # noqa: E402
from scorekeeper.rules.families.italian import CANASTONE, MINI  # noqa: E402

VARIANTS.update({v.id: v for v in (CUTTHROAT_3P, CANASTONE, MINI)})

# Cuban, Mexicana, the sevens, Brazilian and Chilean build on Classic and Bolivia (latin_american.py).
VARIANTS.update(
    {
        v.id: v
        for v in (
            cuban(CLASSIC),
            mexicana(CLASSIC),
            sevens(CLASSIC),
            brazilian(BOLIVIA),
            chilean(BOLIVIA),
        )
    }
)

# Canasta's relatives, each with a second pile per side (the relatives reference, relatives.md).
from scorekeeper.rules.families.biriba import BIRIBA  # noqa: E402
from scorekeeper.rules.families.buraco import (  # noqa: E402
    BURACO,
    BURACO_FECHADO,
    BURACO_STBL,
)
from scorekeeper.rules.families.burraco import (  # noqa: E402
    BURRACO,
    BURRACO_2P,
    BURRACO_3P,
    BURRACO_INTERNATIONAL,
)

VARIANTS.update(
    {
        v.id: v
        for v in (
            BURRACO,
            BURRACO_INTERNATIONAL,
            BURRACO_2P,
            BURRACO_3P,
            BURACO,
            BURACO_FECHADO,
            BURACO_STBL,
            BIRIBA,
        )
    }
)
