"""Where the running-total chart's lines, axes, target and meld bands go, as numbers in an SVG viewBox.

The chart is drawn on the server (a Jinja template turns these numbers into SVG), so it works with
JavaScript off and prints crisply; this module only does the arithmetic, from `summary.summarise`'s
plain data. Sides are told apart without colour too: each has its own dash pattern and marker.
"""

from dataclasses import dataclass

from scorekeeper.statistics.chart_marks import COLOURS, DASHES, MARKERS, marker_path


@dataclass(frozen=True)
class Frame:
    """The drawing's size in viewBox units, and its text size in the same units."""

    width: int
    height: int
    font: int


PHONE = Frame(340, 210, 11)
"""A 360 px phone's content width (its margins take 20 px): drawn 1:1, the labels are 11 px."""

# The y-axis labels' room, in em of DejaVu Sans (the sheet's font, and the page's first choice): a
# digit is 0.64 em, a grouping mark ("6.000", "6,000") 0.32 em, the true minus sign (−) 0.84 em.
# Grouping marks are counted in every language: which language draws the chart is the page's business,
# and German's "6.000" lost its 6 to the chart's edge when only digits were counted (issue 33, N6).
DIGIT, GROUPING_MARK, MINUS_SIGN = 0.64, 0.32, 0.84
LABEL_INSET = 8  # a meld band's label ends this far inside the band's right edge
TICK_STEPS = (1, 2, 5)
MOST_Y_INTERVALS = 6
MOST_X_LABELS = 10


def running_total_chart(summary: dict, frame: Frame = PHONE) -> dict | None:
    """The chart of every side's total after each hand, or None before the first hand."""
    hands = summary["hands"]
    if not hands:
        return None
    series = [
        [0] + [hand["sides"][i]["total"] for hand in hands]
        for i in range(len(summary["sides"]))
    ]
    target = summary.get("target") or 0
    values = [v for line in series for v in line] + ([target] if target else [])
    y_ticks = ticks(min(values), max(values))
    slots = max(len(hands), summary.get("hands_in_game") or 0)
    plot = _plot_area(frame, y_ticks)
    x = _scale(0, slots, plot["left"], plot["right"])
    y = _scale(y_ticks[0], y_ticks[-1], plot["bottom"], plot["top"])
    variant = summary["variant"]
    return {
        "width": frame.width,
        "height": frame.height,
        "font": frame.font,
        **plot,
        "y_ticks": [{"value": v, "y": y(v)} for v in y_ticks],
        "zero": y(0) if y_ticks[0] < 0 else None,
        "x_ticks": [{"hand": k, "x": x(k)} for k in hand_labels(slots)],
        "target": _target(target, y(target), plot["top"], frame) if target else None,
        "meld_by_hand": variant.get("meld_basis") == "hand_number",
        "bands": _bands(
            variant.get("meld_table", []),
            variant.get("meld_basis"),
            y_ticks,
            slots,
            x,
            y,
            plot,
            frame,
        ),
        "series": [
            _series(i, side["name"], line, x, y, frame)
            for i, (side, line) in enumerate(zip(summary["sides"], series))
        ],
        "hands": len(hands),
    }


