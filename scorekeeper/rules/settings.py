"""House-rule settings: the documented knobs a table may turn on a rule set.

Each setting names one field of `Variant`. A game stores only the settings it overrides,
so the defaults of its rule set stay visible and a finished game keeps its own rules.
"""

from dataclasses import dataclass

from scorekeeper.rules.errors import RuleError


@dataclass(frozen=True)
class Setting:
    key: str
    label: str
    help: str
    kind: str  # points | count | bool | choice | meld_table | points_by_kind | points_by_count | class_by_kind
    choices: tuple[tuple[str, str], ...] = ()

    def coerce(self, value):
        """Check a value from a record or a form and return it in the engine's own shape."""
        kind = self.kind
        if kind == "bool":
            if isinstance(value, str) and value.lower() in (
                "true",
                "false",
                "on",
                "off",
                "yes",
                "no",
                "1",
                "0",
            ):
                return value.lower() in ("true", "on", "yes", "1")
            if not isinstance(value, bool):
                raise RuleError(f"{self.key} must be true or false, not {value!r}")
            return value
        if kind in ("points", "count"):
            number = _integer(self.key, value)
            if number < 0:
                raise RuleError(f"{self.key} cannot be negative ({number})")
            return number
        if kind == "choice":
            allowed = [c for c, _ in self.choices]
            if value not in allowed:
                raise RuleError(
                    f"{self.key} must be one of {', '.join(allowed)}, not {value!r}"
                )
            return value
        if kind == "meld_table":
            return _meld_table(self.key, value)
        if kind in ("points_by_kind", "points_by_count"):
            if not isinstance(value, dict):
                raise RuleError(
                    f"{self.key} must be an object of points, not {value!r}"
                )
            keys = {
                (int(k) if kind == "points_by_count" else k): _integer(self.key, v)
                for k, v in value.items()
            }
            return keys
        if kind == "class_by_kind":
            return _classes(self.key, value, [c for c, _ in self.choices])
        raise AssertionError(kind)

    def describe(self, value) -> str:
        """The value as a player reads it in a settings list or on a score sheet."""
        if self.kind == "bool":
            return "yes" if value else "no"
        if self.kind == "choice":
            return dict(self.choices).get(value, value)
        if self.kind == "meld_table":
            return describe_meld_table(value)
        if self.kind in ("points_by_kind", "points_by_count", "class_by_kind"):
            return ", ".join(f"{k}: {v}" for k, v in value.items()) or "none"
        return str(value)


