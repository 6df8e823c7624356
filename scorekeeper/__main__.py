"""`python -m scorekeeper` is the same program as the `scorekeeper` console script."""

import sys

from .cli import main

sys.exit(main())
