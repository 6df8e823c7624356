"""Refuse impossible hands with a message that names the hand, the side and the rule broken.
Each kind of check has its module here: meld_checks (meld by meld), counted (a side entered as
counts), going_out (going out and the opening) and hand_end (the hand as a whole); `check_hand`
runs them all in the rule book's order. Burraco, Buraco and Biriba have their own in pile_checks."""

from scorekeeper.rules.canasta_requirement import canasta_requirement_unmet
from scorekeeper.rules.card_counts import check_card_counts
from scorekeeper.rules.errors import Problem
from scorekeeper.rules.hands import Hand
from scorekeeper.rules.melds import side_canastas
from scorekeeper.rules.pack_limits import check_card_points
from scorekeeper.rules.partnerships import combined, lone_hand_problems, scoring_units
from scorekeeper.rules.runs import SUITS
from scorekeeper.rules.validation.counted import check_count_entry, check_counts
from scorekeeper.rules.validation.going_out import (
    check_going_out,
    check_initial_meld,
    check_went_out_empty,
)
from scorekeeper.rules.validation.hand_end import check_hand_end, check_pack
from scorekeeper.rules.validation.meld_checks import check_melds
from scorekeeper.rules.validation.pile_checks import check_pile_hand
from scorekeeper.rules.variant import Variant

__all__ = ["SUITS", "check_hand"]


def check_hand(
    variant: Variant,
    hand: Hand,
    number: int,
    names: list[str],
    requirements: list,
    players_per_side: int,
) -> list[Problem]:
    """Every rule the hand breaks; an empty list means the hand can be scored."""
    if variant.second_pile:
        return check_pile_hand(variant, hand, number, names)
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
            check_counts(
                variant,
                hand.results[i],
                lambda message, field="", i=i: problems.append(
                    Problem(number, names[i], message, field, i)
                ),
            )
        side = combined(variant, [hand.results[i] for i in unit])
        if side.counted:
            check_count_entry(variant, side, problem)
        else:
            check_melds(variant, side, problem)
        # A broken meld says nothing about the opening's count
        melds_ok = len(problems) == before
        canastas = side_canastas(variant, side)
        check_going_out(
            variant, side, canastas, players_per_side if alone else 0, problem
        )
        if not alone and hand.results[index].went_out:
            check_went_out_empty(
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
            check_initial_meld(variant, side, canastas, requirement, problem)
            unmet = canasta_requirement_unmet(variant, side, canastas, requirement)
            if unmet:
                problem(unmet, "meld_points" if side.counted else "melds")
    check_hand_end(hand, number, names, problems)
    check_pack(variant, hand, number, problems)
    problems.extend(check_card_points(variant, hand, number, names))
    problems.extend(check_card_counts(variant, hand, number, names))
    return problems
