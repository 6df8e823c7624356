"""Seasons figures (a script, not a timed test): `.venv/bin/python benchmarks/seasons_bench.py`.

A group of 200 players over three years: 150 weekly club nights (8 pairs of the club's 60
regulars, a 4-table Mitchell of 3 rounds, every table's totals typed from paper: 1,800 games)
and 3,200 games at home between any four of the 200, 5,000 games in all, in a real SQLite file
with every summary cached. Then: the full re-rate (every stored rating deleted first), the
incremental update after one game saved at the end, the update after an old game is corrected,
saving a hand through the form (ratings are never touched on that path), the players page ranked
by rating, a player's page with her chart, and a season's ladder page (a year: 50 club nights),
cold and warm. Aims (issue 30): full re-rate < 1 s, incremental < 50 ms, a save <= 40 ms,
ladder page < 200 ms.
"""

import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# the test fixtures it borrows import their helpers (factories) by name, as under pytest
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from groups_bench import save_ms  # noqa: E402

from scorekeeper import create_app, storage  # noqa: E402
from scorekeeper.events.movements import mitchell  # noqa: E402
from scorekeeper.events.standings import DEFAULT_VP_SCALE  # noqa: E402
from scorekeeper.rules import RoundFormat  # noqa: E402
from scorekeeper.storage import season_rows  # noqa: E402
from scorekeeper.web.boards import season_board
from scorekeeper.web.boards.ratings_cache import bring_up_to_date  # noqa: E402
from scorekeeper.web.boards.summary_cache import filled  # noqa: E402
from scorekeeper.web.plumbing.database import get_db  # noqa: E402

# 200 names unlike each other (20 first names by 10 surnames), as a club's are: names a letter
# apart are offered as merges on the players page, which would measure that instead.
FIRST = "Ana Boris Chiara Dmitri Elif Farid Greta Hugo Ingrid Jonas Kemal Lucia Marek Nadia Oskar Paula Quentin Rosa Stefan Tilde".split()
LAST = "Albrecht Brambilla Carvalho Dubois Esposito Fonseca Gallagher Hoffmann Ivanova Jablonski".split()
PEOPLE = [f"{first} {last}" for last in LAST for first in FIRST]
REGULARS = PEOPLE[:60]
NIGHTS, HOME_GAMES = 150, 3200
WIN = {"meld_points": 400, "canastas": {"natural": 2}, "went_out": True}
LOSE = {"meld_points": 100, "canastas": {}, "hand_points": 40}
FORMAT = RoundFormat((125, 155, 180))


def day(n: int) -> str:
    """The n-th week's Tuesday from 2024-01-02 (three years of weeks)."""
    from datetime import date, timedelta

    return (date(2024, 1, 2) + timedelta(weeks=n)).isoformat()


def home_game(n: int, rng) -> dict:
    four = rng.sample(PEOPLE, 4)
    hand = [WIN, LOSE] if rng.random() < 0.5 else [LOSE, WIN]
    return {
        "format": 1,
        "name": f"Home {n}",
        "created": f"{day(n * NIGHTS // HOME_GAMES)}T1{n % 10}:00:00+00:00",
        "variant": "classic",
        "rules": {"target": 1000},
        "sides": [
            {"name": "Us", "players": four[:2]},
            {"name": "Them", "players": four[2:]},
        ],
        "hands": [{"results": hand}],
    }


def club_night(db, group_pk, n: int, rng) -> None:
    """One evening: created, three rounds started, every table's totals typed from paper."""
    from tests.event_games import round_games

    players = rng.sample(REGULARS, 16)
    pairs = [
        {"name": f"{a} & {b}", "players": [a, b]}
        for a, b in zip(players[::2], players[1::2])
    ]
    seating = mitchell(4, 3)
    token = storage.create_event(
        db,
        group_pk,
        entrants=pairs,
        name=f"Club night {n}",
        day=day(n),
        variant="classic",
        rules={},
        format=FORMAT.as_data(),
        per_side=1,
        movement=seating.kind,
        tables=4,
        rounds=3,
        ranking="victory_points",
        scale=[list(row) for row in DEFAULT_VP_SCALE],
        bye_rule="average",
        seating=seating.as_json(),
    )
    event = storage.event_by_key(db, token)
    entrants = storage.entrants(db, event["pk"])
    for number in (1, 2, 3):
        storage.start_round(
            db,
            event["pk"],
            number,
            round_games(storage.event_by_key(db, token), number, entrants),
            expected_version=None,
        )
        for table in (1, 2, 3, 4):
            totals = {"ns": rng.randrange(0, 3000, 5), "ew": rng.randrange(0, 3000, 5)}
            storage.set_paper_result(
                db, event["pk"], number, table, totals, expected_version=None
            )
    # Played that evening, not today: the games' start times are the evening's.
    db.execute(
        "UPDATE games SET created = ? || 'T20:00:00+00:00' WHERE id IN"
        " (SELECT game_id FROM event_games WHERE event_id = ?)",
        [day(n), event["pk"]],
    )
    db.conn.commit()


