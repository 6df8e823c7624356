"""Cuban, Mexicana, Brazilian and Chilean canasta, and the Italian sevens game, as data on the classic
and Bolivia rule sets (rules reference §11, §12, §13, §17, §18; the disagreements are §22)."""

from dataclasses import replace

from scorekeeper.rules.variant import (
    CLASSIC_MELD_TABLE,
    CLASSIC_SETTINGS,
    Layout,
    Variant,
)

CUBAN_MELD_TABLE = CLASSIC_MELD_TABLE + ((5000, 150),)
"""150 once the side has 5000 ([IT] "raggiunge o supera", rummy-games "5000 and up"; [EN] "over 5,000")."""

BRAZILIAN_MELD_TABLE = CLASSIC_MELD_TABLE + (
    (5000, 150),
    (7000, {"canasta": "any"}),
    (8000, 200),
    (9000, {"canasta": "natural"}),
)
"""[EN]: 150 from 5000, a canasta from 7000, 200 from 8000, a natural canasta from 9000."""

BRAZILIAN_MELD_TABLE_RG = CLASSIC_MELD_TABLE + (
    (7000, {"canasta": "any"}),
    (8000, {"canasta": "any", "points": 200}),
    (9000, {"canasta": "natural"}),
)
"""rummy-games: 120 up to 6995, a canasta from 7000, a canasta and 200 from 8000 (house rule
`meld_table_reading` "rg")."""


def cuban(classic: Variant) -> Variant:
    return replace(
        classic,
        id="cuban",
        name="Cuban Canasta",
        summary="To 7500; melds of at most 7 cards; wild canastas 2000-4000; red threes 100/300/500/1000; "
        "black threes captured from the pile score.",
        sources="rules reference §11 ([EN], [IT], rummy-games)",
        layouts=(Layout(2, 2),),
        deal=13,
        target=7500,
        meld_table=CUBAN_MELD_TABLE,
        max_meld_size=7,
        wild_melds=True,
        canasta_bonus={
            "natural": 500,
            "mixed": 300,
            "wild_twos": 4000,
            "wild_jokers": 3000,
            "wild": 2000,
        },
        wild_canasta_kinds=(("wild_twos", 7, 0), ("wild_jokers", 3, 4)),
        red_three_table={2: 300, 3: 500},
        red_three_all=1000,
        red_three_penalty_if="no_canasta",
        going_out=100,
        concealed_going_out=100,  # no extra for going out concealed
        # Its sources score red threes 100/300/500/1000 and say nothing of one kept in hand: the −500 is
        # the Official Laws' irregularity ([DE]), a switch here.
        red_three_in_hand=0,
        captured_black_three=5,
        captured_black_threes_all=100,
        settings=CLASSIC_SETTINGS
        + ("captured_black_three", "captured_black_threes_all"),
    )


def mexicana(classic: Variant) -> Variant:
    return replace(
        classic,
        id="mexicana",
        name="Mexicana",
        summary="Three packs, 13 cards; a canasta of sevens 1000; two canastas and a red three for each "
        "canasta to go out (no source gives its target or meld table: Classic's are assumed).",
        sources="rules reference §12 ([IT], rummy-games); no source gives its target, meld table or "
        "red threes beyond 100 each",
        layouts=(Layout(2, 2),),
        decks=3,
        deal=13,
        canasta_bonus={"natural": 500, "mixed": 300, "sevens": 1000},
        special_canastas={"7": "sevens"},
        special_mixed_canastas={"7": "sevens"},
        canastas_to_go_out=2,
        go_out_red_threes_per_canasta=1,
        red_three_all=600,  # 100 each: Classic's "all four = 800" means nothing with six red threes
        implies={
            ("red_three_scale", "six_player"): {
                "red_three_table": {5: 1000},
                "red_three_all": 1200,
            },
            ("red_three_scale", "samba"): {"red_three_all": 1000},
        },
        unverified=(
            "target",
            "meld_table",
            "red_three_all",
            "red_three_table",
            "red_three_scale",
        ),
        settings=CLASSIC_SETTINGS
        + ("red_three_scale", "go_out_red_threes_per_canasta"),
    )


def sevens(classic: Variant) -> Variant:
    return replace(
        classic,
        id="sevens",
        name="Canasta ai sette",
        summary="Classic, but a canasta of sevens scores 2000, an unfinished meld of sevens costs 1500 "
        "and each player left holding three sevens 500.",
        sources="rules reference §13 ([IT], rummy-games)",
        layouts=(Layout(2, 2),),
        canasta_bonus={"natural": 500, "mixed": 300, "sevens": 2000},
        special_canastas={"7": "sevens"},
        special_mixed_canastas={"7": "sevens"},
        incomplete_penalty={"sevens": 1500},
        held_penalty={"7": (3, 500)},
        held_penalty_threshold=3,
        settings=CLASSIC_SETTINGS + ("incomplete_penalty", "held_penalty_threshold"),
    )


def brazilian(bolivia: Variant) -> Variant:
    return replace(
        bolivia,
        id="brazilian",
        name="Brazilian Canasta",
        summary="Bolivia to 10000: a canasta to open from 7000 (a natural one from 9000), wild canasta 2000, "
        "five red threes 1000 and six 1200, a short run left on the table -1000.",
        sources="rules reference §17 ([EN], [PT], rummy-games)",
        target=10000,
        meld_table=BRAZILIAN_MELD_TABLE,
        wild_canasta="wild",
        canasta_bonus={"natural": 500, "mixed": 300, "escalera": 1500, "wild": 2000},
        red_three_table={5: 1000},
        red_three_all=1200,
        red_three_penalty_if="no_canasta",
        short_run_max=5,
        incomplete_penalty={"short_run": 1000},
        implies={("meld_table_reading", "rg"): {"meld_table": BRAZILIAN_MELD_TABLE_RG}},
        # No Brazilian source plays Bolivia's dirty escalera ([IT] names it for Bolivia and Chilean only).
        settings=tuple(
            key for key in bolivia.settings if not key.startswith("dirty_run")
        )
        + ("meld_table_reading", "short_run_max", "short_run_charge"),
    )


def chilean(bolivia: Variant) -> Variant:
    return replace(
        bolivia,
        id="chilean",
        name="Chilean Canasta",
        summary="Bolivia's numbers (few sources give Chilean rules of their own), with sambas and bolivias, "
        "played with three or four packs.",
        sources="rules reference §18 ([EN], [PT], rummy-games; few sources)",
        run_canasta="samba",
        canasta_bonus={"natural": 500, "mixed": 300, "samba": 1500, "bolivia": 2500},
        go_out_kinds={"samba": 1},
        # Four packs hold eight red threes, and no source gives a bonus for all of them: 100 each.
        implies={("decks", 4): {"red_three_all": 800}},
        settings=bolivia.settings + ("decks",),
    )
