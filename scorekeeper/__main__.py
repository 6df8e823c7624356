"""`python -m scorekeeper` is the same program as the `scorekeeper` console script."""

import sys

from scorekeeper.cli.main import main

sys.exit(main())