def ticks(low: int, high: int) -> list[int]:
    """Round values from at or below `low` (and 0) to at or above `high`, in at most six equal steps
    of 1, 2 or 5 times a power of ten."""
    low, high = min(low, 0), max(high, 0)
    if high == low:
        high = low + 100
    step = next(
        step for step in _steps() if -(-high // step) - low // step <= MOST_Y_INTERVALS
    )
    return list(range(low // step * step, -(-high // step) * step + 1, step))


def _steps():
    """1, 2, 5, 10, 20, 50, 100…"""
    power = 1
    while True:
        yield from (s * power for s in TICK_STEPS)
        power *= 10


def hand_labels(slots: int) -> list[int]:
    """The hand numbers written under the x-axis: every one, or every 2nd, 5th, 10th… when there are many."""
    step = next(step for step in _steps() if slots // step <= MOST_X_LABELS)
    return list(range(step, slots + 1, step))


def _plot_area(frame: Frame, y_ticks: list[int]) -> dict:
    """The rectangle the lines are drawn in: room on the left for the widest y label, below for the
    hand numbers and the axis title."""
    widest = max(label_ems(v) for v in y_ticks)
    return {
        "left": round(widest * frame.font + 6),
        "right": frame.width - frame.font,
        "top": frame.font,
        "bottom": frame.height - 2 * frame.font - 6,
    }


def label_ems(value: int) -> float:
    """How wide `value` is written on the y-axis at most, in em: its digits, a grouping mark for
    every three of them, and a minus sign."""
    digits = len(str(abs(value)))
    return digits * DIGIT + (digits - 1) // 3 * GROUPING_MARK + (value < 0) * MINUS_SIGN


def _scale(start: float, end: float, to_start: float, to_end: float):
    """The linear map from [start, end] onto [to_start, to_end], rounded to 0.01 of a unit."""
    ratio = (to_end - to_start) / (end - start)
    return lambda value: round(to_start + (value - start) * ratio, 2)


def _target(value: int, at: float, top: float, frame: Frame) -> dict:
    """The target's line, labelled above it, or below it when it runs along the top."""
    label = at - 3 if at - frame.font >= top else at + frame.font + 1
    return {"value": value, "y": at, "label_y": round(label, 2)}


def _bands(
    table: list,
    basis: str | None,
    y_ticks: list[int],
    slots: int,
    x,
    y,
    plot: dict,
    frame: Frame,
) -> list:
    """The faint bands of the minimum initial meld, labelled where there is room: across the chart by
    a side's total, or (tables chosen by the hand's number) down it, a column per run of hands.
    None where no row asks for anything (Mini: no minimum at all, so no "min 0" band)."""
    if not any(minimum for _start, minimum in table):
        return []
    if basis == "hand_number":
        spans = hand_bands(table, slots)
        rects = [
            (
                x(first - 1),
                plot["top"],
                x(last) - x(first - 1),
                plot["bottom"] - plot["top"],
            )
            for first, last, _, _ in spans
        ]
    else:
        spans = score_bands(table, y_ticks[0], y_ticks[-1])
        rects = [
            (plot["left"], y(top), plot["right"] - plot["left"], y(bottom) - y(top))
            for bottom, top, _, _ in spans
        ]
    result = []
    for (left, top, width, height), (_, _, minimum, row) in zip(rects, spans):
        # neighbouring rows of the meld table shaded apart
        result.append(
            {
                "minimum": minimum,
                "shade": row % 2,
                "x": round(left, 2),
                "y": round(top, 2),
                "width": round(width, 2),
                "height": round(height, 2),
                "label": {
                    # clear of a marker on the band's right edge (the last hand's, 1.3 × 3.3 wide)
                    "x": round(left + width - LABEL_INSET, 2),
                    "y": round(top + frame.font, 2),
                }
                if height >= frame.font + 2 and width >= 4 * frame.font
                else None,
            }
        )
    return result


def score_bands(table: list, low: int, high: int) -> list[tuple]:
    """(from, to, minimum, row) of each meld-table row that shows between `low` and `high` points."""
    spans = []
    for i, (start, minimum) in enumerate(table):
        end = table[i + 1][0] if i + 1 < len(table) else None
        bottom = low if start is None else max(start, low)
        top = high if end is None else min(end, high)
        if top > bottom:
            spans.append((bottom, top, minimum, i))
    return spans


def hand_bands(table: list, slots: int) -> list[tuple]:
    """(first hand, last hand, minimum, row) of each meld-table row among hands 1 … `slots`."""
    spans = []
    for i, (start, minimum) in enumerate(table):
        first = 1 if start is None else start
        last = min(table[i + 1][0] - 1, slots) if i + 1 < len(table) else slots
        if first <= last:
            spans.append((first, last, minimum, i))
    return spans


def _series(index: int, name: str, totals: list[int], x, y, frame: Frame) -> dict:
    points = [(x(k), y(total)) for k, total in enumerate(totals)]
    marker = MARKERS[index % len(MARKERS)]
    size = frame.font * 0.3
    return {
        "index": index,
        "name": name,
        "totals": totals[1:],
        "last": totals[-1],
        "points": points,
        "polyline": " ".join(f"{px:g},{py:g}" for px, py in points),
        "dash": DASHES[index % len(DASHES)],
        "colour": COLOURS[index % len(COLOURS)],
        "marker": marker,
        # a marker on every hand's total, not on the 0 everyone starts from
        "markers": " ".join(marker_path(marker, px, py, size) for px, py in points[1:]),
        "sample_marker": marker_path(marker, 14, 5, 3.2),
    }
