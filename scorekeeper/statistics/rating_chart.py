"""A player's rating game after game as the running-total chart's numbers (chart_geometry.py),
so the same server-drawn SVG template shows it: one line, the x-axis counting her rated games,
the y-axis the shown rating. Unlike a game's totals the axis need not reach 0: a rating lives
around 1000, so its ticks span only the ratings shown."""

from scorekeeper.statistics.chart_geometry import (
    MOST_Y_INTERVALS,
    PHONE,
    Frame,
    _plot_area,
    _scale,
    _series,
    _steps,
    hand_labels,
)


def rating_ticks(low: int, high: int) -> list[int]:
    """Round values from at or below `low` to at or above `high`, in at most six equal steps of
    1, 2 or 5 times a power of ten (at least ten points apart)."""
    if high == low:
        low, high = low - 10, high + 10
    step = next(
        step
        for step in _steps()
        if step >= 10 and -(-high // step) - low // step <= MOST_Y_INTERVALS
    )
    return list(range(low // step * step, -(-high // step) * step + 1, step))


def rating_chart(name: str, ratings: list[int], frame: Frame = PHONE) -> dict | None:
    """The chart of `ratings` (her shown rating after each rated game; it starts from the
    newcomer's 1000), or None before her first rated game."""
    if not ratings:
        return None
    line = [1000, *ratings]
    y_ticks = rating_ticks(min(line), max(line))
    plot = _plot_area(frame, y_ticks)
    x = _scale(0, len(ratings), plot["left"], plot["right"])
    y = _scale(y_ticks[0], y_ticks[-1], plot["bottom"], plot["top"])
    return {
        "width": frame.width,
        "height": frame.height,
        "font": frame.font,
        **plot,
        "y_ticks": [{"value": v, "y": y(v)} for v in y_ticks],
        "zero": None,
        "x_ticks": [{"hand": k, "x": x(k)} for k in hand_labels(len(ratings))],
        "target": None,
        "meld_by_hand": False,
        "bands": [],
        "series": [_series(0, name, line, x, y, frame)],
        "hands": len(ratings),
    }
