"""Reading PDFs in tests with poppler-utils: text, page count and size, and pages as pixels.

No pixel or byte snapshots: text is asserted, and page images only checked for having ink."""

import re
import subprocess
from pathlib import Path


def _save(pdf: bytes, folder: Path, name: str = "sheet.pdf") -> Path:
    path = folder / name
    path.write_bytes(pdf)
    return path


def pdf_text(pdf: bytes, folder: Path) -> str:
    """`pdftotext -layout`: each printed table row stays on one line."""
    path = _save(pdf, folder)
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def pdf_words(pdf: bytes, folder: Path) -> str:
    """Plain `pdftotext` in reading order, one space between words, and words that CSS
    hyphenation split at a line end (with U+2010) joined again."""
    path = _save(pdf, folder)
    text = subprocess.run(
        ["pdftotext", str(path), "-"], check=True, capture_output=True, text=True
    ).stdout
    return " ".join(text.replace("\u2010\n", "").split())


def word_boxes(
    pdf: bytes, folder: Path
) -> list[tuple[float, float, float, float, str]]:
    """Each word as (x0, y0, x1, y1, text) in points (page by page), from `pdftotext -bbox`
    (two words printed touching come back as one)."""
    path = _save(pdf, folder)
    html = subprocess.run(
        ["pdftotext", "-bbox", str(path), "-"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    pattern = r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>'
    return [
        (float(a), float(b), float(c), float(d), text)
        for a, b, c, d, text in re.findall(pattern, html)
    ]


def pdf_pages(pdf: bytes, folder: Path) -> list[str]:
    """The text of each page (pdftotext separates pages with a form feed)."""
    return pdf_text(pdf, folder).split("\f")[:-1]


def pdf_info(pdf: bytes, folder: Path) -> dict:
    """Page count and the first page's size in points, from `pdfinfo`."""
    path = _save(pdf, folder)
    out = subprocess.run(
        ["pdfinfo", str(path)], check=True, capture_output=True, text=True
    ).stdout
    width, height = map(
        float, re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", out).groups()
    )
    return {
        "pages": int(re.search(r"Pages:\s+(\d+)", out).group(1)),
        "width": width,
        "height": height,
    }


def page_images(
    pdf: bytes, folder: Path, dpi: int = 60
) -> list[tuple[int, int, bytes]]:
    """Every page as (width, height, grey pixels), through `pdftoppm -gray` and its PGM files."""
    path = _save(pdf, folder)
    subprocess.run(
        ["pdftoppm", "-gray", "-r", str(dpi), str(path), str(folder / "page")],
        check=True,
    )
    return [read_pgm(p.read_bytes()) for p in sorted(folder.glob("page-*.pgm"))]


def read_pgm(data: bytes) -> tuple[int, int, bytes]:
    """A binary PGM (P5, 8-bit): the header is three numbers after the magic, then the pixels."""
    magic, width, height, maxval, pixels = data.split(maxsplit=4)
    assert magic == b"P5" and int(maxval) == 255
    width, height = int(width), int(height)
    return width, height, pixels[: width * height]


def ink(pixels: bytes, threshold: int = 200) -> float:
    """The share of pixels darker than light grey."""
    return sum(1 for p in pixels if p < threshold) / len(pixels)


def row_tokens(text: str, first: str, after: str = "") -> list[str]:
    """The words of the first line that starts with `first` (a hand number, a side), after `after`;
    without the bar that closes a side's minimum-meld field."""
    for line in text[text.index(after) :].splitlines():
        words = [word for word in line.split() if word != "│"]
        if words and words[0].rstrip("†") == first:
            return words
    raise AssertionError(f"no row starting with {first!r} in:\n{text}")


def level_row(words, first: str) -> list[str]:
    """The words level with a printed `first` and to its right, left to right: a hand's row read
    from the word boxes (`word_boxes`), where `pdftotext -layout` may print a row's first fields
    on a line of their own beside the canasta kinds beneath them. Of several `first`s, the one
    with the longest row (a rule's "1" in the legend is no row)."""

    def middle(word):
        return (word[1] + word[3]) / 2

    rows = [
        sorted(
            w for w in words if abs(middle(w) - middle(start)) < 3 and w[0] >= start[0]
        )
        for start in words
        if start[4].rstrip("†") == first
    ]
    assert rows, f"no {first!r} printed"
    return [word[4] for word in max(rows, key=len)]


def side_by_side(words, left_word, right_word):
    """The nearest pair of boxes `left_word` then `right_word` on one printed line."""
    pairs = [
        (h, d)
        for d in words
        if d[4] == right_word
        for h in words
        if h[4] == left_word and h[0] < d[0] < h[2] + 30 and abs(h[3] - d[3]) < 12
    ]
    assert pairs, [w[4] for w in words if left_word in w[4] or right_word in w[4]]
    return min(pairs, key=lambda pair: pair[1][0] - pair[0][2])
