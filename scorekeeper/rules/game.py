"""A game hand by hand: running totals, each side's next minimum meld, the deal, and the finish."""

from dataclasses import dataclass, replace

from scorekeeper.rules.errors import Problem, Reason
from scorekeeper.rules.hands import Hand
from scorekeeper.rules.scoring import SideScore, score_hand
from scorekeeper.rules.validation import check_hand
from scorekeeper.rules.variant import Variant


@dataclass(frozen=True)
class Side:
    name: str
    players: tuple[str, ...] = ()


@dataclass(frozen=True)
class Game:
    """A game's input: its rules (already configured with house rules), sides and hands."""

    variant: Variant
    sides: tuple[Side, ...]
    hands: tuple[Hand, ...] = ()
    first_dealer: str | None = None


@dataclass(frozen=True)
class HandResult:
    number: int
    scores: tuple[SideScore, ...]
    totals: tuple[int, ...]
    requirements: tuple  # the minimum initial meld each side had to reach in this hand
    dealer: str | None


@dataclass(frozen=True)
class Finish:
    finished: bool = False
    winner: int | None = None
    margin: int | None = None
    tied: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameResult:
    hands: tuple[HandResult, ...]
    totals: tuple[int, ...]
    next_initial_meld: tuple
    next_dealer: str | None
    finish: Finish
    problems: tuple[Problem, ...]
    # Burraco for three after someone reached 1000: the next hand names no lone hand
    next_everyone_alone: bool = False

    @property
    def valid(self) -> bool:
        return not self.problems


def minimum_meld(variant: Variant, total: int, hand_number: int = 1):
    """The minimum initial meld from the variant's table: the last row whose start is at or below the
    side's total (or the hand number). Rows are compared with <, never <= 1495 (reference §1.2)."""
    key = hand_number if variant.meld_basis == "hand_number" else total
    requirement = variant.meld_table[0][1]
    for start, minimum in variant.meld_table:
        if start is None or key >= start:
            requirement = minimum
    return requirement


def seats(sides: tuple[Side, ...]) -> list[str]:
    """Clockwise seating: the first player of each side in order, then the second of each… (record format)."""
    if not any(side.players for side in sides):
        return [side.name for side in sides]
    depth = max(len(side.players) for side in sides)
    return [
        side.players[k] for k in range(depth) for side in sides if k < len(side.players)
    ]


def dealer_of(
    game: Game, hand_index: int, order: list[str] | None = None
) -> str | None:
    """Who deals hand `hand_index` (0-based): the deal passes to the dealer's left after every hand."""
    order = order or seats(game.sides)
    start = order.index(game.first_dealer) if game.first_dealer in order else 0
    return order[(start + hand_index) % len(order)] if order else None


def decide_finish(
    variant: Variant, hand: Hand, scores, totals, number: int = 0
) -> Finish:
    """Whether the game ended with this hand, and who won (reference §1.4 and the tie switches)."""
    seven = [i for i, s in enumerate(scores) if "seven_canastas" in s.items]
    over = seven or [
        i for i, t in enumerate(totals) if variant.target and t >= variant.target
    ]
    if not over and variant.hands_in_game and number >= variant.hands_in_game:
        # A fixed-length game: after its last hand, everyone is in
        over = list(range(len(totals)))
    if not over:
        return Finish()
    went_out = next((i for i, side in enumerate(hand.results) if side.went_out), None)
    if (
        variant.both_over_target == "went_out_wins"
        and len(over) > 1
        and went_out in over
    ):
        return _won(went_out, totals)
    best = max(totals[i] for i in over)
    leaders = tuple(i for i in over if totals[i] == best)
    if len(leaders) == 1:
        return _won(leaders[0], totals)
    if variant.tie_rule == "shared":
        return Finish(True, None, 0, leaders)
    if variant.tie_rule == "went_out_wins" and went_out in leaders:
        return _won(went_out, totals)
    return Finish()  # level at the top: play another hand


def _won(winner: int, totals) -> Finish:
    others = [t for i, t in enumerate(totals) if i != winner]
    return Finish(True, winner, totals[winner] - max(others) if others else 0)


def everyone_alone(variant: Variant, totals) -> bool:
    """Burraco for three: once a total before the hand reached `alone_from`, nobody plays a lone
    hand and no pair is formed (relatives reference §1.1, "a 3")."""
    return (
        variant.lone_hands
        and variant.alone_from is not None
        and any(t >= variant.alone_from for t in totals)
    )


def alone_problem(variant: Variant, number: int) -> Problem:
    return Problem(
        number,
        None,
        Reason(
            "lone.everyone_alone",
            f"a player has reached {variant.alone_from}, so everybody plays alone: "
            "no hand has a lone hand",
            total=variant.alone_from,
        ),
        "lone_hand",
    )


def play(game: Game) -> GameResult:
    """Score every hand in order, collecting every problem instead of stopping at the first."""
    variant, names = game.variant, [side.name for side in game.sides]
    players_per_side = max((len(s.players) for s in game.sides), default=1) or 1
    order = seats(game.sides)
    totals = tuple(0 for _ in game.sides)
    results, problems, finish = [], [], Finish()
    for index, hand in enumerate(game.hands):
        number = index + 1
        if finish.finished:
            problems.append(
                Problem(
                    number,
                    None,
                    Reason(
                        "game.already_over",
                        f"the game was already over after hand {index}",
                        last=index,
                    ),
                )
            )
        requirements = tuple(minimum_meld(variant, t, number) for t in totals)
        rules = variant
        if everyone_alone(variant, totals):
            if hand.lone_hand is not None:
                problems.append(alone_problem(variant, number))
            rules, hand = (
                replace(variant, lone_hands=False),
                replace(hand, lone_hand=None),
            )
        problems += check_hand(
            rules, hand, number, names, requirements, players_per_side
        )
        scores = score_hand(rules, hand)
        totals = tuple(t + s.total for t, s in zip(totals, scores))
        results.append(
            HandResult(
                number, scores, totals, requirements, dealer_of(game, index, order)
            )
        )
        if not finish.finished:
            finish = decide_finish(variant, hand, scores, totals, number)
    next_number = len(game.hands) + 1
    return GameResult(
        hands=tuple(results),
        totals=totals,
        next_initial_meld=tuple(minimum_meld(variant, t, next_number) for t in totals),
        next_dealer=None
        if finish.finished
        else dealer_of(game, len(game.hands), order),
        finish=finish,
        problems=tuple(problems),
        next_everyone_alone=everyone_alone(variant, totals),
    )
