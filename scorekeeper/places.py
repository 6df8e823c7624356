"""Where the app's own files are: templates/, static/ and the instance folder, from a checkout or an
installed wheel.

The design keeps templates/ and static/ at the top of the checkout, beside this package. A wheel
carries copies of both inside the package (pyproject.toml's `force-include`), so the package-internal
copy is looked for first and the checkout's second. Every path comes from this file, never from the
working directory, so the app serves from any folder.
"""

import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
CHECKOUT = PACKAGE.parent


def shipped(name: str) -> Path:
    """The folder `name` (templates or static): the wheel's copy inside the package, else the
    checkout's beside it."""
    inside = PACKAGE / name
    return inside if inside.is_dir() else CHECKOUT / name


def from_checkout() -> bool:
    """Whether the package runs from its checkout (an editable install), not from a wheel."""
    return not (PACKAGE / "templates").is_dir() and (CHECKOUT / "templates").is_dir()


def default_instance() -> Path:
    """The data folder when neither --instance nor $SCOREKEEPER_INSTANCE names one: instance/ in
    the checkout, or, for an installed wheel (whose package folder belongs to Python, not to the
    games), $XDG_DATA_HOME/scorekeeper (~/.local/share/scorekeeper)."""
    if from_checkout():
        return CHECKOUT / "instance"
    data = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(data) / "scorekeeper"


TEMPLATES = shipped("templates")
STATIC = shipped("static")
