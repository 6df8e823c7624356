"""The players page of a group whose file holds a huge roster: 2,000 and 50,000 entries named
alike ("Player 0" …), half of them merged one into the next, and 20 games naming 40 of them.
CPU seconds of one GET /groups/<k>/players through Flask's test client (the audit measured
49.8 s for 2,000 entries; the page's budget is 300 ms for any roster).

Run: .venv/bin/python benchmarks/roster_bench.py
"""

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# the test fixtures it borrows import their helpers (factories) by name, as under pytest
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from scorekeeper import create_app  # noqa: E402
from scorekeeper.storage.group_store.group_file import import_group  # noqa: E402
from scorekeeper.web.plumbing.database import get_db  # noqa: E402
from tests.player_games import A  # noqa: E402


def a_roster(size: int) -> list[dict]:
    """Entries alike; the first half each merged into the next (a chain as long as can be)."""
    half = size // 2
    return [
        {"id": n, "name": f"Player {n}", "merged_into": n + 1 if n < half else None}
        for n in range(size)
    ]


def games(size: int) -> list[dict]:
    last = size - 1
    return [
        {
            **A,
            "name": f"G{n}",
            "sides": [
                {"name": f"Player {last - 2 * n}", "roster": [last - 2 * n]},
                {"name": f"Player {last - 2 * n - 1}", "roster": [last - 2 * n - 1]},
            ],
        }
        for n in range(20)
    ]


def measure(size: int, repeats: int = 5) -> tuple[float, int]:
    folder = Path(tempfile.mkdtemp())
    app = create_app(
        {"DATABASE": str(folder / "bench.sqlite"), "SECRET_KEY": "bench"},
        instance_path=folder / "instance",
    )
    played = games(size)
    data = {"format": 1, "group": {"name": "Big", "roster": a_roster(size)}}
    with app.app_context():
        key = import_group(get_db(), {**data, "games": played}, [True] * len(played))
    client = app.test_client()
    # the summaries cached once, as on any first visit
    client.get(f"/groups/{key}/players")
    cpu, size_bytes = [], 0
    for _ in range(repeats):
        start = time.process_time()
        answer = client.get(f"/groups/{key}/players")
        cpu.append(time.process_time() - start)
        assert answer.status_code == 200
        size_bytes = len(answer.data)
    return statistics.median(cpu) * 1000, size_bytes


def main() -> None:
    for size in (2_000, 50_000):
        ms, page = measure(size)
        print(
            f"players page, {size:>6,} roster entries: {ms:6.1f} ms CPU (median of 5),"
            f" {page / 1024:.0f} KB"
        )


if __name__ == "__main__":
    main()
