"""Partnerships that last one hand (three-player cutthroat, rules reference §6).

The player who first took the pile plays alone; the other two are partners for that hand. Each partner
scores the partnership's whole result plus only his own red threes, so the engine scores each partner
on a view of the hand: the partners' melds combined by rank, both hands of cards left, and his own
red threes and adjustment.
"""

from dataclasses import replace

from scorekeeper.rules.errors import Problem, Reason
from scorekeeper.rules.hands import Hand, Meld, SideResult
from scorekeeper.rules.melds import players_hands, side_canastas, side_meld_points
from scorekeeper.rules.variant import Variant


def scoring_units(hand: Hand) -> list[tuple[int, ...]]:
    """The sides that score together in this hand: each alone, or the lone hand and the other two."""
    everyone = range(len(hand.results))
    if hand.lone_hand is None or hand.lone_hand not in everyone:
        return [(i,) for i in everyone]
    return [(hand.lone_hand,), tuple(i for i in everyone if i != hand.lone_hand)]


def combined(variant: Variant, results: list[SideResult]) -> SideResult:
    """One result for partners: melds of one rank joined into one meld, every hand of cards left,
    and going out if either went out. Red threes and adjustments are left out (they are each partner's own)."""
    if len(results) == 1:
        return results[0]
    hands = tuple(hand for result in results for hand in players_hands(result))
    shared = dict(
        went_out=any(r.went_out for r in results),
        concealed=any(r.concealed for r in results),
        in_hand=hands or None,
        hand_points=sum(r.hand_points for r in results),
    )
    if all(not r.counted for r in results):
        return SideResult(
            melds=_melds_by_rank([m for r in results for m in r.melds]), **shared
        )
    canastas: dict = {}
    for result in results:
        for kind, n in side_canastas(variant, result).items():
            canastas[kind] = canastas.get(kind, 0) + n
    return SideResult(
        meld_points=sum(side_meld_points(r) for r in results),
        canastas=canastas,
        concealed_canastas=sum(r.concealed_canastas for r in results),
        **shared,
    )


def _melds_by_rank(melds: list[Meld]) -> tuple[Meld, ...]:
    """Partners build on each other's melds, so two melds of one rank are one meld."""
    joined: dict = {}
    for meld in melds:
        if meld.rank in joined:
            was = joined[meld.rank]
            meld = replace(
                was,
                natural=was.natural + meld.natural,
                twos=was.twos + meld.twos,
                jokers=was.jokers + meld.jokers,
                concealed=was.concealed or meld.concealed,
            )
        joined[meld.rank] = meld
    return tuple(joined.values())


def view_of(
    variant: Variant, results: tuple[SideResult, ...], unit: tuple[int, ...], index: int
) -> SideResult:
    """What side `index` scores: its partnership's combined result with its own red threes (laid, and
    held: a red three left in a partner's hand costs that partner only) and its own adjustment."""
    if len(unit) == 1:
        return results[index]
    own = results[index]
    others = [_without_red_threes(results[i]) for i in unit if i != index]
    partnership = combined(variant, [own, *others])
    return replace(
        partnership,
        red_threes=own.red_threes,
        adjustment=own.adjustment,
        black_threes=own.black_threes,
    )


def _without_red_threes(result: SideResult) -> SideResult:
    hands = tuple(
        {card: n for card, n in hand.items() if card != "3r"}
        for hand in players_hands(result)
    )
    return replace(result, in_hand=hands or None)


def results_as_scored(variant: Variant, hand: Hand) -> tuple[SideResult, ...]:
    """Each side's result as the rules score it, in seating order."""
    views = {}
    for unit in scoring_units(hand):
        for index in unit:
            views[index] = view_of(variant, hand.results, unit, index)
    return tuple(views[i] for i in range(len(hand.results)))


def lone_hand_problems(
    variant: Variant, hand: Hand, number: int, names: list[str]
) -> list[Problem]:
    """Cutthroat: who took the pile first must be a player, and a player who went out before anyone
    took it is the lone hand himself (reference §6)."""
    lone, out = (
        hand.lone_hand,
        [i for i, side in enumerate(hand.results) if side.went_out],
    )
    if lone is not None and not variant.lone_hands:
        return [
            Problem(
                number,
                None,
                Reason(
                    "lone.not_played",
                    f"{variant.name} keeps its partnerships: no hand has a lone hand",
                    variant=variant.id,
                ),
                "lone_hand",
            )
        ]
    if lone is not None and not 0 <= lone < len(names):
        return [
            Problem(
                number,
                None,
                Reason(
                    "lone.unknown",
                    f"lone hand {lone} is not a player of this game "
                    f"(0 to {len(names) - 1})",
                    lone=lone,
                    most=len(names) - 1,
                ),
                "lone_hand",
            )
        ]
    if variant.lone_hands and lone is None and out:
        return [
            Problem(
                number,
                names[out[0]],
                Reason(
                    "lone.missing",
                    f"{names[out[0]]} went out, so the pile was "
                    f"taken or {names[out[0]]} plays alone: say who took the pile "
                    "first",
                    side=names[out[0]],
                ),
                "lone_hand",
                out[0],
            )
        ]
    return []
