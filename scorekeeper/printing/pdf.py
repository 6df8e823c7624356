"""HTML to PDF with WeasyPrint, fetching nothing from the network.

Player and side names are user input that ends up in the HTML. Autoescaping keeps it text, and
the fetcher is the second wall: it reads only data: URLs and files under static/, so no markup
that slipped through could make the server fetch a URL or read a file elsewhere on the disk.
"""

import gc
import threading
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote, urlsplit

from weasyprint import CSS, HTML
from weasyprint.urls import URLFetcher

from scorekeeper.places import STATIC

STYLESHEET = STATIC / "sheet.css"


class StaticOnlyFetcher(URLFetcher):
    """WeasyPrint's fetcher limited to data: URLs and files inside static/."""

    def __init__(self, root: Path = STATIC):
        super().__init__(allowed_protocols={"file", "data"}, fail_on_errors=False)
        self.root = root.resolve()

    def fetch(self, url, headers=None):
        if url.lower().startswith("file:"):
            path = Path(unquote(urlsplit(url).path)).resolve()
            if not path.is_relative_to(self.root):
                raise ValueError(f"only files under {self.root} may be read, not {url}")
        return super().fetch(url, headers)


@lru_cache(maxsize=4)
def _stylesheet(path: Path = STYLESHEET) -> CSS:
    # Parsed once per process: the rules do not change while the app runs.
    return CSS(filename=str(path), url_fetcher=StaticOnlyFetcher())


_collector = {"lock": threading.Lock(), "renders": 0, "saved": None}
FEW_COLLECTIONS = (100_000, 50, 100)


@contextmanager
def _few_collections():
    """Fewer garbage-collector passes while any PDF is drawn: WeasyPrint makes tens of thousands of
    boxes that all live until the PDF is written, and the collector's passes over them took about a
    tenth of a 200-hand sheet (benchmarks/pdf_bench.py). The last render to finish puts the usual
    thresholds back; freed boxes go by reference counting as ever."""
    with _collector["lock"]:
        if _collector["renders"] == 0:
            _collector["saved"] = gc.get_threshold()
            gc.set_threshold(*FEW_COLLECTIONS)
        _collector["renders"] += 1
    try:
        yield
    finally:
        with _collector["lock"]:
            _collector["renders"] -= 1
            if _collector["renders"] == 0:
                gc.set_threshold(*_collector["saved"])


def render_pdf(
    html: str, base_url: str | None = None, extra: str | None = None
) -> bytes:
    """The PDF of a print document, styled by static/sheet.css and then static/`extra` (an
    event's paper adds event_paper.css).

    `base_url` resolves relative links in the HTML; it defaults to static/, the only place
    the fetcher may read from anyway."""
    with _few_collections():
        return laid_out(html, base_url, extra).write_pdf()


def laid_out(html: str, base_url: str | None = None, extra: str | None = None):
    """The print document laid out as render_pdf prints it (WeasyPrint's Document: its pages'
    boxes tell a test where each text stands)."""
    sheets = [_stylesheet()] + ([_stylesheet(STATIC / extra)] if extra else [])
    return HTML(
        string=html,
        base_url=base_url or STATIC.as_uri() + "/",
        url_fetcher=StaticOnlyFetcher(),
    ).render(stylesheets=sheets)


def render_pdf_parts(
    draw_part, count: int, size: int, extra: str | None = None
) -> bytes:
    """One PDF of `count` items drawn `size` at a time: `draw_part(items, first_page)` gives the
    HTML of items[...] (a range) whose first page is numbered `first_page`. WeasyPrint styles and
    lays out a whole document at once, its memory growing with the pages (a round's sheets for 40
    tables, 40 pages, took 200 MB), so 400 tables are laid out a part at a time and only the
    finished pages are joined."""
    with _few_collections():
        sheets = [_stylesheet()] + ([_stylesheet(STATIC / extra)] if extra else [])
        documents, first = [], 1
        for start in range(0, max(count, 1), size):
            html = draw_part(range(start, min(start + size, count)), first)
            document = HTML(
                string=html,
                base_url=STATIC.as_uri() + "/",
                url_fetcher=StaticOnlyFetcher(),
            ).render(stylesheets=sheets)
            first += len(document.pages)
            documents.append(document)
            gc.collect()  # the part's layout garbage goes before the next part is laid out
        pages = [page for document in documents for page in document.pages]
        return documents[0].copy(pages).write_pdf()
