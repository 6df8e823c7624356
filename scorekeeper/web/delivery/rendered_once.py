"""The parts of a page that are the same at every request, drawn once and kept.

Most of a fresh hand form (every side's meld rows, steppers and folds, the choices under them) is
a function of the rule set, the side and player names, the page's language and the modes the last
hand left: some 70 KB of HTML and most of the page's drawing time. On a busy server (sheets and
exports being drawn, tables saving) that drawing waits for the CPU with everyone else, so the form
is drawn from a kept copy whenever one with the same key exists. What changes per request (the
CSRF token, the nonce, the version, the number, the totals, the phone's scorer data) stays outside.

A template marks the part with `{% call once(key) %}…{% endcall %}`; the view passes the key, or
None where the part depends on more than the key says (a form drawn again after a refusal, with
its errors and what was typed). Kept copies are bounded: the last KEPT keys, oldest dropped.

`Kept` does the same for what a page is drawn from: the hand form's class (its fields, labels and
choices in the page's language) and the phone scorer's words are made once per rule set, names and
language instead of at every request (web/entry/hand_checks.py, web/boards/scoreboard.py); a club
night's evenings are kept by standings version the same way (web/boards/season_board.py).
"""

import threading
from collections import OrderedDict

from jinja2 import Undefined
from markupsafe import Markup

# A table's hand form is a key (its names): a championship's 400 tables must all fit, or each
# save draws its form anew (256 were a quarter of a 400-table round's server CPU, py-spy found,
# issue 41); at some 70 KB a form, 1,024 hold at most 70 MB.
KEPT = 1024


class Kept:
    """A bounded map of keys to what was made for them, safe for waitress's threads: the last
    `size` keys used, the oldest dropped."""

    def __init__(self, size: int = KEPT):
        self.size = size
        self._kept: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key, make):
        """What was made for key, else make() now and keep it. Made outside the lock: two threads
        may both make it once, and either one is kept."""
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key]
        made = make()
        with self._lock:
            self._kept[key] = made
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        return made

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)


class RenderedOnce(Kept):
    """Drawn HTML by key: `once(key, swaps, caller)` in a template (None draws it afresh); each
    of `swaps` (text -> HTML) replaced in it, for a copy drawn with stand-ins for what differs."""

    def __call__(self, key, caller, swaps=None) -> Markup:
        if key is None or isinstance(key, Undefined):  # a page that passed no key
            drawn = Markup(caller())
        else:
            drawn = self.get(key, lambda: Markup(caller()))
        if swaps:
            for stand_in, real in swaps.items():
                drawn = drawn.replace(stand_in, Markup(real))
        return drawn


def init_app(app) -> None:
    kept = RenderedOnce()
    app.extensions["rendered_once"] = kept
    app.add_template_global(
        lambda key, swaps=None, caller=None: kept(key, caller, swaps), "once"
    )
