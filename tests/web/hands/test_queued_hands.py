"""Hands one phone kept while offline arrive one after the other: each built on the game as the phone
last saw it. The later ones name the earlier ones (`queued_after`), so they land instead of being
called a conflict; a change by anyone else in between is still one (web/actions/queued_hands.py)."""

from factories import a_game
from test_views_hands import US_OUT_FORM, game, hand_form

A, B, C = "a" * 32, "b" * 32, "c" * 32
# Hand 2: Them melds queens 7 × 10 = 70 and jacks 3 × 10 = 30, a natural canasta (500) and goes out
# (100): +700; Us holds 25 points: −25.
THEM_OUT_FORM = {
    "went_out": "1",
    "sides-1-melds-0-rank": "Q",
    "sides-1-melds-0-natural": "7",
    "sides-1-melds-1-rank": "J",
    "sides-1-melds-1-natural": "3",
    "sides-0-hand_points": "25",
}
# Another phone's hand: the same, with Us holding 30.
OTHER_FORM = {**THEM_OUT_FORM, "sides-0-hand_points": "30"}


def post(client, game_id, version, nonce, fields, after=None):
    data = hand_form(version, nonce=nonce, **fields)
    if after is not None:
        data["queued_after"] = after
    return client.post(f"/g/{game_id}/hands/new", data=data)


def test_two_hands_kept_on_one_phone_both_land_in_order(app, client):
    """Hand 1 (US_OUT_FORM): Us kings 70 + aces 60 + canasta 500 + red three 100 + out 100 = 830,
    Them −40. Hand 2: Us −25, Them +700. Totals: Us 805, Them 660."""
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    assert post(client, game_id, first, A, US_OUT_FORM).status_code == 302
    # Built on the same version, after A: the version moved on by A alone.
    assert post(client, game_id, first, B, THEM_OUT_FORM, after=A).status_code == 302
    stored = game(app, game_id)
    assert [h["record"]["results"][0].get("went_out") for h in stored["hands"]] == [
        True,
        None,
    ]
    assert stored["version"] == first + 2
    board = client.get(f"/g/{game_id}").get_data(as_text=True)
    assert 'data-total="0">805<' in board and 'data-total="1">660<' in board


def test_a_third_kept_hand_names_both_before_it(app, client):
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    post(client, game_id, first, B, THEM_OUT_FORM, after=A)
    third = post(client, game_id, first, C, US_OUT_FORM, after=f"{A} {B}")
    assert third.status_code == 302
    assert len(game(app, game_id)["hands"]) == 3


def test_another_phones_hand_in_between_is_still_a_conflict(app, client):
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    # Another phone, up to date, saves hand 2 before this phone's second kept hand arrives.
    assert post(client, game_id, first + 1, C, OTHER_FORM).status_code == 302
    late = post(client, game_id, first, B, THEM_OUT_FORM, after=A)
    assert "The game changed while you were typing" in late.get_data(as_text=True)
    assert len(game(app, game_id)["hands"]) == 2


def test_an_earlier_hand_that_never_landed_vouches_for_nothing(app, client):
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    # A was thrown away on the phone; another phone saved a hand meanwhile.
    post(client, game_id, first, C, OTHER_FORM)
    late = post(client, game_id, first, B, THEM_OUT_FORM, after=A)
    assert "The game changed while you were typing" in late.get_data(as_text=True)
    # Nothing else changed: the hand is saved as any up-to-date one.
    other = a_game(app)
    version = game(app, other)["version"]
    assert post(client, other, version, B, THEM_OUT_FORM, after=A).status_code == 302


def test_a_correction_of_the_earlier_hand_in_between_is_a_conflict(app, client):
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    edited = dict(US_OUT_FORM, **{"sides-1-hand_points": "45"})
    client.post(f"/g/{game_id}/hands/1/edit", data=hand_form(first + 1, **edited))
    late = post(client, game_id, first, B, THEM_OUT_FORM, after=A)
    assert "The game changed while you were typing" in late.get_data(as_text=True)


def test_what_is_no_nonce_in_the_list_is_not_read(app, client):
    game_id = a_game(app)
    first = game(app, game_id)["version"]
    post(client, game_id, first, A, US_OUT_FORM)
    late = post(client, game_id, first, B, THEM_OUT_FORM, after=f"{A.upper()} ' or 1=1")
    assert "The game changed while you were typing" in late.get_data(as_text=True)
