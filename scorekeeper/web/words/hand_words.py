"""What was typed for a hand, in words, for the scoreboard's hand detail: the melds as entered, not
only the points they made ("K 7 · J 3 + 1 deuce · 10 4; 1 red three; 35 left in hand"), in the page's
language."""

from flask_babel import gettext, ngettext

from scorekeeper.translations.problem_texts import SUITS
from scorekeeper.web.words.table_words import canasta_counts
from scorekeeper.web.words.wording import number, signed


def _wilds(meld: dict) -> list[str]:
    words = []
    if meld.get("twos"):
        words.append(ngettext("%(num)s deuce", "%(num)s deuces", meld["twos"]))
    if meld.get("jokers"):
        words.append(ngettext("%(num)s joker", "%(num)s jokers", meld["jokers"]))
    return words


def meld_words(meld: dict) -> str:
    """One meld: its rank and cards, e.g. "J 3 + 1 deuce", "run from 4 ♥: 7", "wild 2 deuces + 1 joker",
    a dirty run "run from 5 ♥: 7, 1 joker as 8"."""
    wild = _wilds(meld)
    if meld.get("rank") == "run":
        head = gettext(
            "run from %(low)s%(suit)s: %(count)s",
            low=meld.get("low", "?"),
            suit=" " + gettext(SUITS.get(meld["suit"], meld["suit"]))
            if meld.get("suit")
            else "",
            count=meld.get("natural", 0) + meld.get("twos", 0) + meld.get("jokers", 0),
        )
        if wild:  # a dirty run: its length above, then its wild cards and the cards they stand for
            head = gettext(
                "%(run)s, %(wild)s as %(cards)s",
                run=head,
                wild=" + ".join(wild),
                cards=", ".join(meld.get("wild_ranks", [])) or "?",
            )
            wild = []
    elif meld.get("rank") == "wild":
        return gettext("wild %(cards)s", cards=" + ".join(wild))
    else:
        head = f"{'3♠' if meld.get('rank') == '3' else meld.get('rank')} {meld.get('natural', 0)}"
    words = " + ".join([head, *wild])
    return (
        gettext("%(meld)s (from hand)", meld=words) if meld.get("concealed") else words
    )


def _piles(counts: dict) -> str:
    """Cards counted by value, as counted: "1×50, 4×20, 14×10" (each value's number of cards)."""
    return ", ".join(f"{n}×{value}" for value, n in counts.items() if n) or "0"


def card_name(card: str) -> str:
    """A card left in hand as the breakdown writes it: ranks as on the cards, the joker and the
    threes by their suits' colour (as the hand form's 3♠ does)."""
    if card == "joker":
        return gettext("Joker")
    return {"3b": "3♠", "3r": "3♥"}.get(card, card)


def typed(result: dict, names: dict | None = None) -> str:
    """One side's entry for one hand, as typed (`names`: the rule set's own names of kinds)."""
    if result.get("special_hand"):
        return gettext("special hand: %(hand)s", hand=result["special_hand"])
    parts = []
    if "melds" in result:
        parts.append(
            " · ".join(meld_words(m) for m in result["melds"]) or gettext("no melds")
        )
    if "meld_points" in result or "meld_cards" in result:
        canastas = canasta_counts(result.get("canastas") or {}, names)
        melded = (
            gettext("cards melded: %(cards)s", cards=_piles(result["meld_cards"]))
            if "meld_cards" in result
            else gettext(
                "%(points)s card points melded", points=number(result["meld_points"])
            )
        )
        parts.append(melded + (f", {canastas}" if canastas else ""))
    if result.get("red_threes"):
        parts.append(
            ngettext("%(num)s red three", "%(num)s red threes", result["red_threes"])
        )
    if result.get("black_threes"):
        parts.append(
            ngettext(
                "%(num)s black three laid",
                "%(num)s black threes laid",
                result["black_threes"],
            )
        )
    left = result.get("in_hand")
    if result.get("hand_cards"):
        parts.append(
            gettext("left in hand: %(cards)s", cards=_piles(result["hand_cards"]))
        )
    if isinstance(left, dict) and "points" in left:
        parts.append(gettext("%(points)s left in hand", points=number(left["points"])))
    elif left:
        hands = left if isinstance(left, list) else [left]
        cards = ", ".join(
            f"{n}×{card_name(card)}"
            for cards in hands
            for card, n in cards.items()
            if n
        )
        parts.append(
            gettext("left in hand: %(cards)s", cards=cards)
            if cards
            else gettext("nothing left in hand")
        )
    elif result.get("hand_points"):
        parts.append(
            gettext("%(points)s left in hand", points=number(result["hand_points"]))
        )
    if result.get("adjustment"):
        parts.append(
            gettext("adjustment %(points)s", points=signed(result["adjustment"]))
        )
    return "; ".join(parts)
