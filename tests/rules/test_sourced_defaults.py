"""Defaults changed to what the sources say (issue 23), one test each, quoting the source; the other
reading stays a house rule."""

from rules.builders import meld, problems, score, side
from scorekeeper.rules import VARIANTS


def test_modern_american_going_out_concealed_must_reach_the_minimum():
    """[EN], Modern American: the one exception to the minimum is "melding a complete Natural Canasta is
    always considered to meet the initial meld requirement"; and of going out concealed, "The relevant
    initial meld requirement must be met". The Official Laws' waiver ([DE]) is the switch."""
    # Two mixed canastas from the hand: five fours and two deuces (25 + 40 = 65), the same of fives (65):
    # 130, below the 155 a side needs from 3000.
    concealed = side(
        meld("4", 5, twos=2), meld("5", 5, twos=2), went_out=True, concealed=True
    )
    assert problems("modern-american", concealed, side(), requirements=[155, 125]) == [
        "hand 1, A: going out concealed must still reach the minimum initial meld of 155 (only 130 melded)"
    ]
    assert (
        problems(
            "modern-american",
            concealed,
            side(),
            requirements=[155, 125],
            concealed_waives_minimum=True,
        )
        == []
    )


def test_modern_american_a_natural_canasta_still_meets_any_minimum_going_out_concealed():
    # [EN]: "melding a complete Natural Canasta is always considered to meet the initial meld requirement"
    # 4x7 (35) and 5x5 + 2 + 2 (65) = 100, below 155, but the fours are a natural canasta.
    concealed = side(meld("4", 7), meld("5", 5, twos=2), went_out=True, concealed=True)
    assert problems("modern-american", concealed, side(), requirements=[155, 125]) == []


def test_cuban_charges_nothing_for_a_red_three_kept_in_hand():
    """Cuban's sources ([EN], [IT], rummy-games) score red threes "1 onore = 100; 2 onori = 300; 3 onori =
    500; 4 onori = 1000" and name no penalty for one kept in hand; the −500 is the Official Laws'
    ([DE]: "if someone keeps a red three in hand, 500 points will be deducted"), kept as a switch."""
    # K x7 (70) + 500, one red three laid (a canasta: +100), one held: 670, or 170 with the switch
    holding = side(meld("K", 7), red_threes=1, in_hand={"3r": 1})
    assert score("cuban", holding, side())[0] == 70 + 500 + 100
    assert (
        score("cuban", holding, side(), red_three_in_hand=500)[0]
        == 70 + 500 + 100 - 500
    )


def test_canastone_charges_nothing_for_a_red_three_kept_in_hand():
    """[IT], Canastone: "Onori e carte stop. Le norme al riguardo sono le stesse della Canasta classica",
    and [IT]'s classic game shows a red three at once and charges nothing for one kept; the −500 is the
    Official Laws' ([DE]), kept as a switch."""
    # a natural K x7 (70, 500) and a mixed Q x5 + 2 + 2 (90, 300): both kinds, one red three plus (100)
    holding = side(meld("K", 7), meld("Q", 5, twos=2), red_threes=1, in_hand={"3r": 1})
    assert score("canastone", holding, side())[0] == 70 + 90 + 500 + 300 + 100
    assert (
        score("canastone", holding, side(), red_three_in_hand=500)[0]
        == 70 + 90 + 500 + 300 + 100 - 500
    )


def test_samba_seats_five_players_alone_and_six_in_pairs_on_thirteen_cards():
    """pagat *Samba* (reference §15): "2, 3, or 5: each player for themselves; 4 or 6: fixed partnerships";
    "15 cards each when 2-5 players; 13 cards each with 6 players"."""
    samba = VARIANTS["samba"]
    seatings = {(layout.sides, layout.players_per_side) for layout in samba.layouts}
    assert seatings == {(2, 2), (3, 2), (2, 1), (3, 1), (5, 1)}
    assert samba.configure(3, 2).deal == 13 and samba.configure(5, 1).deal == 15
    # five players alone score as anyone alone: K x7 and Q x7 going out, 140 + 1000 + 200 = 1340
    assert (
        score(
            "samba",
            side(meld("K", 7), meld("Q", 7), went_out=True),
            side(),
            side(),
            side(),
            side(),
        )[0]
        == 1340
    )
