"""Refuse impossible hands with a message that names the hand, the side and the rule broken."""

from scorekeeper.rules.canasta_requirement import canasta_requirement_unmet
from scorekeeper.rules.card_counts import check_card_counts
from scorekeeper.rules.cards import NATURAL_RANKS, RANK_NAMES, copies_in_pack, plural
from scorekeeper.rules.errors import Problem, Reason
from scorekeeper.rules.hands import Hand, Meld, SideResult
from scorekeeper.rules.melds import (
    canasta_kind,
    going_out_shortfall,
    has_melded,
    players_hands,
    red_threes_shortfall,
    run_ranks,
    side_canastas,
    side_meld_points,
    side_unfinished,
)
from scorekeeper.rules.pack_limits import check_card_points
from scorekeeper.rules.partnerships import combined, lone_hand_problems, scoring_units
from scorekeeper.rules.runs import SUITS, run_problem
from scorekeeper.rules.variant import Variant

__all__ = ["SUITS", "check_hand"]

# The fewest card points a canasta of each kind can hold: seven fours; six fives and a deuce; seven deuces;
# a run 4 to 10 (dirty: 4 to 9 and a deuce for the ten); four jokers and three deuces.
MIN_CANASTA_POINTS = {
    "natural": 35,
    "mixed": 50,
    "wild": 140,
    "samba": 50,
    "escalera": 50,
    "bolivia": 140,
    "dirty_samba": 60,
    "dirty_escalera": 60,
    "sevens": 35,
    "aces": 140,
    "wild_twos": 140,
    "wild_jokers": 260,
    "natural_aces": 140,
    "mixed_aces": 140,
    "wild_six_jokers": 320,
}


def check_hand(
    variant: Variant,
    hand: Hand,
    number: int,
    names: list[str],
    requirements: list,
    players_per_side: int,
) -> list[Problem]:
    """Every rule the hand breaks; an empty list means the hand can be scored."""
    problems = lone_hand_problems(variant, hand, number, names)
    for unit in scoring_units(hand):
        # Partners for the hand (cutthroat) are checked as one side: their melds joined by rank.
        index = next((i for i in unit if hand.results[i].went_out), unit[0])
        name, alone = " and ".join(names[i] for i in unit), len(unit) == 1

        def problem(message, field="", index=index, name=name, alone=alone):
            field = field if alone or not field.startswith("melds.") else "melds"
            problems.append(Problem(number, name, message, field, index))

        before = len(problems)
        for i in unit:
            _check_counts(
                variant,
                hand.results[i],
                lambda message, field="", i=i: problems.append(
                    Problem(number, names[i], message, field, i)
                ),
            )
        side = combined(variant, [hand.results[i] for i in unit])
        if side.counted:
            _check_count_entry(variant, side, problem)
        else:
            _check_melds(variant, side, problem)
        melds_ok = (
            len(problems) == before
        )  # a broken meld says nothing about the opening's count
        canastas = side_canastas(variant, side)
        _check_going_out(
            variant, side, canastas, players_per_side if alone else 0, problem
        )
        if not alone and hand.results[index].went_out:
            _check_went_out_empty(
                hand.results[index],
                lambda message, field="", i=index: problems.append(
                    Problem(number, names[i], message, field, i)
                ),
            )
        if melds_ok:
            # The partner who opens meets his own minimum; the lower one is the most the entry can show.
            requirement = (
                requirements[index] if alone else min(requirements[i] for i in unit)
            )
            _check_initial_meld(variant, side, canastas, requirement, problem)
            unmet = canasta_requirement_unmet(variant, side, canastas, requirement)
            if unmet:
                problem(unmet, "meld_points" if side.counted else "melds")
    _check_hand_end(hand, number, names, problems)
    _check_pack(variant, hand, number, problems)
    problems.extend(check_card_points(variant, hand, number, names))
    problems.extend(check_card_counts(variant, hand, number, names))
    return problems


def _check_counts(variant: Variant, side: SideResult, problem) -> None:
    numbers = [
        ("red_threes", side.red_threes),
        ("meld_points", side.meld_points),
        ("hand_points", side.hand_points),
        ("concealed_canastas", side.concealed_canastas),
    ]
    numbers += [(f"canastas.{k}", n) for k, n in side.canastas.items()]
    numbers += [("black_threes", side.black_threes)]
    numbers += [
        (f"in_hand.{k}", n) for hand in players_hands(side) for k, n in hand.items()
    ]
    numbers += [
        (f"melds.{i}", min(m.natural, m.twos, m.jokers))
        for i, m in enumerate(side.melds or ())
    ]
    for field, value in numbers:
        if value < 0:
            what = field.split(".")[0].replace("_", " ")
            problem(
                Reason(
                    "count.negative",
                    f"{what} cannot be negative ({value})",
                    what=field.split(".")[0],
                    value=value,
                ),
                field,
            )
    if (
        side.hand_points % variant.point_step
    ):  # counted cards left in hand, in either way of entry
        problem(_not_fives(side.hand_points), "hand_points")


