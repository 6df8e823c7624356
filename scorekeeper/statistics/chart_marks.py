"""How each side's line looks apart from its colour: a dash pattern and a marker shape, so the chart
reads in black and white, on a grey printer and to a colour-blind player."""

DASHES = ("", "7 4", "2 3", "9 3 2 3", "4 2", "12 4")
"""SVG stroke-dasharray per side, in seating order: solid, dashed, dotted, dash-dot…"""

MARKERS = ("circle", "square", "triangle", "diamond", "triangle-down", "plus")

_OUTLINES = {
    # each shape as (dx, dy) corners in units of the marker's size, drawn about its point
    "square": ((-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)),
    "triangle": ((0, -1.25), (1.15, 0.85), (-1.15, 0.85)),
    "diamond": ((0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0)),
    "triangle-down": ((0, 1.25), (1.15, -0.85), (-1.15, -0.85)),
    "plus": (
        (-0.4, -1.2),
        (0.4, -1.2),
        (0.4, -0.4),
        (1.2, -0.4),
        (1.2, 0.4),
        (0.4, 0.4),
        (0.4, 1.2),
        (-0.4, 1.2),
        (-0.4, 0.4),
        (-1.2, 0.4),
        (-1.2, -0.4),
        (-0.4, -0.4),
    ),
}


def _n(value: float) -> str:
    return f"{round(value, 2):g}"


def marker_path(shape: str, x: float, y: float, size: float) -> str:
    """SVG path data for one filled marker centred on (x, y); several join into one path."""
    if shape == "circle":
        return (
            f"M{_n(x - size)},{_n(y)}a{_n(size)},{_n(size)} 0 1,0 {_n(2 * size)},0"
            f"a{_n(size)},{_n(size)} 0 1,0 {_n(-2 * size)},0Z"
        )
    corners = _OUTLINES[shape]
    return (
        "M"
        + "L".join(f"{_n(x + dx * size)},{_n(y + dy * size)}" for dx, dy in corners)
        + "Z"
    )


COLOURS = ("#0072b2", "#d55e00", "#007a5a", "#b8428c", "#7a6300", "#3d6ccc")
"""Each side's colour on paper and in the light theme (after Okabe and Ito's colour-blind-safe set,
darkened to stand on white); static/chart.css has the dark theme's."""
