"""Every write is idempotent: a correction or deletion sent again with its form's nonce (a phone
resending what it kept while offline) is answered as the first time and changes nothing; and the
cheap reads a following phone polls."""

import pytest

from scorekeeper import storage

EMPTY_SIDES = [{"name": "Us", "players": []}, {"name": "Them", "players": []}]


def hand(us_points, them_points):
    return {
        "results": [
            {"meld_points": us_points, "canastas": {"natural": 1}, "hand_points": 0},
            {"meld_points": them_points, "hand_points": 15},
        ]
    }


def game_with_hands(db, count):
    game_id = storage.create_game(
        db, name="Resends", variant="classic", rules={}, sides=EMPTY_SIDES
    )
    # A new game is at version 1; each hand bumps it by one
    for version in range(1, count + 1):
        storage.add_hand(db, game_id, hand(100 + version, 90), expected_version=version)
    return game_id


def test_a_correction_sent_twice_with_its_nonce_is_made_once(db):
    game_id = game_with_hands(db, 2)  # version 3
    assert (
        storage.update_hand(
            db, game_id, 1, hand(500, 90), expected_version=3, nonce="n1"
        )
        == 4
    )
    # The resend still says version 3 (the page it came from); it is answered with the version now.
    assert (
        storage.update_hand(
            db, game_id, 1, hand(500, 90), expected_version=3, nonce="n1"
        )
        == 4
    )
    game = storage.get_game(db, game_id)
    assert game["version"] == 4
    assert [c["action"] for c in game["hands"][0]["changes"]] == ["add", "edit"]
    assert storage.change_with_nonce(db, game_id, "n1") == {
        "action": "edit",
        "position": 1,
    }


def test_a_deletion_sent_twice_with_its_nonce_deletes_one_hand(db):
    game_id = game_with_hands(db, 3)  # version 4
    assert storage.delete_hand(db, game_id, 2, expected_version=4, nonce="d1") == 5
    # Sent again, position 2 now holds what was hand 3: it must stay.
    assert storage.delete_hand(db, game_id, 2, expected_version=4, nonce="d1") == 5
    game = storage.get_game(db, game_id)
    assert len(game["hands"]) == 2 and game["version"] == 5
    assert [h["record"]["results"][0]["meld_points"] for h in game["hands"]] == [
        101,
        103,
    ]
    assert storage.change_with_nonce(db, game_id, "d1") == {
        "action": "delete",
        "position": 2,
    }


def test_a_new_nonce_from_an_old_page_is_still_refused_as_stale(db):
    game_id = game_with_hands(db, 1)  # version 2
    storage.update_hand(
        db, game_id, 1, hand(200, 90), expected_version=2, nonce="first"
    )
    with pytest.raises(storage.StaleGame):
        storage.update_hand(
            db, game_id, 1, hand(300, 90), expected_version=2, nonce="second"
        )


def test_a_nonce_counts_only_in_its_own_game(db):
    one, other = game_with_hands(db, 1), game_with_hands(db, 1)
    storage.delete_hand(db, one, 1, expected_version=2, nonce="same")
    assert storage.change_with_nonce(db, other, "same") is None
    storage.delete_hand(db, other, 1, expected_version=2, nonce="same")
    assert storage.get_game(db, other)["hands"] == []


def test_a_hand_added_then_deleted_is_still_found_by_its_nonce_once(db):
    """A phone's queued hand names the earlier saves it comes after: the hand it added (since
    deleted) and the deletion each count once, though the added hand's row is gone."""
    game_id = game_with_hands(db, 1)  # version 2
    storage.add_hand(db, game_id, hand(200, 90), expected_version=2, nonce="a1")
    assert storage.changes_with_nonces(db, game_id, ["a1", "a1"]) == 1
    storage.delete_hand(db, game_id, 2, expected_version=3, nonce="d1")
    assert storage.changes_with_nonces(db, game_id, ["a1", "d1", "never"]) == 2
    # the add's log line is no correction or deletion to answer a resend with
    assert storage.change_with_nonce(db, game_id, "a1") is None


def test_nonces_of_another_game_count_nothing(db):
    one, other = game_with_hands(db, 1), game_with_hands(db, 1)
    storage.update_hand(db, one, 1, hand(300, 90), expected_version=2, nonce="e1")
    assert storage.changes_with_nonces(db, other, ["e1"]) == 0
    assert storage.changes_with_nonces(db, one, ["e1"]) == 1


@pytest.mark.parametrize(
    "writes, version, hands, change",
    [
        ([], 1, 0, None),
        (["add", "add"], 3, 2, {"action": "add", "position": 2}),
        (["add", "add", "edit 1"], 4, 2, {"action": "edit", "position": 1}),
        (["add", "add", "delete 1"], 4, 1, {"action": "delete", "position": 1}),
        (["add", "rename"], 3, 1, {"action": "setup", "position": None}),
    ],
)
def test_the_latest_change_names_the_last_write(db, writes, version, hands, change):
    game_id = storage.create_game(
        db, name="Latest", variant="classic", rules={}, sides=EMPTY_SIDES
    )
    # Write number `at` finds the game at version `at`
    for at, write in enumerate(writes, start=1):
        if write == "add":
            storage.add_hand(db, game_id, hand(at, 0), expected_version=at)
        elif write.startswith("edit"):
            storage.update_hand(db, game_id, 1, hand(999, 0), expected_version=at)
        elif write.startswith("delete"):
            storage.delete_hand(db, game_id, 1, expected_version=at)
        else:
            storage.update_setup(
                db,
                game_id,
                name="Renamed",
                sides=EMPTY_SIDES,
                first_dealer=None,
                expected_version=at,
            )
    assert storage.version_of(db, game_id) == version
    assert storage.latest_change(db, game_id) == {
        "version": version,
        "hands": hands,
        "change": change,
    }


def test_no_game_has_no_version(db):
    assert storage.version_of(db, "no-such-token") is None
    assert storage.latest_change(db, "no-such-token") is None


def test_a_hand_resent_after_it_was_deleted_stays_deleted(db):
    """A phone saves hand 3 and loses the answer; another phone deletes hand 3; the first phone
    sends hand 3 again with its nonce. The hand was saved once, and its deletion stands: the resend
    adds nothing and moves no version, and the resend is answered as saved at position 3."""
    game_id = game_with_hands(db, 2)  # version 3
    storage.add_hand(db, game_id, hand(300, 90), expected_version=3, nonce="h3")
    storage.delete_hand(db, game_id, 3, expected_version=4, nonce="d3")
    storage.add_hand(db, game_id, hand(300, 90), expected_version=3, nonce="h3")
    game = storage.get_game(db, game_id)
    assert len(game["hands"]) == 2 and game["version"] == 5
    assert storage.hand_with_nonce(db, game_id, "h3") == 3
