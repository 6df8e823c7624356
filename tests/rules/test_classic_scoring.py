"""Classic Canasta hand scores, each worked by hand from the Official Laws (rules reference §3, §24)."""

from rules.builders import items, meld, score, side


def test_w2_red_threes_count_against_a_side_that_never_melded():
    a = side(
        meld("K", 7),
        meld("8", 5, twos=1, jokers=1),
        meld("4", 3),
        red_threes=1,
        went_out=True,
        in_hand={"Q": 1, "5": 1},
    )
    b = side(
        red_threes=3,
        in_hand={"A": 2, "9": 1, "7": 1, "joker": 1, "K": 1, "Q": 1, "6": 2, "3b": 1},
    )
    # A: melded 70 + (50 + 20 + 50) + 15 = 205; hand -(10 + 5); 500 + 300 + 100 red three + 100 out
    # B: hands 20+20+10+5+50 + 10+10+5+5+5 = 140; three red threes -300
    assert score("classic", a, b) == [205 - 15 + 500 + 300 + 100 + 100, -140 - 300]
    assert score("classic", a, b) == [1190, -440]


def test_w2_breakdown_names_each_item():
    a = side(
        meld("K", 7),
        meld("8", 5, twos=1, jokers=1),
        meld("4", 3),
        red_threes=1,
        went_out=True,
        in_hand={"Q": 1, "5": 1},
    )
    b = side(red_threes=3, in_hand={"A": 2})
    first, second = items("classic", a, b)
    assert first == {
        "melded_cards": 205,
        "canasta_bonus": 800,
        "red_threes": 100,
        "going_out": 100,
        "in_hand": -15,
    }
    assert second == {
        "melded_cards": 0,
        "canasta_bonus": 0,
        "red_threes": -300,
        "going_out": 0,
        "in_hand": -40,
    }


def test_w3_all_four_red_threes_are_worth_800_to_a_side_that_melded_without_a_canasta():
    a = side(meld("5", 7), meld("J", 3), went_out=True, in_hand={"8": 1})
    b = side(
        meld("Q", 3, twos=1),
        meld("9", 3),
        red_threes=4,
        in_hand={"7": 1, "4": 1, "joker": 1},
    )
    # A: 35 + 30 - 10 + 500 + 100 = 655; B: (30 + 20) + 30 - (5 + 5 + 50) + 800 = 820
    assert score("classic", a, b) == [655, 820]


def test_w3_all_four_red_threes_cost_800_when_the_side_never_melded():
    a = side(meld("5", 7), meld("J", 3), went_out=True, in_hand={"8": 1})
    b = side(red_threes=4, in_hand={"Q": 3, "2": 1, "9": 3, "7": 1, "4": 1, "joker": 1})
    # B holds 30 + 20 + 30 + 5 + 5 + 50 = 140: -140 - 800
    assert score("classic", a, b) == [655, -940]


def test_w3_viennese_red_threes_need_a_canasta_not_just_a_meld():
    a = side(meld("5", 7), meld("J", 3), went_out=True, in_hand={"8": 1})
    b = side(
        meld("Q", 3, twos=1),
        meld("9", 3),
        red_threes=4,
        in_hand={"7": 1, "4": 1, "joker": 1},
    )
    # B: 80 - 60 - 800 = -780
    assert score("viennese", a, b) == [655, -780]


def w4_hand(sevens_from_hand=False):
    a = side(
        meld("7", 7, concealed=sevens_from_hand),
        meld("8", 3, twos=1),
        red_threes=1,
        went_out=True,
        concealed=True,
        in_hand={"J": 1, "4": 2},
    )
    b = side(
        meld("A", 3),
        meld("K", 4, jokers=1),
        red_threes=2,
        in_hand={"9": 2, "6": 1, "2": 1},
    )
    return a, b


def test_w4_going_out_concealed_is_worth_200_in_all():
    # A: 35 + 50 - 20 + 500 + 200 + 100 = 865; B: 60 + 90 - 45 + 200 = 305
    assert score("classic", *w4_hand()) == [865, 305]


def test_w4_concealed_canasta_bonus_adds_100_to_a_canasta_laid_from_the_hand():
    # house rule [EN-old]: the sevens canasta laid complete from the hand is worth 600, not 500
    assert score(
        "classic", *w4_hand(sevens_from_hand=True), concealed_canasta_bonus=100
    ) == [965, 305]


def test_w4_concealed_canasta_bonus_is_off_by_default():
    assert score("classic", *w4_hand(sevens_from_hand=True)) == [865, 305]


def test_w4_viennese_hand_canasta_is_worth_1000_and_red_threes_need_a_canasta():
    # A: 85 - 20 + 500 + 1000 + 100 = 1665; B has no canasta: 150 - 45 - 200 = -95
    assert score("viennese", *w4_hand(sevens_from_hand=True)) == [1665, -95]


def test_viennese_concealed_going_out_without_an_own_canasta_is_worth_200():
    # "face-down" going out: 85 - 20 + 500 + 200 + 100 = 865
    assert score("viennese", *w4_hand(sevens_from_hand=False))[0] == 865


def test_w5_going_out_with_only_a_mixed_canasta_is_legal_in_classic():
    a = side(
        meld("A", 5, twos=2), meld("10", 3), went_out=True, in_hand={"5": 1, "K": 1}
    )
    b = side(
        meld("J", 7), meld("6", 3), red_threes=1, in_hand={"joker": 1, "2": 1, "8": 1}
    )
    # A: 140 + 30 - 15 + 300 + 100 = 555; B: 70 + 15 - 80 + 500 + 100 = 605
    assert score("classic", a, b) == [555, 605]


