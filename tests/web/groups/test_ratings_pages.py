"""Ratings kept per group, game after game: brought up to date when a page reads them, a new
game rated alone, a correction re-rated from its own game on, the players page ranked by rating
and a player's page with her rating chart. The four games are those of
tests/statistics/test_ratings.py (Us win, Us win, Them win, Us win), whose μ and σ are worked by
hand there: after them Ana and Ben show 1169, Cleo and Dan 967."""

import re
from math import isclose

from scorekeeper import storage
from scorekeeper.storage import rating_rows
from scorekeeper.web.boards.ratings_cache import bring_up_to_date, group_ratings
from scorekeeper.web.plumbing.database import get_db
from tests.player_games import WIN_1500, counted, game, pairs

US, THEM = ["Ana", "Ben"], ["Cleo", "Dan"]
LOSE_60 = counted(100, left=40)


def one_hand(day, us_win=True):
    hand = [WIN_1500, LOSE_60] if us_win else [LOSE_60, WIN_1500]
    return game(day, pairs(US, THEM), hand)


FOUR = [
    one_hand("2026-01-05"),
    one_hand("2026-01-12"),
    one_hand("2026-01-19", us_win=False),
    one_hand("2026-01-26"),
]


def a_rated_group(app, records=FOUR):
    """A group holding `records`; returns (its key, the games' tokens, its pk)."""
    with app.app_context():
        db = get_db()
        key = storage.create_group(db, "Club")
        pk = storage.group_by_key(db, key)["pk"]
        tokens = [
            storage.import_game(db, r, group_pk=pk, finished=True) for r in records
        ]
    return key, tokens, pk


def people(db, pk):
    return storage.people_of(storage.roster(db, pk))


def names(db, pk):
    return {e["name"]: e["id"] for e in storage.roster(db, pk)}


def test_four_games_rate_as_worked_by_hand_and_a_new_game_rates_alone(app):
    key, tokens, pk = a_rated_group(app)
    with app.app_context():
        db = get_db()
        assert bring_up_to_date(db, pk, people(db, pk)) == 4
        ratings = group_ratings(db, pk, people(db, pk))
        who = names(db, pk)
        assert ratings[who["Ana"]].shown == ratings[who["Ben"]].shown == 1169
        assert ratings[who["Cleo"]].shown == ratings[who["Dan"]].shown == 967
        assert isclose(ratings[who["Ana"]].mu, 27.51764, abs_tol=1e-4)
        assert bring_up_to_date(db, pk, people(db, pk)) == 0  # nothing changed
        storage.import_game(db, one_hand("2026-02-02"), group_pk=pk, finished=True)
        assert bring_up_to_date(db, pk, people(db, pk)) == 1  # the new game only
        assert group_ratings(db, pk, people(db, pk))[who["Ana"]].games == 5


def test_a_corrected_game_re_rates_from_that_game_on(app):
    """Game 3's hand corrected so Us win it too: games 1 and 2 keep their stored states (the
    snapshots before game 3 are not rewritten), games 3 and 4 are rated again. Us then won all
    four: game 3 is rated as game 3 of four straight wins, and Ana ends above 1169."""
    key, tokens, pk = a_rated_group(app)
    with app.app_context():
        db = get_db()
        bring_up_to_date(db, pk, people(db, pk))
        before = db.execute(
            "SELECT person, position, mu, sigma FROM rating_steps WHERE position < 2"
            " ORDER BY person, position"
        ).fetchall()
        version = storage.get_game(db, tokens[2])["version"]
        fixed = {"results": [WIN_1500, LOSE_60]}
        storage.update_hand(
            db, tokens[2], 1, fixed, expected_version=version, finished=True
        )
        assert bring_up_to_date(db, pk, people(db, pk)) == 2
        after = db.execute(
            "SELECT person, position, mu, sigma FROM rating_steps WHERE position < 2"
            " ORDER BY person, position"
        ).fetchall()
        assert after == before
        ana = names(db, pk)["Ana"]
        steps = rating_rows.person_steps(db, pk, ana)
        assert [s[0] for s in steps] == [0, 1, 2, 3]
        assert steps[2][1] > steps[1][1]  # game 3 now a win: μ went up
        assert group_ratings(db, pk, people(db, pk))[ana].shown > 1169


