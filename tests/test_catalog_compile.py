"""scripts/setup.sh (which every `scripts/run.sh` runs) compiles a catalog only when its .po changed,
and writes the new .mo beside the old one and renames it into place: a server already running may
be reading the .mo, and a catalog compiled in place let one read a half-written file (an empty
catalog: a 500 on a Spanish page while another server started, seen in the full suite)."""

import os
import subprocess
from pathlib import Path

from babel.messages.mofile import read_mo

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = sorted(
    (ROOT / "scorekeeper" / "translations").glob("*/LC_MESSAGES/messages.mo")
)


def setup():
    subprocess.run(
        ["bash", str(ROOT / "scripts" / "setup.sh"), "test"],
        check=True,
        capture_output=True,
    )


def test_an_unchanged_catalog_is_left_as_it_is_and_a_changed_one_is_renamed_into_place():
    assert len(CATALOGS) == 4, CATALOGS  # it, de, pt, es
    setup()
    before = {mo: os.stat(mo) for mo in CATALOGS}
    setup()
    for mo in CATALOGS:  # nothing changed: the very same file, untouched
        now = os.stat(mo)
        assert (now.st_ino, now.st_mtime_ns) == (
            before[mo].st_ino,
            before[mo].st_mtime_ns,
        )
    changed = CATALOGS[0]
    po = changed.with_suffix(".po")
    os.utime(po, (before[changed].st_mtime + 5, before[changed].st_mtime + 5))
    setup()
    assert os.stat(changed).st_ino != before[changed].st_ino  # a new file, renamed in
    with open(changed, "rb") as catalog:
        assert len(read_mo(catalog)) > 1000
    assert not list(changed.parent.glob("messages.mo.*"))
