"""A rule set as data: one frozen `Variant` holds every number the engine scores by.

Variants are values, not subclasses: a related rule set is `dataclasses.replace(CLASSIC, ...)`,
and a table's house rules are one more `replace` with the settings it changed.
"""

from dataclasses import dataclass, field, replace

from scorekeeper.rules.errors import RuleError
from scorekeeper.rules.settings import coerce_rules

# What an event's round format sets (round_format.RoundFormat.house_rules): any rule set's game
# may be a table of a club night of fixed hands at fixed minimums, so every rule set takes them.
ROUND_SETTINGS = ("meld_basis", "meld_table", "hands_in_game", "target", "tie_rule")

CLASSIC_MELD_TABLE = ((None, 15), (0, 50), (1500, 90), (3000, 120))
"""Official Laws: negative 15, 0-1495 50, 1500-2995 90, 3000+ 120 (reference §3)."""

CLASSIC_SETTINGS = (
    "target",
    "meld_table",
    "max_wild_cards",
    "wilds_not_more_than_naturals",
    "canasta_bonus",
    "concealed_canasta_bonus",
    "canastas_to_go_out",
    "going_out",
    "concealed_going_out",
    "hand_canasta_going_out",
    "concealed_waives_minimum",
    "red_three_each",
    "red_three_all",
    "red_three_table",
    "red_three_penalty_if",
    "red_three_penalty",
    "red_three_in_hand",
    "seven_canastas_win",
    "acaba",
    "acaba_award",
    "acaba_mode",
    "wild_melds",
    "tie_rule",
    "both_over_target",
)


