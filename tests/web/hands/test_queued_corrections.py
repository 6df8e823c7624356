"""A correction or deletion kept offline after a new hand kept on the same phone: the phone names
the hand in `queued_after` (static/outbox_form.js), so when the hand lands first and moves the
game's version on, the correction lands after it instead of being called a conflict. A deletion
among the named saves moves the hands the correction names by number, so over it the usual check
stands; so does a change by another phone (web/actions/queued_hands.py)."""

from factories import a_game
from test_queued_after_changes import CORRECTED, STALE, delete, totals
from test_queued_hands import OTHER_FORM, THEM_OUT_FORM, game, post
from test_views_hands import US_OUT_FORM, hand_form

A, B, D, E = "a" * 32, "b" * 32, "d" * 32, "e" * 32


def correct(client, game_id, version, nonce, after=None):
    data = hand_form(version, nonce=nonce, **CORRECTED)
    if after is not None:
        data["queued_after"] = after
    return client.post(f"/g/{game_id}/hands/1/edit", data=data)


def test_a_correction_kept_after_the_next_hand_lands_after_it(app, client):
    """Hand 1 online (US_OUT_FORM): Us kings 70 + aces 60 + canasta 500 + red three 100 + out 100
    = +830; Them −40. Offline the phone keeps hand 2 (THEM_OUT_FORM: Us −25; Them queens 70 +
    jacks 30 + canasta 500 + out 100 = +700), then corrects hand 1 (Them held 45: −45), both on
    the version it last saw. Totals: Us 830 − 25 = 805; Them −45 + 700 = 655."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    seen = first + 1
    assert post(client, game_id, seen, B, THEM_OUT_FORM).status_code == 302
    assert correct(client, game_id, seen, E, after=B).status_code == 302
    stored = game(app, game_id)
    assert stored["version"] == seen + 2
    assert stored["hands"][0]["record"]["results"][1]["hand_points"] == 45
    assert totals(client, game_id) == ['data-total="0">805', 'data-total="1">655']


def test_a_deletion_kept_after_the_next_hand_lands_after_it(app, client):
    """Hands 1 and 2 (US_OUT_FORM, THEM_OUT_FORM) online; offline the phone keeps hand 3
    (OTHER_FORM: Us −30, Them +700), then deletes hand 2. Left: hands 1 and 3. Totals: Us 830 −
    30 = 800; Them −40 + 700 = 660."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    post(client, game_id, first + 1, "c" * 32, THEM_OUT_FORM)
    seen = first + 2
    assert post(client, game_id, seen, B, OTHER_FORM).status_code == 302
    answer = client.post(
        f"/g/{game_id}/hands/2/delete",
        data={"version": str(seen), "nonce": D, "queued_after": B},
    )
    assert answer.status_code == 302
    stored = game(app, game_id)
    assert len(stored["hands"]) == 2 and stored["version"] == seen + 2
    assert totals(client, game_id) == ['data-total="0">800', 'data-total="1">660']


def test_a_correction_without_the_names_is_still_a_conflict(app, client):
    """The same two saves, the correction naming nothing (another phone's, as far as the server
    can tell): the game moved on under it."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    seen = first + 1
    post(client, game_id, seen, B, THEM_OUT_FORM)
    assert STALE in correct(client, game_id, seen, E).get_data(as_text=True)
    assert game(app, game_id)["hands"][0]["record"]["results"][1]["hand_points"] == 40


def test_a_correction_after_this_phones_deletion_is_checked_as_usual(app, client):
    """Hands 1 and 2 online; the phone deletes hand 1 (D), then corrects "hand 1" from a page
    built before: that page's hand 1 is gone, and the hand now first is another."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    post(client, game_id, first + 1, B, THEM_OUT_FORM)
    seen = first + 2
    assert delete(client, game_id, 1, seen, D).status_code == 302
    late = correct(client, game_id, seen, E, after=D)
    assert STALE in late.get_data(as_text=True)
    assert game(app, game_id)["hands"][0]["record"]["results"][0]["hand_points"] == 25
