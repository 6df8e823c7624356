"""A full disk under the real server: does it live, read, refuse saves politely and restart?
(A script, not a test: it needs root to loop-mount a small ext4 filesystem.)

    .venv/bin/python benchmarks/disk_full.py [MEGABYTES]     (default: 24)

Makes a MEGABYTES ext4 image, loop-mounts it, and starts `scripts/run.sh` with its instance
folder there. One table starts a game and saves two hands; then a filler file takes every free
block (root's reserved ones too). Then, disk full: a save, a scoreboard, the games list; the
server stopped and started again on the still-full disk, and the same three; then the filler
deleted and one more save. Prints each answer's status and time, and how the server process
ended if it died (a SIGBUS shows as signal 7). Unmounts and deletes the image at the end."""

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from live_server import (  # noqa: E402
    HAND,
    Browser,
    Table,
    form_fields,
    start_server,
    stored_hands,
)


def fill(folder: Path) -> int:
    """Write a file until the filesystem refuses even one more byte; its size."""
    written = 0
    with open(folder / "filler", "wb", buffering=0) as filler:
        for chunk in (2**20, 2**12, 1):
            block = b"\0" * chunk
            while True:
                try:
                    written += filler.write(block)
                    os.fsync(filler.fileno())
                except OSError:
                    break
    return written


def try_(what, call):
    """One request, its status and time, or what went wrong; never raises."""
    started = time.perf_counter()
    try:
        answer = call()
        seconds = time.perf_counter() - started
        print(f"  {what}: HTTP {answer.status} in {seconds:.2f} s")
        return answer
    except Exception as error:
        print(f"  {what}: {type(error).__name__}: {error}")
        return None


def alive(server) -> str:
    code = server.process.poll()
    if code is None:
        return "server running"
    return f"server DIED (exit {code}{', SIGBUS' if code in (-7, 135) else ''})"


def typed_hand(table: Table) -> dict:
    """The hand form as a phone holds it once typed: drawn while the disk still had room."""
    page = table.browser.get(table.hand_page)
    fields = {**form_fields(page.body, "hand-form"), **HAND}
    fields["sides-1-hand_points"] = str(20 + 5 * (len(table.acknowledged) % 2))
    return fields


def save(table: Table, fields: dict):
    answer = table.browser.post(table.hand_page, fields)
    if answer.status == 302 and fields["nonce"] not in table.acknowledged:
        table.acknowledged.append(fields["nonce"])
    kept = 'value="130"' in answer.body
    print(
        f"    kept what was typed: {kept}; says why: {'could not be saved' in answer.body}"
    )
    return answer


def round_of_requests(server, table: Table, title: str, fields: dict):
    print(title)
    try_("save a hand", lambda: save(table, fields))
    try_("read the scoreboard", lambda: table.browser.get(table.hand_page[:-10]))
    try_("read the games list", lambda: table.browser.get("/"))
    print(f"  {alive(server)}")


def main(megabytes: int = 24):
    for config in (
        "DISK_RESERVE_BYTES = 4 * 2**20\nDISK_BALLAST_BYTES = 2 * 2**20\n",
        "DISK_RESERVE_BYTES = 0\nDISK_BALLAST_BYTES = 0\n",
    ):
        print(f"=== {megabytes} MB ext4, config: {config.strip()!r}")
        one_round(megabytes, config)


def one_round(megabytes: int, config: str):
    if os.geteuid() != 0:
        sys.exit("needs root (it loop-mounts a filesystem)")
    work = Path(tempfile.mkdtemp())
    image, mount = work / "disk.img", work / "mnt"
    mount.mkdir()
    subprocess.run(["truncate", "-s", f"{megabytes}M", image], check=True)
    subprocess.run(["mkfs.ext4", "-q", image], check=True)
    subprocess.run(["mount", "-o", "loop", image, mount], check=True)
    server = None
    try:
        instance = mount  # the server's log goes beside it, outside the full disk
        server = start_server(instance, config)
        table = Table(Browser(server.port, timeout=20), "full disk")
        table.start_game()
        for _ in range(2):
            table.save_hand()
        print(f"before: {len(table.acknowledged)} hands acknowledged; {alive(server)}")
        fields = typed_hand(table)
        print(
            f"filler: {fill(mount) / 2**20:.1f} MB; free now {shutil.disk_usage(mount).free} bytes"
        )
        round_of_requests(server, table, "disk full:", fields)
        server.stop()
        print("restart on the full disk:")
        port = server.port
        try:
            server = start_server(instance, config, port=port, timeout=30)
            print("  started")
            table.browser.close()
            round_of_requests(
                server, table, "after the restart, disk still full:", fields
            )
        except RuntimeError as error:
            print(f"  did not start: {str(error)[-600:]}")
            server = None
        (mount / "filler").unlink()
        if server is None:
            server = start_server(instance, config, port=port)
        table.browser.close()
        round_of_requests(server, table, "space back:", fields)
        stored = sum(len(n) for n in stored_hands(server.database).values())
        print(f"acknowledged {len(table.acknowledged)}, stored {stored}")
        print("server log (last lines):")
        print("\n".join(server.log.read_text().splitlines()[-12:]))
    finally:
        if server is not None:
            server.stop()
        if subprocess.run(["umount", mount], check=False).returncode:
            subprocess.run(["umount", "-l", mount], check=False)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
