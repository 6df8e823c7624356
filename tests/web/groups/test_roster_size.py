"""A roster of any size: the players page compares a few names with each name, never every name
with every other (2,000 entries took 49.8 s of CPU), its merge lists and suggestions hold the
people who play, and who counts as whom is worked out in one walk of the merges."""

from difflib import SequenceMatcher

from scorekeeper import storage
from scorekeeper.storage.group_store import roster_merges
from scorekeeper.storage.group_store.group_file import import_group
from scorekeeper.web.plumbing.database import get_db
from tests.player_games import A


class CountedMatcher(SequenceMatcher):
    """difflib's matcher that refuses to be asked more than `most` times in all."""

    asked = 0
    most = 5000

    def __init__(self, *args, **kwargs):
        type(self).asked += 1
        assert type(self).asked <= self.most, "every name compared with every other"
        super().__init__(*args, **kwargs)


def a_group_of(app, roster, games=()) -> str:
    """A group straight from a group file's data (no page's limits), its token."""
    data = {"format": 1, "group": {"name": "Big", "roster": roster}, "games": games}
    with app.app_context():
        return import_group(get_db(), data, [True] * len(games))


def test_players_page_of_2000_similar_names_compares_a_few_and_stays_small(
    app, client, monkeypatch
):
    monkeypatch.setattr(roster_merges, "SequenceMatcher", CountedMatcher)
    # The audit's file: "Player 0" … "Player 1999", each one letter from ten others; two play.
    roster = [{"id": n, "name": f"Player {n}"} for n in range(2000)]
    sides = [{"name": "Player 1", "roster": [1]}, {"name": "Player 10", "roster": [10]}]
    game = {**A, "sides": [{**s, "players": None} for s in sides]}
    key = a_group_of(app, roster, [game])
    page = client.get(f"/groups/{key}/players")
    assert page.status_code == 200
    # The two who play are in the merge lists (and "Player 1" starts "Player 10": suggested);
    # the 1,998 nobody plays are in neither.
    merge_lists = page.text.split('class="player-merge"')[1].split("</form>")[0]
    assert merge_lists.count("<option ") == 2 * 2
    assert (
        "Player 1 and Player 10" in page.text or "Player 10 and Player 1" in page.text
    )
    assert "Player 1999" not in page.text
    assert len(page.data) < 100_000
    assert CountedMatcher.asked <= CountedMatcher.most


def test_suggestions_stop_at_a_dozen_however_many_names_are_alike():
    entries = [{"id": n, "name": f"Ann{n}", "merged_into": None} for n in range(5000)]
    pairs = storage.suggested_merges(entries)
    assert len(pairs) == roster_merges.SUGGESTIONS == 12
    assert all(a["id"] > b["id"] for a, b in pairs)  # the newer spelling first


def test_suggestions_find_a_longer_spelling_and_a_letter_apart_but_not_strangers():
    names = ["Ann", "Annabel", "Ana", "Anna", "Bob", "Rob", "Eve", "Cleo"]
    entries = [
        {"id": n, "name": name, "merged_into": None} for n, name in enumerate(names)
    ]
    found = {
        frozenset((a["name"], b["name"])) for a, b in storage.suggested_merges(entries)
    }
    # "Ann" starts "Annabel" and "Anna"; "Ana" and "Anna" differ by a letter (ratio 6/7 ≥ 0.8),
    # "Ann" and "Ana" too (ratio 4/6 < 0.8: not close enough); "Bob" and "Rob" are 2/3 alike.
    assert frozenset(("Ann", "Annabel")) in found
    assert frozenset(("Ann", "Anna")) in found
    assert frozenset(("Ana", "Anna")) in found
    assert frozenset(("Bob", "Rob")) not in found
    assert not any("Eve" in pair or "Cleo" in pair for pair in found)


def test_a_chain_of_50000_merges_counts_every_entry_as_the_last():
    entries = [
        {"id": n, "name": f"P{n}", "merged_into": n + 1 if n < 49_999 else None}
        for n in range(50_000)
    ]
    people = storage.people_of(entries)
    assert people[0] == people[25_000] == people[49_999] == 49_999


def test_a_crafted_cycle_of_merges_ends_where_it_closes_and_hangs_nothing():
    entries = [
        {"id": 1, "name": "A", "merged_into": 2},
        {"id": 2, "name": "B", "merged_into": 3},
        {"id": 3, "name": "C", "merged_into": 1},
        {"id": 4, "name": "D", "merged_into": 3},
    ]
    people = storage.people_of(entries)
    assert set(people) == {1, 2, 3, 4}
    assert people[1] == people[2] == people[3] == people[4]


def test_the_players_page_lists_the_newest_30_merges_and_counts_the_older(app, client):
    # 40 entries, each of the first 39 merged into the next: 39 merges in play, 30 listed.
    roster = [
        {"id": n, "name": f"Alias {n}", "merged_into": n + 1 if n < 39 else None}
        for n in range(40)
    ]
    key = a_group_of(app, roster)
    page = client.get(f"/groups/{key}/players").text
    assert page.count("count as one player.") == 30
    assert "and 9 older merges" in page