def _check_count_entry(variant: Variant, side: SideResult, problem) -> None:
    for kind in side.canastas:
        if kind not in variant.canasta_kinds:
            problem(
                Reason(
                    "count.unknown_canasta_kind",
                    f"{variant.name} has no '{kind}' canastas (it has {', '.join(variant.canasta_kinds)})",
                    variant=variant.id,
                    kind=kind,
                    kinds=variant.canasta_kinds,
                ),
                f"canastas.{kind}",
            )
    for kind in side.unfinished:
        if kind not in variant.incomplete_penalty:
            charged = ", ".join(variant.incomplete_penalty) or "none"
            problem(
                Reason(
                    "count.unknown_unfinished_kind",
                    f"{variant.name} charges nothing for unfinished '{kind}' melds (it charges for: {charged})",
                    variant=variant.id,
                    kind=kind,
                    kinds=tuple(variant.incomplete_penalty),
                ),
                f"unfinished.{kind}",
            )
    if side.meld_points % variant.point_step:
        problem(_not_fives(side.meld_points), "meld_points")
    if not variant.melded_cards_score:
        if side.meld_points:
            problem(
                Reason(
                    "count.melded_cards_score_nothing",
                    f"melded cards score nothing in {variant.name}: leave the card points melded empty",
                    variant=variant.id,
                ),
                "meld_points",
            )
        return
    least = sum(
        MIN_CANASTA_POINTS.get(kind, 0) * max(n, 0) for kind, n in side.canastas.items()
    )
    if side.meld_points < least:
        problem(
            Reason(
                "count.canastas_need_points",
                f"with {_canasta_words(side.canastas)}, at least {least} card points "
                f"are melded, but only {side.meld_points} are recorded",
                canastas=dict(side.canastas),
                least=least,
                melded=side.meld_points,
            ),
            "meld_points",
        )
    if side.concealed_canastas > sum(side.canastas.values()):
        problem(
            Reason(
                "count.too_many_from_hand",
                "more canastas are marked as laid from the hand than the side has",
            ),
            "concealed_canastas",
        )


def _not_fives(points: int) -> Reason:
    return Reason(
        "count.not_fives",
        f"card points always come in fives; {points} is not possible",
        points=points,
    )


def _canasta_words(canastas: dict) -> str:
    return " and ".join(
        plural(n, f"{kind} canasta") for kind, n in canastas.items() if n
    )


def _check_melds(variant: Variant, side: SideResult, problem) -> None:
    seen = set()
    for i, meld in enumerate(side.melds):
        field = f"melds.{i}"
        if meld.rank in seen and meld.rank not in ("wild", "run"):
            problem(
                Reason(
                    "meld.twice",
                    f"two melds of {RANK_NAMES[meld.rank]}: a side keeps one meld of each rank",
                    rank=meld.rank,
                ),
                field,
            )
        seen.add(meld.rank)
        message = _meld_problem(variant, side, meld)
        if message:
            problem(message, field)
        elif meld.concealed and not canasta_kind(variant, meld):
            problem(
                Reason(
                    "meld.from_hand_not_canasta",
                    f"{meld.name} is not a complete canasta, so it cannot be marked as laid from the hand",
                    meld=_meld_key(meld),
                ),
                field,
            )


def _meld_key(meld: Meld) -> tuple[str, str, str]:
    """How a message names a meld, as data: (rank, lowest card of a run, suit)."""
    return (meld.rank, meld.low, meld.suit)


