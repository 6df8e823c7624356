"""Short ways to write hands in tests, so each test reads like the rule book's example."""

from scorekeeper.rules import (
    VARIANTS,
    Game,
    Hand,
    Meld,
    Side,
    SideResult,
    check_hand,
    play,
    score_hand,
)


def meld(rank, natural, twos=0, jokers=0, concealed=False):
    return Meld(rank, natural, twos, jokers, concealed)


def run(low, length, suit="hearts"):
    """A Samba-family run: `length` cards of one suit up from `low`."""
    return Meld("run", length, low=low, suit=suit)


COUNT_MODE = {
    "meld_points",
    "canastas",
    "unfinished",
    "players_holding",
    "concealed_canastas",
}


def side(*melds, red_threes=0, went_out=False, concealed=False, in_hand=None, **more):
    """A side's result: melds given as positional `meld(...)`s, or count-mode keywords.
    `in_hand` may be a list with one dict per player."""
    if isinstance(in_hand, list):
        in_hand = tuple(in_hand)
    if COUNT_MODE & set(more):
        return SideResult(
            red_threes=red_threes,
            went_out=went_out,
            concealed=concealed,
            in_hand=in_hand,
            **more,
        )
    return SideResult(
        melds=tuple(melds),
        red_threes=red_threes,
        went_out=went_out,
        concealed=concealed,
        in_hand=in_hand or {},
        **more,
    )


def rules(variant_id="classic", sides=2, players=None, **house):
    return VARIANTS[variant_id].configure(sides, players, house)


def score(variant_id, *sides, **house):
    """Each side's hand score under a rule set (and house rules)."""
    scores = score_hand(rules(variant_id, len(sides), **house), Hand(tuple(sides)))
    return [s.total for s in scores]


def items(variant_id, *sides, **house):
    return [
        s.items
        for s in score_hand(rules(variant_id, len(sides), **house), Hand(tuple(sides)))
    ]


def problems(variant_id, *sides, requirements=None, players=None, **house):
    """The messages check_hand gives for one hand (sides named A, B, C…)."""
    names = ["A", "B", "C", "D", "E", "F"][: len(sides)]
    variant = rules(variant_id, len(sides), players, **house)
    reqs = requirements or [15] * len(sides)
    return [
        str(p)
        for p in check_hand(variant, Hand(tuple(sides)), 1, names, reqs, players or 2)
    ]


def game(
    variant_id,
    *hands,
    players=(("Ana", "Ben"), ("Cleo", "Dan")),
    first_dealer=None,
    **house,
):
    sides = tuple(
        Side(name, tuple(p)) for name, p in zip(["Us", "Them", "Others"], players)
    )
    variant = VARIANTS[variant_id].configure(len(sides), len(players[0]), house)
    return play(
        Game(variant, sides, tuple(Hand(tuple(h)) for h in hands), first_dealer)
    )
