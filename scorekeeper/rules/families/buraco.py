"""Brazil's Buraco, aberto by default, and its presets fechado and STBL (the relatives reference,
relatives.md §2). Declared as data on Burraco's shared shape; pile_scoring.py scores them."""

from dataclasses import replace

from scorekeeper.rules.families.burraco import PILE_GAME, PILE_SETTINGS
from scorekeeper.rules.variant import Layout, Variant

BURACO_CARDS = {
    "joker": 20,
    "2": 10,
    "A": 15,
    **{rank: 10 for rank in ("K", "Q", "J", "10", "9", "8")},
    **{rank: 5 for rank in ("7", "6", "5", "4", "3")},
}
"""[PAGAT-B][PJ STBL]: joker 20, deuce 10, ace 15, K to 8 10, 7 to 3 5."""

MODES = {
    ("mode", "aberto"): {"sets": "none", "go_out_needs": "clean"},
    ("mode", "fechado"): {"sets": "any", "go_out_needs": "any"},
    ("mode", "stbl"): {"sets": "none", "go_out_needs": "clean"},
}
"""[JOG]'s mode table: aberto and STBL lay no sets and go out with a clean canastra; fechado both."""

BURACO = Variant(
    id="buraco",
    name="Buraco",
    summary="Brazil's Buraco (aberto): two pairs, a morto each, runs only; canastra limpa 200, "
    "suja 100, clean A-K 500, A-A 1000; batida 100; to 3000.",
    sources="relatives reference §2 (pagat, pt.wikipedia, Jogatina, Jogos do Rei, PlayJoy, "
    "GameDesire, GameVelvet, Buraco_score)",
    layouts=(Layout(2, 2), Layout(2, 1)),
    target=3000,
    **PILE_GAME,
    canasta_bonus={"clean": 200, "dirty": 100, "clean_a_k": 500, "clean_a_a": 1000},
    second_pile="morto",
    card_values=BURACO_CARDS,
    joker_value=20,
    unplayed_pile="penalty",
    long_runs=(("A", 14, "clean_a_a", ""), ("A", 13, "clean_a_k", "")),
    clean_kinds=("clean", "clean_a_k", "clean_a_a"),
    mode="aberto",
    sets="none",
    go_out_needs="clean",
    kind_names={
        "clean": "canastra limpa",
        "dirty": "canastra suja",
        "clean_a_k": "canastra limpa A-K (500)",
        "clean_a_a": "canastra limpa A-A (1000)",
    },
    implies=MODES,
    settings=PILE_SETTINGS + ("mode", "joker_value", "no_clean_negative"),
)

BURACO_FECHADO = replace(
    BURACO,
    id="buraco-fechado",
    name="Buraco fechado",
    summary="Buraco with the discard pile closed: sets allowed, any canastra to go out; to 3000.",
    sources="relatives reference §2 (Jogatina's mode table, PlayJoy)",
    mode="fechado",
    sets="any",
    go_out_needs="any",
)

BURACO_STBL = replace(
    BURACO,
    id="buraco-stbl",
    name="Buraco STBL",
    summary="Fechado STBL (sem trinca, bate limpo): no sets, a clean canastra to go out; to 3000.",
    sources="relatives reference §2 (Jogatina, Jogos do Rei, PlayJoy, GameDesire)",
    mode="stbl",
)
