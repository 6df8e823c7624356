"""Canastone, the Canasta italiana: its bonus table, honours by canasta kinds, going out with a natural and
a mixed canasta, and its meld table (rules reference §19, W17)."""

import pytest

from rules.builders import game, meld, problems, rules, score, side
from scorekeeper.rules import minimum_meld


def w17_a(red_threes=4):
    # natural aces A x7 (140), mixed K x5 + JK x2 (150), seven deuces (140); partner holds 7, 7
    return side(
        meld("A", 7),
        meld("K", 5, jokers=2),
        meld("wild", 0, twos=7),
        red_threes=red_threes,
        went_out=True,
        in_hand={"7": 2},
    )


def w17_b(*melds, red_threes=2):
    # only a mixed canasta 9 x5 + 2 + 2 (90); holds JK, Q (60)
    return side(
        *(melds or [meld("9", 5, twos=2)]),
        red_threes=red_threes,
        in_hand={"joker": 1, "Q": 1},
    )


def test_w17_a_aces_deuces_and_doubled_honours():
    # 140 + 150 + 140 - 10 + 1000 + 300 + 3000 + 300 going out + 800 (four honours doubled, both kinds) = 5820
    assert (
        score("canastone", w17_a(), w17_b())[0]
        == 140 + 150 + 140 - 10 + 1000 + 300 + 3000 + 300 + 800
        == 5820
    )


def test_w17_b_pays_its_honours_with_only_a_mixed_canasta():
    # 90 - 60 + 300 - 200 = 130
    assert score("canastone", w17_a(), w17_b())[1] == 90 - 60 + 300 - 200 == 130


def test_w17_farina_lamberto_splits_the_honours_of_a_side_with_only_mixed_canastas():
    # B's 200 split: B + 100, A + 100
    assert score("canastone", w17_a(), w17_b(), honours_mode="farina") == [
        5820 + 100,
        90 - 60 + 300 + 100,
    ]


@pytest.mark.parametrize(
    "melds, honours, why",
    [
        (
            (meld("9", 5, twos=2), meld("K", 7)),
            +200,
            "a natural and a mixed canasta: plus",
        ),
        ((meld("9", 5, twos=2),), -200, "only mixed: paid"),
        ((meld("K", 7),), 0, "only natural: not scored"),
        ((meld("K", 4),), -400, "no canasta: paid twice"),
    ],
)
def test_honours_follow_the_kinds_of_canastas(melds, honours, why):
    with_threes = score("canastone", side(), w17_b(*melds))[1]
    without = score("canastone", side(), w17_b(*melds, red_threes=0))[1]
    assert with_threes - without == honours, why


def test_farina_lamberto_gives_all_honours_of_a_side_without_canasta_to_the_opponents():
    no_canasta = w17_b(meld("K", 4), red_threes=2)
    # K x4 (40) - JK, Q (60) = -20; the 200 go to the other side
    assert score(
        "canastone", side(meld("Q", 3)), no_canasta, honours_mode="farina"
    ) == [30 + 200, 40 - 60]


@pytest.mark.parametrize(
    "threes, value", [(1, 100), (3, 300), (4, 800), (5, 1000), (6, 1200)]
)
def test_four_or_more_honours_are_worth_double(threes, value):
    both_kinds = side(meld("K", 7), meld("Q", 5, twos=2), red_threes=threes)
    # K x7 70 + 500, Q x5 + 2 deuces 90 + 300
    assert score("canastone", both_kinds, side())[0] == 70 + 500 + 90 + 300 + value


@pytest.mark.parametrize(
    "canasta, cards, bonus",
    [
        (meld("A", 7), 7 * 20, 1000),  # natural aces
        (meld("A", 5, twos=2), 5 * 20 + 2 * 20, 500),  # mixed aces
        (meld("wild", 0, twos=4, jokers=3), 4 * 20 + 3 * 50, 2000),  # jokers and deuces
        (meld("wild", 0, twos=7), 7 * 20, 3000),  # deuces only
        # Six jokers and a deuce
        (meld("wild", 0, twos=1, jokers=6), 20 + 6 * 50, 5000),
        (meld("8", 7), 7 * 10, 500),
        (meld("8", 4, twos=1, jokers=2), 40 + 20 + 100, 300),
    ],
)
def test_each_canasta_kind_has_its_bonus(canasta, cards, bonus):
    assert score("canastone", side(canasta), side())[0] == cards + bonus


def test_going_out_is_300_and_di_mano_500_in_all():
    out = side(meld("K", 7), meld("Q", 5, twos=2), went_out=True)
    # 70 + 90 + 500 + 300
    assert score("canastone", out, side())[0] == 70 + 90 + 500 + 300 + 300
    di_mano = side(meld("K", 7), meld("Q", 5, twos=2), went_out=True, concealed=True)
    assert score("canastone", di_mano, side())[0] == 70 + 90 + 500 + 300 + 500
    assert (
        score("canastone", di_mano, side(), concealed_going_out=800)[0]
        == 70 + 90 + 500 + 300 + 800
    )


