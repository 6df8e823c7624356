"""What a player records about one hand: plain, immutable input for the engine."""

from dataclasses import dataclass, field

from scorekeeper.rules.cards import RANK_NAMES


@dataclass(frozen=True)
class Meld:
    """One meld on the table: a rank with its natural cards, deuces and jokers.

    `rank` is a natural rank ("A", "K" … "4"), "3" for black threes laid when going out,
    or "wild" for a meld of deuces and jokers only (rule sets that allow it).
    `concealed` marks a canasta laid down complete from the hand. A run ("run") goes up from `low`;
    where a house lets runs hold wild cards, `wild_ranks` says which of its cards they stand for.
    """

    rank: str
    natural: int = 0
    twos: int = 0
    jokers: int = 0
    concealed: bool = False
    low: str = ""  # a run (rank "run"): its lowest card; its length is `size`
    suit: str = ""
    wild_ranks: tuple[
        str, ...
    ] = ()  # a dirty run: the cards of the run its wild cards stand for

    @property
    def wild(self) -> int:
        return self.twos + self.jokers

    @property
    def size(self) -> int:
        return self.natural + self.wild

    @property
    def name(self) -> str:
        """'the meld of kings', as a message to a player names it."""
        if self.rank == "run":
            return f"the run from {self.low}" + (
                f" in {self.suit}" if self.suit else ""
            )
        return f"the meld of {RANK_NAMES.get(self.rank, self.rank)}"


@dataclass(frozen=True)
class SideResult:
    """One side's results in one hand, meld by meld (`melds` given) or as a card-point count.

    In count mode `meld_points` and `canastas` (kind -> number) stand in for the melds, and
    `unfinished` (kind -> number) and `players_holding` (rank -> players) for what melds would show.
    Cards left in hand are `in_hand` (card -> number, or one such per player) or `hand_points`.
    Counted card by value (card_counts.py), `meld_cards` and `hand_cards` (value -> cards) are kept
    beside the points they make, so the counts can be checked and shown again.
    """

    melds: tuple[Meld, ...] | None = None
    meld_points: int = 0
    canastas: dict = field(default_factory=dict)
    concealed_canastas: int = 0
    red_threes: int = 0
    went_out: bool = False
    concealed: bool = False
    in_hand: dict | None = None
    hand_points: int = 0
    acaba: bool = False
    adjustment: int = 0
    black_threes: int = 0
    special_hand: str = ""
    unfinished: dict = field(default_factory=dict)
    players_holding: dict = field(default_factory=dict)
    meld_cards: dict | None = None
    hand_cards: dict | None = None
    # A second pile (Burraco's pozzetto, relatives.md): "taken", "not_taken" or "taken_unplayed"
    pile: str = "taken"
    pile_points: int = 0  # a pile taken but not played: its card points
    closing_discard: str = ""  # the card discarded to close, where a wild may not close

    @property
    def counted(self) -> bool:
        """True when the table entered card points instead of melds."""
        return self.melds is None


@dataclass(frozen=True)
class Hand:
    """One hand: a result per side, in the game's seating order.

    `lone_hand` (cutthroat) is the side that first took the pile; the others are partners for the hand.
    None: nobody took it, and every side scores alone. In Burraco for three the lone hand is the player
    who took the pozzetto of 18."""

    results: tuple[SideResult, ...]
    note: str = ""
    lone_hand: int | None = None
    ended: str = (
        ""  # no side closed: "stock" (ran out) or "time" (called), relatives.md
    )
    trump: str = ""  # Biriba: the hand's trump suit
