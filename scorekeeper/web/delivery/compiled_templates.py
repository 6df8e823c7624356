"""Templates compiled once per process, whichever app in it asks.

Jinja compiles a template to Python the first time an app renders it and keeps the result in that
app's own environment. A process holds many apps when the tests build one per test (and the command
line one per command): each compiled every page it drew again, a fifth of a web test's time. This
keeps the compiled code in one place for the process; Jinja keys it by the template's name and
source, so a template edited on disk is compiled again. Every app here builds its environment the
same way (create_app), which is what sharing compiled code needs."""

import threading

from jinja2 import BytecodeCache


class ProcessTemplates(BytecodeCache):
    """Compiled templates in memory, shared by every app of this process."""

    def __init__(self):
        self._code: dict[str, bytes] = {}
        self._lock = threading.Lock()

    def load_bytecode(self, bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket) -> None:
        code = bucket.bytecode_to_string()
        with self._lock:
            self._code[bucket.key] = code


SHARED = ProcessTemplates()


def init_app(app) -> None:
    app.jinja_env.bytecode_cache = SHARED
