"""Engine problems in the player's language: each stable code (rules/errors.py) has a sentence with
named placeholders, and each parameter is put into words by its name (a rank key becomes the rank's
name, a rule-set id its name, a count of cards "3 wild cards").

No Flask here: the web pages pass Flask-Babel's gettext/ngettext, the command line Babel's own
Translations, and English keeps the engine's sentence unchanged."""

from dataclasses import dataclass
from typing import Callable

from scorekeeper.rules import VARIANTS, describe_requirement
from scorekeeper.rules.cards import RANK_NAMES
from scorekeeper.rules.entry import kind_label
from scorekeeper.translations import N_, NN_
from scorekeeper.translations.kind_words import kind_count

SENTENCES = {
    "count.negative": N_("%(what)s cannot be negative (%(value)s)"),
    "count.not_fives": N_(
        "card points always come in fives; %(points)s is not possible"
    ),
    "count.unknown_canasta_kind": N_(
        "%(variant)s has no canastas of the kind “%(kind)s” (it has: %(kinds)s)"
    ),
    "count.unknown_unfinished_kind": N_(
        "%(variant)s charges nothing for unfinished melds of the kind “%(kind)s” "
        "(it charges for: %(kinds)s)"
    ),
    "count.melded_cards_score_nothing": N_(
        "melded cards score nothing in %(variant)s: leave the card points melded empty"
    ),
    "count.canastas_need_points": N_(
        "with %(canastas)s, at least %(least)s card points are melded, but only "
        "%(melded)s are recorded"
    ),
    "count.cards_short_of_canastas": N_(
        "%(canasta_count)s hold at least %(least_cards)s cards, but %(counted)s are counted "
        "melded"
    ),
    "count.cards_over_pack": N_(
        "%(cards)s cards worth %(value)s are counted for this side, but %(decks)s packs hold "
        "only %(limit)s"
    ),
    "count.cards_over_pack_all": N_(
        "%(cards)s cards worth %(value)s are counted (all sides together), but %(decks)s "
        "packs hold only %(limit)s"
    ),
    "count.too_many_from_hand": N_(
        "more canastas are marked as laid from the hand than the side has"
    ),
    "meld.twice": N_("two melds of %(rank)s: a side keeps one meld of each rank"),
    "meld.from_hand_not_canasta": N_(
        "%(meld)s is not a complete canasta, so it cannot be marked as laid from "
        "the hand"
    ),
    "meld.too_big": N_("%(meld)s has %(size)s cards; a meld may hold at most %(most)s"),
    "meld.wild_not_played": N_(
        "melds of wild cards only are not played in %(variant)s"
    ),
    "meld.wild_with_naturals": N_("a meld of wild cards holds only deuces and jokers"),
    "meld.wild_size": N_("a meld of wild cards has 3 to %(most)s cards, not %(size)s"),
    "meld.threes_not_melded": N_("threes are never melded in %(variant)s"),
    "meld.black_threes_only_going_out": N_(
        "black threes may be melded only by the side that goes out, in the "
        "going-out turn"
    ),
    "meld.black_threes_wild": N_("a meld of black threes cannot hold wild cards"),
    "meld.black_threes_few": N_(
        "a meld of black threes needs at least 3 cards, not %(size)s"
    ),
    "meld.no_such_rank": N_("there are no melds of %(rank)s; threes are not melded"),
    "meld.too_few_naturals": N_(
        "%(meld)s has %(naturals)s and %(wilds)s; a meld needs at least %(least)s "
        "natural cards"
    ),
    "meld.too_small": N_("%(meld)s has only %(size)s cards; a meld needs at least 3"),
    "meld.no_wild_allowed": N_("%(meld)s may not hold wild cards in %(variant)s"),
    "meld.too_many_wilds": N_(
        "%(meld)s has %(wilds)s; a meld may hold at most %(most_wilds)s"
    ),
    "meld.more_wilds_than_naturals": N_(
        "%(meld)s has %(wilds)s and %(naturals)s; a meld may never hold more "
        "wild cards than natural cards"
    ),
    "run.not_played": N_("runs (sequences) are not played in %(variant)s"),
    "run.no_start": N_("a run needs its lowest card, from 4 to Q"),
    "run.bad_start": N_("a run starts at a card from 4 to Q, not %(low)s"),
    "run.wild": N_("a run takes no wild cards"),
    "run.size": N_("a run has 3 to %(most)s cards, not %(size)s"),
    "run.past_ace": N_("a run of %(size)s from %(low)s would go past the ace"),
    "run.bad_suit": N_("“%(suit)s” is not a suit"),
    "run.wild_ranks": N_(
        "%(meld)s has %(wilds)s: say which of its cards (%(cards)s) each stands for, a different "
        "one each"
    ),
    "threes.red_not_laid": N_(
        "red threes are not laid in %(variant)s: count them among the cards left in hand"
    ),
    "threes.black_not_laid": N_("black threes are not laid face up in %(variant)s"),
    "special.unknown": N_("“%(special)s” is not a special hand of %(variant)s"),
    "special.alone": N_(
        "a special hand is the side's first and only meld: leave its melds and going out empty"
    ),
    "out.concealed_not_out": N_("“concealed” is only for the side that went out"),
    "acaba.not_played": N_("“Acaba” is not played in %(variant)s"),
    "acaba.and_out": N_("a side cannot both go out and say “Acaba”"),
    "out.unfinished_blocks": N_(
        "a side may not go out while its meld of %(kind)s is unfinished"
    ),
    "out.concealed_needs_canasta": N_(
        "going out concealed needs a complete canasta among the melds"
    ),
    "out.cards_left": N_("a player who went out has no cards left in hand"),
    "out.needs_canastas": N_("going out needs %(needed)s, but this side has %(have)s"),
    "out.needs_kind": N_(
        "going out needs %(needed)s of the kind “%(kind)s”, but this side has %(have)s"
    ),
    "going_out.needs_classes": N_(
        "going out needs %(needed)s, but this side has %(having)s"
    ),
    "out.needs_red_threes": N_(
        "going out needs %(per_canasta)s laid for each canasta: %(needed_threes)s for "
        "%(canasta_count)s, but this side laid %(laid)s"
    ),
    "out.twice": N_("only one side can go out, but %(sides)s both did"),
    "initial.concealed_short": N_(
        "going out concealed must still reach the minimum initial meld of "
        "%(requirement)s (only %(melded)s melded)"
    ),
    "initial.short": N_(
        "the melds total %(melded)s points, less than the minimum initial meld of "
        "%(requirement)s"
    ),
    "initial.no_canasta": N_(
        "the minimum initial meld is %(requirement)s, but there is no canasta"
    ),
    "initial.no_natural_canasta": N_(
        "the minimum initial meld is %(requirement)s, but there is no natural canasta"
    ),
    "initial.canasta_points_short": N_(
        "the minimum initial meld is %(requirement)s, but the melds total "
        "only %(melded)s points"
    ),
    "hand.ends_once": N_(
        "a hand ends once: by one going out, one “Acaba” or one special hand"
    ),
    "pack.too_many_cards": N_(
        "%(count)s %(rank)s are recorded (all sides together), but %(decks)s packs hold "
        "only %(limit)s"
    ),
    "pack.melded_too_many": N_(
        "%(points)s card points melded is more than the packs hold: %(decks)s packs hold "
        "only %(limit)s card points"
    ),
    "pack.left_too_many": N_(
        "%(points)s card points left in hand is more than the packs hold: %(decks)s packs "
        "hold only %(limit)s card points"
    ),
    "pack.total_too_many": N_(
        "%(points)s card points are recorded (all sides together, melded and left in "
        "hand), but %(decks)s packs hold only %(limit)s card points"
    ),
    "lone.not_played": N_(
        "%(variant)s keeps its partnerships: no hand has a lone hand"
    ),
    "lone.everyone_alone": N_(
        "a player has reached %(total)s, so everybody plays alone: no hand has a lone hand"
    ),
    "lone.unknown": N_(
        "lone hand %(lone)s is not a player of this game (0 to %(most)s)"
    ),
    "lone.missing": N_(
        "%(side)s went out, so the pile was taken or %(side)s plays alone: say who took the "
        "pile first"
    ),
    "game.already_over": N_("the game was already over after hand %(last)s"),
    "pile.run_start": N_("a run starts at a card from A to Q, not %(low)s"),
    "pile.set_not_played": N_("%(variant)s lays no sets of %(rank)s"),
    "pile.taken_needs_canasta": N_(
        "in %(variant)s a side takes its second pile only with a canasta on the table"
    ),
    "pile.closing_needs_pile": N_(
        "in %(variant)s a side closes only after taking its second pile"
    ),
    "pile.closing_needs_any": N_("closing needs a canasta"),
    "pile.closing_needs_clean": N_("closing needs a clean canasta"),
    "pile.closing_on_wild": N_(
        "the last card discarded to close may not be a wild card"
    ),
    "pile.closed_and_ended": N_(
        "a side closed, so the hand did not end by the stock or by time"
    ),
    "pile.end_unsaid": N_(
        "nobody closed: say whether the stock ran out or time was called"
    ),
}

