"""Correcting a game's set-up after it started: its name, its sides' and players' names and who
dealt first, checked against the rule set's seating and stored if no other phone saved meanwhile.
Scores come from the stored hands, so a new first dealer redraws every hand's dealer."""

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.rules import VARIANTS, RuleError
from scorekeeper.web.actions.game_start import Refused
from scorekeeper.web.entry import house_rules
from scorekeeper.web.entry.game_sides import sides_from_form


def edit_setup(db, game: dict, per_side: int, typed: dict, version: int) -> None:
    """Store the corrected set-up; `typed` is the edit form's data (name, sides, first_dealer)."""
    sides, problem = sides_from_form(typed["sides"], per_side)
    if problem:
        raise Refused(problem)
    try:
        VARIANTS[game["variant"]].configure(
            len(game["sides"]), per_side if sides[0]["players"] else None
        )
        seats = house_rules.seating(sides)
    except RuleError as error:
        raise Refused(str(error)) from None
    try:
        storage.update_setup(
            db,
            game["id"],
            name=typed["name"].strip() or game["name"],
            sides=sides,
            first_dealer=seats[(typed["first_dealer"] or 0) % len(seats)],
            expected_version=version,
        )
    except (storage.StaleGame, ValueError):
        raise Refused(
            gettext(
                "The game changed meanwhile (another phone saved): check the names and save again."
            )
        ) from None
