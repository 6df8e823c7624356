"""Bolivia's dirty escalera, one game of one hand shared by the record, command-line and sheet tests."""

DIRTY_RUN = {
    "rank": "run",
    "low": "5",
    "natural": 6,
    "jokers": 1,
    "wild_ranks": ["8"],
    "suit": "hearts",
}

# Us went out with 5 to J of hearts, a joker for the 8 (95 card points, a dirty escalera 300) and seven
# kings (70, natural 500), two red threes (200) and 200 for going out, 4 and 4 left: 1355.
RECORD = {
    "format": 1,
    "variant": "bolivia",
    "rules": {"dirty_runs": True},
    "sides": [
        {"name": "Us", "players": ["Ana", "Ben"]},
        {"name": "Them", "players": ["Cleo", "Dan"]},
    ],
    "hands": [
        {
            "results": [
                {
                    "melds": [
                        DIRTY_RUN,
                        {"rank": "K", "natural": 7},
                    ],
                    "red_threes": 2,
                    "went_out": True,
                    "in_hand": {"4": 2},
                },
                {"melds": [{"rank": "Q", "natural": 5}], "in_hand": {"A": 1}},
            ]
        }
    ],
}
