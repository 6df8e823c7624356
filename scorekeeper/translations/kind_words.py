"""Canasta kinds counted and titled as whole phrases, so each language can make the kind agree with
the count ("1 canasta pulita", "2 canaste sporche") instead of gluing an English-shaped
"%(num)s %(kind)s" together. Keyed by the kind's English label (rules.entry.kind_label, with a rule
set's own names such as Mini's "pure"), so a rule set's names get their own phrases too.

tests/translations/test_kind_words.py checks that every kind the engine names has both."""

from scorekeeper.translations import N_, NN_

KIND_COUNTS = {
    "natural": NN_("%(num)s natural canasta", "%(num)s natural canastas"),
    "mixed": NN_("%(num)s mixed canasta", "%(num)s mixed canastas"),
    "samba": NN_("%(num)s samba", "%(num)s sambas"),
    "escalera": NN_("%(num)s escalera", "%(num)s escaleras"),
    "bolivia": NN_("%(num)s bolivia", "%(num)s bolivias"),
    "dirty samba": NN_("%(num)s dirty samba", "%(num)s dirty sambas"),
    "dirty escalera": NN_("%(num)s dirty escalera", "%(num)s dirty escaleras"),
    "sevens": NN_("%(num)s canasta of sevens", "%(num)s canastas of sevens"),
    "aces": NN_("%(num)s canasta of aces", "%(num)s canastas of aces"),
    "wild cards": NN_("%(num)s wild-card canasta", "%(num)s wild-card canastas"),
    "wild, all deuces": NN_(
        "%(num)s wild-card canasta of deuces", "%(num)s wild-card canastas of deuces"
    ),
    "wild, all four jokers": NN_(
        "%(num)s canasta of the four jokers", "%(num)s canastas of the four jokers"
    ),
    "natural aces": NN_(
        "%(num)s natural canasta of aces", "%(num)s natural canastas of aces"
    ),
    "mixed aces": NN_(
        "%(num)s mixed canasta of aces", "%(num)s mixed canastas of aces"
    ),
    "wild, six jokers and a deuce": NN_(
        "%(num)s canasta of six jokers and a deuce",
        "%(num)s canastas of six jokers and a deuce",
    ),
    "pure": NN_("%(num)s pure canasta", "%(num)s pure canastas"),
    "impure": NN_("%(num)s impure canasta", "%(num)s impure canastas"),
    "wild, jokers and deuces": NN_(
        "%(num)s wild-card canasta of jokers and deuces",
        "%(num)s wild-card canastas of jokers and deuces",
    ),
    "wild, five deuces": NN_(
        "%(num)s canasta of five deuces", "%(num)s canastas of five deuces"
    ),
}

KIND_TITLES = {
    "natural": N_("Natural canastas"),
    "mixed": N_("Mixed canastas"),
    "samba": N_("Sambas"),
    "escalera": N_("Escaleras"),
    "bolivia": N_("Bolivias"),
    "dirty samba": N_("Dirty sambas"),
    "dirty escalera": N_("Dirty escaleras"),
    "sevens": N_("Canastas of sevens"),
    "aces": N_("Canastas of aces"),
    "wild cards": N_("Wild-card canastas"),
    "wild, all deuces": N_("Wild-card canastas of deuces"),
    "wild, all four jokers": N_("Canastas of the four jokers"),
    "natural aces": N_("Natural canastas of aces"),
    "mixed aces": N_("Mixed canastas of aces"),
    "wild, six jokers and a deuce": N_("Canastas of six jokers and a deuce"),
    "pure": N_("Pure canastas"),
    "impure": N_("Impure canastas"),
    "wild, jokers and deuces": N_("Wild-card canastas of jokers and deuces"),
    "wild, five deuces": N_("Canastas of five deuces"),
}

FALLBACK_COUNT = NN_("%(num)s canasta (%(kind)s)", "%(num)s canastas (%(kind)s)")
FALLBACK_TITLE = N_("Canastas (%(kind)s)")


def kind_count(label: str, count: int, gettext, ngettext, number=str) -> str:
    """ "2 mixed canastas" in the language of `gettext`/`ngettext` (a kind with no phrase of its own
    falls back to "2 canastas (kind)")."""
    singular, plural = KIND_COUNTS.get(label, FALLBACK_COUNT)
    return ngettext(singular, plural, count) % {
        "num": number(count),
        "kind": gettext(label),
    }


def kind_title(label: str, gettext) -> str:
    """ "Mixed canastas": a kind as a row or box title."""
    if label in KIND_TITLES:
        return gettext(KIND_TITLES[label])
    return gettext(FALLBACK_TITLE) % {"kind": gettext(label)}
