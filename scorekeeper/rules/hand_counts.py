"""What the cards left in a side's hands cost: their card points, or Mini's groups (reference §21).

A rule set names its way in `Variant.hand_count`; each way is one small function in HAND_COUNTS.
"""

from scorekeeper.rules.cards import NATURAL_RANKS
from scorekeeper.rules.hands import SideResult
from scorekeeper.rules.melds import hand_points, players_hands

GROUP_SIZE = 3
WILD_CARD_COST = 3


def group_points(side: SideResult) -> int:
    """Mini: threes cost nothing, each deuce or joker 3, and each rank held 1 per group of one to three
    cards in one player's hand (so five kings are two groups). A counted entry gives the total itself."""
    total = side.hand_points
    for hand in players_hands(side):
        total += WILD_CARD_COST * (hand.get("2", 0) + hand.get("joker", 0))
        total += sum(-(-hand.get(rank, 0) // GROUP_SIZE) for rank in NATURAL_RANKS)
    return total


PER_PLAYER = ("groups",)
"""Ways of counting that look at each player's hand apart, so the cards are asked player by player."""

HAND_COUNTS = {
    "card_points": hand_points,
    "groups": group_points,
}
