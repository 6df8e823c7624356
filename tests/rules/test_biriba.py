"""Biriba (Greece, few sources): the relatives reference's worked hands D1-D2 (relatives.md §3.1),
with the trump suit and the whole run. Every number below is the reference's own arithmetic (zoo.gr
values: 3-7 5, 8-K 10, deuce 10, ace 15, joker 20)."""

from rules.pile_builders import (
    counted,
    hand_items,
    hand_totals,
    problems,
    rules,
    run,
    side,
)

BIRIBA = rules("biriba")


def d1_sides(b_took=True):
    a = side(
        run("5", 7, "clubs"),  # clean, in trumps: 15 + 40 = 55
        run(
            "8", 7, "hearts", jokers=1, wild_at=["8"]
        ),  # dirty 9-A + joker: 50 + 15 + 20 = 85
        run("3", 3, "diamonds"),  # 15
        in_hand=({}, {"8": 1}),  # 10
        went_out=True,
    )
    b = side(
        run("A", 6, "spades"),  # 45
        in_hand=({"K": 1, "Q": 1, "2": 1}, {"7": 1, "joker": 1}),  # 30 and 25
        pile="taken" if b_took else "not_taken",
    )
    return a, b


def test_d1_a_clean_biriba_in_the_trump_suit_scores_double():
    """A = 155 + 400 + 100 + 100 − 10 = 745; B = 45 − 55 = −10 (D1)."""
    assert hand_totals(BIRIBA, *d1_sides(), trump="clubs") == [745, -10]
    assert problems(BIRIBA, *d1_sides(), trump="clubs") == []


def test_d1_without_trump_doubling_and_without_the_biribaki():
    """545 without trump doubling; B −110 had it never taken its biribaki (D1)."""
    assert (
        hand_totals(rules("biriba", trump_double=False), *d1_sides(), trump="clubs")[0]
        == 545
    )
    assert hand_totals(BIRIBA, *d1_sides(b_took=False), trump="clubs") == [745, -110]
    assert hand_totals(BIRIBA, *d1_sides(), trump="spades")[0] == 545


def whole(jokers=0, wild_at=()):
    return side(run("A", 13, "spades", jokers=jokers, wild_at=wild_at), went_out=True)


def test_d2_the_whole_run_ace_to_king():
    """Clean: 110 + 1000 = 1110; a joker for the 7: 125 + 500 = 625; clean in trumps 110 + 2000 =
    2110 (D2); each with closing 100 on top here."""
    cards_and_bonus = [
        items["melded_cards"] + items["canasta_bonus"]
        for items in (
            hand_items(BIRIBA, whole(), counted())[0],
            hand_items(BIRIBA, whole(1, ["7"]), counted())[0],
            hand_items(BIRIBA, whole(), counted(), trump="spades")[0],
        )
    ]
    assert cards_and_bonus == [1110, 625, 2110]


def test_the_count_form_names_trump_biribas_and_the_swing_penalty_is_a_switch():
    """Counted D1: A melds 155 with a trump clean and a dirty biriba. With pile_penalty_mode swing
    ([CODE-Bi Java]) B, never having taken its biribaki, loses 100 and A gains 100: 845 / −110."""
    a = counted(
        meld_points=155,
        canastas={"trump_clean": 1, "dirty": 1},
        went_out=True,
        hand_points=10,
    )
    b = counted(meld_points=45, hand_points=55, pile="not_taken")
    assert hand_totals(BIRIBA, a, b) == [745, -110]
    assert hand_totals(rules("biriba", pile_penalty_mode="swing"), a, b) == [845, -110]


def test_the_card_table_is_a_switch():
    """el.wikipedia 2007: 8 and 9 count 5, the joker 30: B's A-6 is still 45, its hands
    K Q 2 = 30 and 7 joker = 35: B = 45 − 65 = −20."""
    assert (
        hand_totals(rules("biriba", card_table="elw2007"), *d1_sides(), trump="clubs")[
            1
        ]
        == -20
    )