def _integer(key: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise RuleError(f"{key} must be a whole number, not {value!r}")
    try:
        return int(value)
    except ValueError:
        raise RuleError(f"{key} must be a whole number, not {value!r}") from None


def _classes(key: str, value, allowed: list[str]) -> dict:
    if not isinstance(value, dict) or not all(v in allowed for v in value.values()):
        raise RuleError(
            f"{key} must be an object of canasta kinds, each {' or '.join(allowed)}, not {value!r}"
        )
    return {str(k): v for k, v in value.items()}


def _meld_table(key: str, value) -> tuple:
    """A meld table is a list of [from score, minimum] rows; the first row's `from` is null
    (every score below the second row), later rows ascend."""
    if not isinstance(value, (list, tuple)) or not value:
        raise RuleError(f"{key} must be a list of [from score, minimum] rows")
    rows = []
    for i, row in enumerate(value):
        if not isinstance(row, (list, tuple)) or len(row) != 2:
            raise RuleError(f"{key} row {i + 1} must be [from score, minimum]")
        start, minimum = row
        start = None if start is None and i == 0 else _integer(key, start)
        if not isinstance(minimum, dict):
            minimum = _integer(key, minimum)
        if i and rows[-1][0] is not None and start <= rows[-1][0]:
            raise RuleError(
                f"{key}: the rows must go up in score ({start} follows {rows[-1][0]})"
            )
        rows.append((start, minimum))
    return tuple(rows)


def describe_meld_table(table, basis: str = "score") -> str:
    """'below 0: 15, 0+: 50, 1500+: 90, 3000+: 120', or by hand number 'hand 1: 50, hand 2: 90, hand 4+: 150'."""
    parts = []
    for i, (start, minimum) in enumerate(table):
        if basis == "hand_number":
            first = 1 if start is None else start
            last = table[i + 1][0] - 1 if i + 1 < len(table) else None
            where = (
                f"hand {first}"
                if last == first
                else (f"hands {first}-{last}" if last else f"hand {first}+")
            )
        elif start is None:
            where = f"below {table[1][0]}" if len(table) > 1 else "any score"
        else:
            where = f"{start}+"
        parts.append(f"{where}: {describe_requirement(minimum)}")
    return ", ".join(parts)


def describe_requirement(requirement) -> str:
    """A minimum initial meld in words: a number of points, or a canasta condition
    such as {"canasta": "natural"} or {"canasta": "any", "points": 200}."""
    if isinstance(requirement, int):
        return str(requirement) if requirement else "none"
    kind = requirement.get("canasta", "any")
    text = "a canasta" if kind == "any" else f"a {kind} canasta"
    if requirement.get("points"):
        text += f" and {requirement['points']} points"
    return text


_RED3_CONDITIONS = (
    ("no_meld", "the side has made no meld"),
    ("no_canasta", "the side has no canasta"),
    ("short_of_going_out", "the side lacks the canastas it needs to go out"),
    ("fewer_than_two_canastas", "the side has fewer than two canastas"),
    ("canasta_count", "no canasta: minus; one canasta: not scored; two or more: plus"),
)

SETTINGS = {
    s.key: s
    for s in (
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
        Setting(
            "going_out", "Going out", "Bonus for the side that goes out.", "points"
        ),
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
}

# Cuban, Mexicana, the sevens, Brazilian and Chilean (rules reference §11-§13, §17, §18, §22).
SETTINGS.update(
    {
        s.key: s
        for s in (
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
    }
)


# A setting that means nothing unless another rule is on: laid red threes' values where red threes are never
# laid (Hand and Foot keeps them in hand), a dirty escalera's where runs take no wild cards. Listing them
# would have a table look for rules it does not play.
IN_USE_ONLY_WITH = {
    key: "red_threes_laid"
    for key in (
        "red_three_each",
        "red_three_all",
        "red_three_table",
        "red_three_penalty_if",
        "red_three_penalty",
    )
}
IN_USE_ONLY_WITH.update(
    {"dirty_run_bonus": "dirty_runs", "dirty_run_goes_out": "dirty_runs"}
)
IN_USE_ONLY_WITH.update(acaba_award="acaba", acaba_mode="acaba")

IN_USE_WITHOUT = {
    "target": ("hands_in_game",),  # a game of so many hands has no target
    "both_over_target": ("hands_in_game",),
    # the kinds needed say it (Hand and Foot, Mini)
    "canastas_to_go_out": ("go_out_kinds", "go_out_classes"),
}

NOT_PLAYED_WHEN_OFF = (
    "wilds_not_more_than_naturals",
    "concealed_canasta_bonus",
    "hand_canasta_going_out",
    "red_three_in_hand",
    "red_three_held_flat",
    "red_three_table",
    "seven_canastas_win",
    "acaba",
    "wild_melds",
    "red_threes_laid",
)
"""Settings whose off or 0 means the rule is not played: a rule set that leaves them so (Samba's
Acaba, Classic's seven canastas) has nothing to say about them."""


def in_use(key: str, variant) -> bool:
    """Whether a setting changes anything under these rules (see IN_USE_ONLY_WITH, IN_USE_WITHOUT)."""
    if key in IN_USE_ONLY_WITH and not getattr(variant, IN_USE_ONLY_WITH[key]):
        return False
    if any(getattr(variant, other, None) for other in IN_USE_WITHOUT.get(key, ())):
        return key == "canastas_to_go_out" and bool(variant.canastas_to_go_out)
    return True


def worth_saying(key: str, value, changed: bool) -> bool:
    """Whether the rules fold and sheet list a setting in use: not one left off that means "not
    played" (see NOT_PLAYED_WHEN_OFF), unless the table turned it off as a house rule."""
    return changed or key not in NOT_PLAYED_WHEN_OFF or bool(value)


def coerce_rules(overrides: dict, allowed: tuple[str, ...]) -> dict:
    """Check a game's house-rule overrides: unknown keys are an error, not silently ignored."""
    if not isinstance(overrides, dict):
        raise RuleError("rules must be an object of house-rule settings")
    checked = {}
    for key, value in overrides.items():
        if key not in allowed:
            raise RuleError(
                f"unknown rule setting {key!r}; this rule set has: {', '.join(allowed)}"
            )
        checked[key] = SETTINGS[key].coerce(value)
    return checked
