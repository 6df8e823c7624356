"""Greece's Biriba (Μπιρίμπα), resting on few sources: one Greek portal, a 2007 Wikipedia revision,
a newsgroup post and code (the relatives reference, relatives.md §3). Declared as data on Burraco's
shared shape; pile_scoring.py scores it."""

from scorekeeper.rules.families.buraco import BURACO_CARDS
from scorekeeper.rules.families.burraco import BURRACO_CARDS, PILE_GAME, PILE_SETTINGS
from scorekeeper.rules.variant import Layout, Variant

CARD_TABLES = {
    "zoo": BURACO_CARDS,  # [ZOO]: the same as Buraco's (3-7 5, 8-K 10, 2 10, A 15, joker 20)
    "elw2007": {
        "joker": 30,
        "2": 10,
        "A": 15,
        **{rank: 10 for rank in ("K", "Q", "J", "10")},
        **{rank: 5 for rank in ("9", "8", "7", "6", "5", "4", "3")},
    },
    "burraco": BURRACO_CARDS,  # [ARIS]
}

BIRIBA = Variant(
    id="biriba",
    name="Biriba",
    summary="Greece's Biriba (few sources): two pairs, a biribaki each, a trump suit per hand; "
    "biriba clean 200, dirty 100, whole run 1000 / 500, doubled in trumps; closing 100; to 3000.",
    sources="relatives reference §3 (zoo.gr, el.wikipedia 2007, en.wikipedia, rec.games.playing-cards, "
    "jawaker, Arisv27/Biriba-Game; few sources)",
    layouts=(Layout(2, 2),),
    target=3000,
    **PILE_GAME,
    canasta_bonus={
        "clean": 200,
        "dirty": 100,
        "whole_clean": 1000,
        "whole_dirty": 500,
        "trump_clean": 400,
        "trump_dirty": 200,
        "trump_whole_clean": 2000,
        "trump_whole_dirty": 1000,
    },
    second_pile="biribaki",
    card_values=CARD_TABLES["zoo"],
    card_table="zoo",
    long_runs=(("", 13, "whole_clean", "whole_dirty"),),
    clean_kinds=("clean", "whole_clean", "trump_clean", "trump_whole_clean"),
    trump_double=True,
    kind_names={
        "clean": "clean biriba",
        "dirty": "dirty biriba",
        "whole_clean": "whole clean biriba",
        "whole_dirty": "whole dirty biriba",
        "trump_clean": "clean biriba in trumps",
        "trump_dirty": "dirty biriba in trumps",
        "trump_whole_clean": "whole clean biriba in trumps",
        "trump_whole_dirty": "whole dirty biriba in trumps",
    },
    implies={
        ("card_table", table): {"card_values": values}
        for table, values in CARD_TABLES.items()
    },
    unverified=("pozzetto_penalty_on_timeout", "unplayed_pile"),
    settings=PILE_SETTINGS
    + ("card_table", "trump_double", "pile_penalty_mode", "pile_needs_canasta"),
)
