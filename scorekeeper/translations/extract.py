"""`python -m scorekeeper.translations.extract OUT.pot`: pybabel's extraction with this project's marks
(N_ for a word translated where it is shown, NN_ for one with a plural), from the checkout's root.
scripts/update_catalogs.sh and tests/translations/test_catalogs.py both run it, so they always agree."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
CONFIG = Path(__file__).resolve().parent / "babel.cfg"
KEYWORDS = ["-k", "N_", "-k", "NN_:1,2", "-k", "_l"]


def extract(out: str) -> None:
    """Write every marked message of the package and the templates to `out`."""
    pybabel = Path(sys.executable).parent / "pybabel"
    subprocess.run(
        [
            str(pybabel),
            "extract",
            "--no-wrap",
            "--sort-by-file",
            "--project",
            "Canasta Scorekeeper",
            "-F",
            str(CONFIG),
            *KEYWORDS,
            "-o",
            out,
            ".",
        ],
        cwd=ROOT,
        check=True,
    )


if __name__ == "__main__":
    extract(sys.argv[1])
