"""Buraco (Brazil): the relatives reference's worked hands C1-C2 (relatives.md §2.1), its modes and
switches. Every number below is the reference's own arithmetic (joker 20, deuce 10)."""

from rules.pile_builders import cards, counted, hand_totals, problems, rules, run, side

BURACO = rules("buraco")


def c1_sides():
    a = side(
        run("3", 7, "spades"),  # limpa 3-9: 25 + 20 = 45
        run("8", 7, "hearts", twos=1, wild_at=["A"]),  # suja 8-K + 2♣: 60 + 10 = 70
        run("A", 3, "diamonds"),  # A-2-3 with a natural 2: 30
        in_hand=({}, {"K": 1, "5": 1}),  # 15
        went_out=True,
    )
    b = side(
        run("10", 5, "clubs", jokers=1, wild_at=["A"]),  # 10-K + joker: 60
        in_hand=({"J": 1, "7": 1, "joker": 1}, {"joker": 1, "A": 1}),  # 35 and 35
        pile="not_taken",
    )
    return a, b


def test_c1_aberto_a_goes_out_and_b_never_took_its_morto():
    """A = 145 + 200 + 100 + 100 − 15 = 530; B = 60 − 70 − 100 = −110 (C1)."""
    assert hand_totals(BURACO, *c1_sides()) == [530, -110]
    assert problems(BURACO, *c1_sides(), names=("A", "B")) == []


def test_c1_with_the_joker_at_50_or_at_10():
    """Joker 50: B = 90 − 130 − 100 = −140; joker 10: B = 50 − 50 − 100 = −100 (C1)."""
    assert hand_totals(rules("buraco", joker_value=50), *c1_sides())[1] == -140
    assert hand_totals(rules("buraco", joker_value=10), *c1_sides())[1] == -100


def test_c1_with_the_pt_wiki_rule_a_side_without_a_clean_canastra_melds_minus():
    """no_clean_negative: B = −60 − 70 − 100 = −230 (C1); A has a limpa and keeps its 530."""
    assert hand_totals(rules("buraco", no_clean_negative=True), *c1_sides()) == [
        530,
        -230,
    ]


def c2_sides(a_to_a=False):
    a = side(
        run(
            "A", 14 if a_to_a else 13, "hearts"
        ),  # A-K: 15 + 10 + 25 + 60 = 110 (A-A: +15)
        cards("Q", 6, twos=1),  # suja: 70
        in_hand=({}, {"9": 1}),  # 10
        went_out=True,
    )
    b = side(
        run("5", 7, "clubs"),  # limpa 5-J: 55
        in_hand=({"3b": 1, "4": 1, "2": 1}, {"Q": 1, "joker": 1}),  # 20 and 30
    )
    return a, b


def test_c2_fechado_a_clean_run_ace_to_king_is_a_canastra_of_500():
    """A = 110 + 70 + 500 + 100 + 100 − 10 = 870; B = 55 + 200 − 50 = 205 (C2)."""
    fechado = rules("buraco-fechado")
    assert hand_totals(fechado, *c2_sides()) == [870, 205]
    assert problems(fechado, *c2_sides()) == []


def test_c2_ace_to_ace_is_a_canastra_of_1000():
    """14 cards, +15, 1000: A = 125 + 70 + 1000 + 100 + 100 − 10 = 1385 (C2)."""
    assert hand_totals(rules("buraco-fechado"), *c2_sides(a_to_a=True))[0] == 1385


def test_c2_counted_names_the_canastra_of_500_in_place_of_a_plain_limpa():
    a = counted(
        meld_points=180,
        canastas={"clean_a_k": 1, "dirty": 1},
        went_out=True,
        hand_points=10,
    )
    b = counted(meld_points=55, canastas={"clean": 1}, hand_points=50)
    assert hand_totals(rules("buraco-fechado"), a, b) == [870, 205]


def test_aberto_and_stbl_lay_no_sets_and_go_out_only_with_a_clean_canastra():
    a, b = c2_sides()
    for variant in (BURACO, rules("buraco-stbl")):
        assert problems(variant, a, b) == [("NS", "pile.set_not_played")]
    dirty_only = side(cards("Q", 6, twos=1), went_out=True)
    assert problems(rules("buraco-stbl", mode="fechado"), dirty_only, b) == []
    assert ("NS", "pile.closing_needs_clean") in problems(
        rules("buraco-stbl"), dirty_only, b
    )


def test_a_morto_taken_but_never_played_counts_as_not_taken_and_its_cards_are_ignored():
    """[GD][GV]: −100 whatever the morto held: B = 55 + 200 − 50 − 100 = 105."""
    a, b = c2_sides()
    unplayed = side(*b.melds, in_hand=b.in_hand, pile="taken_unplayed", pile_points=125)
    assert hand_totals(rules("buraco-fechado"), a, unplayed) == [870, 105]