def _meld_problem(variant: Variant, side: SideResult, meld: Meld) -> str | None:
    """What is wrong with one meld's make-up, or None."""
    name, v, m = meld.name, variant.id, _meld_key(meld)
    if variant.max_meld_size and meld.size > variant.max_meld_size:
        return Reason(
            "meld.too_big",
            f"{name} has {meld.size} cards; a meld may hold at most {variant.max_meld_size}",
            meld=m,
            size=meld.size,
            most=variant.max_meld_size,
        )
    if meld.rank == "run":
        return run_problem(variant, meld)
    if meld.rank == "wild":
        if not variant.wild_melds:
            return Reason(
                "meld.wild_not_played",
                f"melds of wild cards only are not played in {variant.name}",
                variant=v,
            )
        if meld.natural:
            return Reason(
                "meld.wild_with_naturals",
                "a meld of wild cards holds only deuces and jokers",
            )
        if not 3 <= meld.size <= variant.canasta_size:
            return Reason(
                "meld.wild_size",
                f"a meld of wild cards has 3 to {variant.canasta_size} cards, not {meld.size}",
                most=variant.canasta_size,
                size=meld.size,
            )
        return None
    if meld.rank == "3":
        if not variant.black_three_melds:
            return Reason(
                "meld.threes_not_melded",
                f"threes are never melded in {variant.name}",
                variant=v,
            )
        if not side.went_out:
            return Reason(
                "meld.black_threes_only_going_out",
                "black threes may be melded only by the side that goes out, in the going-out turn",
            )
        if meld.wild:
            return Reason(
                "meld.black_threes_wild",
                "a meld of black threes cannot hold wild cards",
            )
        if meld.natural < 3:
            return Reason(
                "meld.black_threes_few",
                f"a meld of black threes needs at least 3 cards, not {meld.natural}",
                size=meld.natural,
            )
        return None
    if meld.rank not in NATURAL_RANKS:
        return Reason(
            "meld.no_such_rank",
            f"there are no melds of {RANK_NAMES.get(meld.rank, repr(meld.rank))}; threes are not melded",
            rank=meld.rank,
        )
    if meld.natural < variant.min_naturals:
        return Reason(
            "meld.too_few_naturals",
            f"{name} has {plural(meld.natural, 'natural card')} and {plural(meld.wild, 'wild card')}; "
            f"a meld needs at least {variant.min_naturals} natural cards",
            meld=m,
            naturals=meld.natural,
            wilds=meld.wild,
            least=variant.min_naturals,
        )
    if meld.size < 3:
        return Reason(
            "meld.too_small",
            f"{name} has only {meld.size} cards; a meld needs at least 3",
            meld=m,
            size=meld.size,
        )
    if meld.wild and meld.rank in variant.no_wild_ranks:
        return Reason(
            "meld.no_wild_allowed",
            f"{name} may not hold wild cards in {variant.name}",
            meld=m,
            variant=v,
        )
    if meld.wild > variant.max_wild_cards:
        return Reason(
            "meld.too_many_wilds",
            f"{name} has {plural(meld.wild, 'wild card')}; "
            f"a meld may hold at most {plural(variant.max_wild_cards, 'wild card')}",
            meld=m,
            wilds=meld.wild,
            most_wilds=variant.max_wild_cards,
        )
    if variant.wilds_not_more_than_naturals and meld.wild > meld.natural:
        return Reason(
            "meld.more_wilds_than_naturals",
            f"{name} has {plural(meld.wild, 'wild card')} and {plural(meld.natural, 'natural card')}; "
            "a meld may never hold more wild cards than natural cards",
            meld=m,
            wilds=meld.wild,
            naturals=meld.natural,
        )
    return None


def _check_going_out(
    variant: Variant, side: SideResult, kinds: dict, players_per_side: int, problem
) -> None:
    canastas = sum(kinds.values())
    if side.red_threes and not variant.red_threes_laid:
        problem(
            Reason(
                "threes.red_not_laid",
                f"red threes are not laid in {variant.name}: count them among the cards left in hand",
                variant=variant.id,
            ),
            "red_threes",
        )
    if side.black_threes and not (
        variant.black_threes_laid or variant.captured_black_three
    ):
        problem(
            Reason(
                "threes.black_not_laid",
                f"black threes are not laid face up in {variant.name}",
                variant=variant.id,
            ),
            "black_threes",
        )
    if side.special_hand and side.special_hand not in variant.special_hands:
        known = ", ".join(variant.special_hands) or "none"
        problem(
            Reason(
                "special.unknown",
                f"{side.special_hand!r} is not a special hand of {variant.name} "
                f"(it has: {known})",
                special=side.special_hand,
                variant=variant.id,
                specials=tuple(variant.special_hands),
            ),
            "special_hand",
        )
    elif side.special_hand and (has_melded(side) or side.went_out):
        problem(
            Reason(
                "special.alone",
                "a special hand is the side's first and only meld: leave its melds and going out empty",
            ),
            "special_hand",
        )
    if side.concealed and not side.went_out:
        problem(
            Reason(
                "out.concealed_not_out",
                "'concealed' is only for the side that went out",
            ),
            "concealed",
        )
    if side.acaba and not variant.acaba:
        problem(
            Reason(
                "acaba.not_played",
                f"'Acaba' is not played in {variant.name}",
                variant=variant.id,
            ),
            "acaba",
        )
    if not side.went_out:
        return
    if side.acaba:
        problem(
            Reason("acaba.and_out", "a side cannot both go out and say 'Acaba'"),
            "acaba",
        )
    shortfall = going_out_shortfall(variant, kinds)
    shortfall = shortfall or (
        variant.go_out_red_threes_per_canasta
        and red_threes_shortfall(variant, side, kinds)
    )
    blocking = variant.incomplete_blocks_going_out and [
        k
        for k in side_unfinished(variant, side)
        if k in variant.incomplete_blocks_going_out
    ]
    if shortfall:
        problem(shortfall, "went_out")
    elif blocking:
        problem(
            Reason(
                "out.unfinished_blocks",
                f"a side may not go out while its meld of {blocking[0]} cards is "
                "unfinished",
                kind=blocking[0],
            ),
            "went_out",
        )
    elif side.concealed and not canastas:
        problem(
            Reason(
                "out.concealed_needs_canasta",
                "going out concealed needs a complete canasta among the melds",
            ),
            "concealed",
        )
    if players_per_side == 1:
        _check_went_out_empty(side, problem)


