"""A save a phone kept while offline, sent after other saves it kept before it: not a conflict.

A phone with no network keeps each save with the game's version it last saw (the version its form
was built on). A new hand also carries, in the form field `queued_after`, the nonces of the saves
this phone kept or sent before it since that version: new hands, corrections and deletions alike
(static/scorer/scorer_form.js standing). By the time this hand arrives, those have landed and moved the
game's version on; that is the phone's own doing, not another phone's. So the hand is written over
the game as it stands when every version since its own was written by exactly those earlier saves
(one version each, each nonce counted once: storage.changes_with_nonces); anything else in between
(another phone's hand or correction, a renamed side) leaves the version check as it was, and the
hand is refused as stale. The hand itself is still checked against the game as it stands, like
every other save.

A correction or deletion names the phone's earlier saves the same way (static/offline/outbox_form.js): a
hand corrected after the phone kept the next hand lands over it. A deletion among the earlier saves
moves the hands below the one named by number, so over one of those the usual check stands."""

import re

from scorekeeper import storage

FIELD = "queued_after"
NONCE = re.compile(r"[0-9a-f]{32}")
# more saves than a phone keeps offline in an evening; a longer list is not read
MOST = 50


def earlier_nonces(text: str | None) -> list[str]:
    """The nonces listed in the form field (space-separated), the malformed ones left out."""
    words = (text or "").split()[:MOST]
    return [word for word in words if NONCE.fullmatch(word)]


def version_to_write_over(
    db, game: dict, page_version: int, queued_after: str | None, *, by_number=False
) -> int:
    """The version the save is written over: the game's own when only this phone's earlier
    queued saves were written since `page_version`, else `page_version` (then the usual check).
    `by_number`: the save names a hand by its number (a correction, a deletion), which an earlier
    deletion would have moved, so deletions are not counted as this phone's."""
    nonces = earlier_nonces(queued_after)
    if not nonces or not 0 < page_version < game["version"]:
        return page_version
    if by_number:
        nonces = [n for n in nonces if not _deleted_with(db, game["id"], n)]
    landed = storage.changes_with_nonces(db, game["id"], nonces)
    return game["version"] if page_version + landed == game["version"] else page_version


def _deleted_with(db, game_id: str, nonce: str) -> bool:
    change = storage.change_with_nonce(db, game_id, nonce)
    return change is not None and change["action"] == "delete"
