"""A blank pad's table of bonuses and penalties, in the order a hand is scored, and the words it
is written in (a canasta's kind, a penalty shared by several melds, a special hand's short name).
Read from the `Variant` data in the request's language, like the rest of the legend (pad_legend.py)."""

from flask_babel import gettext as _
from flask_babel import ngettext

from scorekeeper.rules.cards import RANK_NAMES
from scorekeeper.rules.entry import kind_label
from scorekeeper.translations import N_


def bonus_rows(variant) -> list[tuple[str, str]]:
    """The bonuses and penalties of the rule set as (what, points) lines, in the order a hand is
    scored: canastas, going out, red threes, Acaba, black threes, penalties, special hands."""
    rows = canasta_rows(variant) + going_out_rows(variant) + red_three_rows(variant)
    if variant.acaba:
        rows.append((_("Acaba: the opponents score"), str(variant.acaba_award)))
    return (
        rows
        + black_three_rows(variant)
        + penalty_rows(variant)
        + [
            (_("Special hand: %(hand)s", hand=special_hand_name(name)), str(points))
            for name, points in variant.special_hands.items()
        ]
    )


def canasta_rows(variant) -> list[tuple[str, str]]:
    """Each kind of canasta's bonus, and the extra for one laid from the hand."""
    rows = [
        (canasta_words(variant, kind), str(variant.bonus_for(kind)))
        for kind in variant.canasta_kinds
    ]
    if "dirty_runs" in variant.settings and not variant.dirty_runs:
        # Bolivia's house rule, off by the book: a table that plays it finds its bonus on the pad too.
        rows.append(
            (
                _(
                    "%(canasta)s, where the table plays it",
                    canasta=canasta_words(variant, variant.dirty_run_canasta),
                ),
                str(variant.dirty_run_bonus),
            )
        )
    if variant.concealed_canasta_bonus:
        rows.append(
            (
                _("Canasta laid from the hand, extra"),
                str(variant.concealed_canasta_bonus),
            )
        )
    return rows


def going_out_rows(variant) -> list[tuple[str, str]]:
    """Going out's bonus, concealed or not, and the bonuses for the canastas gone out with."""
    rows = []
    if variant.going_out:
        rows.append((_("Going out"), str(variant.going_out)))
    if variant.concealed_going_out != variant.going_out:
        rows.append((_("Going out concealed"), str(variant.concealed_going_out)))
    for needed, natural, mixed, points in variant.going_out_canasta_bonuses:
        which = (
            _(
                "Out with %(natural)s natural + %(mixed)s mixed",
                natural=natural,
                mixed=mixed,
            )
            if mixed
            else _(
                "Out with %(count)s incl. %(natural)s natural",
                count=needed,
                natural=natural,
            )
        )
        rows.append((which, str(points)))
    if variant.hand_canasta_going_out:
        rows.append(
            (_("Going out with a hand canasta"), str(variant.hand_canasta_going_out))
        )
    return rows


def red_three_rows(variant) -> list[tuple[str, str]]:
    """Red threes laid (each, by count, all of them) and one kept in hand."""
    rows = []
    if variant.red_threes_laid:
        rows.append((_("Red three, each"), str(variant.red_three_each)))
        for count, points in sorted(variant.red_three_table.items()):
            rows.append(
                (
                    ngettext("%(num)s red three", "%(num)s red threes", count),
                    str(points),
                )
            )
        rows.append(
            (
                _("All %(count)s red threes", count=variant.red_threes_in_pack),
                str(variant.red_three_all),
            )
        )
    if variant.red_three_in_hand:
        rows.append((_("Red three left in hand"), f"−{variant.red_three_in_hand}"))
    return rows


def black_three_rows(variant) -> list[tuple[str, str]]:
    """Black threes captured from the pile, each and all of them."""
    if not variant.captured_black_three:
        return []
    return [
        (_("Black three captured, each"), str(variant.captured_black_three)),
        (
            _("All %(count)s black threes captured", count=2 * variant.decks),
            str(variant.captured_black_threes_all),
        ),
    ]


def penalty_rows(variant) -> list[tuple[str, str]]:
    """Unfinished melds and cards held, minus. Penalties of the same size share a line
    ("Unfinished sevens or aces meld"), so long lists stay short."""
    rows = [
        (penalty_words(variant, kinds), f"−{points}")
        for points, kinds in _same_points(variant.incomplete_penalty.items())
    ]
    held = (
        (rank, (variant.held_penalty_threshold or threshold, points))
        for rank, (threshold, points) in variant.held_penalty.items()
    )
    for (threshold, points), ranks in _same_points(held):
        rows.append(
            (
                _(
                    "Player holding %(count)s+ %(ranks)s",
                    count=threshold,
                    ranks=_or([_(RANK_NAMES[r]) for r in ranks]),
                ),
                f"−{points}",
            )
        )
    return rows


def special_hand_name(name: str) -> str:
    """A special hand's short name, for the pad's narrow legend ("seven pairs", not its whole make-up)."""
    names = {
        "straight": _("straight"),
        "seven_pairs": _("seven pairs"),
        "seven_pairs_wild": _("seven pairs wild"),
        "garbage": _("garbage"),
    }
    return names.get(name, name.replace("_", " "))


def canasta_words(variant, kind: str) -> str:
    """'Natural canasta' (or the rule set's own name for it, Mini's 'Pure canasta'); a wild canasta of a
    particular make-up as 'Wild canasta, all deuces'."""
    head, _sep, make_up = kind_label(kind).partition(", ")
    if make_up and kind not in variant.kind_names:
        return _capital(
            _("%(kind)s canasta, %(make_up)s", kind=_(head), make_up=_(make_up))
        )
    return _capital(
        _(
            "%(kind)s canasta",
            kind=_(variant.kind_names.get(kind) or kind.replace("_", " ")),
        )
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _or(words: list[str]) -> str:
    return (
        words[0]
        if len(words) == 1
        else _("%(first)s or %(second)s", first=", ".join(words[:-1]), second=words[-1])
    )


# Words a pad composes that the engine's labels do not hold on their own (a wild canasta's make-up).
PAD_WORDS = (
    N_("wild"),
    N_("all deuces"),
    N_("all four jokers"),
    N_("six jokers and a deuce"),
)


def _same_points(pairs) -> list[tuple]:
    """(key, points) pairs grouped as (points, [keys]) in their first order."""
    groups: dict = {}
    for key, points in pairs:
        groups.setdefault(points, []).append(key)
    return list(groups.items())


def penalty_words(variant, kinds: list[str]) -> str:
    """Unfinished melds' penalty as the pad's legend says it."""
    if kinds == ["short_run"]:
        return _(
            "Run of %(count)s cards or fewer left on the table",
            count=variant.short_run_max,
        )
    return _capital(
        _(
            "Unfinished %(kinds)s meld",
            kinds=_or([_(kind.replace("_", " ")) for kind in kinds]),
        )
    )