# Counts that read as a phrase with its noun, in the right plural: "1 wild card", "3 wild cards".
COUNTED = {
    "naturals": NN_("%(num)s natural card", "%(num)s natural cards"),
    "wilds": NN_("%(num)s wild card", "%(num)s wild cards"),
    "most_wilds": NN_("%(num)s wild card", "%(num)s wild cards"),
    "needed": NN_("%(num)s canasta", "%(num)s canastas"),
    "canasta_count": NN_("%(num)s canasta", "%(num)s canastas"),
    "per_canasta": NN_("%(num)s red three", "%(num)s red threes"),
    "needed_threes": NN_("%(num)s red three", "%(num)s red threes"),
}
MELD_OF = N_("the meld of %(rank)s")
RUN_FROM = N_("the run from %(low)s")
RUN_FROM_IN = N_("the run from %(low)s in %(suit)s")
SUITS = {
    "hearts": N_("hearts"),
    "diamonds": N_("diamonds"),
    "clubs": N_("clubs"),
    "spades": N_("spades"),
}
AND = N_("%(first)s and %(second)s")
HAND_SIDE = N_("hand %(number)s, %(side)s: %(text)s")
HAND_ONLY = N_("hand %(number)s: %(text)s")
NONE = N_("none")


@dataclass(frozen=True)
class Speech:
    """One language's gettext, ngettext and number format, from Flask-Babel or from Babel itself."""

    gettext: Callable[[str], str]
    ngettext: Callable[[str, str, int], str]
    number: Callable[[int], str]


