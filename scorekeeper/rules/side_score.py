"""A side's score for one hand, item by item: what scoring.py and pile_scoring.py both give back."""

from dataclasses import dataclass


@dataclass(frozen=True)
class SideScore:
    """One side's score for a hand: the breakdown items (name -> points) and its canastas by kind."""

    items: dict
    canastas: dict

    @property
    def total(self) -> int:
        return sum(self.items.values())
