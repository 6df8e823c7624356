"""The players page and the hands CSV on a full device: 80 games (a device's list) of 40 hands,
timed on the server through Flask's test client; and the size of the all-games download, which
the import must take back within the request limit.

Run: .venv/bin/python benchmarks/players_bench.py
"""

import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_bench import forty_hand_record  # noqa: E402

from scorekeeper import create_app, storage
from scorekeeper.record import limits  # noqa: E402
from scorekeeper.statistics.summary import summarise  # noqa: E402
from scorekeeper.web.plumbing.database import get_db  # noqa: E402
from scorekeeper.web.plumbing.devices import DEVICE_GAMES  # noqa: E402


def timed(client, url, repeats) -> tuple[float, int]:
    timings, size = [], 0
    for _ in range(repeats):
        start = time.perf_counter()
        answer = client.get(url)
        timings.append((time.perf_counter() - start) * 1000)
        assert answer.status_code == 200, (url, answer.status_code)
        size = len(answer.get_data())
    return statistics.median(timings), size


def main(repeats: int = 5) -> None:
    folder = Path(tempfile.mkdtemp())
    app = create_app(
        {
            "DATABASE": str(folder / "bench.sqlite"),
            "SECRET_KEY": "bench",
            "TESTING": True,
            "WTF_CSRF_ENABLED": False,
        },
        instance_path=folder / "instance",
    )
    record = {**forty_hand_record(), "created": "2026-11-20T19:00:00+00:00"}
    with app.app_context():
        finished = summarise(record)["finished"]
        ids = [
            storage.import_game(
                get_db(), {**record, "name": f"Game {n}"}, finished=finished
            )
            for n in range(DEVICE_GAMES)
        ]
    client = app.test_client()
    with client.session_transaction() as session:
        session["v"], session["games"] = 2, ids
    print(
        f"{DEVICE_GAMES} games of 40 hands on one device, median of {repeats} requests on the server:"
    )
    for label, url in [
        ("players page, games in play counted", "/players?unfinished=y"),
        ("all hands as CSV", "/games/hands.csv"),
        ("one game's hands as CSV", f"/g/{ids[0]}/hands.csv"),
    ]:
        ms, size = timed(client, url, repeats)
        print(f"  {label}: {ms:.0f} ms, {size / 1024:.1f} KB")
    download = client.get("/games/export.json").get_data()
    one = len(download) // DEVICE_GAMES
    print(
        f"  all-games download: {len(download) / 1024:.0f} KB for {DEVICE_GAMES} games "
        f"(about {one / 1024:.1f} KB a game); the import takes at most {limits.REQUEST_BYTES // 1024} KB,"
        f" so about {limits.REQUEST_BYTES // one} such games in one file"
    )
    start = time.perf_counter()
    # as a phone uploads the file
    answer = app.test_client().post(
        "/games/import",
        data={"file": (io.BytesIO(download), "all.json")},
        content_type="multipart/form-data",
    )
    outcome = "every game imported" if answer.status_code == 302 else "NOT imported"
    print(
        f"  importing it back as a file: status {answer.status_code} ({outcome}),"
        f" {(time.perf_counter() - start) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