def problem_text(problem, speech: Speech | None) -> str:
    """The problem's sentence without hand or side: English as the engine wrote it, else translated."""
    template = SENTENCES.get(problem.code)
    if speech is None or template is None:
        return problem.message
    words = {
        name: _words(name, value, problem, speech)
        for name, value in problem.params.items()
    }
    return speech.gettext(template) % words


def problem_line(problem, speech: Speech | None) -> str:
    """The whole problem as the command line prints it: "hand 3, Them: …"."""
    if speech is None:
        return str(problem)
    text = problem_text(problem, speech)
    if problem.hand is None:
        return text
    if problem.side:
        return speech.gettext(HAND_SIDE) % {
            "number": problem.hand,
            "side": problem.side,
            "text": text,
        }
    return speech.gettext(HAND_ONLY) % {"number": problem.hand, "text": text}


def _words(name: str, value, problem, speech: Speech) -> str:
    say = speech.gettext
    variant = VARIANTS.get(problem.params.get("variant", ""))
    if name == "needed" and isinstance(value, dict):
        return _joined(
            [_canastas(k, n, variant, speech) for k, n in value.items()], speech
        )
    if name in COUNTED:
        singular, plural = COUNTED[name]
        return speech.ngettext(singular, plural, value) % {"num": speech.number(value)}
    if name == "variant":
        return say(variant.name) if variant else value
    if name in ("rank",):
        return say(RANK_NAMES.get(value, value))
    if name == "kind":
        return say(kind_label(value, variant))
    if name in ("kinds", "specials"):
        return ", ".join(say(kind_label(k, variant)) for k in value) or say(NONE)
    if name == "meld":
        return meld_name(value, speech)
    if name == "what":
        return say(FIELD_WORDS.get(value, value))
    if name == "sides":
        return (
            _joined([str(v) for v in value], speech)
            if isinstance(value, tuple)
            else str(value)
        )
    if name == "requirement":
        return requirement_words(value, speech)
    if name == "canastas":
        return _joined(
            [_canastas(kind, n, variant, speech) for kind, n in value.items() if n],
            speech,
        )
    if name == "having":
        return ", ".join(
            f"{say(kind_label(k, variant))}: {speech.number(n)}"
            for k, n in value.items()
        )
    if name == "suit":
        return say(SUITS.get(value, value))
    if isinstance(value, int) and not isinstance(value, bool):
        return speech.number(value)
    return str(value)