def test_a_deleted_game_re_rates_the_games_after_it(app):
    key, tokens, pk = a_rated_group(app)
    with app.app_context():
        db = get_db()
        bring_up_to_date(db, pk, people(db, pk))
        storage.delete_game(db, tokens[1])
        assert bring_up_to_date(db, pk, people(db, pk)) == 2  # games 3 and 4 move up
        ana = names(db, pk)["Ana"]
        assert group_ratings(db, pk, people(db, pk))[ana].games == 3


def test_players_page_ranks_by_rating_and_marks_provisional(app, client):
    key, tokens, pk = a_rated_group(app)
    page = client.get(f"/groups/{key}/players?sort=rating").text
    assert "Ranked by: Rating." in page
    order = re.findall(r'class="name"[^>]*>([^<]+)</a>', page)
    assert order[:2] == ["Ana", "Ben"] and set(order[2:]) == {"Cleo", "Dan"}
    assert "Rating 1169" in page and "Rating 967" in page
    assert "(provisional)" in page  # four games of the ten that make it firm


def test_player_page_draws_her_rating_chart(app, client):
    key, tokens, pk = a_rated_group(app)
    with app.app_context():
        ana = names(get_db(), pk)["Ana"]
    page = client.get(f"/groups/{key}/players/{ana}").text
    chart = page.split('<section class="rating-over-time">')[1].split("</section>")[0]
    assert "<strong>1169</strong>" in chart
    assert '<title id="rating-title">Rating after each rated game</title>' in chart
    # from 1000, one point a game: 1097, 1174, 1085, 1169 (test_ratings.py's shown values)
    assert "Ana: 1097, 1174, 1085, 1169." in chart
    assert len(re.search(r'points="([^"]+)"', chart).group(1).split()) == 5


def test_hands_saved_in_an_old_game_still_in_play_re_rate_nothing_until_it_finishes(
    app,
):
    """A game started before the four and still in play (430 v 600 of 1000): its hands change
    no rating, so they re-rate nothing; once a hand of 1500 finishes it for Us, every game
    from it on is rated again (it comes first in order of play)."""
    key, tokens, pk = a_rated_group(app)
    open_game = game(
        "2026-01-01",
        pairs(US, THEM),
        [counted(150, mixed=1, left=20), counted(200, mixed=1, out=True)],
    )
    with app.app_context():
        db = get_db()
        token = storage.import_game(db, open_game, group_pk=pk)
        assert bring_up_to_date(db, pk, people(db, pk)) == 5
        version = storage.get_game(db, token)["version"]
        storage.add_hand(
            db, token, {"results": [counted(50), counted(60)]}, expected_version=version
        )
        assert bring_up_to_date(db, pk, people(db, pk)) == 0
        storage.add_hand(
            db,
            token,
            {"results": [WIN_1500, LOSE_60]},
            expected_version=version + 1,
            finished=True,
        )
        assert bring_up_to_date(db, pk, people(db, pk)) == 5
        ana = names(db, pk)["Ana"]
        assert group_ratings(db, pk, people(db, pk))[ana].games == 5


def test_a_long_re_rating_waits_for_a_heavy_turn_and_a_short_one_does_not(
    tmp_path, monkeypatch
):
    """With every heavy turn taken, a page whose ratings need more than HEAVY_TAIL games rated
    again gets the busy page; once rated, the same page (nothing to re-rate) is served."""
    from factories import make_app

    from scorekeeper.web.boards import ratings_cache

    busy = make_app(tmp_path, HEAVY_AT_ONCE=0)
    key, tokens, pk = a_rated_group(busy)
    monkeypatch.setattr(ratings_cache, "HEAVY_TAIL", 3)
    client = busy.test_client()
    assert client.get(f"/groups/{key}/players").status_code == 503  # 4 games > 3
    monkeypatch.setattr(ratings_cache, "HEAVY_TAIL", 4)
    assert client.get(f"/groups/{key}/players").status_code == 200
    monkeypatch.setattr(ratings_cache, "HEAVY_TAIL", 0)
    assert client.get(f"/groups/{key}/players").status_code == 200  # nothing to re-rate