# 5 x (50 + 40) = 450
FIVE_MIXED = [meld(rank, 5, twos=2) for rank in ("K", "Q", "J", "10", "9")]


def test_going_out_with_five_canastas_one_natural_adds_1000():
    out = side(meld("8", 7), *FIVE_MIXED[:4], went_out=True)
    # 70 + 4 x 90 + 500 + 4 x 300 + 300 going out + 1000
    assert score("canastone", out, side())[0] == 70 + 360 + 500 + 1200 + 300 + 1000


def test_going_out_with_four_canastas_earns_no_five_canasta_bonus():
    out = side(meld("8", 7), *FIVE_MIXED[:3], went_out=True)
    # 70 + 3 x 90 + 500 + 3 x 300 + 300 going out, nothing more
    assert score("canastone", out, side())[0] == 70 + 270 + 500 + 900 + 300


def test_five_natural_and_a_mixed_earn_2000_not_3000():
    naturals = [meld(rank, 7) for rank in ("K", "Q", "J", "10", "9")]  # 5 x 70
    out = side(*naturals, FIVE_MIXED[0], went_out=True)
    base = 350 + 90 + 5 * 500 + 300 + 300
    assert score("canastone", out, side())[0] == base + 2000
    assert (
        score("canastone", out, side(), going_out_canasta_bonus_cumulative=True)[0]
        == base + 1000 + 2000
    )


def test_a_side_that_does_not_go_out_earns_no_five_canasta_bonus():
    naturals = [meld(rank, 7) for rank in ("K", "Q", "J", "10", "9")]
    assert (
        score("canastone", side(*naturals, FIVE_MIXED[0]), side())[0]
        == 350 + 90 + 5 * 500 + 300
    )


def test_going_out_needs_a_natural_and_a_mixed_canasta():
    only_mixed = side(meld("K", 5, twos=2), meld("Q", 5, twos=2), went_out=True)
    assert problems("canastone", only_mixed, side()) == [
        "hand 1, A: going out needs 1 natural canasta and 1 mixed canasta, but this side has 0 natural and 2 mixed"
    ]


def test_a_wild_canasta_counts_as_mixed_for_going_out_and_all_deuces_may_count_natural():
    natural_and_deuces = side(meld("K", 7), meld("wild", 0, twos=7), red_threes=2)
    # default: the deuces are mixed, so both kinds: 70 + 140 + 500 + 3000 + 200
    assert (
        score("canastone", natural_and_deuces, side())[0] == 70 + 140 + 500 + 3000 + 200
    )
    # switch: all deuces natural, so only natural canastas: honours not scored
    assert (
        score(
            "canastone",
            natural_and_deuces,
            side(),
            canasta_class={"wild_twos": "natural"},
        )[0]
        == 70 + 140 + 500 + 3000 + 0
    )


def test_an_unfinished_wild_meld_forbids_going_out():
    out = side(
        meld("K", 7),
        meld("Q", 5, twos=2),
        meld("wild", 0, twos=2, jokers=2),
        went_out=True,
    )
    assert problems("canastone", out, side()) == [
        "hand 1, A: a side may not go out while its meld of wild cards is unfinished"
    ]


def test_black_threes_are_never_melded_not_even_going_out():
    out = side(meld("K", 7), meld("Q", 5, twos=2), meld("3", 3), went_out=True)
    assert problems("canastone", out, side()) == [
        "hand 1, A: threes are never melded in Canastone (Canasta italiana)"
    ]


def test_never_more_wild_cards_than_naturals():
    assert problems("canastone", side(meld("K", 2, twos=1, jokers=2)), side()) == [
        "hand 1, A: the meld of kings has 3 wild cards and 2 natural cards; "
        "a meld may never hold more wild cards than natural cards"
    ]


def test_three_packs_hold_six_jokers():
    assert problems(
        "canastone", side(meld("wild", 0, jokers=4)), side(meld("wild", 0, jokers=3))
    ) == [
        "hand 1: 7 jokers are recorded (both sides together), but 3 packs hold only 6"
    ]


@pytest.mark.parametrize(
    "total, minimum",
    [
        (-5, 50),
        (0, 50),
        (2995, 50),
        (3000, 90),
        (4995, 90),
        (5000, 120),
        (6995, 120),
        (7000, 160),
        (9995, 160),
        (10000, 180),
        (11995, 180),
        (12000, 200),
        (14995, 200),
    ],
)
def test_canastone_meld_table(total, minimum):
    assert minimum_meld(rules("canastone"), total) == minimum


def test_the_game_goes_to_15000_or_12000_by_switch():
    # Four natural canastas K..10 (4 x 70 + 4 x 500 = 2280) and three mixed: 3 x (90 + 300) = 1170: 3450 a hand
    big = [meld(r, 7) for r in ("K", "Q", "J", "10")] + [
        meld(r, 5, twos=2) for r in ("9", "8", "6")
    ]
    hands = [[side(*big), side()]] * 4  # 4 x 3450 = 13800
    assert game("canastone", *hands).finish.finished is False
    assert game("canastone", *hands, target=12000).finish.winner == 0
