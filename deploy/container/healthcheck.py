"""The container's health check: GET /reachable on the app's own port answers 204 (exit 0), anything
else or nothing fails (exit 1). Python's standard library only, so the image needs no curl."""

import os
import sys
import urllib.request

port = os.environ.get("PORT", "8000")
try:
    with urllib.request.urlopen(
        f"http://127.0.0.1:{port}/reachable", timeout=5
    ) as answer:
        sys.exit(0 if answer.status == 204 else 1)
except OSError:
    sys.exit(1)