def test_w6_no_going_out_bonus_when_the_stock_runs_out():
    a = side(
        meld("Q", 7), meld("9", 5, twos=1, jokers=1), red_threes=2, in_hand={"4": 2}
    )
    b = side(meld("6", 6, twos=1), red_threes=1, in_hand={"K": 2, "A": 1})
    # A: 70 + 120 - 10 + 500 + 300 + 200 = 1180; B: 50 - 40 + 300 + 100 = 410
    assert score("classic", a, b) == [1180, 410]


def test_w8_a_red_three_kept_in_hand_costs_500():
    a = side(meld("K", 4), red_threes=1, in_hand={"5": 2, "3r": 1})
    b = side(meld("Q", 3))
    # A: 40 - 10 + 100 - 500 = -370
    assert score("classic", a, b)[0] == -370


def test_the_red_three_in_hand_penalty_can_be_switched_off():
    a = side(meld("K", 4), red_threes=1, in_hand={"5": 2, "3r": 1})
    assert (
        score("classic", a, side(meld("Q", 3)), red_three_in_hand=0)[0] == 40 - 10 + 100
    )


def test_black_threes_melded_when_going_out_count_5_each():
    a = side(meld("K", 7), meld("3", 4), went_out=True)
    # 70 + 20 + 500 + 100
    assert score("classic", a, side(meld("Q", 3)))[0] == 690


def test_black_threes_left_in_hand_cost_5_each():
    assert score("classic", side(meld("K", 3), in_hand={"3b": 2}), side())[0] == 30 - 10


def test_w9_two_players_one_with_all_four_red_threes():
    a = side(meld("9", 7), meld("6", 5, twos=1, jokers=1), red_threes=4, went_out=True)
    b = side(meld("Q", 3), meld("8", 4, twos=1), in_hand={"A": 1, "K": 1, "4": 1})
    # A: 70 + 95 + 500 + 300 + 100 + 800 = 1865; B: 30 + 60 - 35 = 55
    assert score("classic-2p", a, b) == [1865, 55]


def test_w11_six_players_five_red_threes_are_worth_1000_and_six_1200():
    melded = meld("K", 3)
    assert (
        score("classic-6p", side(melded, red_threes=5), side(), side())[0] == 30 + 1000
    )
    assert (
        score("classic-6p", side(melded, red_threes=6), side(), side())[0] == 30 + 1200
    )
    assert (
        score("classic-6p", side(melded, red_threes=4), side(), side())[0] == 30 + 400
    )


def test_w11_six_players_red_threes_of_a_partnership_that_never_melded_count_minus():
    assert score("classic-6p", side(red_threes=5), side(), side())[0] == -1000
    assert score("classic-6p", side(red_threes=6), side(), side())[0] == -1200


def test_the_value_of_all_four_red_threes_is_a_house_rule():
    assert (
        score("classic", side(meld("K", 3), red_threes=4), side(), red_three_all=1000)[
            0
        ]
        == 30 + 1000
    )


def test_house_rule_red_threes_count_minus_unless_the_side_has_a_canasta():
    b = side(meld("Q", 3), red_threes=2)
    assert score("classic", side(), b)[1] == 30 + 200
    assert score("classic", side(), b, red_three_penalty_if="no_canasta")[1] == 30 - 200


def test_house_rule_unmelded_red_threes_go_to_the_opponents():
    a = side(meld("K", 7), went_out=True)
    b = side(red_threes=2, in_hand={"5": 1})
    # A: 70 + 500 + 100 + B's 200; B: -5 only
    assert score("classic", a, b, red_three_penalty="to_opponents") == [870, -5]


def test_house_rule_no_red_three_penalty_as_in_hoyles_two_hand_game():
    assert score(
        "classic-2p", side(meld("K", 7)), side(red_threes=1), red_three_penalty="plus"
    ) == [570, 100]


def test_house_rule_going_out_bonuses_can_be_changed():
    a = side(meld("K", 7), went_out=True)
    assert score("classic", a, side(), going_out=200)[0] == 70 + 500 + 200


def test_house_rule_seven_canastas_in_one_hand_gain_5000():
    canastas = [meld(rank, 7) for rank in ("A", "K", "Q", "J", "10", "9", "8")]
    a = side(*canastas, went_out=True)
    # melded 140 + 6 x 70 = 560; 7 x 500 = 3500; out 100; seven canastas 5000
    assert (
        score("classic", a, side(), seven_canastas_win=True)[0]
        == 560 + 3500 + 100 + 5000
    )
    assert score("classic", a, side())[0] == 560 + 3500 + 100


def test_w20_british_acaba_gives_the_opponents_1500_and_the_declaring_side_nothing():
    a = side(meld("K", 7), red_threes=2, acaba=True)
    b = side(meld("Q", 5), in_hand={"J": 2})
    assert score("british", a, b) == [0, 1500]


def test_british_acaba_can_add_to_the_opponents_count():
    a = side(meld("K", 7), red_threes=2, acaba=True)
    b = side(meld("Q", 5), in_hand={"J": 2})
    # B: 50 - 20 + 1500
    assert score("british", a, b, acaba_mode="plus_table") == [0, 1530]


def test_count_mode_adds_the_bonuses_to_the_counted_card_points():
    a = side(
        meld_points=235,
        canastas={"natural": 1, "mixed": 2},
        red_threes=1,
        went_out=True,
        hand_points=40,
    )
    # 235 + 500 + 600 + 100 + 100 - 40
    assert score("classic", a, side(meld_points=0, hand_points=65)) == [1495, -65]


def test_uruguayan_wild_canasta_is_worth_2000():
    a = side(meld("wild", 0, twos=4, jokers=3), went_out=True)
    # 4 x 20 + 3 x 50 = 230; 2000; out 100
    assert score("uruguayan", a, side()) == [2330, 0]