def _canastas(kind: str, count: int, variant, speech: Speech) -> str:
    return kind_count(
        kind_label(kind, variant),
        count,
        speech.gettext,
        speech.ngettext,
        speech.number,
    )


def _joined(items: list[str], speech: Speech) -> str:
    if len(items) < 2:
        return "".join(items)
    return speech.gettext(AND) % {"first": ", ".join(items[:-1]), "second": items[-1]}


def meld_name(key, speech: Speech) -> str:
    """(rank, low, suit) in words: "the meld of kings", "the run from 4 in hearts"."""
    rank, low, suit = key
    if rank == "run":
        if suit:
            return speech.gettext(RUN_FROM_IN) % {
                "low": low,
                "suit": speech.gettext(SUITS.get(suit, suit)),
            }
        return speech.gettext(RUN_FROM) % {"low": low}
    return speech.gettext(MELD_OF) % {
        "rank": speech.gettext(RANK_NAMES.get(rank, rank))
    }


REQUIREMENT_CANASTA = N_("a canasta")
REQUIREMENT_NATURAL = N_("a natural canasta")
REQUIREMENT_AND_POINTS = N_("%(canasta)s and %(points)s points")


def requirement_words(requirement, speech: Speech) -> str:
    """A minimum initial meld in words: "120", "a natural canasta", "a canasta and 200 points"."""
    if isinstance(requirement, int):
        return speech.number(requirement) if requirement else speech.gettext(NONE)
    if not isinstance(requirement, dict):
        return describe_requirement(requirement)
    canasta = speech.gettext(
        REQUIREMENT_NATURAL
        if requirement.get("canasta") == "natural"
        else REQUIREMENT_CANASTA
    )
    if requirement.get("points"):
        return speech.gettext(REQUIREMENT_AND_POINTS) % {
            "canasta": canasta,
            "points": speech.number(requirement["points"]),
        }
    return canasta


FIELD_WORDS = {
    "red_threes": N_("red threes"),
    "meld_points": N_("card points melded"),
    "hand_points": N_("card points left in hand"),
    "concealed_canastas": N_("canastas from the hand"),
    "canastas": N_("canastas"),
    "black_threes": N_("black threes"),
    "in_hand": N_("cards left in hand"),
    "melds": N_("melds"),
    "pile_points": N_("card points of the pile"),
}
