"""A club night's table link replaced (storage/event_store/table_keys.py): the table and every game
played at it get new keys, found by their digests; the old table key and the game keys it led to
find nothing, the other table keeps its links, the hands and the seating stay, and no row holds
the old keys' digests. Tuesday night (tests/event_games.py): 2 tables, round 1 played at table 1,
round 2 started."""

import pytest
from event_games import play, start
from factories import an_event

from scorekeeper import storage
from scorekeeper.storage import link_keys
from scorekeeper.storage.event_store.table_keys import replace_table_key
from scorekeeper.storage.key_seals import digest


@pytest.fixture
def night(tmp_path):
    db = storage.open_db(tmp_path / "club.sqlite")
    event = start(db, an_event(db), 1)
    play(db, event, 1, 1, [(120, 90)])
    event = start(db, event, 2)
    yield db, event
    db.close()


def games_at(db, event, table) -> list[str]:
    return [
        row["id"]
        for number in (1, 2)
        for row in storage.round_games(db, event["pk"], number)
        if row["table"] == table
    ]


def test_the_old_table_key_and_its_games_keys_find_nothing_the_new_ones_do(night):
    db, event = night
    old, other = [t["token"] for t in storage.table_links(db, event["pk"])]
    old_games, other_games = games_at(db, event, 1), games_at(db, event, 2)
    hands = storage.get_game(db, old_games[0])["hands"]
    new = replace_table_key(db, event["pk"], 1, expected_version=event["version"])
    assert new != old
    assert link_keys.table_key(db, old) is None
    assert storage.event_of_table(db, old) is None
    assert link_keys.table_key(db, new) == link_keys.TABLE
    assert storage.event_of_table(db, new)[1] == 1
    new_games = games_at(db, event, 1)
    for key in old_games:
        assert link_keys.game_key(db, key) is None
        assert storage.get_game(db, key) is None
    assert set(new_games).isdisjoint(old_games)
    assert link_keys.game_key(db, new_games[0]) == link_keys.PAST_TABLE_GAME
    assert link_keys.game_key(db, new_games[1]) == link_keys.TABLE_GAME
    assert storage.table_game(db, event["pk"], 1) == new_games[1]
    assert storage.get_game(db, new_games[0])["hands"] == hands  # 120 v 90, kept
    # the other table plays on with the links it had
    assert [t["token"] for t in storage.table_links(db, event["pk"])] == [new, other]
    assert games_at(db, event, 2) == other_games
    assert storage.event_of_game(db, new_games[1])["token"] == new


def test_no_row_keeps_the_old_keys_digest_and_the_log_says_which_table(night):
    db, event = night
    old = storage.table_links(db, event["pk"])[0]["token"]
    old_games = games_at(db, event, 1)
    replace_table_key(db, event["pk"], 1, expected_version=event["version"])
    dump = "\n".join(db.conn.iterdump())
    for key in (old, *old_games):
        assert digest(key) not in dump and key not in dump
    after = storage.event_by_key(db, event["key"])
    assert (
        after["version"] == event["version"] + 1
    )  # the page, its board and cards drawn again
    change = storage.changes(db, event["pk"])[-1]
    assert (change["action"], change["detail"]) == ("new_table_key", {"table": 1})


def test_a_stale_page_or_a_table_the_evening_lacks_replaces_nothing(night):
    db, event = night
    before = storage.table_links(db, event["pk"])
    with pytest.raises(storage.StaleGame):
        replace_table_key(db, event["pk"], 1, expected_version=event["version"] - 1)
    with pytest.raises(storage.NotFound):
        replace_table_key(db, event["pk"], 3, expected_version=None)
    assert storage.table_links(db, event["pk"]) == before
    assert storage.event_by_key(db, event["key"])["version"] == event["version"]