def _check_went_out_empty(side: SideResult, problem) -> None:
    if side.hand_points or any(n for h in players_hands(side) for n in h.values()):
        problem(
            Reason("out.cards_left", "a player who went out has no cards left in hand"),
            "in_hand",
        )


def _check_initial_meld(
    variant: Variant, side: SideResult, canastas: dict, requirement, problem
) -> None:
    """Every card a side melded counts towards its opening, so its melds can never total less than the minimum."""
    if not isinstance(requirement, int) or not has_melded(side):
        return
    if variant.natural_canasta_opens and variant.natural_kinds & set(canastas):
        return  # Modern American: a complete natural canasta meets any minimum
    melded = side_meld_points(side)
    if melded >= requirement:
        return
    if side.went_out and side.concealed:
        if not variant.concealed_waives_minimum:
            problem(
                Reason(
                    "initial.concealed_short",
                    f"going out concealed must still reach the minimum initial "
                    f"meld of {requirement} (only {melded} melded)",
                    requirement=requirement,
                    melded=melded,
                ),
                "concealed",
            )
        return
    problem(
        Reason(
            "initial.short",
            f"the melds total {melded} points, less than this side's minimum initial meld "
            f"of {requirement}",
            melded=melded,
            requirement=requirement,
        ),
        "meld_points" if side.counted else "melds",
    )


def _check_hand_end(hand: Hand, number: int, names: list[str], problems: list) -> None:
    out = [names[i] for i, side in enumerate(hand.results) if side.went_out]
    if len(out) > 1:
        problems.append(
            Problem(
                number,
                None,
                Reason(
                    "out.twice",
                    f"only one side can go out, but {' and '.join(out)} both did",
                    sides=tuple(out),
                ),
                "went_out",
            )
        )
    acaba = [names[i] for i, side in enumerate(hand.results) if side.acaba]
    special = [names[i] for i, side in enumerate(hand.results) if side.special_hand]
    if len(acaba) + len(special) + len(out) > 1 and (acaba or special):
        problems.append(
            Problem(
                number,
                None,
                Reason(
                    "hand.ends_once",
                    "a hand ends once: by one going out, one "
                    "'Acaba' or one special hand",
                ),
                "acaba" if acaba else "special_hand",
            )
        )


def _check_pack(variant: Variant, hand: Hand, number: int, problems: list) -> None:
    """No card may be recorded more often than the packs hold, counting every side together."""
    counts: dict = {}

    def add(card, n):
        counts[card] = counts.get(card, 0) + n

    for side in hand.results:
        add("3r", side.red_threes)
        add("3b", side.black_threes)
        for player in players_hands(side):
            for card, n in player.items():
                add(card, n)
        for meld in side.melds or ():
            if meld.rank == "run":
                for rank in run_ranks(meld):
                    add(rank, 1)
            else:
                add("3b" if meld.rank == "3" else meld.rank, meld.natural)
            add("2", meld.twos)
            add("joker", meld.jokers)
    who = "both sides" if len(hand.results) == 2 else "all sides"
    for card, held in counts.items():
        limit = copies_in_pack(card, variant.decks, variant.jokers_per_deck)
        if held > limit:
            problems.append(
                Problem(
                    number,
                    None,
                    Reason(
                        "pack.too_many_cards",
                        f"{held} {RANK_NAMES[card]} are recorded ({who} together), "
                        f"but {variant.decks} packs hold only {limit}",
                        count=held,
                        rank=card,
                        sides=len(hand.results),
                        decks=variant.decks,
                        limit=limit,
                    ),
                    "red_threes" if card == "3r" else "in_hand",
                )
            )
