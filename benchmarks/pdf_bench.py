"""How long a game's score sheet takes to draw the first time (not from the sheet cache).

Run: .venv/bin/python benchmarks/pdf_bench.py [repeats] [hands] [tests]
Target: a sheet's first draw under 0.5 s for 40 hands and under 1 s for 200 hands
(`pdf_bench.py 5 200`). With `tests` the game is tests/sheet_games.long_record (its target is
reached at hand 95, so the sheet also lists 105 entries that break the rules), else the 40-hand
game of engine_bench repeated (nobody wins).

Times the whole request (store, engine, template, WeasyPrint) through the Flask test client: first
in a process (cold), then drawn afresh each time (the view's cache emptied; wall and CPU seconds,
the CPU figure less swayed by other work on a shared machine), then answered from the cache. Then
the stages of a render apart, so a slow-down points at its cause. WeasyPrint's cost grows with the
boxes it lays out (table cells above all, see printing/sheet_rows.py); its other usual suspects:
libharfbuzz-subset0 missing (font subsetting falls back to fontTools, ~2.5x slower), dotted/dashed
borders (drawn dash by dash), gradients drawn once a cell, CSS columns and many flex items.
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
from scorekeeper.web.pages import sheet_pages

imported = time.perf_counter()
sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_bench import forty_hand_record


def timed(function, *args, **kwargs):
    start = time.perf_counter()
    result = function(*args, **kwargs)
    return time.perf_counter() - start, result


def first_draw(client, url) -> tuple[float, float]:
    """Wall and CPU seconds of a sheet drawn afresh: the view's cache of drawn sheets emptied."""
    sheet_pages._sheet_pdf.cache_clear()
    wall, cpu = time.perf_counter(), time.process_time()
    assert client.get(url).status_code == 200
    return time.perf_counter() - wall, time.process_time() - cpu


def tests_record(hands: int) -> dict:
    """tests/sheet_games.long_record: the game the sheet tests print."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from sheet_games import long_record as sheet_long_record

    return sheet_long_record(hands)


def long_record(hands: int) -> dict:
    """The 40-hand game, its hands repeated to `hands` (the target is 100000: nobody wins)."""
    record = forty_hand_record()
    return {**record, "hands": (record["hands"] * (hands // 40 + 1))[:hands]}


def main(repeats: int = 10, hands: int = 40, game: str = "bench"):
    folder = Path(tempfile.mkdtemp())
    app = create_app(
        {"DATABASE": str(folder / "bench.sqlite"), "SECRET_KEY": "bench"},
        instance_path=folder,
    )
    db = storage.open_db(app.config["DATABASE"])
    record = tests_record(hands) if game == "tests" else long_record(hands)
    game_id = storage.import_game(db, {**record, "name": "Long game"})
    client = app.test_client()
    url = f"/g/{game_id}/sheet.pdf?paper=a4"

    cold, response = timed(client.get, url)
    assert response.status_code == 200, response.status
    pdf = response.data
    firsts = [first_draw(client, url) for _ in range(repeats)]
    first_wall = statistics.median(wall for wall, _ in firsts)
    first_cpu = statistics.median(cpu for _, cpu in firsts)
    warm = [timed(client.get, url)[0] for _ in range(repeats)]

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
    print(f"{hands} hands, A4: {len(pdf) // 1024} KiB, {pages} pages")
    print(f"imports (Flask, WeasyPrint, app):  {imported - started:.3f} s")
    print(f"cold request (first in process):   {cold:.3f} s")
    print(
        f"first draw, median of {repeats}:        {first_wall:.3f} s  (min {min(w for w, _ in firsts):.3f}, "
        f"CPU median {first_cpu:.3f})"
    )
    print(f"from the sheet cache, median:      {statistics.median(warm):.3f} s")
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
    target = 0.5 if hands <= 40 else 1.0
    verdict = "OK" if first_cpu < target else "TOO SLOW"
    print(f"first-draw target < {target} s for {hands} hands (CPU median): {verdict}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]), *sys.argv[3:4])
