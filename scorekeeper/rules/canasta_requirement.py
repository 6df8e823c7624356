"""Initial melds that are a canasta, not points: Brazilian from 7000 (rules reference §17, W14).

The first meld of a side over the threshold must hold a complete canasta (from 9000 a natural one),
so a side that melded and has no such canasta at the end of the hand cannot have met its minimum.
"""

from scorekeeper.rules.errors import Reason
from scorekeeper.rules.hands import SideResult
from scorekeeper.rules.melds import has_melded, side_meld_points
from scorekeeper.rules.settings import describe_requirement
from scorekeeper.rules.variant import Variant


def canasta_requirement_unmet(
    variant: Variant, side: SideResult, canastas: dict, requirement
) -> str | None:
    """Why a side's melds break a canasta requirement such as {"canasta": "natural"}, or None."""
    if isinstance(requirement, int) or not has_melded(side):
        return None
    natural = requirement.get("canasta") == "natural"
    # A run canasta has no wild card, so it is as natural as a canasta of one rank.
    have = sum(
        n
        for kind, n in canastas.items()
        if not natural or kind in variant.natural_kinds
    )
    words = describe_requirement(requirement)
    if not have:
        return Reason(
            "initial.no_natural_canasta" if natural else "initial.no_canasta",
            f"the minimum initial meld is {words}, but there is no {'natural ' if natural else ''}"
            "canasta",
            requirement=requirement,
        )
    if requirement.get("points", 0) > side_meld_points(side):
        return Reason(
            "initial.canasta_points_short",
            f"the minimum initial meld is {words}, but the melds "
            f"total only {side_meld_points(side)} points",
            requirement=requirement,
            melded=side_meld_points(side),
        )
    return None
