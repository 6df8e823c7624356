"""The hand form's labels in the page's language. hand_spec.entry_spec stays free of Flask and gives English
labels (marked for the catalogs); this turns them into the page's words, by key where the spec has one."""

from flask_babel import gettext, pgettext

from scorekeeper.rules.cards import RANK_NAMES
from scorekeeper.web.entry.hand_spec import CARD_LABELS, MELD_NAMES
from scorekeeper.web.words.table_words import kind_title, said


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def rank_letter(rank: str, label: str) -> str:
    """A rank button's letter as the language's cards print it: German decks index the queen D
    (Dame) and the jack B (Bube); Italian, Portuguese and Spanish French-suited decks print A K Q J."""
    letters = {
        "A": pgettext("card index: ace", "A"),
        "K": pgettext("card index: king", "K"),
        "Q": pgettext("card index: queen", "Q"),
        "J": pgettext("card index: jack", "J"),
    }
    return letters.get(rank) or said(label)


def spoken_spec(spec: dict) -> dict:
    """A copy of `spec` whose labels read in the page's language (English stays as entry_spec wrote it)."""
    piles, left, black_threes = (
        spec["hand_words"],
        spec["hand_points_label"],
        spec["black_threes_label"],
    )
    where = (
        gettext(
            "%(first)s and %(second)s", first=gettext("hand"), second=gettext("foot")
        )
        if piles == "hand and foot"
        else said(piles)
    )
    spoken = {
        "meld_ranks": [
            (rank, rank_letter(rank, label)) for rank, label in spec["meld_ranks"]
        ],
        "meld_names": {
            rank: _capital(
                said(
                    MELD_NAMES[rank]
                    if rank in MELD_NAMES
                    else spec["rank_names"].get(rank) or RANK_NAMES.get(rank, rank)
                )
            )
            for rank in spec["meld_names"]
        },
        "kind_labels": {
            kind: said(label) for kind, label in spec["kind_labels"].items()
        },
        "kind_titles": {
            kind: kind_title(label) for kind, label in spec["kind_labels"].items()
        },
        "black_threes_label": said(black_threes),
        "special_hands": [(hand, said(label)) for hand, label in spec["special_hands"]],
        "held_threes": [(card, said(label)) for card, label in spec["held_threes"]],
        "suits": [(suit, said(label)) for suit, label in spec["suits"]],
        "pile": said(spec["pile"]) if spec["pile"] else "",
        "pile_states": [(state, said(label)) for state, label in spec["pile_states"]],
        "hand_words": where,
        "meld_values": [(value, said(label)) for value, label in spec["meld_values"]],
        "hand_values": [(value, said(label)) for value, label in spec["hand_values"]],
        "hand_cards": [
            (
                card,
                gettext(
                    "%(cards)s in %(where)s",
                    where=where,
                    cards=said(CARD_LABELS[card])
                    if card in CARD_LABELS
                    else _capital(said(RANK_NAMES[card])),
                ),
            )
            for card, _label in spec["hand_cards"]
        ],
        "hand_points_label": (
            gettext("Points left in %(where)s", where=where)
            if spec["melded_points"]
            else said(left)
        ),
    }
    return {**spec, **spoken}
