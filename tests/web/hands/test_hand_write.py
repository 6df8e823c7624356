"""The one write of a hand (web/actions/hand_write.py): a save, a correction, a deletion and an undo
each parse and play the game once, and whatever the store refuses comes back as one Refused."""

import sys
from contextlib import contextmanager

import pytest
from factories import US_THEM, a_game, counted_form

from scorekeeper import storage
from scorekeeper.record.changes import play_change
from scorekeeper.record.game_record import parse_record
from scorekeeper.rules.game import play
from scorekeeper.web.actions import hand_write
from scorekeeper.web.plumbing.database import get_db

# Us 130 + 300 (a mixed canasta) + 100 (out) = 530, Them 120 − 20 = 100: valid in every hand of
# a long game (both openings reach 120, the top minimum); the target is far off.
HAND = {
    "results": [
        {"meld_points": 130, "canastas": {"mixed": 1}, "went_out": True},
        {"meld_points": 120, "hand_points": 20},
    ]
}
FORM = counted_form(them_left=25)
STORED = 10  # hands already in the game: version 11


@contextmanager
def engine_calls():
    """Counts whole-game parses (a record with its hands) and plays, wherever they are called from."""
    counted = {"parses": 0, "plays": 0}

    def profile(frame, event, arg):
        if event != "call":
            return
        if frame.f_code is parse_record.__code__ and frame.f_locals["data"].get(
            "hands"
        ):
            counted["parses"] += 1
        elif frame.f_code is play.__code__:
            counted["plays"] += 1

    sys.setprofile(profile)
    try:
        yield counted
    finally:
        sys.setprofile(None)


@pytest.fixture
def game_id(app):
    return a_game(app, [HAND] * STORED, sides=US_THEM, rules={"target": 100000})


@pytest.mark.parametrize(
    "path, data",
    [
        ("hands/new", {**FORM, "version": "11", "nonce": "new"}),
        ("hands/3/edit", {**FORM, "version": "11", "nonce": "edit"}),
        ("hands/3/delete", {"version": "11", "nonce": "delete"}),
        ("hands/10/undo", {"version": "11", "nonce": "undo"}),
    ],
)
def test_each_change_of_hands_parses_and_plays_the_game_once(
    client, game_id, path, data
):
    with engine_calls() as counted:
        answer = client.post(f"/g/{game_id}/{path}", data=data)
    assert answer.status_code == 302
    assert counted == {"parses": 1, "plays": 1}


@contextmanager
def header_parses():
    """Counts parses of a record's header alone (its rules and sides, no hands)."""
    counted = {"headers": 0}

    def profile(frame, event, arg):
        if (
            event == "call"
            and frame.f_code is parse_record.__code__
            and not frame.f_locals["data"].get("hands")
        ):
            counted["headers"] += 1

    sys.setprofile(profile)
    try:
        yield counted
    finally:
        sys.setprofile(None)


@pytest.mark.parametrize("path", ["hands/new", "hands/3/edit"])
def test_a_hand_post_reads_the_records_header_once(client, game_id, path):
    """The form's set-up reads the rules and sides; the meld rows' marks take them from the
    change the engine played, not from a second reading (issue 38)."""
    with header_parses() as counted:
        answer = client.post(
            f"/g/{game_id}/{path}", data={**FORM, "version": "11", "nonce": path}
        )
    assert answer.status_code == 302
    assert counted == {"headers": 1}


def stored(app, game_id):
    with app.app_context():
        return storage.get_game(get_db(), game_id)


def test_a_correction_already_in_the_game_changes_nothing_a_new_hand_always_does(
    app, game_id
):
    game = stored(app, game_id)
    record = storage.record_of(game)
    assert hand_write.unchanged(game, play_change(record, HAND, 3))
    assert not hand_write.unchanged(game, play_change(record, HAND, None))


def test_a_save_kept_offline_after_its_own_may_go_over_a_newer_version(app, game_id):
    """Hand 10 was saved from the form nonce "a"×32, so a phone's hand queued after it, built
    on version 10, goes over version 11; so does a correction kept after it (issue 43: it named
    the saves kept before it, queued_after); with nothing named, each is checked at its page's."""
    with app.app_context():
        db = get_db()
        storage.add_hand(db, game_id, HAND, expected_version=11, nonce="a" * 32)
        game = storage.get_game(db, game_id)
        record = storage.record_of(game)
        new, edit = play_change(record, HAND, None), play_change(record, HAND, 3)
        assert hand_write.version_to_check(db, game, new, 11, "a" * 32) == 12
        assert hand_write.version_to_check(db, game, new, 11, None) == 11
        assert hand_write.version_to_check(db, game, edit, 11, "a" * 32) == 12
        assert hand_write.version_to_check(db, game, edit, 11, None) == 11


def test_a_page_drawn_before_another_phone_saved_is_refused_as_stale(app, game_id):
    game = stored(app, game_id)
    change = play_change(storage.record_of(game), HAND, None)
    with app.app_context():
        with pytest.raises(hand_write.Refused) as refused:
            hand_write.write(get_db(), game, change, version=10, nonce="late")
    assert refused.value.why == hand_write.STALE
    assert refused.value.current["version"] == 11
    assert len(stored(app, game_id)["hands"]) == STORED


def test_a_hand_gone_at_the_pages_own_version_is_refused_as_missing(app, game_id):
    """The page's version is the game's, but hand 11 is not there: nothing is written."""
    game = stored(app, game_id)
    record = storage.record_of(game)
    change = play_change({**record, "hands": [*record["hands"], HAND]}, HAND, 11)
    with app.app_context():
        with pytest.raises(hand_write.Refused) as refused:
            hand_write.write(get_db(), game, change, version=11, nonce="gone")
    assert refused.value.why == hand_write.MISSING
    assert stored(app, game_id)["version"] == 11


def test_a_correction_that_changes_nothing_is_not_written(app, game_id):
    game = stored(app, game_id)
    change = play_change(storage.record_of(game), HAND, 3)
    with app.app_context():
        done = hand_write.write(get_db(), game, change, version=11, nonce="same")
    assert done == "same" and stored(app, game_id)["version"] == 11


@pytest.mark.parametrize("path", ["", "/hands/new"])
def test_the_scoreboard_and_the_next_hands_form_play_the_game_once(
    client, game_id, path
):
    """Each page reads the game's summary and the phone scorer's data from one play of it."""
    with engine_calls() as counted:
        answer = client.get(f"/g/{game_id}{path}")
    assert answer.status_code == 200
    assert counted == {"parses": 1, "plays": 1}
