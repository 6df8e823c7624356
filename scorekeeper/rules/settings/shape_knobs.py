"""The knobs that shape a game: decks, a fixed number of hands, how the opening is read, what going
out needs, black threes, special hands and honours."""

from scorekeeper.rules.settings.values import Setting

SHAPE_KNOBS = (
    Setting(
        "both_over_target",
        "Several sides over the target",
        "Who wins when more than one side reaches it.",
        "choice",
        (
            ("highest", "the highest total"),
            ("went_out_wins", "the side that went out"),
        ),
    ),
    Setting(
        "decks",
        "Packs",
        "How many packs (with two jokers each) are shuffled together.",
        "count",
    ),
    Setting(
        "hands_in_game",
        "Hands in a game",
        "The game ends after this many hands, highest total winning (0 = play to the target).",
        "count",
    ),
    Setting(
        "meld_basis",
        "Initial meld by",
        "What chooses the row of the meld table.",
        "choice",
        (
            ("score", "the side's total before the hand"),
            ("hand_number", "the hand's number in the game"),
        ),
    ),
    Setting(
        "go_out_kinds",
        "Canastas of each kind to go out",
        "How many canastas of particular kinds going out needs.",
        "points_by_kind",
    ),
    Setting(
        "incomplete_penalty",
        "Unfinished special melds",
        "Penalty for each special meld (sevens, aces, wild cards) left unfinished.",
        "points_by_kind",
    ),
    Setting(
        "black_three_in_hand",
        "Black three left in hand",
        "What each black three still held costs.",
        "points",
    ),
    Setting(
        "red_three_held_flat",
        "Any red three held",
        "One penalty for a side caught with any red three in hand (0 = none).",
        "points",
    ),
    Setting(
        "red_threes_laid",
        "Red threes laid",
        "Red threes are laid face up and score as bonus cards.",
        "bool",
    ),
    Setting(
        "special_hands",
        "Special hands",
        "Points for each special hand a side may declare.",
        "points_by_kind",
    ),
    Setting(
        "threes_in_hand",
        "Threes left in hand",
        "How threes still held at the end of the hand count.",
        "choice",
        (
            ("priced", "each costs its own price (Canasta Junction: 100)"),
            (
                "as_laid",
                "they count as though laid, for a side that scores its threes minus ([EN])",
            ),
        ),
    ),
    Setting(
        "canasta_class",
        "Natural or mixed",
        "Whether each wild-card canasta counts as natural or as mixed for the honours and for going out.",
        "class_by_kind",
        (("natural", "natural"), ("mixed", "mixed")),
    ),
    Setting(
        "going_out_canasta_bonus_cumulative",
        "Five-canasta bonuses add up",
        "Going out with five natural canastas and a mixed one scores 1000 + 2000 (off: the higher only).",
        "bool",
    ),
    Setting(
        "honours_mode",
        "Honours (red threes)",
        "What red threes score by the kinds of canastas completed.",
        "choice",
        (
            (
                "spinelli",
                "both kinds plus, only mixed paid, only natural nothing, none paid twice "
                "(Spinelli, Bono)",
            ),
            (
                "farina",
                "only mixed: split with the opponents; none: all to the opponents "
                "(Farina-Lamberto)",
            ),
        ),
    ),
    Setting(
        "special_hand_opponents",
        "Opponents of a special hand",
        "What the other side scores then.",
        "choice",
        (("normal", "their count as usual"), ("zero", "nothing")),
    ),
)
