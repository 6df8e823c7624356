"""Group figures (a script, not a timed test): `.venv/bin/python benchmarks/groups_bench.py [GAMES]`.

A group of GAMES (default 1,000) games of 40 hands each, eight people in changing partnerships, in a
real SQLite file, imported as a group file is (its summaries stored with it). Then, through the test
client (no network), the median of several requests of: the games list (first page, and a search by
player), the players page, one player's page, the group CSV's first byte, and saving a hand in one
of the group's games. Aims (issue 19): list < 100 ms, players < 300 ms, a player < 200 ms, CSV
first byte < 200 ms, a save <= 40 ms.
"""

import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from scorekeeper import create_app, storage  # noqa: E402
from scorekeeper.statistics.summary_row import summary_row  # noqa: E402
from scorekeeper.storage.group_store.group_file import import_group  # noqa: E402
from scorekeeper.web.plumbing.database import get_db  # noqa: E402

PEOPLE = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gia", "Hal"]
# Valid all game long (both openings reach 120), to a target of 100000 so 40 hands fit.
HAND = {
    "results": [
        {"meld_points": 130, "canastas": {"mixed": 1}, "went_out": True},
        {"meld_points": 120, "hand_points": 20},
    ]
}
FORM = {
    "sides-0-mode": "count",
    "sides-1-mode": "count",
    "went_out": "0",
    "action": "save",
    "sides-0-meld_points": "130",
    "sides-0-canastas-mixed": "1",
    "sides-1-meld_points": "120",
    "sides-1-hand_points": "25",
}


def record(n: int) -> dict:
    seats = [PEOPLE[(n + k * 3) % 8] for k in range(4)]
    if len(set(seats)) < 4:
        seats = PEOPLE[n % 5 : n % 5 + 4]
    return {
        "format": 1,
        "name": f"Game {n}",
        "created": f"20{24 + n // 400}-{n % 12 + 1:02d}-{n % 28 + 1:02d}T20:{n % 60:02d}:00+00:00",
        "variant": "classic",
        "rules": {"target": 100000} if n % 10 else {"target": 5000},
        "sides": [
            {"name": "Us", "players": seats[:2]},
            {"name": "Them", "players": seats[2:]},
        ],
        "hands": [HAND] * 40 if n % 10 else [HAND] * 10,
    }


def median_ms(client, url, runs=7, first_byte=False) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        response = client.get(url, buffered=False)
        if first_byte:
            next(iter(response.response))
        else:
            body = response.get_data()
            assert response.status_code == 200 and body, url
        times.append((time.perf_counter() - start) * 1000)
        response.close()
    return statistics.median(times)


def save_ms(app, client, game_id, runs=15) -> float:
    """The median time to save a hand through the form, each hand differing from the one before
    (an identical one asks first)."""
    saves = []
    for run in range(runs):
        with app.app_context():
            version = storage.version_of(get_db(), game_id)
        start = time.perf_counter()
        answer = client.post(
            f"/g/{game_id}/hands/new",
            data={
                **FORM,
                "sides-1-hand_points": str(25 + run % 2 * 10),
                "version": str(version),
                "nonce": f"bench-{game_id}-{run}",
            },
        )
        saves.append((time.perf_counter() - start) * 1000)
        assert answer.status_code == 302, answer.status_code
        assert "saved=" in answer.location, answer.location  # stored, not turned away
    return statistics.median(saves)


def main(games: int) -> None:
    logging.disable(logging.WARNING)
    folder = Path(tempfile.mkdtemp(prefix="groups-bench-"))
    app = create_app(
        {
            "DATABASE": str(folder / "bench.sqlite"),
            "SECRET_KEY": "bench",
            "WTF_CSRF_ENABLED": False,
        },
        instance_path=folder / "instance",
    )
    records = [record(n) for n in range(games)]
    start = time.perf_counter()
    summaries = [summary_row(r) for r in records]
    data = {
        "format": 1,
        "group": {"name": "Bench club", "roster": []},
        "games": records,
    }
    with app.app_context():
        token = import_group(
            get_db(), data, [s["finished"] for s in summaries], summaries
        )
        db = get_db()
        group = storage.group_by_key(db, token)
        ana = next(
            e["id"] for e in storage.roster(db, group["pk"]) if e["name"] == "Ana"
        )
        rows = storage.games_page(db, group["pk"], size=20)[0]
        playing = next(row["id"] for row in rows if not row["summary"]["finished"])
    seconds = time.perf_counter() - start
    size = (folder / "bench.sqlite").stat().st_size / 2**20
    print(
        f"{games} games x 40 hands imported as a group in {seconds:.1f} s ({size:.1f} MB file)"
    )
    client = app.test_client()
    client.get(f"/groups/{token}")
    figures = {
        "games list, first page": median_ms(client, f"/groups/{token}"),
        "games list, page 20": median_ms(client, f"/groups/{token}?page=20"),
        "games list, search by player": median_ms(
            client, f"/groups/{token}?player=Ana"
        ),
        "players page": median_ms(client, f"/groups/{token}/players"),
        "a player's page": median_ms(client, f"/groups/{token}/players/{ana}"),
        "group CSV, first byte": median_ms(
            client, f"/groups/{token}/hands.csv", first_byte=True
        ),
    }
    figures["save a hand in a group game"] = save_ms(app, client, playing)
    with (
        app.app_context()
    ):  # the same 40-hand game outside any group, for the machine's pace
        alone = storage.import_game(
            get_db(), {**record(1), "sides": record(1)["sides"]}
        )
    figures["save a hand in a game alone"] = save_ms(app, client, alone)
    figures["games list right after that save"] = median_ms(
        client, f"/groups/{token}", runs=1
    )
    aims = {
        "games list, first page": 100,
        "players page": 300,
        "a player's page": 200,
        "group CSV, first byte": 200,
        "save a hand in a group game": 40,
    }
    for name, ms in figures.items():
        aim = f"  (aim < {aims[name]} ms)" if name in aims else ""
        print(f"{name:36} {ms:7.1f} ms{aim}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
