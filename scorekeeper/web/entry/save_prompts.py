"""Hands worth a second look before they are saved: an empty hand, or one identical to the hand before.

Both are how a real table loses a game: a Save tapped on a form nobody filled, or a browser's Back
that brings the last hand's numbers into the next hand's form. The player is asked, not refused:
either can be a true hand. Record hands in, words (in the page's language) out."""

from flask_babel import gettext

from scorekeeper.record.changes import same_hand


def is_empty(hand: dict) -> bool:
    """Nothing typed for any side: no melds, no counts, no cards left, nobody out, no note of play."""
    return not any(
        value for result in hand.get("results", []) for value in result.values()
    )


def question(hands: list[dict], hand: dict, side_names: list[str]) -> str | None:
    """What to ask before saving `hand` as the next of `hands`, or None to save it at once."""
    number = len(hands) + 1
    if is_empty(hand):
        return gettext(
            "Hand %(number)s is empty: no melds, no cards left and nobody went out, so it scores 0 for "
            "everyone and the deal moves on. Save it anyway?",
            number=number,
        )
    if hands and same_hand(hands[-1], hand, side_names):
        return gettext(
            "Hand %(number)s is exactly the same as hand %(previous)s. Was it saved already (the "
            "browser's Back button)? Save it again anyway?",
            number=number,
            previous=number - 1,
        )
    return None
