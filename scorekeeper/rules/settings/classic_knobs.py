"""The knobs of the classic family: target, opening, canastas, going out, red threes, Acaba, ties."""

from scorekeeper.rules.settings.values import Setting

_RED3_CONDITIONS = (
    ("no_meld", "the side has made no meld"),
    ("no_canasta", "the side has no canasta"),
    ("short_of_going_out", "the side lacks the canastas it needs to go out"),
    ("fewer_than_two_canastas", "the side has fewer than two canastas"),
    ("canasta_count", "no canasta: minus; one canasta: not scored; two or more: plus"),
)

CLASSIC_KNOBS = (
    Setting(
        "target",
        "Game target",
        "The game ends after the hand in which a side reaches this total.",
        "points",
    ),
    Setting(
        "meld_table",
        "Initial meld table",
        "Minimum card points of a side's first meld, by its total before the hand.",
        "meld_table",
    ),
    Setting(
        "max_wild_cards",
        "Wild cards per meld",
        "The most wild cards (deuces and jokers) one meld may hold.",
        "count",
    ),
    Setting(
        "wilds_not_more_than_naturals",
        "Never more wild cards than naturals",
        "A meld may never hold more wild cards than natural cards (older rule books).",
        "bool",
    ),
    Setting(
        "canasta_bonus",
        "Canasta bonuses",
        "Bonus for each completed canasta, by kind.",
        "points_by_kind",
    ),
    Setting(
        "concealed_canasta_bonus",
        "Concealed canasta bonus",
        "Extra points for each canasta laid down complete from the hand (0 = not played).",
        "points",
    ),
    Setting(
        "canastas_to_go_out",
        "Canastas needed to go out",
        "How many canastas a side must have before it may go out.",
        "count",
    ),
    Setting("going_out", "Going out", "Bonus for the side that goes out.", "points"),
    Setting(
        "concealed_going_out",
        "Going out concealed",
        "Bonus (in all) for going out in one turn without having melded before.",
        "points",
    ),
    Setting(
        "hand_canasta_going_out",
        "Hand canasta",
        "Bonus (in all) for going out concealed with a canasta from the player's own hand (0 = not played).",
        "points",
    ),
    Setting(
        "concealed_waives_minimum",
        "Concealed going out waives the minimum",
        "Going out concealed after drawing from the stock need not reach the initial meld minimum "
        "(Official Laws); off: the minimum always applies.",
        "bool",
    ),
    Setting("red_three_each", "Red three", "Value of each red three.", "points"),
    Setting(
        "red_three_all",
        "All red threes",
        "Value of all the pack's red threes laid by one side.",
        "points",
    ),
    Setting(
        "red_three_table",
        "Red threes by count",
        "Values for particular numbers of red threes that differ from 'each' (e.g. five = 1000).",
        "points_by_count",
    ),
    Setting(
        "red_three_penalty_if",
        "Red threes count minus when",
        "When a side's red threes count against it.",
        "choice",
        _RED3_CONDITIONS,
    ),
    Setting(
        "red_three_penalty",
        "Red threes of a side that has not melded",
        "What happens to the red threes of a side that meets the condition above.",
        "choice",
        (
            ("minus", "they count minus"),
            ("to_opponents", "they go to the opponents"),
            ("plus", "no penalty: they count plus"),
            ("zero", "they are not scored"),
        ),
    ),
    Setting(
        "red_three_in_hand",
        "Red three kept in hand",
        "Penalty for each red three still held at the end of the hand (0 = none).",
        "points",
    ),
    Setting(
        "seven_canastas_win",
        "Seven canastas win",
        "A side that melds seven canastas in one hand gains 5000 and wins the game.",
        "bool",
    ),
    Setting(
        "acaba",
        "Acaba",
        "A player may say 'Acaba' to end the hand: the opponents score a fixed award.",
        "bool",
    ),
    Setting(
        "acaba_award",
        "Acaba award",
        "What the opponents score when a side says 'Acaba'.",
        "points",
    ),
    Setting(
        "acaba_mode",
        "Acaba scoring",
        "Whether the award replaces the opponents' count or adds to it.",
        "choice",
        (
            ("flat", "the award replaces the count"),
            ("plus_table", "the award adds to the count"),
        ),
    ),
    Setting(
        "wild_melds",
        "Wild-card melds",
        "Melds of deuces and jokers only are allowed.",
        "bool",
    ),
    Setting(
        "tie_rule",
        "Tie",
        "What happens when the leading sides end level at or over the target.",
        "choice",
        (
            ("continue", "play another hand"),
            ("shared", "the game is shared"),
            ("went_out_wins", "the side that went out wins"),
        ),
    ),
)
