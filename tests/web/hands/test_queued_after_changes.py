"""A hand kept offline after a correction or deletion kept on the same phone: the phone names
them in `queued_after`, so when the correction (or deletion) lands first and moves the game's
version on, the hand lands after it instead of being called a conflict; a change by another phone
in between still is one (web/actions/queued_hands.py)."""

from factories import a_game
from test_queued_hands import OTHER_FORM, THEM_OUT_FORM, game, post
from test_views_hands import US_OUT_FORM, hand_form

A, B, C, D, E, F = ("a" * 32, "b" * 32, "c" * 32, "d" * 32, "e" * 32, "f" * 32)
# The correction of hand 1 (US_OUT_FORM): Them held 45, not 40.
CORRECTED = dict(US_OUT_FORM, **{"sides-1-hand_points": "45"})
STALE = "The game changed while you were typing"


def correct(client, game_id, version, nonce):
    data = hand_form(version, nonce=nonce, **CORRECTED)
    return client.post(f"/g/{game_id}/hands/1/edit", data=data)


def delete(client, game_id, number, version, nonce):
    data = {"version": str(version), "nonce": nonce}
    return client.post(f"/g/{game_id}/hands/{number}/delete", data=data)


def totals(client, game_id):
    board = client.get(f"/g/{game_id}").get_data(as_text=True)
    return [
        'data-total="0">' + board.split('data-total="0">')[1].split("<")[0],
        'data-total="1">' + board.split('data-total="1">')[1].split("<")[0],
    ]


def test_a_correction_kept_before_the_next_hand_lands_and_the_hand_lands_after_it(
    app, client
):
    """Hand 1 (online): Us kings 70 + aces 60 + canasta 500 + red three 100 + out 100 = +830;
    Them −40. Offline, the phone corrects it (Them held 45: −45), then keeps hand 2: Them melds
    queens 70 + jacks 30 + canasta 500 + out 100 = +700 (minimum 15, Them being below 0); Us
    holds 25: −25. Totals: Us 830 − 25 = 805; Them −45 + 700 = 655."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    assert post(client, game_id, first, A, US_OUT_FORM).status_code == 302
    seen = first + 1  # the version the phone last saw: both kept saves were built on it
    assert correct(client, game_id, seen, E).status_code == 302
    assert post(client, game_id, seen, B, THEM_OUT_FORM, after=E).status_code == 302
    stored = game(app, game_id)
    assert stored["version"] == seen + 2
    first_hand, second_hand = (h["record"]["results"] for h in stored["hands"])
    assert first_hand[1]["hand_points"] == 45 and second_hand[0]["hand_points"] == 25
    assert totals(client, game_id) == ['data-total="0">805', 'data-total="1">655']


def test_a_deletion_kept_before_the_next_hand_lands_and_the_hand_takes_its_number(
    app, client
):
    """Hands 1 (US_OUT_FORM: Us +830, Them −40) and 2 (THEM_OUT_FORM: Us −25, Them +700) saved
    online. Offline, the phone deletes hand 2, then keeps the next hand, which is hand 2 again:
    Them +700 as before, Us holding 30: −30. Totals: Us 830 − 30 = 800; Them −40 + 700 = 660."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    post(client, game_id, first + 1, C, THEM_OUT_FORM)
    seen = first + 2
    assert delete(client, game_id, 2, seen, D).status_code == 302
    assert post(client, game_id, seen, B, OTHER_FORM, after=D).status_code == 302
    stored = game(app, game_id)
    assert len(stored["hands"]) == 2 and stored["version"] == seen + 2
    assert stored["hands"][1]["record"]["results"][0]["hand_points"] == 30
    assert totals(client, game_id) == ['data-total="0">800', 'data-total="1">660']


def test_a_hand_this_phone_added_then_deleted_counts_once_before_the_next(app, client):
    """The phone's hand 1 landed (A), then its deletion (D); its next kept hand, built on the
    version before both, names both and lands as hand 1."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    assert delete(client, game_id, 1, first + 1, D).status_code == 302
    assert (
        post(client, game_id, first, B, THEM_OUT_FORM, after=f"{A} {D}").status_code
        == 302
    )
    stored = game(app, game_id)
    assert len(stored["hands"]) == 1 and stored["version"] == first + 3


def test_another_phones_correction_in_between_is_still_a_conflict(app, client):
    """The phone's correction (E) lands, then another phone corrects hand 1 too (F); the phone's
    kept hand names E only: the game moved on twice, once not by this phone."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    seen = first + 1
    correct(client, game_id, seen, E)
    other = hand_form(
        seen + 1, nonce=F, **dict(US_OUT_FORM, **{"sides-1-hand_points": "50"})
    )
    assert client.post(f"/g/{game_id}/hands/1/edit", data=other).status_code == 302
    late = post(client, game_id, seen, B, THEM_OUT_FORM, after=E)
    assert STALE in late.get_data(as_text=True)
    assert len(game(app, game_id)["hands"]) == 1


def test_a_correction_the_phone_names_but_never_sent_vouches_for_nothing(app, client):
    """The phone names a correction it threw away (E); another phone's deletion came in between."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    post(client, game_id, first + 1, C, THEM_OUT_FORM)
    seen = first + 2
    delete(client, game_id, 2, seen, D)  # another phone's deletion
    late = post(client, game_id, seen, B, OTHER_FORM, after=E)
    assert STALE in late.get_data(as_text=True)
    assert len(game(app, game_id)["hands"]) == 1
