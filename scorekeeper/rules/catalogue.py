"""The rule sets the scorekeeper knows, declared as data (see the rules reference, §3-§10)."""

from dataclasses import replace

from .variant import CLASSIC_MELD_TABLE, Layout, Variant

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
        Layout(2, 3, {"target": 10000, "meld_table": CLASSIC_MELD_TABLE + ((7500, 150),)}),
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

VARIANTS = {v.id: v for v in (CLASSIC, CLASSIC_2P, CLASSIC_3P, CLASSIC_6P, URUGUAYAN, BRITISH, VIENNESE)}
