"""How long a 40-hand game's score sheet takes to make, cold (first in a process) and warm.

Run: .venv/bin/python benchmarks/pdf_bench.py [repeats]   (aim: under 0.5 s warm)

Times the whole request (store, engine, template, WeasyPrint) through the Flask test client, then
the three stages of a warm render apart, so a slow-down points at its cause. WeasyPrint's usual
suspects: libharfbuzz-subset0 missing (font subsetting falls back to fontTools, ~2.5x slower),
dotted/dashed borders (drawn dash by dash), CSS columns and many flex items (slow layout).
"""

import ctypes.util
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

started = time.perf_counter()
from flask import render_template
from weasyprint import HTML

from scorekeeper import create_app, storage
from scorekeeper.printing import PAPERS, corrected_hands, game_sheet, render_pdf
from scorekeeper.statistics.summary import summarise

imported = time.perf_counter()
sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_bench import forty_hand_record


def timed(function, *args, **kwargs):
    start = time.perf_counter()
    result = function(*args, **kwargs)
    return time.perf_counter() - start, result


def cpu_timed(function, *args, **kwargs):
    """CPU seconds of this process: less swayed than the wall clock by other work on the machine."""
    start = time.process_time()
    function(*args, **kwargs)
    return time.process_time() - start


def main(repeats: int = 10):
    folder = Path(tempfile.mkdtemp())
    app = create_app(
        {"DATABASE": str(folder / "bench.sqlite"), "SECRET_KEY": "bench"},
        instance_path=folder,
    )
    db = storage.open_db(app.config["DATABASE"])
    game_id = storage.import_game(db, {**forty_hand_record(), "name": "Forty hands"})
    client = app.test_client()
    url = f"/g/{game_id}/sheet.pdf?paper=a4"

    cold, response = timed(client.get, url)
    assert response.status_code == 200, response.status
    pdf = response.data
    warm = [timed(client.get, url)[0] for _ in range(repeats)]
    warm_cpu = [cpu_timed(client.get, url) for _ in range(repeats)]

    game = storage.get_game(db, game_id)
    record = storage.export_game(db, game_id)
    engine = [
        timed(summarise, record, corrected_hands(game))[0] for _ in range(repeats)
    ]
    sheet = game_sheet(
        summarise(record),
        name=game["name"],
        created=game["created"],
        paper=PAPERS["a4"],
    )
    with app.test_request_context():
        html_times = [
            timed(
                render_template,
                "sheets/score_sheet.html",
                sheet=sheet,
                paper=PAPERS["a4"],
                landscape=False,
            )[0]
            for _ in range(repeats)
        ]
        html = render_template(
            "sheets/score_sheet.html", sheet=sheet, paper=PAPERS["a4"], landscape=False
        )
    weasy = [timed(render_pdf, html)[0] for _ in range(repeats)]
    pad = [
        timed(client.get, "/sheets/blank/classic.pdf?paper=a4")[0]
        for _ in range(repeats)
    ]
    # A yardstick for the machine's state: toolchain.md measured this plain 3-page table at
    # about 0.18 s warm on a quiet machine of this kind.
    plain = (
        "<table>"
        + "<tr><td>123</td><td>123</td><td>123</td><td>123</td></tr>" * 150
        + "</table>"
    )
    reference = [timed(HTML(string=plain).write_pdf)[0] for _ in range(repeats)]

    (folder / "sheet.pdf").write_bytes(pdf)
    info = subprocess.run(
        ["pdfinfo", str(folder / "sheet.pdf")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    pages = re.search(r"Pages:\s+(\d+)", info).group(1)
    print(
        f"libharfbuzz-subset: {ctypes.util.find_library('harfbuzz-subset') or 'MISSING (slow, warns)'}"
    )
    print(f"40 hands, A4: {len(pdf) // 1024} KiB, {pages} pages")
    print(f"imports (Flask, WeasyPrint, app):  {imported - started:.3f} s")
    print(f"cold request (first in process):   {cold:.3f} s")
    print(
        f"warm request, median of {repeats}:     {statistics.median(warm):.3f} s  (min {min(warm):.3f}, "
        f"CPU median {statistics.median(warm_cpu):.3f})"
    )
    print(
        f"  engine summarise:                {statistics.median(engine) * 1000:.1f} ms"
    )
    print(
        f"  template to HTML:                {statistics.median(html_times) * 1000:.1f} ms"
    )
    print(f"  WeasyPrint HTML to PDF:          {statistics.median(weasy):.3f} s")
    print(f"blank classic pad, warm median:    {statistics.median(pad):.3f} s")
    print(
        f"yardstick, plain 150x4 table:      {statistics.median(reference):.3f} s  (0.18 s on a quiet machine)"
    )
    print(f"machine load (1 min): {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    verdict = "OK" if statistics.median(warm) < 0.5 else "TOO SLOW"
    print(f"warm target < 0.5 s: {verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
