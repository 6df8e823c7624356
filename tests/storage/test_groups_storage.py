"""Groups in the store: two links, a roster that games name by id, renames everywhere, merges
with undo, the summary cache by version, paged lists, and a group file's round trip."""

import json

import pytest
import sqlite_utils

from scorekeeper import storage
from scorekeeper.storage.group_store.group_file import (
    group_file_chunks,
    group_file_problems,
    import_group,
)
from scorekeeper.storage.group_store.group_rows import identity


def a_game(db, group_pk, first=("Ana", "Ben"), second=("Cleo", "Dan"), created=None):
    return storage.create_game(
        db,
        name="Friday",
        variant="classic",
        rules={},
        sides=[
            {"name": "Us", "players": list(first)},
            {"name": "Them", "players": list(second)},
        ],
        first_dealer=first[0],
        group_pk=group_pk,
    )


def test_a_group_has_a_recording_link_and_a_different_view_only_link(db):
    token = storage.create_group(db, "Our table")
    group = storage.group_by_key(db, token)
    assert group["can_record"] and group["name"] == "Our table"
    assert (
        len(token) >= 22 and group["view_token"] != token
    )  # 128 random bits, as games
    viewer = storage.group_by_key(db, group["view_token"])
    assert viewer["pk"] == group["pk"] and not viewer["can_record"]
    assert storage.group_by_key(db, "guessed") is None


def test_a_game_in_a_group_names_its_players_by_roster_id_any_case_one_person(db):
    pk = storage.group_by_key(db, storage.create_group(db, "Club"))["pk"]
    first = a_game(db, pk)
    second = a_game(db, pk, first=("ana", "BEN"), second=("Eve", "Dan "))
    entries = {e["name"]: e["id"] for e in storage.roster(db, pk)}
    assert sorted(entries) == ["Ana", "Ben", "Cleo", "Dan", "Eve"]
    sides = storage.get_game(db, second)["sides"]
    assert sides[0]["players"] == ["ana", "BEN"]  # what was typed stays
    assert sides[0]["roster"] == [entries["Ana"], entries["Ben"]]
    assert storage.get_game(db, first)["sides"][1]["roster"] == [
        entries["Cleo"],
        entries["Dan"],
    ]


def test_renaming_a_person_renames_her_in_every_game_and_bumps_their_versions(db):
    pk = storage.group_by_key(db, storage.create_group(db, "Club"))["pk"]
    games = [a_game(db, pk), a_game(db, pk, first=("Ana", "Eve"))]
    ana = next(e["id"] for e in storage.roster(db, pk) if e["name"] == "Ana")
    assert storage.rename(db, pk, ana, "Anna") == 2
    for game_id in games:
        game = storage.get_game(db, game_id)
        assert game["sides"][0]["players"][0] == "Anna"
        assert game["first_dealer"] == "Anna" and game["version"] == 2
    with pytest.raises(storage.RosterClash):
        storage.rename(db, pk, ana, "eve")  # that is someone else: merge instead


def test_a_merge_counts_two_entries_as_one_and_its_undo_parts_them(db):
    pk = storage.group_by_key(db, storage.create_group(db, "Club"))["pk"]
    a_game(db, pk, first=("Ann", "Ben"))
    a_game(db, pk, first=("Anna", "Ben"))
    ids = {e["name"]: e["id"] for e in storage.roster(db, pk)}
    merge_id = storage.merge(db, pk, ids["Ann"], ids["Anna"])
    people = storage.people_of(storage.roster(db, pk))
    assert people[ids["Ann"]] == ids["Anna"] == people[ids["Anna"]]
    assert storage.merges(db, pk)[0]["from"] == "Ann"
    assert storage.merge(db, pk, ids["Anna"], ids["Ann"]) is None  # already one
    assert storage.undo_merge(db, pk, merge_id)
    assert storage.people_of(storage.roster(db, pk))[ids["Ann"]] == ids["Ann"]
    assert storage.merges(db, pk) == []


def test_a_summary_is_read_only_for_the_version_it_was_stored_for(db):
    pk = storage.group_by_key(db, storage.create_group(db, "Club"))["pk"]
    game_id = a_game(db, pk)
    [row] = storage.group_summaries(db, pk)
    assert row["summary"] is None
    storage.store_summaries(db, [(row["pk"], 1, {"sides": [], "hands": 0})])
    assert storage.group_summaries(db, pk)[0]["summary"] == {"sides": [], "hands": 0}
    storage.add_hand(db, game_id, {"results": []}, expected_version=1)
    assert storage.group_summaries(db, pk)[0]["summary"] is None  # a save made it stale
    storage.store_summaries(db, [(row["pk"], 1, {"late": True})])  # overtaken: not kept
    assert storage.group_summaries(db, pk)[0]["summary"] is None


def test_a_groups_games_come_a_page_at_a_time_newest_first_with_no_cap(db):
    pk = storage.group_by_key(db, storage.create_group(db, "Club"))["pk"]
    for n in range(60):
        storage.import_game(
            db,
            {
                "name": f"game {n}",
                "created": f"2026-01-{n % 28 + 1:02d}T{n % 24:02d}:00:{n % 60:02d}+00:00",
                "variant": "classic",
                "sides": [{"name": "Us"}, {"name": "Them" if n % 2 else "Zed"}],
                "hands": [],
            },
            group_pk=pk,
        )
    pages = [storage.games_page(db, pk, page=p, size=25) for p in (1, 2, 3)]
    names = [g["name"] for rows, _ in pages for g in rows]
    assert pages[0][1] == 60 and len(names) == 60 and len(set(names)) == 60
    created = [g["created"] for rows, _ in pages for g in rows]
    assert created == sorted(created, reverse=True)
    zed, total = storage.games_page(db, pk, text="zed")
    assert total == 30 and all(json.dumps(g["name"]) for g in zed)
    zed_id = next(e["id"] for e in storage.roster(db, pk) if e["name"] == "Zed")
    assert storage.games_page(db, pk, roster_ids=[zed_id])[1] == 30
    assert storage.games_page(db, pk, since="2026-01-28")[1] == 2  # n = 27 and 55


