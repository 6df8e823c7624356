"""A run's row on the hand form, and back: the form asks a run's length ("Cards") and, where a Bolivia
table plays the dirty escalera, its deuces and jokers and the cards they stand for; the record keeps
its natural cards and `wild_ranks` (docs/record-format.md). A clean run reads the same either way."""


def run_record(meld: dict, entry: dict) -> dict:
    """The record's run from a form row: its natural cards are its length less its wild cards."""
    wild = entry.get("twos", 0) + entry.get("jokers", 0)
    if wild:
        natural = entry.pop("natural", 0) - wild
        if natural > 0:
            entry["natural"] = natural
    stands_for = [rank for rank in meld.get("wild_ranks") or () if rank]
    if stands_for:
        entry["wild_ranks"] = stands_for
    return entry


def run_row(meld: dict) -> dict:
    """The form row's run fields from a record's run: its whole length back in the Cards box."""
    wild = meld.get("twos", 0) + meld.get("jokers", 0)
    return {
        "natural": meld.get("natural", 0) + wild,
        "wild_ranks": list(meld.get("wild_ranks", [])),
    }
