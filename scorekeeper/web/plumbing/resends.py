"""A form sent again with a nonce the server has already acted on: a double tap, or a phone
resending a hand it kept while the network was down. It is answered as the first time was, by the
same redirect and message, and nothing is written twice."""

from flask import flash, redirect, url_for
from flask_babel import gettext as _

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def answered_before(game_id: str, nonce: str | None, *, new_hand: bool):
    """The redirect the first sending of this form got, or None when it is new to the server."""
    if not nonce:
        return None
    db = get_db()
    if new_hand:
        position = storage.hand_with_nonce(db, game_id, nonce)
        if position is None:
            return None
        flash(_("Hand %(number)s was saved.", number=position))
        return redirect(url_for("games.show", game_id=game_id))
    change = storage.change_with_nonce(db, game_id, nonce)
    if change is None:
        return None
    if change["action"] == "edit":
        flash(_("Hand %(number)s corrected.", number=change["position"]))
    else:
        flash(
            _(
                "Hand %(number)s deleted; later hands are renumbered and every total recomputed.",
                number=change["position"],
            )
        )
    return redirect(url_for("games.show", game_id=game_id))