def test_moving_games_in_makes_their_names_roster_entries_once(db):
    games = [
        storage.create_game(
            db,
            name="g",
            variant="classic",
            rules={},
            sides=[
                {"name": "Us", "players": [a, "Ben"]},
                {"name": "Them", "players": ["Cleo", "Dan"]},
            ],
        )
        for a in ("Ana", "ANA ", "Anna")
    ]
    pk = storage.group_by_key(db, storage.create_group(db, "Home"))["pk"]
    assert storage.move_into_group(db, pk, games + ["unknown"]) == 3
    names = sorted(e["name"] for e in storage.roster(db, pk))
    assert names == ["Ana", "Anna", "Ben", "Cleo", "Dan"]
    pairs = storage.suggested_merges(storage.roster(db, pk))
    assert [(a["name"], b["name"]) for a, b in pairs] == [("Anna", "Ana")]
    assert storage.move_into_group(db, pk, games) == 0  # already in


def test_a_group_file_comes_back_as_the_same_games_roster_and_merges(db):
    pk = storage.group_by_key(db, storage.create_group(db, "Club"))["pk"]
    for first in (("Ann", "Ben"), ("Anna", "Ben")):
        game_id = a_game(db, pk, first=first)
        storage.add_hand(
            db, game_id, {"results": [{"hand_points": 5}, {}]}, expected_version=1
        )
    ids = {e["name"]: e["id"] for e in storage.roster(db, pk)}
    storage.merge(db, pk, ids["Ann"], ids["Anna"])
    text = "".join(group_file_chunks(db, pk, storage.get_game))
    data = json.loads(text)
    assert group_file_problems(data) == []
    token = import_group(db, data, [False, False])
    copy = storage.group_by_key(db, token)
    assert copy["name"] == "Club" and copy["games"] == 2
    again = json.loads("".join(group_file_chunks(db, copy["pk"], storage.get_game)))

    def shape(d):
        names = {e["id"]: e["name"] for e in d["group"]["roster"]}
        return (
            sorted(
                (e["name"], names.get(e["merged_into"])) for e in d["group"]["roster"]
            ),
            [
                (g["hands"], [[names[r] for r in s["roster"]] for s in g["sides"]])
                for g in d["games"]
            ],
        )

    assert shape(again) == shape(data)


def test_a_bad_group_file_is_refused_naming_what_is_wrong(db):
    problems = group_file_problems(
        {
            "group": {
                "name": 7,
                "roster": [{"id": "x"}, {"id": 2, "name": "A", "merged_into": 9}],
            }
        }
    )
    assert '"group": "name" must be a text' in problems
    assert '"roster" entry 1: needs a number "id" and a "name"' in problems
    assert '"roster" entry 2: "merged_into" names no other entry' in problems
    assert '"games" must be a list of game records' in problems


def test_a_thousand_game_group_file_comes_back_whole(db):
    pk = storage.group_by_key(db, storage.create_group(db, "Big club"))["pk"]
    people = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]
    records = [
        {
            "name": f"Game {n}",
            "created": f"2025-{n % 12 + 1:02d}-{n % 28 + 1:02d}T20:00:00+00:00",
            "variant": "classic",
            "sides": [
                {"name": "Us", "players": [people[n % 6], people[(n + 1) % 6]]},
                {"name": "Them", "players": [people[(n + 2) % 6], people[(n + 3) % 6]]},
            ],
            "hands": [{"results": [{"meld_points": 50 + n % 7}, {"meld_points": 60}]}]
            * 3,
        }
        for n in range(1000)
    ]
    data = {"format": 1, "group": {"name": "Big club", "roster": []}, "games": records}
    first = storage.group_by_key(db, import_group(db, data, [False] * 1000))
    text = "".join(group_file_chunks(db, first["pk"], storage.get_game))
    copy = storage.group_by_key(db, import_group(db, json.loads(text), [False] * 1000))
    again = json.loads("".join(group_file_chunks(db, copy["pk"], storage.get_game)))
    assert copy["games"] == first["games"] == 1000
    names = [e["name"] for e in json.loads(text)["group"]["roster"]]
    assert [e["name"] for e in again["group"]["roster"]] == names == sorted(people)

    def games(d):
        return sorted(
            (
                g["name"],
                g["created"],
                json.dumps(g["hands"]),
                [s["players"] for s in g["sides"]],
            )
            for g in d["games"]
        )

    assert games(again) == games(json.loads(text)) == games(data)
    assert pk != first["pk"]


def test_groups_made_before_fingerprints_get_theirs_from_their_creation(tmp_path):
    """Migration 0012: a group's file carries its `created`, so an older group is recognised too."""
    path = tmp_path / "old.sqlite"
    db = sqlite_utils.Database(path)
    storage.migrations.apply(db, stop_before="0012_group_limits")
    db["groups"].insert(
        {
            "token": "t" * 22,
            "view_token": "v" * 22,
            "name": "Club",
            "created": "2026-01-02T03:04:05.000006+00:00",
        }
    )
    db.close()
    db = storage.open_db(path)
    kept = db.execute("SELECT fingerprint FROM groups").fetchone()[0]
    assert kept == identity("Club", "2026-01-02T03:04:05.000006+00:00")
    assert db.execute("SELECT count(*) FROM group_link_changes").fetchone()[0] == 0
    db.close()
