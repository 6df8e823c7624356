"""Invariants checked on many random hands (hypothesis): the arithmetic always adds up,
every hand the pack allows is accepted, and no hand beyond the pack is."""

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    VARIANTS,
    Game,
    Hand,
    Meld,
    Side,
    SideResult,
    check_hand,
    play,
    score_hand,
)
from scorekeeper.rules.cards import NATURAL_RANKS

CLASSIC = VARIANTS["classic"].configure(2, 2)


@st.composite
def classic_hand(draw):
    """A legal Classic hand drawn from one two-deck pack: no card used more often than it exists."""
    pack = {rank: 8 for rank in NATURAL_RANKS} | {"2": 8, "joker": 4, "3b": 4, "3r": 4}
    sides = []
    for _ in range(2):
        melds = []
        for rank in draw(
            st.lists(st.sampled_from(NATURAL_RANKS), unique=True, max_size=5)
        ):
            twos = draw(st.integers(0, min(3, pack["2"])))
            jokers = draw(st.integers(0, min(3 - twos, pack["joker"])))
            low = max(2, 3 - twos - jokers)
            if pack[rank] < low:
                continue
            natural = draw(st.integers(low, pack[rank]))
            pack[rank] -= natural
            pack["2"] -= twos
            pack["joker"] -= jokers
            melds.append(Meld(rank, natural, twos, jokers))
        red_threes = draw(st.integers(0, pack["3r"]))
        pack["3r"] -= red_threes
        sides.append([melds, red_threes])
    with_canasta = [
        i for i, (melds, _) in enumerate(sides) if any(m.size >= 7 for m in melds)
    ]
    out = draw(st.sampled_from([None, *with_canasta]))
    results = []
    for i, (melds, red_threes) in enumerate(sides):
        if i == out and pack["3b"] >= 3 and draw(st.booleans()):
            melds.append(Meld("3", 3))
            pack["3b"] -= 3
        in_hand = {}
        for card in draw(st.lists(st.sampled_from(sorted(pack)), max_size=8)):
            if pack[card] and card != "3r":
                pack[card] -= 1
                in_hand[card] = in_hand.get(card, 0) + 1
        results.append(
            SideResult(
                melds=tuple(melds),
                red_threes=red_threes,
                went_out=i == out,
                in_hand=in_hand,
            )
        )
    return Hand(tuple(results))


@given(classic_hand())
@settings(max_examples=300, deadline=None)
def test_any_hand_the_pack_allows_is_accepted(hand):
    assert check_hand(CLASSIC, hand, 1, ["A", "B"], [15, 15], 2) == []


@given(classic_hand())
@settings(max_examples=300, deadline=None)
def test_a_hands_score_is_the_sum_of_its_breakdown(hand):
    for score in score_hand(CLASSIC, hand):
        assert score.total == sum(score.items.values())


@given(classic_hand(), st.sampled_from(NATURAL_RANKS))
@settings(deadline=None)
def test_a_hand_that_exceeds_the_pack_is_refused(hand, rank):
    first, second = hand.results
    recorded = sum(
        m.natural for s in hand.results for m in s.melds if m.rank == rank
    ) + sum((s.in_hand or {}).get(rank, 0) for s in hand.results)
    extra = dict(second.in_hand or {})
    # One more than the eight the pack holds
    extra[rank] = extra.get(rank, 0) + 9 - recorded
    too_many = Hand(
        (first, SideResult(second.melds, red_threes=second.red_threes, in_hand=extra))
    )
    messages = [
        p.message for p in check_hand(CLASSIC, too_many, 1, ["A", "B"], [15, 15], 2)
    ]
    assert any(
        message.startswith("9 ") and "2 packs hold only 8" in message
        for message in messages
    )


@st.composite
def counted_side(draw, red_threes):
    natural, mixed = draw(st.integers(0, 3)), draw(st.integers(0, 3))
    melded = draw(st.booleans()) or natural or mixed
    # meld points at least every canasta's minimum and at least 120, the highest Classic minimum;
    # at most 500 melded and 90 in hand, so both sides together stay within two packs' 1,180 card points
    points = (
        5 * draw(st.integers(max(24, (35 * natural + 50 * mixed) // 5), 100))
        if melded
        else 0
    )
    return SideResult(
        meld_points=points,
        canastas={"natural": natural, "mixed": mixed},
        red_threes=red_threes,
        hand_points=5 * draw(st.integers(0, 18)),
    )


@st.composite
def counted_game(draw):
    hands = []
    for _ in range(draw(st.integers(1, 12))):
        reds = draw(st.integers(0, 4))
        first = draw(st.integers(0, reds))
        sides = [draw(counted_side(first)), draw(counted_side(reds - first))]
        hands.append(Hand(tuple(sides)))
    return hands


@given(counted_game())
@settings(max_examples=150, deadline=None)
def test_totals_are_the_sums_of_the_hand_scores(hands):
    sides = (Side("A", ("a1", "a2")), Side("B", ("b1", "b2")))
    played = []
    for hand in hands:
        result = play(Game(CLASSIC, sides, tuple(played) + (hand,)))
        # Every generated hand is legal, so none may be refused
        assert result.problems == ()
        played.append(hand)
        if result.finish.finished:
            break
    result = play(Game(CLASSIC, sides, tuple(played)))
    assert result.problems == ()
    for side in range(2):
        running = 0
        for scored in result.hands:
            running += sum(scored.scores[side].items.values())
            assert scored.totals[side] == running
        assert result.totals[side] == running
