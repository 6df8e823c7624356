"""Three-player cutthroat ("Canasta tagliagola", rules reference §6): whoever first takes the pile
plays alone for the hand against the other two as partners; scores stay each player's own.

Declared as data on `Variant`'s classic defaults; catalogue.py registers it.
"""

from scorekeeper.rules.variant import CLASSIC_SETTINGS, Layout, Variant

CUTTHROAT_3P = Variant(
    id="cutthroat-3p",
    name="Cutthroat for three",
    summary="Three players; who first takes the pile plays alone, the other two are partners for the "
    "hand and each scores the pair's total plus their own red threes; to 7500.",
    sources="rules reference §6 ([IT], rummy-games, loverummy, Bicycle)",
    layouts=(Layout(3, 1),),
    deal=13,
    draw=2,
    target=7500,
    lone_hands=True,
    settings=tuple(
        key
        for key in CLASSIC_SETTINGS
        if key not in ("acaba", "acaba_award", "acaba_mode")
    ),
)