def timed(work, runs=1) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def page_ms(client, url, runs=7) -> float:
    def get():
        answer = client.get(url)
        assert answer.status_code == 200, (url, answer.status_code)

    return timed(get, runs)


def build(app):
    rng = random.Random(30)
    with app.app_context():
        db = get_db()
        key = storage.create_group(db, "Bench club")
        group = storage.group_by_key(db, key)
        records = [home_game(n, rng) for n in range(HOME_GAMES)]
        for start in range(0, HOME_GAMES, 400):
            storage.import_games(
                db,
                [(r, True, None) for r in records[start : start + 400]],
                group["pk"],
            )
        for n in range(NIGHTS):
            club_night(db, group["pk"], n, rng)
        filled(db, storage.group_summaries(db, group["pk"]))
        for year in (2024, 2025, 2026):
            season_rows.create_season(
                db,
                group["pk"],
                name=f"Season {year}",
                first_day=f"{year}-01-01",
                last_day=f"{year}-12-31",
                measure="vp",
                best=10,
                at_least=5,
            )
    return key, group


def main() -> None:
    logging.disable(logging.WARNING)
    folder = Path(tempfile.mkdtemp(prefix="seasons-bench-"))
    app = create_app(
        {
            "DATABASE": str(folder / "bench.sqlite"),
            "SECRET_KEY": "bench",
            "WTF_CSRF_ENABLED": False,
        },
        instance_path=folder / "instance",
    )
    start = time.perf_counter()
    key, group = build(app)
    pk = group["pk"]
    print(
        f"{HOME_GAMES} home games + {NIGHTS} club nights (1800 table games) built in"
        f" {time.perf_counter() - start:.1f} s"
    )
    figures = {}
    with app.app_context():
        db = get_db()
        people = storage.people_of(storage.roster(db, pk))

        def full():
            db.execute("DELETE FROM rating_groups WHERE group_id = ?", [pk])
            db.execute("DELETE FROM rating_games WHERE group_id = ?", [pk])
            db.execute("DELETE FROM rating_steps WHERE group_id = ?", [pk])
            db.conn.commit()
            assert bring_up_to_date(db, pk, people, limit=False) == 5000

        figures["full re-rate of 5000 games"] = (timed(full, 3), 1000)
        rng = random.Random(7)
        late = home_game(HOME_GAMES, rng)
        late["created"] = "2026-12-31T23:00:00+00:00"

        def one_more():
            storage.import_game(db, late, finished=True, group_pk=pk)
            filled(db, storage.group_summaries(db, pk)[:1])  # the page's cache fill
            start = time.perf_counter()
            assert bring_up_to_date(db, pk, people, limit=False) == 1
            return (time.perf_counter() - start) * 1000

        figures["incremental: one game saved at the end"] = (
            statistics.median(one_more() for _ in range(7)),
            50,
        )
        middle = storage.games_page(db, pk, size=1, page=2500)[0][0]["id"]

        def correct_middle():
            game = storage.get_game(db, middle)
            flip = game["hands"][0]["record"]["results"][0] == WIN
            hand = {"results": [LOSE, WIN] if flip else [WIN, LOSE]}
            storage.update_hand(
                db, middle, 1, hand, expected_version=game["version"], finished=True
            )
            assert bring_up_to_date(db, pk, people, limit=False) > 1

        figures["a game half-way back corrected"] = (timed(correct_middle, 3), None)
        ana = next(iter(people))
        playing = storage.import_game(
            db,
            {**home_game(1, rng), "rules": {"target": 100000}, "hands": []},
            group_pk=pk,
        )
        season = season_rows.seasons(db, pk)[1]  # 2025: a whole year's club nights
        night = season_rows.events_between(db, pk, "2025-12-01", "2025-12-31")[-1]
        room = storage.event_by_key(db, night["token"])["view_token"]
        season_rows.set_handicaps(db, pk, True)
    client = app.test_client()
    client.get(f"/groups/{key}")
    figures["save a hand (ratings untouched)"] = (save_ms(app, client, playing), 40)
    figures["players page ranked by rating"] = (
        page_ms(client, f"/groups/{key}/players?sort=rating"),
        None,
    )
    figures["a player's page with her chart"] = (
        page_ms(client, f"/groups/{key}/players/{ana}"),
        None,
    )
    ladder = f"/groups/{key}/seasons/{season['id']}"
    season_board._KEPT.clear()
    figures["ladder page, cold (50 nights counted)"] = (page_ms(client, ladder, 1), 200)
    figures["ladder page, warm"] = (page_ms(client, ladder), 200)
    season_board._KEPT.clear()
    figures["room's screen + ladder + handicaps, cold"] = (
        page_ms(client, f"/e/{room}/standings", 1),
        None,
    )
    figures["room's screen + ladder + handicaps, warm"] = (
        page_ms(client, f"/e/{room}/standings"),
        None,
    )
    shown = client.get(f"/e/{room}/standings").text
    assert "With handicaps" in shown and "The first 10 of" in shown
    for name, (ms, aim) in figures.items():
        print(f"{name:42} {ms:8.1f} ms" + (f"  (aim < {aim} ms)" if aim else ""))


if __name__ == "__main__":
    main()
