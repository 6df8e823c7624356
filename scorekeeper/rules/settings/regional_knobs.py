"""Cuban, Mexicana, the sevens, Brazilian and Chilean (rules reference §11-§13, §17, §18, §22)."""

from scorekeeper.rules.settings.values import Setting

REGIONAL_KNOBS = (
    Setting(
        "captured_black_three",
        "Black three captured",
        "Each black three a side set aside from a pile it took (Cuban).",
        "points",
    ),
    Setting(
        "captured_black_threes_all",
        "All black threes captured",
        "One side set aside all the pack's black threes (Cuban: 100 in all).",
        "points",
    ),
    Setting(
        "go_out_red_threes_per_canasta",
        "Red threes per canasta to go out",
        "Going out needs at least this many red threes laid for each canasta (Mexicana: 1; 0 = no such rule).",
        "count",
    ),
    Setting(
        "short_run_max",
        "Short run",
        "A run of this many cards or fewer left on the table at the end of the hand is penalised "
        "(Brazilian: 5 by [EN], 4 by rummy-games; 0 = never).",
        "count",
    ),
    Setting(
        "short_run_charge",
        "Short runs charged",
        "Whether each short run costs its penalty, or a side pays once.",
        "choice",
        (("each", "for each short run"), ("once", "once per side")),
    ),
    Setting(
        "meld_table_reading",
        "Meld table reading",
        "Which source's initial meld table is played where two disagree (Brazilian).",
        "choice",
        (
            (
                "en",
                "[EN]: 150 from 5000, a canasta from 7000, 200 from 8000, a natural canasta from 9000",
            ),
            (
                "rg",
                "rummy-games: 120 to 6995, a canasta from 7000, a canasta and 200 from 8000, "
                "a natural canasta from 9000",
            ),
        ),
    ),
    Setting(
        "red_three_scale",
        "Red-three scale",
        "What red threes score with three packs where no source says (Mexicana).",
        "choice",
        (
            ("flat", "100 each, all six 600"),
            ("six_player", "as six-player Classic: five 1000, all six 1200"),
            ("samba", "as Samba: 100 each, all six 1000"),
        ),
    ),
    Setting(
        "dirty_runs",
        "Runs with wild cards",
        "A run may hold wild cards, at most as many as a meld may; seven cards make a dirty escalera "
        "([IT]: some Bolivia tables).",
        "bool",
    ),
    Setting(
        "dirty_run_bonus",
        "Dirty escalera",
        "What a run of seven with wild cards scores instead of the escalera's bonus ([IT]: 300).",
        "points",
    ),
    Setting(
        "dirty_run_goes_out",
        "A dirty escalera to go out",
        "A dirty escalera meets the escalera going out needs; off: only one without wild cards does.",
        "bool",
    ),
    Setting(
        "held_penalty_threshold",
        "Sevens held",
        "How many sevens one player must be left holding for the penalty ([IT]: 3, rummy-games: 4).",
        "count",
    ),
)
