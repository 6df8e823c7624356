"""How numbers read on the pages: a true minus sign (−40, as the printed sheet has it) and a plus sign on a
hand's score, so a page and its PDF say the same thing the same way."""

MINUS = "\u2212"


def signed(points: int) -> str:
    """A hand's score: "+830", "−40", "0"."""
    return f"+{points}" if points > 0 else f"{MINUS}{-points}" if points < 0 else "0"


def number(points: int) -> str:
    """A total: "3210", "−40"."""
    return f"{MINUS}{-points}" if points < 0 else str(points)


def init_app(app):
    app.add_template_filter(signed)
    app.add_template_filter(number)
