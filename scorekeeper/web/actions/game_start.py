"""Starting a game from the new-game form: the sides typed made record sides, the house rules read
and checked against the seating, the first dealer found, a name given, and the game stored in the
group it is started from (the phone's own group when from the games list, made now if this is its
first game). A refusal says why in the page's language, and nothing is stored. And a rematch: a
new game with the same players, seating, first dealer and rules, in the same group."""

from scorekeeper import storage
from scorekeeper.rules import RuleError, Variant
from scorekeeper.web.entry import house_rules
from scorekeeper.web.entry.game_sides import (
    default_name,
    sides_from_form,
    unnamed_players_numbered,
)
from scorekeeper.web.plumbing import joined_groups
from scorekeeper.web.plumbing.error_pages import cannot_write


class Refused(ValueError):
    """The game cannot be started (or changed) as typed; the message says why."""


def start_game(db, variant: Variant, layout, typed: dict, group: dict | None) -> str:
    """The new game's id. `typed` is the form's data (name, sides, first_dealer, rules); `group`
    the group it is started from, or None for the phone's own."""
    per_side = layout.players_per_side
    sides, problem = sides_from_form(
        unnamed_players_numbered(typed["sides"], per_side), per_side
    )
    if problem:
        raise Refused(problem)
    try:
        rules = house_rules.rules_from_fields(
            variant, layout.sides, per_side, typed["rules"]
        )
        variant.configure(
            layout.sides, per_side if sides[0]["players"] else None, rules
        )
        people = house_rules.seating(sides)
    except RuleError as error:
        raise Refused(str(error)) from None
    try:
        listed_in = group or joined_groups.ensure_home(db)
        return storage.create_game(
            db,
            name=typed["name"]
            or default_name(
                db, " v ".join(side["name"] for side in sides), listed_in["pk"]
            ),
            variant=variant.id,
            rules=rules,
            sides=sides,
            first_dealer=people[(typed["first_dealer"] or 0) % len(people)],
            group_pk=listed_in["pk"],
        )
    except storage.CannotWrite as error:
        raise Refused(cannot_write(error)) from None


def play_again(db, game: dict) -> str:
    """The new game's id: `game` played again, in its group (the phone's own if it has none)."""
    group = storage.group_of_game(db, game["id"])
    group_pk = group["pk"] if group else joined_groups.ensure_home(db)["pk"]
    base = " v ".join(side["name"] for side in game["sides"])
    return storage.create_game(
        db,
        name=default_name(db, base, group_pk),
        variant=game["variant"],
        rules=game["rules"],
        sides=game["sides"],
        first_dealer=game["first_dealer"],
        group_pk=group_pk,
    )