@dataclass(frozen=True)
class Layout:
    """One way to seat a rule set: how many sides, of how many players, and what that changes."""

    sides: int
    players_per_side: int
    overrides: dict = field(default_factory=dict)
    # The rule set's one-line summary when this seating changes what it says
    summary: str = ""

    def describe(self) -> str:
        if self.players_per_side == 1:
            return f"{self.sides} players, each alone"
        return f"{self.sides} partnerships of {self.players_per_side}"


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    summary: str
    layouts: tuple[Layout, ...]
    sources: str = ""
    decks: int = 2
    jokers_per_deck: int = 2
    deal: int = 11
    draw: int = 1
    target: int = 5000
    meld_table: tuple = CLASSIC_MELD_TABLE
    # What picks the meld table's row: the side's total, or the hand number
    meld_basis: str = "score"
    canasta_size: int = 7
    min_naturals: int = 2
    max_wild_cards: int = 3
    wilds_not_more_than_naturals: bool = False
    wild_melds: bool = False
    canasta_bonus: dict = field(default_factory=lambda: {"natural": 500, "mixed": 300})
    concealed_canasta_bonus: int = 0
    canastas_to_go_out: int = 1
    going_out: int = 100
    concealed_going_out: int = 200
    hand_canasta_going_out: int = 0
    concealed_waives_minimum: bool = True
    red_three_each: int = 100
    red_three_all: int = 800
    red_three_table: dict = field(default_factory=dict)
    red_three_penalty_if: str = "no_meld"
    red_three_penalty: str = "minus"
    red_three_in_hand: int = 500
    seven_canastas_win: bool = False
    acaba: bool = False
    acaba_award: int = 1500
    acaba_mode: str = "flat"
    tie_rule: str = "continue"
    both_over_target: str = "highest"
    settings: tuple[str, ...] = CLASSIC_SETTINGS
    # Beyond the classic family (Samba, Bolivia, Modern American, Hand and Foot…); classic values by default.
    hands_in_game: int = 0  # a game of a fixed number of hands (0: play to the target)
    max_meld_size: int = 0  # most cards in one meld (0: no limit)
    sequences: bool = False  # same-suit runs of 3-7 natural cards, 4 up to A
    run_canasta: str = "samba"  # what a run of seven is called (and scored as)
    # [IT] Bolivia "in alcuni tavoli": a run may hold wild cards (a dirty escalera), scoring its own bonus,
    # and (by default) meeting a going-out requirement for a run canasta.
    dirty_runs: bool = False
    dirty_run_bonus: int = 300
    dirty_run_goes_out: bool = True
    wild_canasta: str = "wild"  # what a canasta of wild cards only is called
    wild_canasta_kinds: tuple = ()  # (kind, deuces, jokers) for special make-ups; None = any number
    # Rank -> kind of its natural canasta
    special_canastas: dict = field(default_factory=dict)
    no_wild_ranks: tuple = ()  # ranks whose melds never take wild cards
    # Kind -> penalty for an unfinished such meld
    incomplete_penalty: dict = field(default_factory=dict)
    # Rank -> (how many held by one player, penalty)
    held_penalty: dict = field(default_factory=dict)
    # Kind -> how many of them going out needs
    go_out_kinds: dict = field(default_factory=dict)
    incomplete_blocks_going_out: tuple = ()  # unfinished meld kinds that forbid going out
    # A complete natural canasta meets any initial meld
    natural_canasta_opens: bool = False
    # Red threes are laid face up (else they only count in hand)
    red_threes_laid: bool = True
    # Black threes are laid face up and scored like red ones
    black_threes_laid: bool = False
    black_three_melds: bool = True  # black threes may be melded when going out
    black_three_in_hand: int = 5  # what each black three left in hand costs
    # One penalty if any red three is still held (pagat Samba: 750)
    red_three_held_flat: int = 0
    # A side with no canasta loses its melded cards
    melds_count_minus_without_canasta: bool = False
    # Name -> points for a side's only meld
    special_hands: dict = field(default_factory=dict)
    special_hand_opponents: str = "normal"
    # Held threes cost their own price; "as_laid": they join the laid ones
    threes_in_hand: str = "priced"
    # Canastone, Mini and cutthroat (rules reference §6, §19, §21); off by default.
    point_step: int = 5  # every card count is a multiple of this (Mini scores in ones)
    # Mini: melded cards score nothing, only completed canastas do
    melded_cards_score: bool = True
    # How cards left in hand cost: their points, or Mini's groups
    hand_count: str = "card_points"
    # Rank -> kind of its mixed canasta (may equal the natural one)
    special_mixed_canastas: dict = field(default_factory=dict)
    # Kind -> "natural" or "mixed" (honours, going out)
    canasta_class: dict = field(default_factory=dict)
    # Class -> how many canastas of it going out needs
    go_out_classes: dict = field(default_factory=dict)
    # Mini: canastas count only with these
    canastas_score_if_classes: dict = field(default_factory=dict)
    # Canastone: red threes signed by the kinds of canastas ("" = not used)
    honours_mode: str = ""
    going_out_canasta_bonuses: tuple = ()  # (canastas, of them natural, mixed, points) for the side going out
    going_out_canasta_bonus_cumulative: bool = False
    # Cutthroat: each hand names a lone hand, the others are partners
    lone_hands: bool = False
    # What players call a canasta kind (Mini: pure, impure)
    kind_names: dict = field(default_factory=dict)
    # What each player holds cards in: Hand and Foot's hand and foot
    piles: tuple = ("hand",)
    # Cuban, Mexicana, the sevens, Brazilian and Chilean (rules reference §11-§13, §17, §18).
    # Each black three set aside from a taken pile (0: not played)
    captured_black_three: int = 0
    # All the pack's black threes captured by one side
    captured_black_threes_all: int = 0
    # Going out needs this many red threes laid per canasta
    go_out_red_threes_per_canasta: int = 0
    # A run of at most this many cards left on the table is a "short_run"
    short_run_max: int = 0
    # The short-run penalty is charged per run, or "once" per side
    short_run_charge: str = "each"
    # Cards of a penalised rank one player must hold (0: each rank's own)
    held_penalty_threshold: int = 0
    # Which source's meld table a rule set with two readings plays
    meld_table_reading: str = "en"
    # Mexicana: which pack-of-six red-three scale (no source gives one)
    red_three_scale: str = "flat"
    # (setting, value) -> what that choice changes, unless set by hand
    implies: dict = field(default_factory=dict)
    unverified: tuple = ()  # settings whose default no source gives (the rule help says so)
    # Play rules a hand's result cannot show, so the scorekeeper cannot check them (the rules page says so).
    unchecked: tuple = ()
    # Burraco, Buraco and Biriba (relatives.md): a second pile per side, scored by pile_scoring.py.
    second_pile: str = (
        ""  # the side's second pile (pozzetto, morto, biribaki); "": none
    )
    card_values: dict = field(
        default_factory=dict
    )  # card -> points (a "3" is an ordinary card)
    joker_value: int = 0  # a house's joker value (0: the card table's own)
    card_table: str = ""  # which source's card values (Biriba)
    pile_penalty: int = 100  # a side that never took its pile
    unplayed_pile: str = (
        "card_points"  # taken but not played: its cards count, or "penalty"
    )
    pile_penalty_mode: str = (
        "minus"  # "swing": +100 to the taker when the other did not take it
    )
    pozzetto_penalty_on_timeout: bool = (
        True  # the untaken pile costs after a hand closed by nobody
    )
    pile_needs_canasta: bool = False  # taking the pile needs a canasta (Biriba)
    go_out_needs: str = "any"  # closing needs a canasta of any kind, or a "clean" one
    close_on_wild: bool = True  # the closing discard may be a wild card
    semipulito: bool = (
        False  # a wild card beside 7 naturals (a set of 8+) makes a semi-clean canasta
    )
    royal_super: bool = False  # FITAB's royal runs and super sets
    long_runs: tuple = ()  # (lowest card or "", fewest cards, clean kind, dirty kind or "")
    long_sets: tuple = ()  # (fewest natural cards, clean kind, dirty kind)
    clean_kinds: tuple = ()  # the kinds made without a wild card
    trump_double: bool = False  # a run canasta in the hand's trump suit scores double
    sets: str = "any"  # which ranks make sets: any, none, A_K_3, A_3
    mode: str = (
        ""  # Buraco's mode (aberto, fechado, stbl), which sets sets and go_out_needs
    )
    no_clean_negative: bool = (
        False  # a side with no clean canasta loses its melded cards
    )
    three_player_mode: str = (
        "18+11"  # Burraco for three: a solo and a pair, or "3x11" all alone
    )
    half_rounding: str = (
        "up"  # a pair's half share rounded up, or "truncate" (toward zero)
    )
    pair_share: str = (
        "full"  # what a pair formed for one hand scores each: all, or "half"
    )
    # Burraco for three: from the hand after a total reaches this, everybody plays alone (None: never)
    alone_from: int | None = None

    @property
    def red_threes_in_pack(self) -> int:
        return 2 * self.decks

    def class_of(self, kind: str) -> str:
        """Whether a canasta kind counts as natural or mixed where a rule asks for one of each."""
        return self.canasta_class.get(
            kind, "natural" if kind in self.natural_kinds else "mixed"
        )

    @property
    def dirty_run_canasta(self) -> str:
        """What a run of seven with wild cards is called: Bolivia's dirty escalera."""
        return f"dirty_{self.run_canasta}"

    @property
    def canasta_kinds(self) -> tuple[str, ...]:
        """Every kind of canasta these rules score: the bonus table's, and a dirty run where the house plays it."""
        dirty = self.dirty_run_canasta
        return (
            *self.canasta_bonus,
            *((dirty,) if self.dirty_runs and dirty not in self.canasta_bonus else ()),
        )

    def bonus_for(self, kind: str) -> int:
        """A completed canasta's bonus: by its kind in the bonus table; a dirty run by its own setting."""
        if kind == self.dirty_run_canasta and self.dirty_runs:
            return self.canasta_bonus.get(kind, self.dirty_run_bonus)
        return self.canasta_bonus.get(kind, 0)

    def counts_as(self, kind: str, needed: str) -> int:
        """Whether a canasta of `kind` meets a requirement for one of `needed` (1) or not (0): a dirty
        escalera counts as the escalera going out needs unless the house says otherwise."""
        if kind == needed:
            return 1
        dirty_meets = (
            self.dirty_runs and self.dirty_run_goes_out and needed == self.run_canasta
        )
        return int(dirty_meets and kind == self.dirty_run_canasta)

    @property
    def natural_kinds(self) -> set:
        """Canasta kinds made without wild cards (they meet Modern American's opening on their own)."""
        return {"natural", self.run_canasta, *self.special_canastas.values()}

    def layout_for(self, sides: int, players_per_side: int | None = None) -> Layout:
        """The seating this many sides (of this many players) plays, or a RuleError naming the options."""
        for layout in self.layouts:
            if layout.sides == sides and players_per_side in (
                None,
                layout.players_per_side,
            ):
                return layout
        options = " or ".join(layout.describe() for layout in self.layouts)
        raise RuleError(
            f"{self.name} is played by {options}, not by {sides} sides"
            + (f" of {players_per_side}" if players_per_side else "")
        )

    def configure(
        self, sides: int, players_per_side: int | None = None, rules: dict | None = None
    ) -> "Variant":
        """The rules one game plays by: this rule set, its seating's changes, then the table's house rules."""
        layout = self.layout_for(sides, players_per_side)
        house = coerce_rules(rules or {}, self.settings + ROUND_SETTINGS)
        # A house rule wins over the seating's own change (six players' meld table, say).
        configured = replace(
            self, **{**layout.overrides, **house}, summary=self.summary_for(layout)
        )
        for (key, value), changes in self.implies.items():
            # e.g. Chilean with four packs: no bonus for all red threes
            if getattr(configured, key) == value:
                configured = replace(
                    configured, **{k: v for k, v in changes.items() if k not in house}
                )
        return configured

    def summary_for(self, layout: Layout) -> str:
        """The one-line summary for a seating: Hand and Foot played alone needs fewer canastas to go out."""
        return layout.summary or self.summary

    def defaults(
        self, sides: int | None = None, players_per_side: int | None = None
    ) -> dict:
        """Each adjustable setting's default for a seating (the first one unless told)."""
        layout = (
            self.layouts[0]
            if sides is None
            else self.layout_for(sides, players_per_side)
        )
        values = {key: getattr(self, key) for key in self.settings}
        values.update({k: v for k, v in layout.overrides.items() if k in values})
        return values
