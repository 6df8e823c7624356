"""Drawing a PDF runs with fewer garbage-collector passes, and always puts the usual ones back."""

import gc
import threading

from scorekeeper.printing import render_pdf
from scorekeeper.printing.pdf import FEW_COLLECTIONS


def test_a_render_puts_the_collectors_thresholds_back():
    before = gc.get_threshold()
    assert before != FEW_COLLECTIONS
    assert render_pdf("<p>Us 520</p>").startswith(b"%PDF")
    assert gc.get_threshold() == before


def test_overlapping_renders_put_the_thresholds_back_once_all_are_done():
    before = gc.get_threshold()
    pdfs = []
    threads = [
        threading.Thread(target=lambda: pdfs.append(render_pdf("<p>x</p>" * 200)))
        for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(pdfs) == 3 and all(pdf.startswith(b"%PDF") for pdf in pdfs)
    assert gc.get_threshold() == before
