"""A hand saved at a club night's table that asks for the other side's OK: the other side's
answer (OK, or a dispute with a line of text), and the director's upholding of a hand waiting
or disputed (it counts as confirmed, the confirmation saying the director settled it; logged,
and a resend changes nothing). Stored by storage's confirm_rows."""

from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.web.actions.event_rounds import Refused


class NotAsked(LookupError):
    """No table of a club night asks for this game's hands to be confirmed, or no such hand."""


def asking_table(db, game_id: str) -> dict:
    """The event table of this game, if it asks for the other side's OK."""
    table = storage.event_of_game(db, game_id)
    if table is None or not table["confirm_hands"]:
        raise NotAsked(game_id)
    return table


class AnswerRefused(Exception):
    """An answer not taken, said in the table's words: the phone that saved the hand gave it, or
    the table disputed as many hands as it may this hour (issue 39)."""


def answer_hand(
    db,
    table: dict,
    number: int,
    disputed: bool,
    note: str,
    *,
    by: str | None = None,
    disputes_per_hour: int = 0,
) -> None:
    """Hand `number` confirmed, or disputed with `note`, from the phone `by` (its mark); the
    event's version stays, so the director's forms stay fresh."""
    try:
        storage.confirm_hand(
            db,
            table,
            number,
            "disputed" if disputed else "ok",
            note,
            by=by,
            disputes_per_hour=disputes_per_hour,
        )
    except storage.NotFound:
        raise NotAsked(number) from None
    except storage.OwnHand:
        raise AnswerRefused(
            gettext(
                "Hand %(number)s was saved on this phone: a phone of the other side gives"
                " the OK (or the director settles it).",
                number=number,
            )
        ) from None
    except storage.TooManyDisputes:
        raise AnswerRefused(
            gettext(
                "This table has disputed as many hands as it may this hour: the director"
                " settles hand %(number)s.",
                number=number,
            )
        ) from None


def settle_hand(db, event: dict, number: int, table: int, hand: int, version: int):
    """The director upholds hand `hand` of round `number`'s `table`."""
    try:
        return storage.settle_hand(
            db, event["pk"], number, table, hand, expected_version=version
        )
    except storage.NotFound:
        raise Refused(gettext("That table has no such hand.")) from None
