"""An evening's score sheets a round at a time: CPU seconds and peak memory of each round's
/e/<key>/sheets.pdf?round=N for 12 tables × 4 rounds (the audit drew all 48 pages in one request:
29.4 s of CPU and 400 MB), one round of 40 tables, and for the largest event the form takes
(EVENT_TABLES tables, 400), one round as one PDF; and what asking for every round at once answers
now. Drawn in process (the test client, no paper worker): what a worker spends on each.

Run: .venv/bin/python benchmarks/event_sheets_bench.py
"""

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE.parent))
from event_games import an_event  # noqa: E402
from factories import make_app  # noqa: E402

from scorekeeper.events.movements import mitchell  # noqa: E402
from scorekeeper.record import limits  # noqa: E402
from scorekeeper.web.plumbing.database import get_db  # noqa: E402


def pdf_pages(data: bytes) -> int:
    with tempfile.NamedTemporaryFile(suffix=".pdf") as pdf:
        pdf.write(data)
        pdf.flush()
        info = subprocess.run(
            ["pdfinfo", pdf.name], capture_output=True, text=True
        ).stdout
    return int(
        next(
            line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")
        )
    )


def pairs(count: int) -> list[dict]:
    return [
        {"name": f"Pair {n}", "players": [f"P{n}a", f"P{n}b"]}
        for n in range(1, count + 1)
    ]


def measure(tables: int, rounds: int, asked_rounds) -> None:
    app = make_app(Path(tempfile.mkdtemp()))
    with app.app_context():
        event = an_event(
            get_db(), entrants=pairs(2 * tables), seating=mitchell(tables, rounds)
        )
    client = app.test_client()
    everything = client.get(f"/e/{event['token']}/sheets.pdf")
    print(
        f"{tables} tables × {rounds} rounds: all rounds at once -> {everything.status_code}"
        f" to {everything.headers.get('Location')}"
    )
    for number in asked_rounds:
        started, cpu = time.perf_counter(), time.process_time()
        answer = client.get(f"/e/{event['token']}/sheets.pdf?round={number}")
        cpu = time.process_time() - cpu
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
        pages = pdf_pages(answer.data)
        print(
            f"  round {number}: {answer.status_code}, {cpu:.1f} s CPU"
            f" ({time.perf_counter() - started:.1f} s), {pages} pages, process peak RSS {peak} MB"
        )


def main() -> None:
    measure(12, 4, range(1, 5))
    measure(40, 3, [1])
    measure(
        limits.EVENT_TABLES, 3, [1]
    )  # a championship's round: one PDF, drawn in parts


if __name__ == "__main__":
    main()
