"""The parts of a page that are the same at every request, drawn once and kept.

Most of a fresh hand form (every side's meld rows, steppers and folds, the choices under them) is
a function of the rule set, the side and player names, the page's language and the modes the last
hand left: some 70 KB of HTML and most of the page's drawing time. On a busy server (sheets and
exports being drawn, tables saving) that drawing waits for the CPU with everyone else, so the form
is drawn from a kept copy whenever one with the same key exists. What changes per request (the
CSRF token, the nonce, the version, the number, the totals, the phone's scorer data) stays outside.

A template marks the part with `{% call once(key) %}…{% endcall %}`; the view passes the key, or
None where the part depends on more than the key says (a form drawn again after a refusal, with
its errors and what was typed). Kept copies are few and small: the last KEPT keys, oldest dropped.
"""

import threading
from collections import OrderedDict

from markupsafe import Markup

KEPT = 256


class RenderedOnce:
    """A bounded map of keys to drawn HTML, safe for waitress's threads."""

    def __init__(self, size: int = KEPT):
        self.size = size
        self._kept: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, key, caller) -> Markup:
        if key is None:
            return Markup(caller())
        with self._lock:
            kept = self._kept.get(key)
            if kept is not None:
                self._kept.move_to_end(key)
                return kept
        # Drawn outside the lock: two threads may both draw it once, and the same text is kept.
        drawn = Markup(caller())
        with self._lock:
            self._kept[key] = drawn
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        return drawn

    def __len__(self) -> int:
        return len(self._kept)


def init_app(app) -> None:
    kept = RenderedOnce()
    app.extensions["rendered_once"] = kept
    app.add_template_global(lambda key, caller: kept(key, caller), "once")
