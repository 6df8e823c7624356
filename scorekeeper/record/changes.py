"""What a change of hands does to a game record, before anything is written: the record as it
would stand (a hand added, put in place of another, or taken out), the engine's problems with it,
whether it finishes the game, and whether a correction says anything new.

Every hand change (a save, a correction, a deletion, an undo) is played here once: one parse and
one play of the changed game give its problems, its scores for the preview and whether it is
over. The record as it was is played only when the change shows problems outside its own hand,
to tell those it brings from those the game already had. Pure, like the engine."""

from dataclasses import dataclass, replace

from scorekeeper.record.game_record import parse_hand, parse_record
from scorekeeper.rules import Game, GameResult, InvalidGame, Problem, play


def candidate(record: dict, hand: dict | None, position: int | None) -> dict:
    """The game record with `hand` appended (position None), put in place of hand `position`,
    or (hand None) with hand `position` deleted."""
    hands = list(record.get("hands", []))
    if position is None:
        hands.append(hand)
    elif hand is None:
        del hands[position - 1]
    else:
        hands[position - 1] = hand
    return {**record, "hands": hands}


def problems_of(record: dict) -> list[Problem]:
    """Every problem the engine finds in a record, shape errors included."""
    try:
        return list(play(parse_record(record)).problems)
    except InvalidGame as error:
        return error.problems


@dataclass(frozen=True)
class Change:
    """A change played by the engine: the record it leaves, the game parsed and scored (None
    when the record can no longer be read), the problems of the hand typed (`own`) and those
    the change would bring to other hands (`others`)."""

    hand: dict | None
    position: int | None
    record: dict
    game: Game | None
    result: GameResult | None
    own: list[Problem]
    others: list[Problem]

    @property
    def kind(self) -> str:
        """ "add", "edit" or "delete", as the game's history names it."""
        if self.position is None:
            return "add"
        return "delete" if self.hand is None else "edit"

    @property
    def number(self) -> int:
        """The number of the hand added, corrected or deleted."""
        return len(self.record["hands"]) if self.position is None else self.position

    @property
    def finished(self) -> bool:
        """Whether the game is over once the change is made: written with it, in the same write,
        so the games lists never lag behind the scores. An unreadable game is not over."""
        return self.result is not None and self.result.finish.finished


def play_change(record: dict, hand: dict | None, position: int | None) -> Change:
    """The change played once on the whole game (a correction may break a later hand).

    Problems the game already had before the change are not blamed on it."""
    changed = candidate(record, hand, position)
    try:
        game = parse_record(changed)
        result = play(game)
        problems = list(result.problems)
    except InvalidGame as error:
        game, result, problems = None, None, error.problems
    number = len(changed["hands"]) if position is None else position
    own, rest = [], []
    for problem in problems:
        mine = hand is not None and problem.hand == number
        (own if mine else rest).append(problem)
    if rest:
        before = {str(p) for p in problems_of(record)}
        rest = [p for p in rest if str(p) not in before]
    return Change(hand, position, changed, game, result, own, rest)


def check_change(
    record: dict, hand: dict | None, position: int | None
) -> tuple[list, list]:
    """Problems a change would bring: (those of the new or edited hand, those it causes elsewhere)."""
    change = play_change(record, hand, position)
    return change.own, change.others


def same_hand(a: dict, b: dict, side_names: list[str]) -> bool:
    """Whether two record hands say the same thing to the engine (an edit that changes nothing)."""

    def plain(hand):
        # {"points": 35} and "hand_points": 35 are the same count; no cards listed is no cards.
        parsed = parse_hand(hand, side_names, 1)
        return replace(
            parsed,
            results=tuple(
                replace(r, in_hand=r.in_hand or None) for r in parsed.results
            ),
        )

    try:
        return plain(a) == plain(b)
    except InvalidGame:
        return a == b
