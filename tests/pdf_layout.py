"""Reading a print document's layout in tests: WeasyPrint's boxes (printing/pdf.py laid_out) say
where each text stands, so a test can tell that no text reaches outside the box that holds it, no
word is broken over two lines and no column's label runs into the next one's. The boxes are
WeasyPrint's own (its pages' `_page_box`): the one way to see cells that the PDF's words lose."""

from weasyprint.formatting_structure import boxes


def _texts(line):
    return [
        t for t in line.descendants() if isinstance(t, boxes.TextBox) and t.text.strip()
    ]


def spilled(document) -> list[tuple[str, str, float]]:
    """Every text that reaches outside a box holding it (a cell, the result box, a table, the
    page's content), as (its text, the box's element and class, how far past), page by page."""
    found = []

    def walk(box, holders):
        if isinstance(box, boxes.TextBox) and box.text.strip():
            left, right = box.position_x, box.position_x + box.width
            for holder in holders:
                x0 = holder.position_x + holder.margin_left
                past = max(x0 - left, right - (x0 + holder.border_width()))
                if past > 0.5:
                    where = f"{holder.element_tag}.{holder.element.get('class')}"
                    found.append((box.text, where, round(past, 1)))
                    break
            return
        held = (boxes.BlockBox, boxes.TableBox, boxes.TableCellBox)
        if isinstance(box, held) and not isinstance(box, boxes.MarginBox):
            holders = [box, *holders]
        for child in getattr(box, "children", []):
            walk(child, holders)

    for page in document.pages:
        walk(page._page_box, [])
    return found


def split_words(document) -> list[str]:
    """Words broken over two lines of a box ("Mar|ia", "Ge|ber"): a line's last word and the next
    line's first that the box's own text holds as one word."""
    found = []

    def walk(box):
        if isinstance(box, boxes.BlockContainerBox) and box.element is not None:
            lines = [
                " ".join(t.text.strip() for t in _texts(line))
                for line in box.children
                if isinstance(line, boxes.LineBox)
            ]
            source = " ".join("".join(box.element.itertext()).split())
            for above, below in zip(lines, lines[1:]):
                if not (above and below):
                    continue
                tail, head = above.split()[-1], below.split()[0]
                if tail[-1].isalnum() and head[0].isalnum() and tail + head in source:
                    found.append(f"{tail}|{head}")
        for child in getattr(box, "children", []):
            walk(child)

    for page in document.pages:
        walk(page._page_box)
    return found


def cell_lines(document, classes: set[str]) -> list[tuple[float, list[tuple]]]:
    """The first page's <th> cells with one of `classes`, each as (its left edge, its lines of
    text as (left, right, top, bottom)), left to right."""
    cells = []

    def walk(box):
        if (
            isinstance(box, boxes.TableCellBox)
            and box.element_tag == "th"
            and classes & set((box.element.get("class") or "").split())
        ):
            lines = [
                (
                    min(t.position_x for t in texts),
                    max(t.position_x + t.width for t in texts),
                    line.position_y,
                    line.position_y + line.height,
                )
                for line in box.descendants()
                if isinstance(line, boxes.LineBox) and (texts := _texts(line))
            ]
            cells.append((box.position_x, lines))
            return
        for child in getattr(box, "children", []):
            walk(child)

    walk(document.pages[0]._page_box)
    return sorted(cells)


def gaps_between_cells(cells) -> list[float]:
    """How far each cell's text stands from the next cell's, on every line the two share."""
    gaps = []
    for (_, left), (_, right) in zip(cells, cells[1:]):
        for a in left:
            for b in right:
                if a[2] < b[3] and b[2] < a[3]:  # on one line
                    gaps.append(b[0] - a[1])
    return gaps
